// ChatKit's widget colour tokens (as chatkit-node-backend-sdk's and chatkit-python's widget types
// list them in their comments), mapped onto the kit's theme custom properties, so they follow a
// host's theme and its light and dark schemes. Loaded with the widget renderers, not in the first
// load (the few theme names the chat's own theme reads are in `safeColor.ts`).

const mix = (color: string, percent: number, toward: string) =>
  `color-mix(in oklab, ${color} ${String(percent)}%, ${toward})`;

const BG = 'var(--uikit-color-bg)';
const TEXT = 'var(--uikit-color-text)';
const BORDER = 'var(--uikit-color-border)';
const SURFACE = 'var(--uikit-color-surface)';
const SURFACE_STRONG = 'var(--uikit-color-surface-strong)';

/** The named tokens: text colours, background (surface) colours and border colours. */
const TOKENS: Readonly<Record<string, string>> = {
  // Text: `prose` `primary` `emphasis` `secondary` `tertiary` `success` `warning` `danger`
  // (`primary` … `danger` are the theme names of safeColor.ts, which the fallback reads).
  prose: TEXT,
  // Background: the card's own surface, then two steps into the page's surface colours; an
  // elevated surface is the card's in light and one step lighter in dark, where depth shows as
  // lightness.
  surface: BG,
  'surface-secondary': SURFACE,
  'surface-tertiary': SURFACE_STRONG,
  'surface-elevated': `light-dark(${BG}, ${SURFACE})`,
  'surface-elevated-secondary': `light-dark(${SURFACE}, ${SURFACE_STRONG})`,
  // Border: `default` `subtle` `strong`.
  default: BORDER,
  subtle: mix(BORDER, 50, BG),
  strong: mix(BORDER, 60, TEXT),
};

/**
 * The hue of each primitive family: the chart colours (chart.css, a light and a dark set), and for
 * gray the muted text colour.
 */
const FAMILIES: Readonly<Record<string, string>> = {
  gray: 'var(--uikit-color-text-muted)',
  red: 'var(--uikit-chart-red)',
  orange: 'var(--uikit-chart-orange)',
  yellow: 'var(--uikit-chart-yellow)',
  green: 'var(--uikit-chart-green)',
  blue: 'var(--uikit-chart-blue)',
  purple: 'var(--uikit-chart-purple)',
  pink: 'var(--uikit-chart-pink)',
};

const PRIMITIVE = /^([a-z]+)-(\d{1,4})$/;

/**
 * A primitive token (`red-100`, `blue-900`, `gray-500`): its family's hue at step 500, mixed toward
 * the background below it (0 is the background) and toward the text above it (1000 is the text).
 * So in dark mode, where the background is dark, `red-100` is a dark red tint and `red-900` a
 * light one: a pair that reads on a card in either scheme, as the steps of ChatKit's palettes do.
 */
function primitive(family: string, step: number): string | undefined {
  const hue = FAMILIES[family];
  if (hue === undefined || step > 1000) return undefined;
  if (step === 500) return hue;
  return step < 500 ? mix(hue, step / 5, BG) : mix(hue, (1000 - step) / 5, TEXT);
}

/** The CSS colour of one of ChatKit's widget colour tokens, or undefined for any other string. */
export function widgetColorToken(value: string): string | undefined {
  const name = value.trim();
  if (Object.hasOwn(TOKENS, name)) return TOKENS[name];
  const match = PRIMITIVE.exec(name);
  return match ? primitive(match[1] ?? '', Number(match[2])) : undefined;
}
