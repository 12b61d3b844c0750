import { expect, waitFor } from 'storybook/test';
import type { UikitStoryParameters } from '../.storybook/preview';

/** The theme variants every item type is shown in. */
export const themes = {
  dark: { uikit: { colorScheme: 'dark' } satisfies UikitStoryParameters },
  rtl: { uikit: { dir: 'rtl' } satisfies UikitStoryParameters },
  compact: { uikit: { density: 'compact' } satisfies UikitStoryParameters },
  spacious: { uikit: { density: 'spacious' } satisfies UikitStoryParameters },
};

/** Waits for the lazily loaded markdown renderer, so tests and a11y checks see the real output. */
export async function markdownReady(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      void expect(canvasElement.querySelector('[data-slot="markdown-fallback"]')).toBeNull();
    },
    { timeout: 10_000 },
  );
}
