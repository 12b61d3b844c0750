import type { CSSProperties } from 'react';
import { safeColor } from '../widgets/safeColor';
import { baseThemeStyle, onColor, pickScheme } from './themeBase';

export { densityOf, onColor } from './themeBase';
import type { UikitFontSource } from './fontSources';
import {
  ensureContrast,
  hexToHsl,
  hslToHex,
  neutralPalette,
  type UikitGrayscale,
} from './themeColors';

/** A colour for both schemes, or one per scheme. */
export type UikitSchemeColor = string | { light: string; dark: string };

/** `theme.color`: ChatKit's colour options, plus the user's bubble. */
export interface UikitThemeColor {
  /** The neutral palette (background, surfaces, borders, secondary text) generated from a hue. */
  grayscale?: UikitGrayscale;
  /**
   * The accent (send button, links, focus ring). `level` 0 to 3 is how deep it sits: 0 a lighter
   * tone, 1 (default) the colour as given, 2 and 3 deeper; in dark mode the other way round. The
   * accent is adjusted if needed so it stays legible on the background.
   */
  accent?: { primary: string; level?: number };
  /** The chat's background and text colours; surfaces and borders are mixed from the two. */
  surface?: { background: UikitSchemeColor; foreground: UikitSchemeColor };
  /** The user's message bubble. Text defaults to black or white, whichever reads. */
  userBubble?: { background: UikitSchemeColor; foreground?: UikitSchemeColor };
}

/** `theme.typography`: ChatKit's shape. */
export interface UikitTypography {
  /** Base font size in pixels (14 to 18 in ChatKit; 8 to 32 accepted). */
  baseSize?: number;
  /** A CSS font list, e.g. `"Inter, system-ui, sans-serif"`. */
  fontFamily?: string;
  /** A CSS font list for code. */
  fontFamilyMono?: string;
  /** Font files to load for the families above, registered once per document. */
  fontSources?: readonly UikitFontSource[];
}

/**
 * The chat's look, mapped onto the kit's CSS custom properties. Takes ChatKit's `ThemeOption`
 * names (`radius: 'pill'`, `density: 'normal'`, `color`, `typography`) beside the kit's own.
 *
 * @example
 * useUikit({
 *   api,
 *   theme: {
 *     colorScheme: 'system',
 *     radius: 'pill',
 *     color: { grayscale: { hue: 220, tint: 4 }, accent: { primary: '#0f766e', level: 1 } },
 *     typography: { fontFamily: 'Inter, sans-serif', fontSources: [{ family: 'Inter', src: interUrl, weight: '100 900' }] },
 *   },
 * });
 */
export interface UikitTheme {
  /** `system` follows the visitor's setting. Default `light`. */
  colorScheme?: 'light' | 'dark' | 'system';
  /**
   * Any CSS colour (hex, rgb(), hsl(), oklch(), a name), used in both schemes, or one per scheme:
   * an accent that reads on white rarely reads on the dark background. `color.accent` wins.
   */
  accentColor?: UikitSchemeColor;
  /** Corner radius in pixels, a step of the scale, or ChatKit's `pill | round | soft | sharp`. */
  radius?:
    number | 'none' | 'sm' | 'md' | 'lg' | 'xl' | 'full' | 'pill' | 'round' | 'soft' | 'sharp';
  /** Spacing; `normal` (ChatKit's name) is `default`. */
  density?: 'compact' | 'default' | 'normal' | 'spacious';
  /** Base font size in pixels. `typography.baseSize` wins. */
  fontSize?: number;
  /** A CSS font list. `typography.fontFamily` wins. */
  fontFamily?: string;
  color?: UikitThemeColor;
  typography?: UikitTypography;
}

const isHex = (color: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color);

