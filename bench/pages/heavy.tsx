import { createRoot } from 'react-dom/client';
import '../../src/styles/index.css';
import { UikitChat, useUikit, type UikitOptions } from '../../src/react/chat';
import type { FetchLike } from '../../src/client/transport';
import type { Thread } from '../../src/wire/thread';
import { heavyThreadItems } from '../../test/fixtures/heavyThread';
import { thread } from '../../test/fixtures/items';
import { benchSession, generateThread, json, list, notFound } from './chatThread';
import { sleep, until } from './timing';

// The heavy-thread benchmark's page (bench/scenarios/heavy.ts, protocol section 10 for a whole
// thread): the real <UikitChat> over a fake API paging a thread, opened from the history panel as
// a user opens it, then read upwards to its first item, one scroll to the top per frame. Two
// threads of the same length: `heavy`, the damage corpus with a few dozen heavy items
// (test/fixtures/heavyThread.ts), and `realistic`, the chat benchmark's mixed thread (the
// baseline). The main thread's long tasks are recorded throughout (Long Tasks API).

export type Kind = 'heavy' | 'realistic';

export interface HeavyResult {
  /** From the click on the thread to its newest item on screen. */
  openMs: number;
  /** From then to its first item on screen, scrolling up. */
  readMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** The sum of the long tasks' durations. */
  blockedMs: number;
  /** Older pages the kit asked for. */
  pages: number;
}

const THREAD_ID = 'thr_heavy_bench';
const benchThread: Thread = { ...thread, id: THREAD_ID, title: 'Heavy thread' };

/** Items oldest first, with the ids of the first and the newest. */
function threadOf(kind: Kind, count: number) {
  if (kind === 'heavy') {
    return {
      items: heavyThreadItems(THREAD_ID, count),
      first: 'itm_good_0',
      newest: `itm_good_${String(count - 1)}`,
    };
  }
  const items = generateThread(count).map((item) => ({ ...item, thread_id: THREAD_ID }));
  return { items, first: items[0]?.id ?? '', newest: items.at(-1)?.id ?? '' };
}

let served: readonly unknown[] = [];
let pages = 0;
/**
 * Page bodies by `start:limit`, serialized before the clock starts: a real service's serializing
 * happens on its own machine, not on the page being measured (parsing them stays the page's).
 */
const bodies = new Map<string, string>();

function pageBody(start: number, limit: number): string {
  const key = `${String(start)}:${String(limit)}`;
  let body = bodies.get(key);
  if (body === undefined) {
    const newestFirst = [...served].reverse();
    const data = newestFirst.slice(start, start + limit);
    const last = start + data.length - 1;
    body = JSON.stringify(list(data, last < newestFirst.length - 1, `pos:${String(last)}`));
    bodies.set(key, body);
  }
  return body;
}

/** Pages the served thread newest first with position cursors, as a real service pages it. */
const fakeFetch: FetchLike = (input) => {
  const url = new URL(input);
  const path = url.pathname.replace(/^\/v1\/uikit/, '');
  if (path === '/threads') return Promise.resolve(json(list([benchThread])));
  if (path === `/threads/${THREAD_ID}`) return Promise.resolve(json(benchThread));
  if (path === `/threads/${THREAD_ID}/items`) {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const after = url.searchParams.get('after');
    if (after !== null) pages += 1;
    const start = after === null ? 0 : Number(after.slice('pos:'.length)) + 1;
    return Promise.resolve(
      new Response(pageBody(start, limit), {
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_bench' },
      }),
    );
  }
  return Promise.resolve(notFound(path));
};

const OPTIONS: UikitOptions = {
  api: {
    baseUrl: 'https://api.bench.test',
    getSession: () => Promise.resolve(benchSession()),
    fetch: fakeFetch,
  },
  theme: { colorScheme: 'light' },
};

function Chat() {
  const uikit = useUikit(OPTIONS);
  return <UikitChat control={uikit.control} style={{ height: '100vh' }} />;
}

const container = () => document.getElementById('root') as HTMLElement;
const query = (selector: string) => container().querySelector<HTMLElement>(selector);

function inView(id: string): boolean {
  const scroller = query('[data-slot="thread-scroll"]');
  const row = query(`[data-item-id="${id}"]`);
  if (!scroller || !row) return false;
  const view = scroller.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
}

async function run(kind: Kind, count: number): Promise<HeavyResult> {
  const { items, first, newest } = threadOf(kind, count);
  served = items;
  pages = 0;
  bodies.clear();
  // The kit asks for pages of 30.
  for (let start = 0; start < items.length; start += 30) pageBody(start, 30);
  container().replaceChildren();
  const root = createRoot(container());
  root.render(<Chat />);
  await until(() => query('[data-slot="history-toggle"]') !== null, 'the history button');
  query('[data-slot="history-toggle"]')?.click();
  await until(() => query(`[data-slot="history-open"]`) !== null, 'the thread in history');
  await sleep(100);

  const tasks: number[] = [];
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const start = performance.now();
  query(`[data-slot="history-open"]`)?.click();
  await until(() => inView(newest), 'the newest item', 120_000);
  const opened = performance.now();
  await until(
    () => {
      const scroller = query('[data-slot="thread-scroll"]');
      if (scroller) scroller.scrollTop = 0;
      return inView(first);
    },
    'the first item',
    300_000,
  );
  const read = performance.now();
  // Long task entries arrive after their task: give the observer a turn.
  await sleep(100);
  observer.disconnect();
  root.unmount();
  return {
    openMs: opened - start,
    readMs: read - opened,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
    blockedMs: tasks.reduce((sum, task) => sum + task, 0),
    pages,
  };
}

declare global {
  interface Window {
    heavyBench: { run: typeof run };
  }
}
window.heavyBench = { run };
