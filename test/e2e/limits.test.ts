import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/wire';
import {
  WAIT,
  openDemo,
  sendAndWait,
  send,
  waitForIdle,
  waitForReady,
  waitForText,
} from './support/chat';
import { demoTemplate } from './support/server';
import { setupE2e } from './support/setup';

// What could stop a user: a session running out, a rate limit, a locked or closed thread.
const e2e = setupE2e({ demo: { tokenDelayMs: 0 } });

const isApi = (response: Response) => new URL(response.url()).pathname.startsWith('/v1/uikit/');

describe('session expiry', () => {
  it('keeps chatting across short sessions without the user noticing', async () => {
    const { page, server } = e2e;
    server.setSessionTemplate(
      demoTemplate({ expires_after: { anchor: 'created_at', seconds: 2 } }),
    );
    const sessions: Session[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/uikit/session')
        void response.json().then((session: Session) => sessions.push(session));
      else if (isApi(response) && response.status() === 401) refused.push(response.url());
    });
    const ui = await openDemo(page);
    await sendAndWait(ui, 'Hello', 'Every answer can be stopped');

    // Past the end of the first session, the chat still answers: it renewed the session itself.
    const firstEnds = (sessions[0]?.expires_at ?? 0) * 1000;
    await page.waitForTimeout(Math.max(0, firstEnds - Date.now() + 300));
    await sendAndWait(ui, 'Are you still there?', 'Every answer can be stopped');
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(refused).toEqual([]);

    // A long session next; then the service's clock jumps past its end, which the page cannot
    // know: the next message meets a 401, and the chat gets a fresh session and sends it again.
    server.setSessionTemplate(demoTemplate());
    await expect
      .poll(() => (sessions.at(-1)?.expires_at ?? 0) * 1000 - Date.now(), WAIT)
      .toBeGreaterThan(60_000);
    const before = sessions.length;
    server.clock.advance(700_000);
    await sendAndWait(ui, 'And now?', 'Every answer can be stopped');
    expect(refused.length).toBeGreaterThan(0);
    expect(sessions.length).toBe(before + 1);

    expect(await ui.userTexts.allTextContents()).toEqual([
      'Hello',
      'Are you still there?',
      'And now?',
    ]);
    expect(await ui.answers.count()).toBe(3);
    expect(await ui.alerts.count()).toBe(0);
    expect(await ui.root.innerText()).not.toContain('session has ended');
  });
});

describe('rate limits', () => {
  it('disables send with a countdown instead of failing, and sends once the time is up', async () => {
    const { page, server } = e2e;
    server.setSessionTemplate(demoTemplate({ rate_limits: { max_requests_per_1_minute: 4 } }));
    const ui = await openDemo(page);
    // The history list, asked for as the pointer reaches the history toggle (a closed panel lists
    // nothing), is the page's first request that counts against the limit.
    const listed = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/v1/uikit/threads')
      .then(() => Date.now());
    await ui.historyToggle.hover();
    const firstCounted = await listed;
    // The service's clock moves on so that the page's first request leaves the one-minute
    // window about 4 s from now: the countdown is short and the test fast.
    server.clock.advance(56_000 - (Date.now() - firstCounted));

    const countdown = ui.composerReason.filter({ hasText: 'Too many messages.' });
    for (let sent = 0; sent < 4 && (await countdown.count()) === 0; sent += 1) {
      await send(ui, `Message ${String(sent + 1)}`);
      await expect
        .poll(
          async () =>
            (await countdown.count()) > 0 ||
            ((await ui.composer.getAttribute('data-state')) === 'idle' &&
              (await ui.answers.count()) > sent),
          WAIT,
        )
        .toBe(true);
    }
    await waitForText(countdown, /You can send again in \d s\./);
    const seconds = () =>
      countdown.innerText().then((text) => Number(/in (\d+) s/.exec(text)?.[1] ?? NaN));
    const first = await seconds();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(6);

    // No error: a disabled send button, the reason next to it, the draft kept.
    await ui.input.fill('One more, when I may');
    expect(await ui.sendButton.isDisabled()).toBe(true);
    await ui.input.press('Enter');
    expect(await ui.input.inputValue()).toBe('One more, when I may');
    expect(await ui.alerts.count()).toBe(0);
    expect(await ui.input.getAttribute('aria-describedby')).toBe(
      await ui.composerReason.getAttribute('id'),
    );
    // It counts down, then lets the user send.
    if (first > 1) await expect.poll(seconds, WAIT).toBeLessThan(first);
    await expect.poll(() => countdown.count(), WAIT).toBe(0);
    await expect.poll(() => ui.sendButton.isEnabled(), WAIT).toBe(true);
    const answered = await ui.answers.count();
    await ui.input.press('Enter');
    await expect.poll(() => ui.answers.count(), WAIT).toBe(answered + 1);
    await waitForText(ui.userMessages.last(), 'One more, when I may');
    await waitForIdle(ui);
    expect(await ui.root.getByRole('alert').count()).toBe(0);
  });
});

describe('locked and closed threads', () => {
  it('disables the composer of a locked thread and says why', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'Lock the thread' }).click();
    await waitForText(ui.answers.first(), 'Locking this thread now');
    await waitForIdle(ui);

    // The service's reason is a sentence of its own: shown alone, not after "…is locked:".
    await waitForText(ui.composerReason, 'Locked by the demo. Start a new chat to go on.');
    expect(await ui.composerReason.innerText()).toBe(
      'Locked by the demo. Start a new chat to go on.',
    );
    expect(await ui.input.isDisabled()).toBe(true);
    expect(await ui.sendButton.isDisabled()).toBe(true);
    expect(await ui.attachButton.isDisabled()).toBe(true);
    expect(await ui.input.getAttribute('aria-describedby')).toBe(
      await ui.composerReason.getAttribute('id'),
    );
    expect(await ui.alerts.count()).toBe(0);

    // A new chat takes messages again.
    await ui.newChat.click();
    await ui.startScreen.waitFor();
    expect(await ui.input.isEnabled()).toBe(true);
    expect(await ui.composerReason.count()).toBe(0);
  });

  it('replaces the composer of a closed thread with a notice, also after a reload', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'Close the thread' }).click();
    await waitForText(ui.answers.first(), 'Closing this thread now');

    const closed = ui.root.locator('[data-slot="composer-closed"][role="status"]');
    await waitForText(closed, 'Closed by the demo.');
    expect(await closed.innerText()).toBe('Closed by the demo.');
    expect(await ui.input.count()).toBe(0);
    expect(await ui.composer.count()).toBe(0);

    // The demo page reopens the thread the user had open.
    await page.reload();
    const reloaded = await waitForReady(page);
    await waitForText(reloaded.answers.first(), 'Closing this thread now');
    await waitForText(closed, 'Closed by the demo.');
    expect(await reloaded.input.count()).toBe(0);
  });
});
