import { createRoot, type Root } from 'react-dom/client';
import { nextTask } from './chatThread';
import { messageThread } from './messageThread';
import { paintedWhen, settle as settleFor, sleep, until } from './timing';

// The thread benchmark's page (bench/scenarios/thread.ts, issue 13): a thread of messages shown
// three ways, each mounted on demand and timed here with performance.now():
//   kit   the real <UikitChat> through useUikit, its store filled with the thread before it mounts
//         (as bench/pages/chat.tsx explains: the API would only hand it the newest page);
//   list  a plain React list rendering every message with react-markdown (what apps hand-roll);
//   html  the floor: the list's HTML rendered before the clock starts, set once with innerHTML.
// The fake API serves the thread's newest page and says there is nothing older: the store already
// holds the whole thread, so scrolling to its top pages nothing in (the two other lists do not).
// Each kind's code loads when it is first mounted (threadKit.tsx, threadList.tsx): a page that
// shows one kind holds only that kind's code, as the memory figures need.

export type Kind = 'kit' | 'list' | 'html';

// ---- timing ------------------------------------------------------------------------------------

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Waits until the page is idle (nothing rendering or highlighting), for at most `capMs`. */
const settle = (capMs = 3000) => settleFor(capMs);

const container = () => document.getElementById('root') as HTMLElement;

function scroller(): HTMLElement | null {
  return container().querySelector<HTMLElement>(
    open === 'kit' ? '[data-slot="thread-scroll"]' : '[data-slot="list-scroll"]',
  );
}

const inView = (view: DOMRect, box: DOMRect) =>
  box.height > 0 && box.bottom > view.top && box.top < view.bottom;

/**
 * The newest item is on screen with its text rendered: for the kit, its markdown rendered by the
 * renderer (no fallback text left in the row, a list element present).
 */
function lastRendered(): boolean {
  const element = scroller();
  const row = container().querySelector(`[data-item-id="${newest}"]`);
  if (element === null || row === null) return false;
  if (!inView(element.getBoundingClientRect(), row.getBoundingClientRect())) return false;
  if (open !== 'kit') return true;
  return (
    row.querySelector('[data-slot="markdown-fallback"]') === null &&
    row.querySelector('li') !== null
  );
}

let root: Root | null = null;
let open: Kind | null = null;
let newest = '';

let kitModule: typeof import('./threadKit') | null = null;
let listModule: typeof import('./threadList') | null = null;

function close() {
  root?.unmount();
  root = null;
  container().replaceChildren();
  open = null;
  kitModule?.forgetKit();
  kitModule?.serve([]);
}

/**
 * Mounts `count` messages as `kind`; returns the time from the start of the render (for the
 * floor: setting innerHTML) to just after the first painted frame showing the newest message's
 * rendered text.
 */
async function mount(kind: Kind, count: number): Promise<number> {
  close();
  const items = messageThread(count);
  newest = items.at(-1)?.id ?? '';
  open = kind;
  let html = '';
  if (kind === 'kit') {
    kitModule ??= await import('./threadKit');
    const { KitHost, kitHandle, serve, benchThread } = kitModule;
    serve(items);
    const host = createRoot(container());
    root = host;
    host.render(<KitHost show={false} />);
    await until(
      () => kitHandle()?.control.runtime.sessions.getState().status === 'ready',
      'the session',
    );
    const { store } = (kitHandle() as NonNullable<ReturnType<typeof kitHandle>>).control.runtime;
    store.getState().dispatch({ type: 'thread.loaded', thread: benchThread });
    store.getState().dispatch({ type: 'items.page', items, position: 'replace' });
  } else {
    listModule ??= await import('./threadList');
    if (kind === 'list') root = createRoot(container());
    else html = listModule.listHtml(items);
  }
  await nextTask();
  await frame();
  const start = performance.now();
  if (kind === 'kit') {
    const { KitHost } = kitModule as NonNullable<typeof kitModule>;
    root?.render(<KitHost show />);
  } else if (kind === 'list') {
    const { List } = listModule as NonNullable<typeof listModule>;
    root?.render(<List items={items} />);
  } else {
    container().innerHTML = html;
    const element = scroller();
    if (element) element.scrollTop = element.scrollHeight;
  }
  const end = await paintedWhen(lastRendered, `the newest of ${String(count)} messages`);
  return end - start;
}

/** Drops the page's own references to the thread (what stays is what the chat itself holds). */
function forgetFixture() {
  kitModule?.serve([]);
}

// The Long Animation Frames API is not in TypeScript's DOM library yet.
interface LongAnimationFrame extends PerformanceEntry {
  styleAndLayoutStart: number;
}

/**
 * The row the user reads: the one at a third of the viewport's height, or (the line falling in
 * the space between two rows) the next one below it, if it is in view.
 */
