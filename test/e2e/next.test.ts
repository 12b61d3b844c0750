import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureNextApp, startNextApp, type NextServer } from '../support/nextApp';
import { launchBrowser, newContext } from './support/browser';
import {
  WAIT,
  readRecording,
  recordValues,
  send,
  waitForIdle,
  waitForMarkdown,
  waitForTimes,
  waitForReady,
  waitForText,
} from './support/chat';
import { E2E_API_KEY, startE2eServer, type E2eServer } from './support/server';

// test/consumers/next, built from the packed kit (the build test/package/next.test.ts checks),
// served by `next start` against the local uikit API: its route handler mints the sessions, its
// client component renders the chat, its server component renders the page first.

/**
 * A hydration problem as production React reports it, by error code alone (so "hydrat" is not
 * enough): 418 the server's HTML did not match, 419 a Suspense boundary the server could not
 * finish, 422 and 423 an error while hydrating.
 */
const HYDRATION = /hydrat|Minified React error #(418|419|422|423)\b/i;

let api: E2eServer;
let next: NextServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  let app;
  [api, browser, app] = await Promise.all([
    startE2eServer({ demo: { tokenDelayMs: 12 } }),
    launchBrowser(),
    ensureNextApp(inject('packageTarball')),
  ]);
  next = await startNextApp(app.folder, {
    UIKIT_API_KEY: E2E_API_KEY,
    UIKIT_BASE_URL: new URL(api.url).origin,
  });
  context = await newContext(browser, next.url);
}, 300_000);

afterAll(async () => {
  // Any of them may have failed to start; close what exists.
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (next as NextServer | undefined)?.close();
  await (api as E2eServer | undefined)?.close();
});

describe('the Next.js App Router app', () => {
  it('sends, streams, lists the thread in history and opens it again after a reload, with no hydration warning', async () => {
    const page = await context.newPage();
    const hydration: string[] = [];
    const consoleProblems: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (HYDRATION.test(message.text())) hydration.push(message.text());
      if (message.type() === 'error' || message.type() === 'warning')
        consoleProblems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION.test(error.message)) hydration.push(error.message);
      pageErrors.push(error.message);
    });

    // The server renders the chat into the page's HTML (the client component's first render).
    const html = await (await fetch(next.url)).text();
    expect(html).toContain('data-uikit-root');

    await page.goto('/');
    const ui = await waitForReady(page);
    await ui.startScreen.waitFor();

    await recordValues(page, 'answer', '[data-slot="assistant-message"]');
    await send(ui, 'Hello from Next.js');
    await waitForText(ui.userMessages.first(), 'Hello from Next.js');
    await waitForText(ui.answers.first(), 'Every answer can be stopped');
    await waitForIdle(ui);
    // It streamed: the answer grew in many steps rather than arriving whole.
    const lengths = (await readRecording(page, 'answer')).map((text) => text.length);
    expect(new Set(lengths.filter((length) => length > 0)).size).toBeGreaterThan(5);
    await waitForMarkdown(ui);
    await waitForTimes(ui);
    const answer = await ui.answers.first().innerText();
    // The answer's code is coloured by the highlighting worker, which Next built from the package
    // (a worker that failed to load would show in the console problems checked below).
    await ui.answers
      .first()
      .locator('pre[data-slot="code"][data-state="highlighted"]')
      .waitFor(WAIT);
    expect(page.workers()).toHaveLength(1);

    // The page keeps the open thread in its address.
    await expect.poll(() => new URL(page.url()).searchParams.get('thread'), WAIT).toMatch(/\S/);

    await ui.historyToggle.click();
    const entries = ui.history.getByRole('listitem');
    await expect.poll(() => entries.count(), WAIT).toBe(1);
    await waitForText(entries.first(), 'Hello from Next.js');

    // A reload renders the page on the server again, with the thread to open: the same user
    // (the route's cookie) sees the same thread, hydrated without a mismatch.
    await page.reload();
    const reloaded = await waitForReady(page);
    await expect
      .poll(() => reloaded.userTexts.allTextContents(), WAIT)
      .toEqual(['Hello from Next.js']);
    await waitForMarkdown(reloaded);
    await waitForTimes(reloaded);
    expect(await reloaded.answers.first().innerText()).toBe(answer);

    expect(hydration).toEqual([]);
    expect(consoleProblems).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(api.log.errors.map((entry) => entry.line)).toEqual([]);
    expect(next.output.filter((line) => /⚠|warn|error/i.test(line))).toEqual([]);
  });
});
