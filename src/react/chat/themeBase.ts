import type { CSSProperties } from 'react';
import { safeColor } from '../widgets/safeColor';
import type { UikitTheme } from './theme';

// The part of the theme the first paint needs whatever the theme says: radius, spacing, type, a
// single accent. Colours generated from `color` and font files (theme.ts, fontSources.ts) load on
// demand, only for a theme that has them.

const RADIUS: Record<Exclude<UikitTheme['radius'], number | undefined>, number> = {
  none: 0,
  sm: 6,
  md: 10,
  lg: 14,
  xl: 20,
  full: 28,
  pill: 28,
  round: 18,
  soft: 10,
  sharp: 2,
};

/** The `data-density` the root carries: ChatKit's `normal` is the kit's `default`. */
export function densityOf(theme: UikitTheme | undefined): 'compact' | 'default' | 'spacious' {
  const density = theme?.density;
  return density === 'compact' || density === 'spacious' ? density : 'default';
}

/** The text colour that reads on a hex background (WCAG relative luminance). */
export function onColor(hex: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const hexDigits = match[1] ?? '';
  const digits = hexDigits.length === 3 ? hexDigits.replace(/./g, '$&$&') : hexDigits;
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white vs black: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

const FONT_LIST = /^[\w\s,'"-]+$/;

/** A colour setting for one scheme (a string, or `{ light, dark }`), if it is a usable colour. */
export function pickScheme(setting: unknown, scheme: 'light' | 'dark'): string | undefined {
  const picked =
    typeof setting === 'object' && setting !== null
      ? (setting as Record<string, unknown>)[scheme]
      : setting;
  return typeof picked === 'string' ? safeColor(picked) : undefined;
}

/** Whether a theme needs the generated colours or font files of `themeStyle` (loaded on demand). */
export function needsThemeDepth(theme: UikitTheme | undefined): boolean {
  return theme?.color !== undefined || (theme?.typography?.fontSources?.length ?? 0) > 0;
}

/** The custom properties of radius, type and `accentColor`. Unusable values are ignored. */
export function baseThemeStyle(
  theme: UikitTheme | undefined,
  scheme: 'light' | 'dark' = 'light',
): CSSProperties {
  if (!theme) return {};
  const vars: Record<string, string> = {};
  const accent = pickScheme(theme.accentColor, scheme);
  if (accent !== undefined) {
    vars['--uikit-color-accent'] = accent;
    vars['--uikit-color-focus'] = accent;
    const on = onColor(accent);
    if (on !== undefined) vars['--uikit-color-on-accent'] = on;
  }
  if (theme.radius !== undefined) {
    const radius = typeof theme.radius === 'number' ? theme.radius : RADIUS[theme.radius];
    if (Number.isFinite(radius) && radius >= 0)
      vars['--uikit-radius'] = `${String(Math.min(radius, 48))}px`;
  }
  const size = theme.typography?.baseSize ?? theme.fontSize;
  if (size !== undefined && Number.isFinite(size) && size >= 8 && size <= 32) {
    vars['--uikit-font-size'] = `${String(size)}px`;
  }
  const family = theme.typography?.fontFamily ?? theme.fontFamily;
  // A font list only: no braces, semicolons or url() that could escape the declaration.
  if (family !== undefined && FONT_LIST.test(family)) vars['--uikit-font-family'] = family;
  const mono = theme.typography?.fontFamilyMono;
  if (mono !== undefined && FONT_LIST.test(mono)) vars['--uikit-font-family-mono'] = mono;
  return vars;
}
