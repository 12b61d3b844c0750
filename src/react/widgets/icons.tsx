import type { ReactNode } from 'react';
import type { WidgetIconName } from '../../wire/widgets';

// A small built-in icon set: about twenty drawings (24-unit grid, stroked with currentColor)
// that every icon name of the widget vocabulary maps onto. Names this version does not know get
// a dot, never nothing and never a fetched image.

const circle = <circle cx="12" cy="12" r="8.5" />;

const DRAWINGS = {
  dot: <circle cx="12" cy="12" r="3" fill="currentColor" />,
  circle,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  checkCircle: (
    <>
      {circle}
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </>
  ),
  info: (
    <>
      {circle}
      <path d="M12 11v5M12 8v.01" />
    </>
  ),
  question: (
    <>
      {circle}
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4v.3M12 16.5v.01" />
    </>
  ),
  bolt: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6z" />,
  book: (
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5zM20 5.5A1.5 1.5 0 0 0 18.5 4H13v16h5.5a1.5 1.5 0 0 0 1.5-1.5z" />
  ),
  calendar: (
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </>
  ),
  chart: <path d="M4 20h16M7 16v-4M12 16V8M17 16v-7" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
  dotsHorizontal: <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />,
  dotsVertical: <path d="M12 6v.01M12 12v.01M12 18v.01" strokeWidth={3} />,
  external: (
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  ),
  globe: (
    <>
      {circle}
      <path d="M3.5 12h17M12 3.5c2.5 3 2.5 14 0 17M12 3.5c-2.5 3-2.5 14 0 17" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 8-8M16 7l2 2" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.5-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.5 12 21 12 21z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  device: <rect x="7" y="3" width="10" height="18" rx="2" />,
  desktop: (
    <>
      <rect x="3" y="4.5" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16.5V20" />
    </>
  ),
  phone: (
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />
  ),
  play: <path d="M8 5v14l11-7z" />,
  plus: <path d="M12 5v14M5 12h14" />,
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  reload: <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />,
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  starFilled: (
    <path
      fill="currentColor"
      d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
    />
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </>
  ),
  sparkle: (
    <path d="M12 3c.6 4.2 2.8 6.4 7 7-4.2.6-6.4 2.8-7 7-.6-4.2-2.8-6.4-7-7 4.2-.6 6.4-2.8 7-7z" />
  ),
  square: <rect x="4" y="4" width="16" height="16" rx="2.5" />,
  code: <path d="m9 8-4 4 4 4M15 8l4 4-4 4" />,
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m20 16-5-5-9 8.5" />
    </>
  ),
  suitcase: (
    <>
      <rect x="3.5" y="7.5" width="17" height="12" rx="2" />
      <path d="M9 7.5V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5v2" />
    </>
  ),
  sliders: <path d="M4 7h10M18 7h2M4 17h2M10 17h10M14 5v4M6 15v4" />,
  pencil: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  cube: <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12 4 7.5" />,
  atom: (
    <>
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <ellipse cx="12" cy="12" rx="9" ry="3.5" />
      <ellipse cx="12" cy="12" rx="9" ry="3.5" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="9" ry="3.5" transform="rotate(120 12 12)" />
    </>
  ),
  bug: (
    <>
      <rect x="7" y="7" width="10" height="13" rx="5" />
      <path d="M12 10v10M4 13h3M17 13h3M5 8l2.5 2M19 8l-2.5 2M9 5l1 2M15 5l-1 2" />
    </>
  ),
  compass: (
    <>
      {circle}
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  lightbulb: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
  ),
  lifesaver: (
    <>
      {circle}
      <circle cx="12" cy="12" r="3.5" />
      <path d="m6 6 3.5 3.5M18 6l-3.5 3.5M6 18l3.5-3.5M18 18l-3.5-3.5" />
    </>
  ),
  confetti: <path d="m4 20 4-11 7 7zM14 4v2M19 5l-1.5 1.5M20 10h-2M16 8l1-1" />,
  lab: (
    <path d="M9 3h6M10 3v6L5 19a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2l-5-10V3M7.5 15h9" />
  ),
  wreath: <path d="M8 20c-3-2-4.5-5-4-9M16 20c3-2 4.5-5 4-9M12 5v.01M9 20h6" />,
} satisfies Record<string, ReactNode>;

type Drawing = keyof typeof DRAWINGS;

const ICONS: Record<WidgetIconName, Drawing> = {
  agent: 'sparkle', analytics: 'chart', atom: 'atom', batch: 'cube', bolt: 'bolt', 'book-open': 'book',
  'book-closed': 'book', 'book-clock': 'book', bug: 'bug', calendar: 'calendar', chart: 'chart',
  check: 'check', 'check-circle': 'checkCircle', 'check-circle-filled': 'checkCircle',
  'chevron-left': 'chevronLeft', 'chevron-right': 'chevronRight', 'circle-question': 'question',
  compass: 'compass', confetti: 'confetti', cube: 'cube', desktop: 'desktop', document: 'document',
  dot: 'dot', 'dots-horizontal': 'dotsHorizontal', 'dots-vertical': 'dotsVertical',
  'empty-circle': 'circle', 'external-link': 'external', globe: 'globe', keys: 'key', lab: 'lab',
  images: 'image', info: 'info', lifesaver: 'lifesaver', lightbulb: 'lightbulb', mail: 'mail',
  'map-pin': 'pin', maps: 'pin', mobile: 'device', name: 'user', notebook: 'book',
  'notebook-pencil': 'pencil', 'page-blank': 'document', phone: 'phone', play: 'play', plus: 'plus',
  profile: 'user', 'profile-card': 'user', reload: 'reload', star: 'star', 'star-filled': 'starFilled',
  search: 'search', sparkle: 'sparkle', 'sparkle-double': 'sparkle', 'square-code': 'code',
  'square-image': 'image', 'square-text': 'square', suitcase: 'suitcase',
  'settings-slider': 'sliders', user: 'user', wreath: 'wreath', write: 'pencil', 'write-alt': 'pencil',
  'write-alt2': 'pencil',
}; // prettier-ignore

export function isKnownIcon(name: string): name is WidgetIconName {
  return Object.hasOwn(ICONS, name);
}

/**
 * An icon of the built-in set; decorative unless given a label.
 *
 * @example
 * <WidgetIconGlyph name="check" label="Done" />
 */
export function WidgetIconGlyph({ name, label }: { name: string; label?: string | undefined }) {
  const drawing = DRAWINGS[isKnownIcon(name) ? ICONS[name] : 'dot'];
  return (
    <svg
      data-slot="widget-icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {drawing}
    </svg>
  );
}
