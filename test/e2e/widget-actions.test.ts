import { describe, expect, it } from 'vitest';
import {
  WAIT,
  countRequests,
  openDemo,
  pickDate,
  send,
  waitForIdle,
  waitForText,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { setupE2e } from './support/setup';

// A widget action fired while an answer streams (issue 15): the answer is not stopped; the action
// waits for it (the service streams one response per thread) and its answer follows. The control
// that fired it shows its own busy state; the rest of the widget stays usable.

// A slow answer long enough to act during it on a loaded machine, short enough to wait for.
const e2e = setupE2e({ demo: { tokenDelayMs: 2, slowTokenDelayMs: 10 } });

describe('widget actions while an answer streams', () => {
  it('waits for the answer, which ends whole, then sends the action, whose answer follows', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).click();
    const card = ui.log.locator('[data-item-type="uikit.widget"]').first();
    await waitForText(card, 'Pick a tour and a date, then press Book');
    await waitForIdle(ui);
    await card.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await card.getByRole('combobox', { name: 'Tour' }).selectOption({ label: 'Client tools' });
    await pickDate(card, 'Date', '2026-05-04');

    const conversation = countRequests(page, '/v1/uikit/conversation', 'POST');
    await send(ui, 'A slow answer please');
    const slow = ui.answers.last();
    await waitForText(slow, 'Part 1 of 30');

    const book = card.getByRole('button', { name: 'Book' });
    await book.click();
    // The clicked button is busy; the fields around it are not.
    await expect.poll(() => book.getAttribute('aria-busy'), WAIT).toBe('true');
    expect(await card.getByRole('textbox', { name: 'Your name' }).isEnabled()).toBe(true);
    expect(await card.getByRole('combobox', { name: 'Tour' }).isEnabled()).toBe(true);
    // The action waits: only the message has gone out so far, and the answer goes on.
    expect(conversation.length).toBe(1);
    await expectNoAxeViolations(page, 'a widget action waiting for an answer');

    // The slow answer takes about 7 s alone: more on a loaded machine.
    await expect
      .poll(() => slow.innerText(), { ...WAIT, timeout: 45_000 })
      .toContain('Part 30 of 30');
    expect(await ui.root.getByText('Stopped', { exact: false }).count()).toBe(0);
    const booked = ui.answers.filter({
      hasText: 'Booked Client tools for Ada Lovelace on 2026-05-04.',
    });
    await booked.waitFor(WAIT);
    // One answer after the other, in that order.
    expect(await ui.answers.last().innerText()).toContain('Booked Client tools');
    // The card, updated by the action, is far up the thread now.
    await card.scrollIntoViewIfNeeded();
    await waitForText(card, 'See you, Ada Lovelace!');
    expect(conversation.length).toBe(2);
    await waitForIdle(ui);
  });
});
