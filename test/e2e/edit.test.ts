import { describe, expect, it } from 'vitest';
import {
  WAIT,
  countRequests,
  openDemo,
  readRecording,
  recordValues,
  sendAndWait,
  waitForIdle,
  waitForMarkdown,
  waitForTimes,
  waitForReady,
  waitForText,
  type ChatUi,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { setupE2e } from './support/setup';

// Editing a sent message and answering it anew (protocol section 11, `edit`), driven through the
// demo page as a user would, against the local API as `npm start` runs it (its sessions have the
// `edit` capability). Tokens come fast enough for a short test, slow enough to see them stream.
const e2e = setupE2e({ demo: { tokenDelayMs: 12 } });

const SHOWCASE = 'Every answer can be stopped';
/** The demo's answer to a message that asks for progress (server-example triggers). */
const PROGRESS_ANSWER = 'those lines were';

/** The conversation operations among requests `countRequests` saw. */
function operationsOf(requests: ReturnType<typeof countRequests>): string[] {
  return requests.map(({ body }) => (JSON.parse(body ?? '{}') as { type?: string }).type ?? '');
}

/** What the thread shows: each user message's text and each answer's first line, in order. */
async function conversation(ui: ChatUi): Promise<{ asked: string[]; answers: number }> {
  return {
    // Text content: a row scrolled out of view may skip rendering, and its inner text is empty.
    asked: (await ui.userTexts.allTextContents()).map((text) => text.trim()),
    answers: await ui.answers.count(),
  };
}

describe('editing a sent message', () => {
  it('turns the message into an editor in place, and the edit is answered anew in place of what followed, as stored', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    // Two different answers: the showcase's sources are a landmark, named alike in every answer.
    await sendAndWait(ui, 'Show me your progress', PROGRESS_ANSWER);
    await sendAndWait(ui, 'Hello', SHOWCASE);
    await waitForMarkdown(ui);
    expect(await conversation(ui)).toEqual({
      asked: ['Show me your progress', 'Hello'],
      answers: 2,
    });

    const first = ui.userMessages.first();
    await first.hover();
    await first.getByRole('button', { name: 'Edit message' }).click();
    const field = ui.root.getByRole('textbox', { name: 'Edit your message' });
    await field.waitFor({ timeout: WAIT.timeout });
    // In place: the first message's row, focused on its text with the caret at the end.
    expect(await first.getAttribute('data-state')).toBe('editing');
    const asked = 'Show me your progress';
    expect(await field.inputValue()).toBe(asked);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.evaluate((element) => (element as HTMLTextAreaElement).selectionStart)).toBe(
      asked.length,
    );
    await expectNoAxeViolations(page, 'a message being edited');

    const requests = countRequests(page, '/v1/uikit/conversation', 'POST');
    await field.fill('Hello, once more');
    await recordValues(page, 'answer', '[data-slot="assistant-message"]');
    await field.press('Enter');

    // The later items go at once, and the new answer streams in their place.
    await expect.poll(() => ui.userMessages.count(), WAIT).toBe(1);
    await waitForText(ui.answers.first(), SHOWCASE);
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    expect(operationsOf(requests)).toEqual(['threads.edit_user_message']);
    const shown = await conversation(ui);
    expect(shown).toEqual({ asked: ['Hello, once more'], answers: 1 });
    expect(await ui.root.getByRole('textbox', { name: 'Edit your message' }).count()).toBe(0);
    expect(await ui.alerts.count()).toBe(0);
    // Streamed: the new answer was seen growing, not arriving whole.
    const growing = (await readRecording(page, 'answer')).filter(
      (text) => text.trim() !== '' && !text.includes(PROGRESS_ANSWER),
    );
    expect(growing.length).toBeGreaterThan(2);
    await waitForTimes(ui);
    const answer = await ui.answers.first().innerText();

    // As the service stored it: a fresh page shows the same thread.
    await page.reload();
    const reloaded = await waitForReady(page);
    await expect.poll(() => reloaded.answers.count(), WAIT).toBe(1);
    await waitForMarkdown(reloaded);
    await waitForTimes(reloaded);
    expect(await conversation(reloaded)).toEqual(shown);
    expect(await reloaded.answers.first().innerText()).toBe(answer);
  });

  it('cancels with Escape, nothing sent, focus back on Edit', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await sendAndWait(ui, 'Hello', SHOWCASE);
    const requests = countRequests(page, '/v1/uikit/conversation', 'POST');
    const message = ui.userMessages.first();
    const edit = message.getByRole('button', { name: 'Edit message' });
    await message.hover();
    await edit.click();
    const field = ui.root.getByRole('textbox', { name: 'Edit your message' });
    await field.fill('Something else');
    await field.press('Escape');
    await expect.poll(() => field.count(), WAIT).toBe(0);
    expect(await edit.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await conversation(ui)).toEqual({ asked: ['Hello'], answers: 1 });
    expect(requests).toEqual([]);
  });
});