/** The accent at a `level`: 1 as given, 0 lighter, 2 and 3 deeper (mirrored in dark mode). */
function accentAt(primary: string, level: unknown, scheme: 'light' | 'dark'): string {
  const hsl = hexToHsl(primary);
  if (!hsl || typeof level !== 'number' || !Number.isFinite(level)) return primary;
  const step = Math.min(3, Math.max(0, Math.round(level))) - 1;
  if (step === 0) return primary;
  const [h, s, l] = hsl;
  return hslToHex(h, s, scheme === 'light' ? l - step * 9 : l + step * 9);
}

/** Sets the neutral tokens; surfaces and borders mixed from background and text. */
function setSurface(vars: Record<string, string>, bg: string, text: string) {
  vars['--uikit-color-bg'] = bg;
  vars['--uikit-color-text'] = text;
  vars['--uikit-color-surface'] = `color-mix(in srgb, ${text} 6%, ${bg})`;
  vars['--uikit-color-surface-strong'] = `color-mix(in srgb, ${text} 11%, ${bg})`;
  vars['--uikit-color-border'] = `color-mix(in srgb, ${text} 18%, ${bg})`;
  vars['--uikit-color-text-muted'] =
    isHex(bg) && isHex(text)
      ? ensureContrast(mixHex(text, bg, 0.68), [bg], 4.5)
      : `color-mix(in srgb, ${text} 68%, ${bg})`;
}

function mixHex(a: string, b: string, weight: number): string {
  const ha = hexToHsl(a);
  const hb = hexToHsl(b);
  if (!ha || !hb) return a;
  // Mixing in HSL lightness keeps the text's hue; enough for a secondary text colour.
  return hslToHex(ha[0], ha[1], ha[2] * weight + hb[2] * (1 - weight));
}

/**
 * The custom properties a theme sets on the kit's root: the colours generated from `color` (a
 * grayscale hue, an accent level, surface and bubble colours) over the rest. Unusable values are
 * ignored.
 */
export function themeStyle(
  theme: UikitTheme | undefined,
  scheme: 'light' | 'dark' = 'light',
): CSSProperties {
  if (!theme) return {};
  const vars: Record<string, string> = {};
  const color: UikitThemeColor = theme.color ?? {};

  let background = scheme === 'light' ? '#ffffff' : '#15171c';
  const palette = color.grayscale ? neutralPalette(color.grayscale, scheme) : null;
  if (palette) {
    background = palette.bg;
    vars['--uikit-color-bg'] = palette.bg;
    vars['--uikit-color-surface'] = palette.surface;
    vars['--uikit-color-surface-strong'] = palette.surfaceStrong;
    vars['--uikit-color-border'] = palette.border;
    vars['--uikit-color-text'] = palette.text;
    vars['--uikit-color-text-muted'] = palette.textMuted;
  }
  const surfaceBg = pickScheme(color.surface?.background, scheme);
  const surfaceText = pickScheme(color.surface?.foreground, scheme);
  if (surfaceBg !== undefined && surfaceText !== undefined) {
    background = surfaceBg;
    setSurface(vars, surfaceBg, surfaceText);
  }

  const primary =
    typeof color.accent?.primary === 'string' ? safeColor(color.accent.primary) : undefined;
  let accent =
    primary !== undefined
      ? accentAt(primary, color.accent?.level, scheme)
      : pickScheme(theme.accentColor, scheme);
  if (accent !== undefined) {
    // Links are drawn in the accent: keep it legible as text on this background.
    if (primary !== undefined && isHex(background))
      accent = ensureContrast(accent, [background], 4.5);
    vars['--uikit-color-accent'] = accent;
    vars['--uikit-color-focus'] = accent;
    const on = onColor(accent);
    if (on !== undefined) vars['--uikit-color-on-accent'] = on;
  }

  const bubble = pickScheme(color.userBubble?.background, scheme);
  if (bubble !== undefined) {
    vars['--uikit-color-user-bubble'] = bubble;
    const text = pickScheme(color.userBubble?.foreground, scheme) ?? onColor(bubble);
    if (text !== undefined) vars['--uikit-color-user-bubble-text'] = text;
  }

  return { ...baseThemeStyle(theme, scheme), ...vars };
}
