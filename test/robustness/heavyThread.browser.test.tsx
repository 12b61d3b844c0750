import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../src/styles/index.css';
import type { Thread } from '../../src/wire/thread';
import { heavyThreadItems } from '../fixtures/heavyThread';
import { thread } from '../fixtures/items';
import { renderChat } from '../support/chat';
import { jsonResponse, type RecordedRequest } from '../support/fakeFetch';

// Protocol section 10 for a whole thread: about two hundred damaged items, a few dozen of them
// heavy (1 MiB strings, 10,000-element arrays, 2,000-level widget trees, long tables, deep
// markdown), opened from history. The thread opens at its newest message, pages in its older
// items on scroll-up down to the first, and the page keeps answering meanwhile. How long the
// longest task took is printed (and measured by `npm run bench`), not asserted: a watchdog only
// ends a test that would otherwise hang the tab.

afterEach(() => {
  cleanup();
});

const THREAD = 'thr_heavy';
const COUNT = 200;

/** A service paging the thread newest first, 30 a page by default, with position cursors. */
function pagedService(stored: readonly unknown[]) {
  const newestFirst = [...stored].reverse();
  const olderPages: number[] = [];
  const route = (request: RecordedRequest) => {
    if (request.url.pathname !== `/v1/uikit/threads/${THREAD}/items`) return undefined;
    const limit = Number(request.url.searchParams.get('limit') ?? 20);
    const after = request.url.searchParams.get('after');
    const start = after === null ? 0 : Number(after.slice('pos:'.length)) + 1;
    if (after !== null) olderPages.push(start);
    const data = newestFirst.slice(start, start + limit);
    const last = start + data.length - 1;
    return jsonResponse(200, {
      object: 'list',
      data,
      first_id: null,
      last_id: `pos:${String(last)}`,
      has_more: last < newestFirst.length - 1,
    });
  };
  return { route, olderPages };
}

/** Records the main thread's long tasks (over 50 ms) from now on. */
function watchLongTasks() {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    tasks,
    stop: () => {
      observer.takeRecords().forEach((entry) => tasks.push(entry.duration));
      observer.disconnect();
    },
  };
}

describe('a thread of many heavy, damaged items', () => {
  it('opens from history at its newest message, pages in to its first on scroll-up, and answers input', async () => {
    const heavyThread: Thread = { ...thread, id: THREAD, title: 'Heavy thread' };
    const { route, olderPages } = pagedService(heavyThreadItems(THREAD, COUNT));
    renderChat({ threads: [heavyThread], route }, {}, { style: { height: 700 } });
    const longTasks = watchLongTasks();

    const started = performance.now();

    await userEvent.click(await screen.findByRole('button', { name: 'Show history' }));
    const history = screen.getByRole('navigation', { name: 'History' });
    await userEvent.click(await within(history).findByRole('button', { name: /^Heavy thread/ }));
    await screen.findByText(`Message ${String(COUNT - 1)}`, undefined, { timeout: 60_000 });
    const opened = performance.now() - started;

    // The page answers: a keystroke in the composer lands while the thread settles.
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(field);
    await userEvent.keyboard('still here');
    expect(field).toHaveValue('still here');

    // Reading upwards, as a user does: each scroll to the top asks for the next older page.
    const scroller = document.querySelector<HTMLElement>('[data-slot="thread-scroll"]');
    if (!scroller) throw new Error('no thread scroller');
    await waitFor(
      () => {
        scroller.scrollTop = 0;
        scroller.dispatchEvent(new Event('scroll'));
        // Not a text query: its failure message prints the whole DOM, megabytes of it.
        expect(document.querySelector('[data-item-id="itm_good_0"]')).not.toBeNull();
      },
      { timeout: 90_000, interval: 100 },
    );
    expect(olderPages.length).toBeGreaterThanOrEqual(Math.floor(COUNT / 30));
    longTasks.stop();
    const longest = Math.max(0, ...longTasks.tasks);
    console.info(
      `heavy thread: opened in ${opened.toFixed(0)} ms; ${String(longTasks.tasks.length)} long ` +
        `tasks, the longest ${longest.toFixed(0)} ms, ${longTasks.tasks
          .reduce((sum, task) => sum + task, 0)
          .toFixed(0)} ms in all`,
    );
  }, 180_000);
});
