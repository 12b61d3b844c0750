import type { Page } from 'playwright-core';
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

// Issue 13, "never raw markdown": before the markdown renderer's code is there, an answer shows
// its text without the syntax, never the source. Every change to the page is watched, from before
// its first script runs, while an answer streams and while a thread opens after a reload, with the
// renderer's chunk made slow so that the answer waits for it.
const e2e = setupE2e({ demo: { tokenDelayMs: 12 } });

/** How long the markdown renderer's chunk is held: the answer streams, then waits for it. */
const CHUNK_DELAY_MS = 2_500;

/** The demo page's markdown renderer chunk (its name is the module's, then a content hash). */
const MARKDOWN_CHUNK = /\/assets\/MarkdownRenderer-[\w-]+\.js$/;

interface Watch {
  /** Lines of an answer's text that showed markdown syntax: never any. */
  raw: string[];
  /** Fallbacks (`markdown-fallback`) added while the renderer was missing. */
  fallbacks: number;
}

/**
 * Runs in the page before its own scripts: a MutationObserver on the whole document checks every
 * text node added or changed inside an answer's markdown (but for code, whose text is code) for a
 * heading line, a list line or a fence, and counts the fallbacks it sees.
 */
function watchAnswers() {
  const watch: Watch = { raw: [], fallbacks: 0 };
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
    if (node.matches('[data-slot="markdown-fallback"]')) watch.fallbacks += 1;
    watch.fallbacks += node.querySelectorAll('[data-slot="markdown-fallback"]').length;
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

/** Holds every request for the markdown renderer's chunk for {@link CHUNK_DELAY_MS}. */
async function slowMarkdownChunk(page: Page): Promise<{ held: number }> {
  const counter = { held: 0 };
  await page.route(MARKDOWN_CHUNK, async (route) => {
    counter.held += 1;
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });
  return counter;
}

describe('never raw markdown', () => {
  it('shows no heading, list or fence line while an answer streams or a thread opens, before the renderer has loaded', async () => {
    const { page } = e2e;
    await page.addInitScript(watchAnswers);
    const chunk = await slowMarkdownChunk(page);

    // (a) An answer with headings, lists, a table and a fence streams while the chunk is held.
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'Markdown, tables and code' }).click();
    await waitForText(ui.answers.first(), 'Every answer can be stopped');
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const streamed = await readWatch(page);

    // In the end the answer is rendered markdown: headings and lists, no fallback left.
    const markdown = ui.answers.first().locator('[data-slot="markdown"]');
    expect(await markdown.locator('h1, h2, h3, h4, h5, h6').count()).toBeGreaterThan(0);
    expect(await markdown.locator('ul > li').count()).toBeGreaterThan(0);
    expect(await markdown.locator('ol > li').count()).toBeGreaterThan(0);

    // (b) After a reload the thread opens (mount) while the chunk is held again.
    const heldBefore = chunk.held;
    await page.reload();
    const reloaded = await waitForReady(page);
    await expect.poll(() => reloaded.answers.count(), WAIT).toBe(1);
    await waitForMarkdown(reloaded);
    const mounted = await readWatch(page);
    const remounted = reloaded.answers.first().locator('[data-slot="markdown"]');
    expect(await remounted.locator('h1, h2, h3, h4, h5, h6').count()).toBeGreaterThan(0);
    expect(await remounted.locator('ul > li').count()).toBeGreaterThan(0);

    expect({ streaming: streamed.raw, mount: mounted.raw }).toEqual({ streaming: [], mount: [] });
    // Not vacuous: the chunk was held both times, and the answer waited for it in a fallback.
    expect(heldBefore).toBeGreaterThan(0);
    expect(chunk.held).toBeGreaterThan(heldBefore);
    expect(streamed.fallbacks).toBeGreaterThan(0);
    expect(mounted.fallbacks).toBeGreaterThan(0);
  });
});
