import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server-example/logger';
import { startExampleServer } from '../../server-example/server';
import { DEMO_DEFAULTS } from '../../server-example/workflows/demo/demoWorkflow';
import {
  WAIT,
  chatUi,
  pickDate,
  send,
  sendAndWait,
  waitForIdle,
  waitForReady,
  waitForText,
} from './support/chat';
import { E2E_API_KEY } from './support/server';
import { setupE2e } from './support/setup';

// `/element.html`: plain HTML with `<uikit-chat>` and `<script type="module" src="/element.js">`,
// no build step. Playwright's locators reach into the element's open shadow root.

const e2e = setupE2e();

declare global {
  interface Window {
    /** The element the test took out of the page. */
    uikitRemoved?: HTMLElement | null;
  }
}

/** Records every `uikit.*` event that reaches the document (they bubble out of the shadow root). */
async function openElementPage(page: Page) {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { uikitEvents: typeof seen }).uikitEvents = seen;
    for (const type of [
      'uikit.ready',
      'uikit.thread.change',
      'uikit.response.start',
      'uikit.response.end',
      'uikit.effect',
      // ChatKit's names for the same events: a ChatKit page's listeners work as written.
      'chatkit.ready',
      'chatkit.thread.change',
      'chatkit.response.end',
    ])
      document.addEventListener(type, (event) => {
        seen.push({ type, detail: (event as CustomEvent).detail });
      });
  });
  await page.goto('/element.html');
  return waitForReady(page);
}

const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { uikitEvents: { type: string; detail: unknown }[] }).uikitEvents,
  );

