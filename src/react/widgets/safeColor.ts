// A module of its own: the chat's theme reads its accent colour with it, and must not load every
// widget style function (style.ts) for that.

/** Theme colour names of the vocabulary, mapped onto the kit's custom properties. */
const TOKENS: Record<string, string> = {
  primary: 'var(--uikit-color-text)',
  secondary: 'var(--uikit-color-text-muted)',
  tertiary: 'var(--uikit-color-text-muted)',
  emphasis: 'var(--uikit-color-accent)',
  accent: 'var(--uikit-color-accent)',
  success: 'var(--uikit-color-success)',
  danger: 'var(--uikit-color-danger)',
  warning: 'var(--uikit-color-warning)',
  caution: 'var(--uikit-color-warning)',
  info: 'var(--uikit-color-accent)',
  discovery: 'var(--uikit-color-discovery)',
  surface: 'var(--uikit-color-surface)',
  border: 'var(--uikit-color-border)',
};

const COLOR_FUNCTION = /^(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\([\d\s.,%/+-]*\)$/i;

/** A colour a widget may use: a token, a hex or functional colour, or a named colour. */
export function safeColor(value: string): string | undefined {
  const text = value.trim();
  const token = TOKENS[text];
  if (token !== undefined) return token;
  if (/^#[0-9a-f]{3,8}$/i.test(text) || COLOR_FUNCTION.test(text) || /^[a-z]{3,24}$/i.test(text))
    return text;
  return undefined;
}
