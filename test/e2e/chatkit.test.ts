import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startChatKitExample, type ChatKitExample } from '../../server-example/chatkit/server';
import { VISITOR_COOKIE } from '../../server-example/chatkit/visitors';
import { createDemoWorkflow } from '../../server-example/workflows/demo/demoWorkflow';
import { itemAdded, itemUpdated } from '../../server-example/workflows/events';
import type { Workflow } from '../../server-example/workflows/workflow';
import { launchBrowser, newContext } from './support/browser';
import {
  WAIT,
  countRequests,
  readRecording,
  recordValues,
  send,
  waitForIdle,
  waitForReady,
  waitForText,
  type ChatUi,
} from './support/chat';

// The kit on a ChatKit backend, in Chromium: the demo page that `npm run start:chatkit` serves,
// against chatkit-node-backend-sdk's ChatKitServer running the demo workflow (server-example/
// chatkit/), started in-process. One server, one browser page for the whole file: each test goes
// on from where the one before left the page, as a visitor would.

let example: ChatKitExample;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ui: ChatUi;
const pageErrors: string[] = [];
const serverErrors: string[] = [];

/** A 1x1 PNG, so the image attachment has a real preview. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SEEDED = 'A long seeded thread';
/** Set by a test: the next answer starts, then the workflow throws, as a crashing model would. */
let failNextAnswer = false;

const DEMO = { tokenDelayMs: 15, slowTokenDelayMs: 15, stepDelayMs: 20 };
const demoWorkflow = createDemoWorkflow(DEMO);
/** The demo workflow, which fails when a test asks it to. */
const workflow: Workflow = {
  ...demoWorkflow,
  async *respond(input, context) {
    if (!failNextAnswer) {
      yield* demoWorkflow.respond(input, context);
      return;
    }
    failNextAnswer = false;
    const item = context.items.assistantMessage();
    yield itemAdded(item);
    yield itemUpdated(item.id, {
      type: 'assistant_message.content_part.added',
      content_index: 0,
      content: { type: 'output_text', text: '', annotations: [] },
    });
    yield itemUpdated(item.id, {
      type: 'assistant_message.content_part.text_delta',
      content_index: 0,
      delta: 'Looking into it… ',
    });
    await context.sleep(DEMO.tokenDelayMs);
    throw new Error('the model went away');
  },
};
/** Question and answer pairs of the seeded thread: 48 items, more than the kit's page of 30. */
const EXCHANGES = 24;

/** The visitor the browser is to the server: the id in its signed cookie. */
async function visitor(): Promise<{ user: string }> {
  const cookie = (await context.cookies()).find((entry) => entry.name === VISITOR_COOKIE);
  const user = /^(visitor_[0-9a-f]{32})\./.exec(decodeURIComponent(cookie?.value ?? ''))?.[1];
  if (user === undefined) throw new Error('the browser has no visitor cookie');
  return { user };
}

/** A thread of the visitor's from before, stored as the SDK stores one: `EXCHANGES` exchanges. */
async function seedThread(): Promise<void> {
  const { store } = example.chatkit;
  const owner = await visitor();
  const threadId = store.generateThreadId();
  const start = Date.now() - 60 * 60_000;
  const at = (second: number) => new Date(start + second * 1000).toISOString();
  const base = (second: number) => ({
    id: store.generateItemId('message'),
    thread_id: threadId,
    created_at: at(second),
  });
  await store.saveThread(
    { id: threadId, title: SEEDED, created_at: at(0), status: { type: 'active' }, metadata: {} },
    owner,
  );
  for (let n = 1; n <= EXCHANGES; n += 1) {
    await store.addThreadItem(
      threadId,
      {
        ...base(2 * n),
        type: 'user_message',
        content: [{ type: 'input_text', text: `Question ${String(n)}` }],
        attachments: [],
        inference_options: {},
      },
      owner,
    );
    await store.addThreadItem(
      threadId,
      {
        ...base(2 * n + 1),
        type: 'assistant_message',
        content: [{ type: 'output_text', text: `Answer ${String(n)}.`, annotations: [] }],
      },
      owner,
    );
  }
}

