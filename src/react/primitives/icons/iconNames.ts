import { WIDGET_ICONS, type WidgetIconName } from '../../../wire/widgets';

/** ChatKit's header icon names (`HeaderIcon`), accepted by `header.leftAction` / `rightAction`. */
export const HEADER_ICONS = [
  'sidebar-left', 'sidebar-right', 'sidebar-open-left', 'sidebar-open-right',
  'sidebar-open-left-alt', 'sidebar-open-right-alt', 'sidebar-floating-left',
  'sidebar-floating-right', 'sidebar-floating-open-left', 'sidebar-floating-open-right',
  'sidebar-collapse-left', 'sidebar-collapse-right', 'collapse-left', 'collapse-right',
  'open-left', 'open-right', 'double-chevron-left', 'double-chevron-right', 'home', 'home-alt',
  'back-small', 'back-large', 'expand-large', 'collapse-large', 'expand-small', 'collapse-small',
  'star', 'star-filled', 'chat-temporary', 'settings-cog', 'grid', 'dots-horizontal',
  'dots-vertical', 'dots-horizontal-circle', 'dots-vertical-circle', 'menu', 'menu-inverted',
  'hamburger', 'compose', 'light-mode', 'dark-mode', 'close',
] as const; // prettier-ignore

/** A name of ChatKit's header icon set (`header.leftAction.icon`, `header.rightAction.icon`). */
export type HeaderIconName = (typeof HEADER_ICONS)[number];

/** Every icon name the kit draws: the widget vocabulary's and ChatKit's header icons. */
export type IconName = WidgetIconName | HeaderIconName;

const NAMES: ReadonlySet<string> = new Set<string>([...WIDGET_ICONS, ...HEADER_ICONS]);

/** Whether the kit has a drawing of its own for this icon name. */
export function isKnownIcon(name: string): name is IconName {
  return NAMES.has(name);
}
