import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../styles/index.css';
import { widgetItem } from '../../../test/fixtures/items';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from '../items/ThreadItemView';

// ChatKit's colour tokens as Chromium paints them, in the kit's light and dark schemes: each is a
// real colour, taken from the theme (a host's theme moves them), and a primitive's low steps sit
// near the card's background and its high steps near its text in both schemes.

afterEach(() => {
  cleanup();
});

const TOKENS = [
  'surface', 'surface-secondary', 'surface-tertiary', 'surface-elevated',
  'surface-elevated-secondary', 'default', 'subtle', 'strong', 'prose', 'red-100', 'red-900',
  'blue-50', 'gray-500', 'green-700', 'pink-300', 'yellow-100', 'orange-800', 'purple-200',
] as const; // prettier-ignore

/** The background each token paints on a Box, in one scheme. */
function paint(scheme: 'light' | 'dark') {
  const view = render(
    <div data-uikit-root="" data-color-scheme={scheme}>
      <RenderProvider>
        <ThreadItemView
          item={{
            ...widgetItem,
            widget: JSON.stringify({
              type: 'Card',
              children: TOKENS.map((token) => ({ type: 'Box', id: token, background: token })),
            }),
          }}
        />
      </RenderProvider>
    </div>,
  );
  const card = view.container.querySelector('[data-slot="widget-card"]');
  if (!card) throw new Error('no card');
  const boxes = view.container.querySelectorAll('[data-slot="widget-box"]');
  const colors = Object.fromEntries(
    TOKENS.map((token, index) => [
      token,
      getComputedStyle(boxes[index] as Element).backgroundColor,
    ]),
  ) as Record<(typeof TOKENS)[number], string>;
  const result = { colors, card: getComputedStyle(card).backgroundColor };
  cleanup();
  return result;
}

/** Relative lightness 0–1 of a computed `rgb()` or `oklab()` colour. */
function lightness(css: string): number {
  const oklab = /oklab\(([\d.]+)/.exec(css);
  if (oklab) return Number(oklab[1]);
  const [r = 0, g = 0, b = 0] = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '')
    .split(/[ ,/]+/)
    .map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

describe('ChatKit’s colour tokens', () => {
  it('paint a colour of the theme for every token, in light and in dark', () => {
    const light = paint('light');
    const dark = paint('dark');
    for (const token of TOKENS) {
      expect(light.colors[token], token).not.toMatch(/^rgba\(0, 0, 0, 0\)$/);
      expect(dark.colors[token], token).not.toMatch(/^rgba\(0, 0, 0, 0\)$/);
      expect(dark.colors[token], token).not.toBe(light.colors[token]);
    }
    // `surface` is the card's own background.
    expect(light.colors.surface).toBe(light.card);
    expect(dark.colors.surface).toBe(dark.card);
    // Low steps near the background, high steps near the text, whichever is light.
    expect(lightness(light.colors['red-100'])).toBeGreaterThan(lightness(light.colors['red-900']));
    expect(lightness(dark.colors['red-100'])).toBeLessThan(lightness(dark.colors['red-900']));
    // An elevated surface is lighter than the card in dark, where depth shows as lightness.
    expect(lightness(dark.colors['surface-elevated'])).toBeGreaterThan(lightness(dark.card));
  });
});
