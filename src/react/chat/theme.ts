import type { CSSProperties } from 'react';
import { safeColor } from '../widgets/safeColor';

/** The chat's look, mapped onto the kit's CSS custom properties. */
export interface UikitTheme {
  /** `system` follows the visitor's setting. Default `light`. */
  colorScheme?: 'light' | 'dark' | 'system';
  /**
   * Any CSS colour (hex, rgb(), hsl(), oklch(), a name), used in both schemes, or one per scheme:
   * an accent that reads on white rarely reads on the dark background.
   */
  accentColor?: string | { light: string; dark: string };
  /** Corner radius in pixels, or a step of the scale. */
  radius?: number | 'none' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  density?: 'compact' | 'default' | 'spacious';
  /** Base font size in pixels. */
  fontSize?: number;
  fontFamily?: string;
}

const RADIUS: Record<Exclude<UikitTheme['radius'], number | undefined>, number> = {
  none: 0,
  sm: 6,
  md: 10,
  lg: 14,
  xl: 20,
  full: 28,
};

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

/** The custom properties a theme sets on the kit's root. Unusable values are ignored. */
export function themeStyle(
  theme: UikitTheme | undefined,
  scheme: 'light' | 'dark' = 'light',
): CSSProperties {
  if (!theme) return {};
  const vars: Record<string, string> = {};
  const setting: unknown = theme.accentColor;
  const picked =
    typeof setting === 'object' && setting !== null
      ? (setting as Record<string, unknown>)[scheme]
      : setting;
  const accent = typeof picked === 'string' ? safeColor(picked) : undefined;
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
  if (
    theme.fontSize !== undefined &&
    Number.isFinite(theme.fontSize) &&
    theme.fontSize >= 8 &&
    theme.fontSize <= 32
  ) {
    vars['--uikit-font-size'] = `${String(theme.fontSize)}px`;
  }
  // A font list only: no braces, semicolons or url() that could escape the declaration.
  if (theme.fontFamily !== undefined && /^[\w\s,'"-]+$/.test(theme.fontFamily))
    vars['--uikit-font-family'] = theme.fontFamily;
  return vars;
}
