// Colour arithmetic for the theme: parse hex, HSL to hex, WCAG contrast, and the neutral palette a
// grayscale hue generates. Pure functions, so the palette is tested without a browser.

type Rgb = readonly [number, number, number];

/** A `#rgb` or `#rrggbb` colour as 0-255 channels, or null. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const body = match[1] ?? '';
  const digits = body.length === 3 ? body.replace(/./g, '$&$&') : body;
  return [0, 2, 4].map((offset) =>
    parseInt(digits.slice(offset, offset + 2), 16),
  ) as unknown as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** HSL (degrees, percent, percent) as `#rrggbb`. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

/** A hex colour as HSL (degrees, percent, percent), or null. */
export function hexToHsl(hex: string): [number, number, number] | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => value / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/** WCAG relative luminance of a hex colour (0 black, 1 white), or null. */
export function luminance(hex: string): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21), or null. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The colour moved in lightness (away from the backgrounds) until it reaches `ratio` against
 * every one of them; the colour itself when it already does or is not hex.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  ratio: number,
): string {
  const hsl = hexToHsl(color);
  if (!hsl) return color;
  const reaches = (candidate: string) =>
    backgrounds.every((background) => (contrastRatio(candidate, background) ?? 21) >= ratio);
  if (reaches(color)) return color;
  const darkBackground = backgrounds.some((background) => (luminance(background) ?? 1) < 0.18);
  const [h, s, l] = hsl;
  for (let step = 1; step <= 100; step += 1) {
    const next = darkBackground ? l + step : l - step;
    if (next < 0 || next > 100) break;
    const candidate = hslToHex(h, s, next);
    if (reaches(candidate)) return candidate;
  }
  return darkBackground ? '#ffffff' : '#000000';
}

/** `color.grayscale`: the neutral palette derived from one hue. ChatKit's shape. */
export interface UikitGrayscale {
  /** Hue in degrees (0-360). */
  hue: number;
  /** How much of the hue the greys carry, 0 (none) to 9. Default 0. */
  tint?: number;
  /** Lighter (negative) or darker (positive) surfaces, -4 to 4. In dark mode, the reverse. */
  shade?: number;
}

/** The neutral custom properties the kit reads, as hex colours. */
export interface NeutralPalette {
  bg: string;
  surface: string;
  surfaceStrong: string;
  border: string;
  text: string;
  textMuted: string;
}

const clampStep = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;

/**
 * The neutral palette of a grayscale hue for one scheme: background, surfaces, border, text and
 * secondary text. Text and secondary text always reach 4.5:1 on the background and the surfaces.
 */
export function neutralPalette(
  grayscale: UikitGrayscale,
  scheme: 'light' | 'dark',
): NeutralPalette | null {
  if (typeof grayscale.hue !== 'number' || !Number.isFinite(grayscale.hue)) return null;
  const hue = grayscale.hue;
  const tint = clampStep(grayscale.tint, 0, 9, 0);
  const shade = clampStep(grayscale.shade, -4, 4, 0);
  // Surfaces carry up to ~20% saturation, text a little less: a tinted grey, never a colour.
  const sat = tint * 2.2;
  const textSat = tint * 1.6;
  const offset = shade * 1.5;
  const at = (lightness: number, saturation = sat) => hslToHex(hue, saturation, lightness);
  if (scheme === 'light') {
    const base = Math.min(100, (tint > 0 ? 98.5 : 100) - offset);
    const bg = at(base);
    const surface = at(base - 4);
    const surfaceStrong = at(base - 8);
    const border = at(base - 14);
    const text = ensureContrast(at(10, textSat), [bg, surface, surfaceStrong], 7);
    const textMuted = ensureContrast(at(38, textSat), [bg, surface, surfaceStrong], 4.5);
    return { bg, surface, surfaceStrong, border, text, textMuted };
  }
  const base = Math.max(0, 9 + offset);
  const bg = at(base);
  const surface = at(base + 5);
  const surfaceStrong = at(base + 9);
  const border = at(base + 17);
  const text = ensureContrast(at(93, textSat), [bg, surface, surfaceStrong], 7);
  const textMuted = ensureContrast(at(70, textSat), [bg, surface, surfaceStrong], 4.5);
  return { bg, surface, surfaceStrong, border, text, textMuted };
}