function readingRow(): { id: string; top: number } | null {
  const element = scroller();
  if (element === null) return null;
  const view = element.getBoundingClientRect();
  const y = view.top + view.height / 3;
  let below: { id: string; top: number } | null = null;
  for (const row of container().querySelectorAll('[data-item-id]')) {
    const box = row.getBoundingClientRect();
    const found = { id: row.getAttribute('data-item-id') ?? '', top: box.top - view.top };
    if (box.height === 0) continue;
    if (box.top <= y && box.bottom > y) return found;
    if (box.top > y && box.top < view.bottom && (below === null || found.top < below.top))
      below = found;
  }
  return below;
}

export interface ScrollResult {
  /** From the first step to just after the painted frame following the last. */
  totalMs: number;
  steps: number;
  /** Frames (animation frames while scrolling) over 50 ms. */
  longFrames: number;
  maxFrameMs: number;
  /**
   * The largest distance (px) the row being read moved on its own: during the frames after each
   * step, with nobody scrolling (a second pass, holding each position for 8 frames).
   */
  maxJump: number;
  /** Where the largest jump happened. */
  jumpAt: string;
  /** Frames, while holding, in which no row showed where the user reads (rows not rendered yet). */
  blankFrames: number;
}

/** Where the scroll stands before step `index` of `steps`: a fling moves `by` px per frame. */
type Plan = { kind: 'steps'; steps: number } | { kind: 'fling'; by: number };

function target(element: HTMLElement, plan: Plan, index: number): number {
  const end = element.scrollHeight - element.clientHeight;
  return plan.kind === 'steps'
    ? Math.round((end * index) / plan.steps)
    : Math.min(end, index * plan.by);
}

async function toTop() {
  const element = scroller();
  if (element === null) throw new Error('no list is open');
  for (let tries = 0; tries < 20 && element.scrollTop > 0; tries += 1) {
    element.scrollTop = 0;
    await frame();
    await settle(500);
  }
  await settle();
}

/** Scrolls the open list from its top to its bottom, one step per frame; then the jump probe. */
async function scroll(plan: Plan): Promise<ScrollResult> {
  const element = scroller();
  if (element === null) throw new Error('no list is open');
  await toTop();
  const entries: LongAnimationFrame[] = [];
  const observer = new PerformanceObserver((list) => {
    entries.push(...(list.getEntries() as LongAnimationFrame[]));
  });
  observer.observe({ type: 'long-animation-frame', buffered: false });
  let last = await frame();
  const start = performance.now();
  let maxFrameMs = 0;
  let steps = 0;
  for (let index = 1; ; index += 1) {
    const position = target(element, plan, index);
    element.scrollTop = position;
    steps += 1;
    const now = await frame();
    maxFrameMs = Math.max(maxFrameMs, now - last);
    last = now;
    const atEnd = element.scrollTop >= element.scrollHeight - element.clientHeight - 1;
    if ((plan.kind === 'steps' && index >= plan.steps) || (plan.kind === 'fling' && atEnd)) break;
    if (steps > 10_000) throw new Error('the scroll never reached the bottom');
  }
  const painted = await paintedWhen(() => readingRow() !== null, 'rows after the last step');
  const totalMs = painted - start;
  await sleep(100);
  entries.push(...(observer.takeRecords() as LongAnimationFrame[]));
  observer.disconnect();
  const longFrames = entries.filter((entry) => entry.duration > 50 && entry.startTime > start);

  // The jump probe: the same steps, each position held for a few frames, in which nobody scrolls.
  await toTop();
  let maxJump = 0;
  let jumpAt = '';
  let blankFrames = 0;
  for (let index = 1; index <= (plan.kind === 'steps' ? plan.steps : 40); index += 1) {
    element.scrollTop = target(element, plan, index);
    // The first row seen at the reading line is the one read; it must stay where it first showed.
    let seen: { id: string; top: number } | null = null;
    for (let hold = 0; hold < 8; hold += 1) {
      await frame();
      const now = readingRow();
      if (now === null) blankFrames += 1;
      else if (seen === null) seen = now;
      else if (now.id === seen.id && Math.abs(now.top - seen.top) > maxJump) {
        maxJump = Math.abs(now.top - seen.top);
        jumpAt = `step ${String(index)}, frame ${String(hold)}: ${now.id} from ${seen.top.toFixed(0)} to ${now.top.toFixed(0)} px`;
      }
    }
  }
  return {
    totalMs,
    steps,
    longFrames: longFrames.length,
    maxFrameMs: Math.max(maxFrameMs, ...longFrames.map((entry) => entry.duration)),
    maxJump,
    jumpAt,
    blankFrames,
  };
}

declare global {
  interface Window {
    threadBench: {
      mount: typeof mount;
      settle: typeof settle;
      scroll: typeof scroll;
      close: typeof close;
      forgetFixture: typeof forgetFixture;
    };
  }
}
window.threadBench = { mount, settle, scroll, close, forgetFixture };
