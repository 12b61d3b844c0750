import { describe, expect, it } from 'vitest';
import { openDemo, readRecording, recordValues, waitForIdle, waitForText } from './support/chat';
import { setupE2e } from './support/setup';

// Tokens every 3 ms, faster than frames: the answer must still grow on screen as it arrives, not
// stand still and then appear whole (as it did when the markdown rendered in a deferred update
// that every new batch of tokens restarted).
const e2e = setupE2e({ demo: { tokenDelayMs: 3 } });

describe('a fast stream', () => {
  it('shows the answer growing frame by frame', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await recordValues(page, 'answer', '[data-slot="assistant-message"]');
    await ui.startScreen.getByRole('button', { name: 'Markdown, tables and code' }).click();
    await waitForText(ui.answers.first(), 'Every answer can be stopped');
    await waitForIdle(ui);
    const lengths = (await readRecording(page, 'answer')).map((text) => text.length);
    const final = lengths.at(-1) ?? 0;
    const steps = new Set(lengths.filter((length) => length > 0 && length < final));
    expect(steps.size).toBeGreaterThan(10);
    expect(lengths.some((length) => length > 0 && length < final / 4)).toBe(true);
  });
});
