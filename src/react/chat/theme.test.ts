import { describe, expect, it } from 'vitest';
import { densityOf, themeStyle } from './theme';
import { contrastRatio } from './themeColors';

const vars = (style: object) => style as Record<string, string>;

describe('themeStyle with ChatKit names', () => {
  it('maps the radius names and normal density', () => {
    expect(vars(themeStyle({ radius: 'pill' }))['--uikit-radius']).toBe('28px');
    expect(vars(themeStyle({ radius: 'round' }))['--uikit-radius']).toBe('18px');
    expect(vars(themeStyle({ radius: 'soft' }))['--uikit-radius']).toBe('10px');
    expect(vars(themeStyle({ radius: 'sharp' }))['--uikit-radius']).toBe('2px');
    expect(densityOf({ density: 'normal' })).toBe('default');
    expect(densityOf({ density: 'compact' })).toBe('compact');
    expect(densityOf(undefined)).toBe('default');
  });

  it('generates the neutral palette from a grayscale hue, per scheme', () => {
    const light = vars(themeStyle({ color: { grayscale: { hue: 150, tint: 6 } } }, 'light'));
    const dark = vars(themeStyle({ color: { grayscale: { hue: 150, tint: 6 } } }, 'dark'));
    for (const name of ['bg', 'surface', 'surface-strong', 'border', 'text', 'text-muted'])
      expect(light[`--uikit-color-${name}`]).toMatch(/^#[0-9a-f]{6}$/);
    expect(light['--uikit-color-bg']).not.toBe(dark['--uikit-color-bg']);
    expect(
      contrastRatio(dark['--uikit-color-text-muted'] ?? '', dark['--uikit-color-bg'] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps an accent legible on the generated background, with text that reads on it', () => {
    for (const hue of [0, 60, 120, 180, 240, 300]) {
      const style = vars(
        themeStyle(
          { color: { grayscale: { hue, tint: 5 }, accent: { primary: '#facc15', level: 1 } } },
          'light',
        ),
      );
      const accent = style['--uikit-color-accent'] ?? '';
      expect(contrastRatio(accent, style['--uikit-color-bg'] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(style['--uikit-color-on-accent'] ?? '', accent)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('deepens the accent with its level, the other way in dark mode', () => {
    const at = (primary: string, level: number, scheme: 'light' | 'dark') =>
      vars(themeStyle({ color: { accent: { primary, level } } }, scheme))['--uikit-color-accent'] ??
      '';
    expect(at('#1d4ed8', 1, 'light')).toBe('#1d4ed8');
    expect(contrastRatio(at('#1d4ed8', 3, 'light'), '#ffffff')).toBeGreaterThan(
      contrastRatio('#1d4ed8', '#ffffff') ?? 0,
    );
    expect(at('#60a5fa', 1, 'dark')).toBe('#60a5fa');
    expect(contrastRatio(at('#60a5fa', 3, 'dark'), '#000000')).toBeGreaterThan(
      contrastRatio('#60a5fa', '#000000') ?? 0,
    );
  });

  it('moves an accent that would not read as link text on the background', () => {
    const light = vars(themeStyle({ color: { accent: { primary: '#3b82f6' } } }, 'light'));
    expect(contrastRatio(light['--uikit-color-accent'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('takes surface colours, mixing surfaces and a legible secondary text from them', () => {
    const style = vars(
      themeStyle({ color: { surface: { background: '#fdf6e3', foreground: '#073642' } } }),
    );
    expect(style['--uikit-color-bg']).toBe('#fdf6e3');
    expect(style['--uikit-color-text']).toBe('#073642');
    expect(style['--uikit-color-surface']).toContain('color-mix');
    expect(
      contrastRatio(style['--uikit-color-text-muted'] ?? '', '#fdf6e3'),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('colours the user bubble, picking its text when none is given', () => {
    const style = vars(themeStyle({ color: { userBubble: { background: '#0f766e' } } }));
    expect(style['--uikit-color-user-bubble']).toBe('#0f766e');
    expect(style['--uikit-color-user-bubble-text']).toBe('#ffffff');
    const perScheme = vars(
      themeStyle(
        {
          color: {
            userBubble: { background: { light: '#eef', dark: '#223' }, foreground: '#fff' },
          },
        },
        'dark',
      ),
    );
    expect(perScheme['--uikit-color-user-bubble']).toBe('#223');
  });

  it('sets typography, ignoring lists that could escape the declaration', () => {
    const style = vars(
      themeStyle({
        typography: {
          baseSize: 17,
          fontFamily: 'Inter, sans-serif',
          fontFamilyMono: "'JetBrains Mono', monospace",
        },
      }),
    );
    expect(style['--uikit-font-size']).toBe('17px');
    expect(style['--uikit-font-family']).toBe('Inter, sans-serif');
    expect(style['--uikit-font-family-mono']).toBe("'JetBrains Mono', monospace");
    const hostile = vars(themeStyle({ typography: { fontFamily: 'x; } body { color: red' } }));
    expect(hostile['--uikit-font-family']).toBeUndefined();
  });

  it('ignores colours that are not colours', () => {
    const style = vars(
      themeStyle({
        color: { accent: { primary: 'url(x)' }, userBubble: { background: 'red;x:y' } },
      }),
    );
    expect(style['--uikit-color-accent']).toBeUndefined();
    expect(style['--uikit-color-user-bubble']).toBeUndefined();
  });
});