describe('<uikit-chat> on a plain HTML page', () => {
  it('streams an answer, runs the page’s client tool and a widget action, and dispatches events', async () => {
    const { page } = e2e;
    const ui = await openElementPage(page);
    // The chat lives in the element's shadow root, with the page's attributes applied.
    expect(
      await page.evaluate(
        () =>
          document.querySelector('uikit-chat')?.shadowRoot?.querySelector('[data-uikit-root]') !==
          null,
      ),
    ).toBe(true);
    await waitForText(ui.startScreen, 'Hello from a plain HTML page');

    await sendAndWait(ui, 'Hello', 'Every answer can be stopped');
    const afterFirst = await events(page);
    expect(afterFirst.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'uikit.ready',
        'uikit.thread.change',
        'uikit.response.start',
        'uikit.response.end',
        'chatkit.ready',
        'chatkit.thread.change',
        'chatkit.response.end',
      ]),
    );
    const change = afterFirst.find((event) => event.type === 'uikit.thread.change');
    expect(change?.detail).toMatchObject({ threadId: expect.any(String) as string });
    expect(afterFirst.find((event) => event.type === 'chatkit.thread.change')?.detail).toEqual(
      change?.detail,
    );
    // The items' rules load with the thread's code, in their place in the cascade: the user's
    // message is a padded bubble, the answer's markdown is styled.
    expect(
      await ui.userMessages
        .first()
        .locator('[data-slot="user-text"]')
        .evaluate((text) => getComputedStyle(text).paddingTop),
    ).not.toBe('0px');
    expect(
      await page.evaluate(
        () => document.querySelector('uikit-chat')?.shadowRoot?.adoptedStyleSheets.length,
      ),
    ).toBe(4);

    // The client tool the page registered through setOptions({ onClientTool }).
    await sendAndWait(ui, 'Use a tool', 'Your page answered get_page_info');
    await waitForText(ui.answers.last(), 'uikit-react element demo');

    // A widget action goes to the server; its client effect arrives as `uikit.effect`.
    await send(ui, 'Show me a widget');
    const card = ui.log.locator('[data-item-type="uikit.widget"]').last();
    await waitForText(card, 'Pick a tour and a date, then press Book');
    await waitForIdle(ui);
    await card.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    // The date field's calendar, drawn at the kit's root inside the shadow root.
    await pickDate(card, 'Date', '2026-05-04');
    await card.getByRole('button', { name: 'Book' }).click();
    await waitForText(card, 'See you, Ada Lovelace!');
    await waitForText(card, 'on 2026-05-04.');
    await expect
      .poll(async () => (await events(page)).find((event) => event.type === 'uikit.effect'), WAIT)
      .toMatchObject({ detail: { name: 'demo.booked' } });
    await waitForIdle(ui);
  });

  it('opens history through its method, reopens a thread, applies attributes live, unmounts when removed', async () => {
    const { page } = e2e;
    const ui = await openElementPage(page);
    await sendAndWait(ui, 'Plan the garden', 'Every answer can be stopped');

    await page.evaluate(() => document.querySelector('uikit-chat')?.showHistory());
    const entry = ui.history.getByRole('listitem').filter({ hasText: 'Plan the garden' });
    await entry.waitFor();
    await ui.newChat.click();
    await ui.startScreen.waitFor();
    await entry.getByRole('button').first().click();
    await waitForText(ui.userMessages.first(), 'Plan the garden');

    // Attributes are observed: placeholder, colour scheme and direction change in place.
    await page.evaluate(() => {
      const chat = document.querySelector('uikit-chat');
      chat?.setAttribute('placeholder', 'Ask the element');
      chat?.setAttribute('color-scheme', 'dark');
      chat?.setAttribute('dir', 'rtl');
    });
    await expect.poll(() => ui.input.getAttribute('placeholder'), WAIT).toBe('Ask the element');
    expect(await ui.root.getAttribute('data-color-scheme')).toBe('dark');
    expect(await ui.composer.evaluate((form) => getComputedStyle(form).direction)).toBe('rtl');
    // Still the same chat: the open thread stayed.
    await waitForText(chatUi(page).userMessages.first(), 'Plan the garden');

    // Taken out of the page, it unmounts its chat; put back, it mounts a new one.
    const mounted = () =>
      page.evaluate(() => {
        const chat = document.querySelector('uikit-chat') ?? window.uikitRemoved;
        return chat?.shadowRoot?.querySelector('[data-uikit-root]') != null;
      });
    await page.evaluate(() => {
      window.uikitRemoved = document.querySelector('uikit-chat');
      window.uikitRemoved?.remove();
    });
    expect(await mounted()).toBe(false);
    await page.evaluate(() => {
      if (window.uikitRemoved) document.body.append(window.uikitRemoved);
    });
    await waitForReady(page);
  });

  it('talks to the service UIKIT_BASE_URL names, as the React demo page does', async () => {
    const { page, server } = e2e;
    // This file's server plays the real service; a second example server in front of it runs the
    // session route and serves the pages, as `UIKIT_BASE_URL=… npm start` does.
    const service = new URL(server.url).origin;
    const dataDir = mkdtempSync(join(tmpdir(), 'uikit-e2e-front-'));
    const front = await startExampleServer(
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        apiKey: E2E_API_KEY,
        workflowId: 'demo',
        baseUrl: service,
        demoPage: 'static',
        demo: { ...DEMO_DEFAULTS, tokenDelayMs: 2 },
      },
      { logger: silentLogger },
    );
    try {
      const requests: string[] = [];
      page.on('request', (request) => {
        requests.push(request.url());
      });
      await page.goto(`${front.url}element.html`);
      const ui = await waitForReady(page);
      await sendAndWait(ui, 'Hello', 'Every answer can be stopped');
      // The session comes from the page's own server; the API is the service, reached directly.
      expect(requests).toContain(`${front.url}api/uikit/session`);
      const api = requests.filter((url) => new URL(url).pathname.startsWith('/v1/'));
      expect(api).toContain(`${service}/v1/uikit/conversation`);
      expect(api.filter((url) => !url.startsWith(`${service}/`))).toEqual([]);
    } finally {
      await front.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
