import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the lazily loaded markdown renderer has replaced every plain-text fallback, so
 * assertions look at rendered markdown and cannot pass on the fallback by accident.
 */
export async function markdownRendered(container: HTMLElement): Promise<void> {
  // The chunk loads lazily: on a busy machine (two test workers on two cores) that can take
  // seconds. The wait ends as soon as the condition holds.
  await waitFor(
    () => {
      expect(container.querySelector('[data-slot="markdown"]')).not.toBeNull();
      expect(container.querySelector('[data-slot="markdown-fallback"]')).toBeNull();
    },
    { timeout: 15_000 },
  );
}
