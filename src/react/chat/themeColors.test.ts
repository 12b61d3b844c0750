import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, hslToHex, neutralPalette } from './themeColors';

const hues = Array.from({ length: 24 }, (_, index) => index * 15);

describe('neutralPalette', () => {
  it.each(['light', 'dark'] as const)(
    'keeps text and secondary text legible on every surface in %s, for every hue, tint and shade',
    (scheme) => {
      for (const hue of hues)
        for (const tint of [0, 3, 6, 9])
          for (const shade of [-4, 0, 4]) {
            const palette = neutralPalette({ hue, tint, shade }, scheme);
            expect(palette).not.toBeNull();
            if (!palette) return;
            for (const background of [palette.bg, palette.surface, palette.surfaceStrong]) {
              expect(contrastRatio(palette.text, background)).toBeGreaterThanOrEqual(7);
              expect(contrastRatio(palette.textMuted, background)).toBeGreaterThanOrEqual(4.5);
            }
          }
    },
  );

  it('draws a light scheme light and a dark scheme dark, with surfaces set apart from the background', () => {
    const light = neutralPalette({ hue: 220, tint: 4 }, 'light');
    const dark = neutralPalette({ hue: 220, tint: 4 }, 'dark');
    expect(contrastRatio(light?.bg ?? '', '#ffffff')).toBeLessThan(1.1);
    expect(contrastRatio(dark?.bg ?? '', '#000000')).toBeLessThan(1.3);
    expect(light?.surface).not.toBe(light?.bg);
    expect(contrastRatio(light?.border ?? '', light?.bg ?? '')).toBeGreaterThan(1.2);
    expect(contrastRatio(dark?.border ?? '', dark?.bg ?? '')).toBeGreaterThan(1.2);
  });

  it('carries the hue in the greys when tinted, and none without tint', () => {
    expect(neutralPalette({ hue: 0, tint: 0 }, 'light')?.surface).toBe(
      neutralPalette({ hue: 200, tint: 0 }, 'light')?.surface,
    );
    expect(neutralPalette({ hue: 0, tint: 9 }, 'light')?.surface).not.toBe(
      neutralPalette({ hue: 200, tint: 9 }, 'light')?.surface,
    );
  });

  it('darkens light surfaces with a positive shade and lightens them with a negative one', () => {
    const darker = neutralPalette({ hue: 0, shade: 4 }, 'light');
    const lighter = neutralPalette({ hue: 0, shade: -4 }, 'light');
    expect(contrastRatio(darker?.surface ?? '', '#ffffff')).toBeGreaterThan(
      contrastRatio(lighter?.surface ?? '', '#ffffff') ?? 0,
    );
  });

  it('ignores a hue that is not a number', () => {
    expect(neutralPalette({ hue: Number.NaN }, 'light')).toBeNull();
  });
});

describe('ensureContrast', () => {
  it('moves a colour until it reads on the background, and leaves one that does', () => {
    const yellow = hslToHex(55, 90, 55);
    const fixed = ensureContrast(yellow, ['#ffffff'], 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#1d4ed8', ['#ffffff'], 4.5)).toBe('#1d4ed8');
    const onDark = ensureContrast('#1d4ed8', ['#15171c'], 4.5);
    expect(contrastRatio(onDark, '#15171c')).toBeGreaterThanOrEqual(4.5);
  });
});