/**
 * The ChatKit requests the page sends from now on, but for the history list it re-reads when a
 * thread changes.
 */
function chatKitRequests() {
  const seen = countRequests(page, '/chatkit', 'POST');
  return () =>
    seen.flatMap((request) => {
      if (new URL(request.url).pathname !== '/chatkit') return [];
      const body = JSON.parse(request.body ?? '{}') as {
        type: string;
        params: Record<string, unknown>;
      };
      return body.type === 'threads.list' ? [] : [body];
    });
}

/** A new chat, from wherever the page is. */
async function newChat(): Promise<void> {
  if (await ui.newChat.isVisible()) await ui.newChat.click();
  await ui.startScreen.waitFor();
}

function historyTitles(): Promise<string[]> {
  return ui.history.locator('[data-slot="history-title"]').allInnerTexts();
}

/** Opens a thread's row menu in the history and picks one of its items. */
async function pick(title: string, item: 'Rename' | 'Delete'): Promise<void> {
  await ui.history.getByRole('button', { name: `Options for “${title}”` }).click();
  await ui.history.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

beforeAll(async () => {
  [example, browser] = await Promise.all([
    startChatKitExample({
      port: 0,
      host: '127.0.0.1',
      // Tokens slow enough to watch an answer grow, quick enough for the whole file.
      demo: DEMO,
      workflow,
      logger: {
        info: () => undefined,
        error: (line) => {
          serverErrors.push(line);
        },
      },
    }),
    launchBrowser(),
  ]);
  context = await newContext(browser, example.url);
  page = await context.newPage();
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
  });
  // The visitor's first request gives it its cookie; the seeded thread is theirs.
  await context.request.post('/chatkit', { data: { type: 'threads.list', params: {} } });
  await seedThread();
  await page.goto('/');
  ui = await waitForReady(page);
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (example as ChatKitExample | undefined)?.close();
});

afterEach(() => {
  // Taken out, so that one test's errors fail that test only.
  expect(pageErrors.splice(0)).toEqual([]);
  expect(serverErrors.splice(0)).toEqual([]);
});

