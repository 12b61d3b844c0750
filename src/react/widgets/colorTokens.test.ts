import { describe, expect, it } from 'vitest';
import { widgetColorToken } from './colorTokens';
import { color } from './style';

describe('ChatKit’s widget colour tokens', () => {
  it('map the surface, border and text tokens onto the theme’s custom properties', () => {
    expect(widgetColorToken('surface')).toBe('var(--uikit-color-bg)');
    expect(widgetColorToken('surface-secondary')).toBe('var(--uikit-color-surface)');
    expect(widgetColorToken('surface-tertiary')).toBe('var(--uikit-color-surface-strong)');
    expect(widgetColorToken('surface-elevated')).toMatch(/^light-dark\(var\(--uikit-color-bg\), /);
    expect(widgetColorToken('surface-elevated-secondary')).toMatch(/^light-dark\(/);
    expect(widgetColorToken('default')).toBe('var(--uikit-color-border)');
    expect(widgetColorToken('subtle')).toContain('var(--uikit-color-border)');
    expect(widgetColorToken('strong')).toContain('var(--uikit-color-border)');
    expect(widgetColorToken('prose')).toBe('var(--uikit-color-text)');
    // The theme names the chat's own theme reads stay where they were.
    expect(color('danger')).toBe('var(--uikit-color-danger)');
    expect(color('secondary')).toBe('var(--uikit-color-text-muted)');
  });

  it('draw a primitive from its family’s hue, toward the background below 500 and the text above', () => {
    expect(widgetColorToken('red-500')).toBe('var(--uikit-chart-red)');
    expect(widgetColorToken('red-100')).toBe(
      'color-mix(in oklab, var(--uikit-chart-red) 20%, var(--uikit-color-bg))',
    );
    expect(widgetColorToken('blue-900')).toBe(
      'color-mix(in oklab, var(--uikit-chart-blue) 20%, var(--uikit-color-text))',
    );
    expect(widgetColorToken('gray-0')).toBe(
      'color-mix(in oklab, var(--uikit-color-text-muted) 0%, var(--uikit-color-bg))',
    );
    expect(widgetColorToken('gray-1000')).toContain('var(--uikit-color-text))');
    for (const family of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'])
      expect(widgetColorToken(`${family}-50`), family).toContain('color-mix(');
  });

  it('read nothing else as a token, and leave hex, functions and names to the colour reader', () => {
    for (const value of ['teal-100', 'red-1001', 'red-', 'red-100;', 'Red-100', '-100', 'surfaces'])
      expect(widgetColorToken(value), value).toBeUndefined();
    expect(color('#d03050')).toBe('#d03050');
    expect(color('rebeccapurple')).toBe('rebeccapurple');
    expect(color('red-100; background: url(x)')).toBeUndefined();
    expect(color({ light: 'red-100', dark: 'red-900' })).toBe(
      `light-dark(${String(widgetColorToken('red-100'))}, ${String(widgetColorToken('red-900'))})`,
    );
  });
});
