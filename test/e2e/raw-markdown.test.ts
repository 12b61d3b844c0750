import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  openDemo,
  waitForIdle,
  waitForMarkdown,
  waitForReady,
  waitForText,
} from './support/chat';
import { setupE2e } from './support/setup';

// Issue 13, "never raw markdown": before the markdown renderer's code is there, an answer never
// shows its source. In the chat the thread's code comes with the renderer (issue 34: one round trip
// of code), so a row waits for it; outside a chat (`StreamingMarkdown` alone) an answer shows its
// text without the syntax meanwhile (StreamingMarkdown.test.tsx). Every change to the page is
// watched, from before its first script runs, while an answer streams and while a thread opens
// after a reload, with the renderer's chunk held back.
const e2e = setupE2e({ demo: { tokenDelayMs: 12 } });

/** The demo page's markdown renderer chunk (its name is the module's, then a content hash). */
const MARKDOWN_CHUNK = /\/assets\/MarkdownRenderer-[\w-]+\.js$/;

interface Watch {
  /** Lines of an answer's text that showed markdown syntax: never any. */
  raw: string[];
}

/**
 * Runs in the page before its own scripts: a MutationObserver on the whole document checks every
 * text node added or changed inside an answer's markdown (but for code, whose text is code) for a
 * heading line, a list line or a fence.
 */
function watchAnswers() {
  const watch: Watch = { raw: [] };
  (window as unknown as { __rawMarkdown: Watch }).__rawMarkdown = watch;
  const syntax = [/^\s{0,3}#{1,6}(?:\s|$)/, /^\s*[-*+]\s/, /^\s*(?:```|~~~)/];
  const check = (text: Text) => {
    const parent = text.parentElement;
    if (!text.isConnected || !parent?.closest('[data-slot="markdown"]')) return;
    if (parent.closest('pre, code')) return;
    for (const line of text.data.split('\n'))
      if (syntax.some((pattern) => pattern.test(line)) && watch.raw.length < 20)
        watch.raw.push(line);
  };
  const visit = (node: Node) => {
    if (node instanceof Text) {
      check(node);
      return;
    }
    if (!(node instanceof Element)) return;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) check(text as Text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') visit(record.target);
      else record.addedNodes.forEach(visit);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

function readWatch(page: Page): Promise<Watch> {
  return page.evaluate(() => (window as unknown as { __rawMarkdown: Watch }).__rawMarkdown);
}

/**
 * Holds every request for the markdown renderer's chunk until `release` (then lets it and any
 * later one through, until `hold` again): the answer waits for the renderer as long as the test
 * needs, however fast or slow the machine.
 */
async function holdMarkdownChunk(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const chunk = {
    /** Requests for the chunk held so far. */
    requests: 0,
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
  await page.route(MARKDOWN_CHUNK, async (route) => {
    if (!holding) {
      await route.continue();
      return;
    }
    chunk.requests += 1;
    held.push(route);
  });
  return chunk;
}

describe('never raw markdown', () => {
  it('shows no heading, list or fence line while the renderer is held back: the thread waits for it, an answer streaming or a thread opening', async () => {
    const { page } = e2e;
    await page.addInitScript(watchAnswers);
    const chunk = await holdMarkdownChunk(page);

    // (a) An answer with headings, lists, a table and a fence streams whole while the renderer's
    // chunk is held. The thread's code comes with the renderer (one round trip of code, issue 34),
    // so no row shows until it arrives; then the answer shows rendered.
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'Markdown, tables and code' }).click();
    await expect.poll(() => ui.composer.getAttribute('data-state'), WAIT).toBe('responding');
    await expect.poll(() => ui.composer.getAttribute('data-state'), WAIT).not.toBe('responding');
    expect(chunk.requests).toBeGreaterThan(0);
    expect(await ui.answers.count()).toBe(0);
    await chunk.release();
    await waitForText(ui.answers.first(), 'Every answer can be stopped');
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const streamed = await readWatch(page);
    const markdown = ui.answers.first().locator('[data-slot="markdown"]');
    expect(await markdown.locator('h1, h2, h3, h4, h5, h6').count()).toBeGreaterThan(0);
    expect(await markdown.locator('ul > li').count()).toBeGreaterThan(0);
    expect(await markdown.locator('ol > li').count()).toBeGreaterThan(0);

    // (b) After a reload the thread opens (mount) while the chunk is held again.
    const requestsBefore = chunk.requests;
    chunk.hold();
    await page.reload();
    const reloaded = await waitForReady(page);
    await expect.poll(() => chunk.requests, WAIT).toBeGreaterThan(requestsBefore);
    expect(await reloaded.answers.count()).toBe(0);
    await chunk.release();
    await expect.poll(() => reloaded.answers.count(), WAIT).toBe(1);
    await waitForMarkdown(reloaded);
    const mounted = await readWatch(page);
    const remounted = reloaded.answers.first().locator('[data-slot="markdown"]');
    expect(await remounted.locator('h1, h2, h3, h4, h5, h6').count()).toBeGreaterThan(0);
    expect(await remounted.locator('ul > li').count()).toBeGreaterThan(0);

    expect({ streaming: streamed.raw, mount: mounted.raw }).toEqual({ streaming: [], mount: [] });
  });

  it('requests the renderer at mount, while the session is still on its way', async () => {
    const { page } = e2e;
    // The page is never idle here, so nothing is fetched "once the chat is idle" (where the parts a
    // new chat does not show are): what is requested is requested at mount.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
    // Hold the page's session request: the markdown chunk must be asked for beside it.
    const sessions: Route[] = [];
    await page.route('**/api/uikit/session', (route) => {
      sessions.push(route);
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect.poll(() => requested.some((path) => MARKDOWN_CHUNK.test(path)), WAIT).toBe(true);
    // The chunk's request event can come before the route handler has seen the session request:
    // wait for that too. Held, the session cannot have answered, so the chunk did not wait for it.
    await expect.poll(() => sessions.length, WAIT).toBeGreaterThan(0);
    // Not fetched at mount: the history panel's code, which only the idle preload asks for.
    expect(requested.filter((path) => /\/assets\/HistoryPanel-[\w-]+\.js$/.test(path))).toEqual([]);
    await Promise.all(sessions.map((route) => route.continue()));
    await page.unroute('**/api/uikit/session');
    await waitForReady(page);
  });
});