describe('the kit on a ChatKit server', () => {
  it('opens a thread from the history list, and loads its older items on scroll-up', async () => {
    await ui.historyToggle.click();
    await ui.history.getByRole('button', { name: new RegExp(`^${SEEDED}`) }).click();
    await waitForText(ui.title, SEEDED);
    await ui.userMessages.filter({ hasText: `Question ${String(EXCHANGES)}` }).waitFor();
    // The newest page: 30 of its 48 items.
    const rows = ui.log.locator('[data-slot="thread-row"]');
    await expect.poll(() => rows.count(), WAIT).toBe(30);
    expect(await ui.userTexts.first().textContent()).toBe('Question 10');

    const requests = chatKitRequests();
    await ui.scroller.hover();
    await page.mouse.wheel(0, -(await ui.scroller.evaluate((element) => element.scrollTop)));
    await expect.poll(() => rows.count(), WAIT).toBe(2 * EXCHANGES);
    await ui.userTexts.filter({ hasText: /^Question 1$/ }).waitFor();
    // The older page, from the cursor the first page gave.
    expect(requests()).toMatchObject([
      { type: 'items.list', params: { order: 'desc', after: expect.any(String) as unknown } },
    ]);
  });

  it('sends a message and streams the answer in, until it is complete', async () => {
    await newChat();
    await recordValues(page, 'answer', '[data-slot="assistant-message"]');
    await send(ui, 'Show me a deep link');
    await waitForText(ui.userMessages.first(), 'Show me a deep link');
    await waitForText(ui.answers.first(), 'with its name and data, and decides.');
    await waitForIdle(ui);
    // It grew token by token (about 30 of them) rather than appearing whole.
    const lengths = (await readRecording(page, 'answer')).map((text) => text.length);
    const final = lengths.at(-1) ?? 0;
    expect(new Set(lengths.filter((length) => length > 0)).size).toBeGreaterThan(5);
    expect(lengths.some((length) => length > 0 && length < final / 4)).toBe(true);
    // The server named the thread after its first message (thread.updated).
    await waitForText(ui.title, 'Show me a deep link');
  });

  it('runs a client tool round trip: the page’s handler answers and the run goes on', async () => {
    await newChat();
    const requests = chatKitRequests();
    await ui.startScreen.getByRole('button', { name: 'A client tool round trip' }).click();
    await waitForText(
      ui.answers.last(),
      'Your page answered get_page_info: it is uikit-react demo',
    );
    await waitForIdle(ui);
    const call = ui.log.getByRole('region', { name: 'Tool call: get_page_info' });
    expect(await call.getAttribute('data-state')).toBe('completed');
    await waitForText(ui.answers.first(), 'Let me ask your page who it is');
    // The page posted its handler's output in ChatKit's words, and the same run answered it.
    const sent = requests();
    expect(sent.map((request) => request.type)).toEqual([
      'threads.create',
      'threads.add_client_tool_output',
    ]);
    expect(sent[1]?.params.result).toEqual({ title: 'uikit-react demo', url: example.url });
  });

  it('sends a widget action, and the server updates the card in place', async () => {
    await newChat();
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).click();
    const card = ui.log.locator('[data-item-type="uikit.widget"]').first();
    await waitForText(card, 'Pick a tour and a date, then press Book');
    await waitForIdle(ui);
    const requests = chatKitRequests();
    await card.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await card.getByRole('button', { name: 'Book' }).click();
    await waitForText(card, 'See you, Ada Lovelace!');
    await waitForText(ui.answers.last(), 'Booked Widgets and forms for Ada Lovelace.');
    await page.getByRole('status').filter({ hasText: 'Client effect: demo.booked' }).waitFor();
    await waitForIdle(ui);
    expect(requests()).toMatchObject([
      {
        type: 'threads.custom_action',
        params: { action: { type: 'demo.book', payload: { name: 'Ada Lovelace' } } },
      },
    ]);
  });

  it('retries a failed answer: the failed attempt goes, here and on the server', async () => {
    await newChat();
    await ui.startScreen.getByRole('button', { name: 'An error you can retry' }).click();
    const error = ui.root.getByRole('alert').filter({ hasText: 'The response failed.' });
    await waitForText(error, 'The demo failed on purpose.');
    await waitForIdle(ui);
    await error.getByRole('button', { name: 'Try again' }).click();
    await waitForText(ui.answers.last(), 'Retried: this time the answer worked.');
    await waitForIdle(ui);
    expect(await ui.answers.count()).toBe(1);
    expect(await error.count()).toBe(0);

    // Reopened (the page goes back to the last thread), it is the thread the server kept.
    await page.reload();
    ui = await waitForReady(page);
    await waitForText(ui.answers.first(), 'Retried: this time the answer worked.');
    expect(await ui.answers.count()).toBe(1);
    expect(await ui.log.innerText()).not.toContain('Starting an answer that is going to fail');
  });

  it('takes a thumbs-up on an answer', async () => {
    const answer = ui.answers.last();
    const id = await answer
      .locator('xpath=ancestor-or-self::*[@data-item-id][1]')
      .getAttribute('data-item-id');
    const requests = chatKitRequests();
    const good = answer.getByRole('button', { name: 'Good response' });
    await good.click();
    await expect.poll(() => good.getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect
      .poll(() => requests().map((request) => request.type), WAIT)
      .toEqual(['items.feedback']);
    const threadId = requests()[0]?.params.thread_id as string;
    expect(Object.fromEntries(example.chatkit.store.feedbackOf(threadId, await visitor()))).toEqual(
      { [id ?? '']: 'positive' },
    );
  });

  it('renames and deletes threads from the history, for good', async () => {
    if ((await ui.historyToggle.getAttribute('aria-expanded')) !== 'true')
      await ui.historyToggle.click();
    await expect.poll(() => historyTitles(), WAIT).toContain(SEEDED);
    await pick(SEEDED, 'Rename');
    const field = ui.history.getByRole('textbox', { name: `Rename “${SEEDED}”` });
    await field.fill('The seeded thread, renamed');
    await field.press('Enter');
    await expect.poll(() => historyTitles(), WAIT).toContain('The seeded thread, renamed');

    await pick('Show me a deep link', 'Delete');
    await ui.history
      .getByRole('listitem')
      .filter({ hasText: 'Show me a deep link' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => historyTitles(), WAIT).not.toContain('Show me a deep link');

    // What the server keeps.
    await page.reload();
    ui = await waitForReady(page);
    if ((await ui.historyToggle.getAttribute('aria-expanded')) !== 'true')
      await ui.historyToggle.click();
    await expect.poll(() => historyTitles(), WAIT).toContain('The seeded thread, renamed');
    const titles = await historyTitles();
    expect(titles).not.toContain(SEEDED);
    expect(titles).not.toContain('Show me a deep link');
  });

  it('uploads a file in two phases, shows it in the message and sends it', async () => {
    await newChat();
    const requests = chatKitRequests();
    const chooser = page.waitForEvent('filechooser');
    await ui.attachButton.click();
    await (await chooser).setFiles([{ name: 'dot.png', mimeType: 'image/png', buffer: PNG }]);
    const chip = ui.composer
      .getByRole('list', { name: 'Attachments' })
      .getByRole('listitem')
      .filter({ hasText: 'dot.png' });
    await chip.getByRole('button', { name: 'Remove dot.png' }).waitFor();
    await ui.input.fill('What is in this file?');
    await expect.poll(() => ui.sendButton.isEnabled(), WAIT).toBe(true);
    await ui.input.press('Enter');

    const message = ui.userMessages.first();
    await message.getByRole('img', { name: 'dot.png' }).waitFor();
    // The preview comes from the ChatKit server, for this visitor.
    const preview = message.locator('img[data-slot="attachment-image"]');
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT)
      .toBe(1);
    expect(await preview.getAttribute('src')).toMatch(/\/chatkit\/files\/atc_[0-9a-f]+$/);
    // The demo's answer names the file, then goes on with its long showcase: stopped there.
    await waitForText(ui.answers.first(), 'dot.png: an image (image/png)');
    await ui.stopButton.click();
    await waitForIdle(ui);
    const sent = requests();
    expect(sent.map((request) => request.type)).toEqual(['attachments.create', 'threads.create']);
    expect(sent[1]?.params).toMatchObject({ input: { attachments: [expect.any(String)] } });
  });

  it('shows the server failing mid-answer, and a retry that works', async () => {
    await newChat();
    failNextAnswer = true;
    await send(ui, 'Show a notice, please');
    const error = ui.root.getByRole('alert').filter({ hasText: 'The response failed.' });
    await waitForText(error, 'The answer could not be completed.');
    await waitForIdle(ui);
    // What it wrote before failing stays in view, under the error.
    await waitForText(ui.answers.last(), 'Looking into it');
    // The server logged the failure, with its stack: the one error this test expects.
    expect(serverErrors.splice(0)).toEqual([
      expect.stringMatching(/^workflow demo failed on thread thr_/) as unknown,
    ]);

    await error.getByRole('button', { name: 'Try again' }).click();
    await waitForText(ui.answers.last(), 'arrived before this answer: info, warning and danger.');
    await waitForIdle(ui);
    expect(await error.count()).toBe(0);
    expect(await ui.answers.count()).toBe(1);
    expect(await ui.log.innerText()).not.toContain('Looking into it');
  });
});
