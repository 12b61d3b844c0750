import { createRoot } from 'react-dom/client';
import { nextTask } from './chatThread';
import { messageThread } from './messageThread';
import { until } from './timing';

// The opening benchmark's page (bench/scenarios/open.ts, issue 34): a fresh page opens one thread
// of `count` messages as `kind` (`?kind=kit|list|html&count=100`), its code not loaded yet, as a
// user first meets it. Each kind's code is imported when the page starts (an app's own bundle
// would hold it), so only the chat's lazy code is still on its way when the clock starts.
// Then, from the render call: `firstScreen`, the newest message on screen with its text final;
// `whole`, every row the kind keeps in the document final and no row still to reveal; the long
// tasks over 50 ms in between; and the scripts arriving between the render call and the first row
// in the document, in levels (a script whose request went out only after another of
// them ended, because the code that asked for it came in that one or because it waited for a
// connection, is one level further: one more round trip of code).

type Kind = 'kit' | 'list' | 'html';

export interface OpenResult {
  /** The first row in the document (its text final or not). */
  firstRow: number;
  firstScreen: number;
  whole: number;
  longTasks: number;
  maxTaskMs: number;
  /** Scripts arriving between the render call and the first row. */
  scriptsAfter: number;
  codeLevels: number;
  heap: number;
}

declare global {
  interface Window {
    /** Opens the thread (again: the code is loaded then) and measures it. */
    openThread: () => Promise<OpenResult>;
  }
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const container = () => document.getElementById('root') as HTMLElement;

/** A row's rendered text is final: no markdown fallback left in it (the kit's rows). */
const final = (row: Element) => row.querySelector('[data-slot="markdown-fallback"]') === null;

function scroller(kind: Kind): HTMLElement | null {
  return container().querySelector<HTMLElement>(
    kind === 'kit' ? '[data-slot="thread-scroll"]' : '[data-slot="list-scroll"]',
  );
}

function newestFinal(kind: Kind, newest: string): boolean {
  const element = scroller(kind);
  const row = container().querySelector(`[data-item-id="${newest}"]`);
  if (element === null || row === null) return false;
  const view = element.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  if (!(box.height > 0 && box.bottom > view.top && box.top < view.bottom)) return false;
  return kind !== 'kit' || (final(row) && row.querySelector('li') !== null);
}

function allFinal(kind: Kind, count: number): boolean {
  const rows = container().querySelectorAll('[data-item-id]');
  if (kind !== 'kit') return rows.length >= count;
  // The kit keeps every row of a short thread in the document once revealed; a long one is
  // virtualized, and its rows in the document are the whole of it.
  const virtual = container().querySelector('[data-virtualized]') !== null;
  if (rows.length < count && !virtual) return false;
  for (const row of rows) if (!final(row)) return false;
  return true;
}

/** The time just after the second frame whose rendering shows `ready()`. */
async function secondFrameAfter(ready: () => boolean, what: string): Promise<number> {
  const deadline = performance.now() + 60_000;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await frame();
  }
  await frame();
  await nextTask();
  return performance.now();
}

/**
 * When a request went out: after the code that asked for it and after a free connection (over
 * HTTP/1.1 a browser opens six to a host, and a seventh script waits for one of them to be done).
 */
const sent = (entry: PerformanceResourceTiming) =>
  entry.requestStart > 0 ? entry.requestStart : entry.startTime;

function codeLevels(since: number, until: number): { count: number; levels: number } {
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
    // Asked for before the render call (the chat asks as it is made) or after, and in between it
    // and the first row: what arrived later cannot have held the row back.
    .filter((entry) => entry.responseEnd > since && entry.responseEnd <= until)
    .sort((a, b) => sent(a) - sent(b));
  const level = new Map<PerformanceResourceTiming, number>();
  for (const script of scripts) {
    let deepest = 0;
    for (const [before, depth] of level)
      if (before.responseEnd <= sent(script)) deepest = Math.max(deepest, depth);
    level.set(script, deepest + 1);
  }
  return { count: scripts.length, levels: Math.max(0, ...level.values()) };
}

let previous: ReturnType<typeof createRoot> | null = null;

async function run(): Promise<OpenResult> {
  const params = new URLSearchParams(location.search);
  const kind = (params.get('kind') ?? 'kit') as Kind;
  const count = Number(params.get('count') ?? 100);
  const items = messageThread(count);
  const newest = items.at(-1)?.id ?? '';
  const tasks: PerformanceEntry[] = [];
  new PerformanceObserver((list) => {
    tasks.push(...list.getEntries());
  }).observe({ type: 'longtask', buffered: false });

  previous?.unmount();
  container().replaceChildren();
  const root = createRoot(container());
  previous = root;
  let show: () => void;
  if (kind === 'kit') {
    const { KitHost, kitHandle, forgetKit, serve, benchThread } = await import('./threadKit');
    forgetKit();
    serve(items);
    root.render(<KitHost show={false} />);
    await until(
      () => kitHandle()?.control.runtime.sessions.getState().status === 'ready',
      'the session',
    );
    const { store } = (kitHandle() as NonNullable<ReturnType<typeof kitHandle>>).control.runtime;
    store.getState().dispatch({ type: 'thread.loaded', thread: benchThread });
    store.getState().dispatch({ type: 'items.page', items, position: 'replace' });
    show = () => {
      root.render(<KitHost show />);
    };
  } else {
    const { List, listHtml } = await import('./threadList');
    const html = kind === 'html' ? listHtml(items) : '';
    show =
      kind === 'list'
        ? () => {
            root.render(<List items={items} />);
          }
        : () => {
            container().innerHTML = html;
            const element = scroller(kind);
            if (element) element.scrollTop = element.scrollHeight;
          };
  }
  await nextTask();
  const start = performance.now();
  performance.mark('open-start');
  show();
  let firstRow = 0;
  const firstScreen =
    (await secondFrameAfter(() => {
      if (firstRow === 0 && container().querySelector('[data-item-id]') !== null)
        firstRow = performance.now() - start;
      return newestFinal(kind, newest);
    }, 'the newest message')) - start;
  const whole = (await secondFrameAfter(() => allFinal(kind, count), 'every message')) - start;
  const end = start + whole;
  const during = tasks.filter((task) => task.startTime >= start && task.startTime <= end);
  const code = codeLevels(start, start + firstRow);
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return {
    firstRow,
    firstScreen,
    whole,
    longTasks: during.length,
    maxTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    scriptsAfter: code.count,
    codeLevels: code.levels,
    heap: memory?.usedJSHeapSize ?? 0,
  };
}

window.openThread = run;
