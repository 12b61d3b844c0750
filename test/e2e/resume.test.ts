import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  countRequests,
  openDemo,
  waitForIdle,
  waitForMarkdown,
  waitForTimes,
  waitForReady,
  waitForText,
  type ChatUi,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { setupE2e } from './support/setup';

// An answer outlives the page that asked for it (protocol section 11): a reload, a second tab or a
// dropped network never stops or loses it. Driven through the demo page as a user would, against
// the local API as `npm start` runs it. The slow answer (30 parts) is slow enough to reload,
// switch tabs or go offline in the middle of it.
const e2e = setupE2e({ demo: { slowTokenDelayMs: 12 } });

const LAST_PART = 'Part 30 of 30';

async function askForTheSlowAnswer(ui: ChatUi): Promise<void> {
  await ui.startScreen.getByRole('button', { name: 'A slow answer to stop' }).click();
  await waitForText(ui.answers.first(), 'Part 2 of 30');
}

/** The conversation operations among requests `countRequests` saw. */
function operationsOf(requests: ReturnType<typeof countRequests>): string[] {
  return requests.map(({ body }) => (JSON.parse(body ?? '{}') as { type?: string }).type ?? '');
}

/** The answer as the service stored it: what a fresh page shows once nothing runs. */
async function storedAnswer(page: Page): Promise<string> {
  await page.reload();
  const ui = await waitForReady(page);
  await expect.poll(() => ui.answers.count(), WAIT).toBe(1);
  await waitForMarkdown(ui);
  await waitForTimes(ui);
  return ui.answers.first().innerText();
}

describe('an answer that outlives the page', () => {
  it('goes on after a reload, live, with its stop control, and finishes as stored', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await askForTheSlowAnswer(ui);
    const before = await ui.answers.first().innerText();
    expect(before).not.toContain(LAST_PART);

    const resumes = countRequests(page, '/v1/uikit/conversation', 'POST');
    await page.reload();
    const reloaded = await waitForReady(page);
    // The answer shows going on: its text so far, growing, and the stop control.
    await reloaded.stopButton.waitFor({ timeout: WAIT.timeout });
    await expect
      .poll(async () => (await reloaded.answers.first().innerText()).length, WAIT)
      .toBeGreaterThan(before.length);
    expect(operationsOf(resumes)).toContain('threads.resume');

    await waitForText(reloaded.answers.first(), LAST_PART);
    await waitForIdle(reloaded);
    await waitForMarkdown(reloaded);
    const live = await reloaded.answers.first().innerText();
    expect(await reloaded.alerts.count()).toBe(0);
    expect(await reloaded.answers.locator('[data-slot="incomplete-mark"]').count()).toBe(0);
    expect(await storedAnswer(page)).toBe(live);
  });

  it('goes on while the user is in another thread, and shows again when they come back', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await askForTheSlowAnswer(ui);
    const before = await ui.answers.first().innerText();

    await ui.newChat.click();
    await ui.startScreen.waitFor({ timeout: WAIT.timeout });
    await ui.historyToggle.click();
    await ui.history.getByRole('listitem').first().getByRole('button').first().click();
    // Back on the thread: the answer is still being written, and more of it is there.
    await ui.stopButton.waitFor({ timeout: WAIT.timeout });
    await expect
      .poll(async () => (await ui.answers.first().innerText()).length, WAIT)
      .toBeGreaterThan(before.length);
    await waitForText(ui.answers.first(), LAST_PART);
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const live = await ui.answers.first().innerText();
    expect(await ui.answers.count()).toBe(1);
    expect(await storedAnswer(page)).toBe(live);
  });

  it('shows in a second tab, where stopping it stops it in both', async () => {
    const { page, context } = e2e;
    const first = await openDemo(page);
    await askForTheSlowAnswer(first);

    // The second tab reopens the thread the user had open last: the same thread, answer running.
    const other = await context.newPage();
    const second = await openDemo(other);
    await waitForText(second.answers.first(), 'Part 3 of 30');
    await second.stopButton.click();

    for (const ui of [first, second]) {
      await waitForIdle(ui);
      await expect
        .poll(() => ui.answers.first().locator('[data-slot="incomplete-mark"]').innerText(), WAIT)
        .toBe('Stopped');
      expect(await ui.stopButton.count()).toBe(0);
      expect(await ui.alerts.count()).toBe(0);
      await waitForTimes(ui);
    }
    const [shownFirst, shownSecond] = await Promise.all([
      first.answers.first().innerText(),
      second.answers.first().innerText(),
    ]);
    expect(shownSecond).toBe(shownFirst);
    expect(shownFirst).not.toContain(LAST_PART);
    // Nothing more arrives once stopped, in either tab.
    await page.waitForTimeout(300);
    expect(await first.answers.first().innerText()).toBe(shownFirst);
    expect(await storedAnswer(other)).toBe(shownFirst);
    await other.close();
  });

  it('finishes without a reload after a few seconds offline, saying only that it reconnects', async () => {
    const { page, context } = e2e;
    const ui = await openDemo(page);
    const requests = countRequests(page, '/v1/uikit/conversation', 'POST');
    await askForTheSlowAnswer(ui);

    await context.setOffline(true);
    const reconnecting = ui.root.locator('[data-slot="progress"][data-reconnecting]');
    await waitForText(reconnecting, 'Reconnecting…');
    expect(await ui.alerts.count()).toBe(0);
    // Said politely (a status, not an alert), the stop control still there.
    expect(await reconnecting.getAttribute('role')).toBe('status');
    expect(await ui.stopButton.count()).toBe(1);
    await expectNoAxeViolations(page, 'an answer reconnecting');
    await page.waitForTimeout(2000);
    await context.setOffline(false);

    await waitForText(ui.answers.first(), LAST_PART);
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    expect(await reconnecting.count()).toBe(0);
    expect(await ui.alerts.count()).toBe(0);
    expect(operationsOf(requests)).toContain('threads.resume');
    const live = await ui.answers.first().innerText();
    expect(await storedAnswer(page)).toBe(live);
  });
});
