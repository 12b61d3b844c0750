import { memo, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import '../../src/styles/index.css';
import { UikitChat, useUikit, type UikitOptions } from '../../src/react/chat';
import type { FetchLike } from '../../src/client/transport';
import type { StreamEvent } from '../../src/wire/events';
import type { ThreadItem } from '../../src/wire/items';
import {
  ANSWER_ID,
  answerFrames,
  answerTokens,
  benchSession,
  benchThread,
  generateThread,
  json,
  list,
  notFound,
  nextTask,
  streamOf,
  THREAD_ID,
} from './chatThread';
import { paintedWhen, settle, sleep, until } from './timing';

// The chat benchmark's page: the real <UikitChat> (through useUikit) and a baseline chat, a plain
// React list rendering every item with react-markdown, each mounted on demand by the scenario
// (bench/scenarios/chat.ts) and timed here, in the page, with performance.now().
//
// How the kit gets its data. Nothing goes to the network: `api.fetch` answers in the page (the
// thread, its item pages newest first, empty thread lists, and the conversation as an SSE body
// from a ReadableStream). The session comes from `getSession`, as a host's route would give it.
// For the mount figures the thread store is preloaded with the whole thread before <UikitChat>
// mounts (`items.page`, `replace`): opening a thread through the API only fetches its newest page
// (30 items, older ones on scroll-up), so going through `api.fetch` would time a 30-item mount and
// call it 1,000. A store holding 1,000 or 10,000 items is what a long conversation becomes, and
// rendering it is what the target is about. The kit still runs its own open-thread queries against
// `api.fetch` after mounting (the newest page, the same items), as it would in a host page. Streaming
// goes through the kit's real response path: `sendUserMessage`, the client's SSE parser and
// validation, the runtime's per-frame batching, the store, the virtualized thread.

// ---- the fake API ------------------------------------------------------------------------------

/** The thread the API serves; set before each mount. */
let served: readonly ThreadItem[] = [];
/** The SSE frames of the next conversation request; encoded before the clock starts. */
let nextAnswer: readonly Uint8Array[] = [];

const fakeFetch: FetchLike = (input, init) => {
  const url = new URL(input);
  const path = url.pathname.replace(/^\/v1\/uikit/, '');
  if (path === '/conversation' && init.method === 'POST') {
    const frames = nextAnswer;
    nextAnswer = [];
    return Promise.resolve(
      new Response(streamOf(frames), {
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'x-request-id': 'req_bench' },
      }),
    );
  }
  if (path === '/threads') return Promise.resolve(json(list([], false, null)));
  if (path === `/threads/${THREAD_ID}`) return Promise.resolve(json(benchThread));
  if (path === `/threads/${THREAD_ID}/items`) {
    const newestFirst = [...served].reverse();
    const after = url.searchParams.get('after');
    const from = after === null ? 0 : newestFirst.findIndex((item) => item.id === after) + 1;
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const page = newestFirst.slice(from, from + limit);
    return Promise.resolve(
      json(list(page, from + limit < newestFirst.length, page.at(-1)?.id ?? null)),
    );
  }
  return Promise.resolve(notFound(path));
};

// ---- the kit -----------------------------------------------------------------------------------

const KIT_OPTIONS: UikitOptions = {
  api: {
    baseUrl: 'https://api.bench.test',
    getSession: () => Promise.resolve(benchSession()),
    fetch: fakeFetch,
  },
  initialThread: THREAD_ID,
  theme: { colorScheme: 'light' },
  header: { title: 'Lisbon trip' },
  threadItemActions: { copy: true, feedback: true, retry: true },
};

let kit: ReturnType<typeof useUikit> | null = null;

/** The host page: useUikit always (it owns the runtime), <UikitChat> once the scenario says so. */
function KitHost({ show }: { show: boolean }) {
  const uikit = useUikit(KIT_OPTIONS);
  useLayoutEffect(() => {
    kit = uikit;
  });
  return show ? <UikitChat control={uikit.control} style={{ height: '100vh' }} /> : null;
}

// ---- the baseline ------------------------------------------------------------------------------

/** Item text as markdown: what a hand-rolled chat shows of each item type. */
function markdownOf(item: ThreadItem): string {
  switch (item.type) {
    case 'uikit.user_message':
      return item.content
        .map((part) =>
          part.type === 'quoted_text'
            ? `> ${part.text}`
            : part.type === 'input_text'
              ? part.text
              : '',
        )
        .join('\n\n');
    case 'uikit.assistant_message':
      return item.content
        .map((part) => (part.type === 'output_text' ? part.text : ''))
        .join('\n\n');
    case 'uikit.widget':
      return widgetText(item.widget);
    case 'uikit.client_tool_call':
      return `Called \`${item.name}\` (${item.status})`;
    case 'uikit.task':
      return `**${item.heading}** ${item.summary ?? ''}`;
    case 'uikit.task_group':
      return item.tasks.map((task) => `- **${task.heading}** ${task.summary ?? ''}`).join('\n');
    case 'uikit.generated_image':
      return item.image ? `![Generated image](${item.image.url})` : '';
    case 'uikit.structured_input':
      return item.inputs.map((input) => `- ${input.question}`).join('\n');
    case 'unknown':
      return '';
  }
}

/** A widget's visible strings, one paragraph each (a hand-rolled chat has no widget renderer). */
function widgetText(widget: string): string {
  const strings: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'value' || key === 'label') && typeof value === 'string') strings.push(value);
        else walk(value);
      }
    }
  };
  walk(JSON.parse(widget));
  return strings.join('\n\n');
}

/** Commits of the baseline's streaming answer, to report how often it re-parsed the message. */
let answerRenders = 0;

const BaselineRow = memo(function BaselineRow({
  item,
  streaming,
}: {
  item: ThreadItem;
  streaming: boolean;
}) {
  useLayoutEffect(() => {
    if (streaming) answerRenders += 1;
  });
  return (
    <div
      data-item-id={item.id}
      data-state={streaming ? 'streaming' : 'complete'}
      style={{ padding: '8px 0', borderBottom: '1px solid #ddd' }}
    >
      <Markdown remarkPlugins={[remarkGfm]}>{markdownOf(item)}</Markdown>
      {item.type === 'uikit.user_message' &&
        item.attachments.map((file) =>
          file.type === 'image' && file.preview_url !== null ? (
            <img key={file.id} src={file.preview_url} alt={file.name} width={64} height={64} />
          ) : (
            <span key={file.id}>{file.name}</span>
          ),
        )}
      {item.type === 'uikit.assistant_message' && (
        <ol>
          {item.content.flatMap((part) =>
            part.type === 'output_text'
              ? part.annotations.map((annotation, index) =>
                  annotation.type === 'url' ? (
                    <li key={index}>
                      <a href={annotation.source.url}>
                        {annotation.source.title ?? annotation.source.url}
                      </a>
                    </li>
                  ) : annotation.type === 'file' ? (
                    <li key={index}>{annotation.source.filename}</li>
                  ) : null,
                )
              : [],
          )}
        </ol>
      )}
    </div>
  );
});

let baseline: {
  setItems: (update: (items: readonly ThreadItem[]) => readonly ThreadItem[]) => void;
  setStreamingId: (id: string | null) => void;
} | null = null;

/**
 * What most apps hand-roll: the messages in state, a list rendering each with react-markdown, a
 * textarea whose draft lives next to the messages, and a jump to the bottom after each change.
 * Rows are memoised, so a token re-renders the streaming message alone (a generous baseline:
 * without it every token would re-render every message).
 */
function BaselineChat({ initial }: { initial: readonly ThreadItem[] }) {
  const [items, setItems] = useState(initial);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    baseline = { setItems, setStreamingId };
  }, []);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [items]);
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', height: '100vh', font: '16px system-ui' }}
    >
      <div ref={scrollRef} data-slot="baseline-scroll" style={{ flex: 1, overflowY: 'auto' }}>
        <div style={{ maxWidth: '52rem', margin: '0 auto', padding: 16 }}>
          {items.map((item) => (
            <BaselineRow key={item.id} item={item} streaming={item.id === streamingId} />
          ))}
        </div>
      </div>
      <textarea
        id="baseline-input"
        rows={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        style={{ margin: 16, font: 'inherit' }}
      />
    </div>
  );
}

/** Applies one stream event the way a hand-rolled chat does: a new items array per event. */
function applyBaselineEvent(event: StreamEvent) {
  const update = (id: string, change: (item: ThreadItem) => ThreadItem) => {
    baseline?.setItems((items) => items.map((item) => (item.id === id ? change(item) : item)));
  };
  switch (event.type) {
    case 'thread.item.added':
    case 'thread.item.done': {
      const incoming = event.item;
      baseline?.setItems((items) =>
        items.some((item) => item.id === incoming.id)
          ? items.map((item) => (item.id === incoming.id ? incoming : item))
          : [...items, incoming],
      );
      if (event.type === 'thread.item.added') baseline?.setStreamingId(incoming.id);
      else if (incoming.type === 'uikit.assistant_message') baseline?.setStreamingId(null);
      break;
    }
    case 'thread.item.updated': {
      const change = event.update;
      update(event.item_id, (item) => {
        if (item.type !== 'uikit.assistant_message') return item;
        if (change.type === 'assistant_message.content_part.text_delta') {
          return {
            ...item,
            content: item.content.map((part, index) =>
              index === change.content_index && part.type === 'output_text'
                ? { ...part, text: part.text + change.delta }
                : part,
            ),
          };
        }
        if (
          change.type === 'assistant_message.content_part.added' ||
          change.type === 'assistant_message.content_part.done'
        ) {
          const content = [...item.content];
          content[change.content_index] = change.content;
          return { ...item, content };
        }
        return item;
      });
      break;
    }
    default:
  }
}

/** A hand-rolled SSE reader: split on blank lines, JSON.parse each `data:` line. */
async function baselineSend(text: string) {
  const response = await fakeFetch('https://api.bench.test/v1/uikit/conversation', {
    method: 'POST',
    body: JSON.stringify({ type: 'threads.add_user_message', params: { thread_id: THREAD_ID, input: { content: [{ type: 'input_text', text }] } } }),
  }); // prettier-ignore
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.startsWith('data: ')) applyBaselineEvent(JSON.parse(frame.slice(6)) as StreamEvent);
    }
  }
}

// ---- timing ------------------------------------------------------------------------------------

type Kind = 'kit' | 'baseline';

const SCROLLER: Record<Kind, string> = {
  kit: '[data-slot="thread-scroll"]',
  baseline: '[data-slot="baseline-scroll"]',
};

/** The scroller and the rows of the open chat. */
function parts(kind: Kind) {
  const container = document.getElementById('root') as HTMLElement;
  return {
    scroller: container.querySelector(SCROLLER[kind]),
    rows: container.querySelectorAll('[data-item-id]'),
  };
}

const inView = (scroller: Element, row: Element) => {
  const view = scroller.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
};

/** Some item is laid out inside the thread's viewport (not a blank or loading viewport). */
function listShown(kind: Kind): boolean {
  const { scroller, rows } = parts(kind);
  if (scroller === null) return false;
  // From the end: both chats open at the bottom, so the first rows checked are the ones in view
  // (the baseline has 10,000 rows in its DOM; measuring them all would add to its time).
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row && inView(scroller, row)) return true;
  }
  return false;
}

/** The item is in the DOM, laid out and inside the thread's viewport. */
function visible(kind: Kind, id: string): boolean {
  const { scroller } = parts(kind);
  const row = document.querySelector(`[data-item-id="${id}"]`);
  return scroller !== null && row !== null && inView(scroller, row);
}

let root: Root | null = null;
let open: Kind | null = null;
let newest = '';

function close() {
  root?.unmount();
  root = null;
  open = null;
  kit = null;
  baseline = null;
  served = [];
}

/**
 * Mounts a chat holding `count` items and returns the time from `root.render` to just after the
 * first painted frame in which the thread's viewport shows items. Whether they are the newest
 * ones (a chat opens at the bottom) is checked apart, once settled, by `newestShown`: a timing
 * that waited for the newest item would never end for a chat that loses the bottom.
 */
async function mount(kind: Kind, count: number): Promise<number> {
  close();
  const container = document.getElementById('root') as HTMLElement;
  container.replaceChildren();
  const items = generateThread(count);
  newest = items.at(-1)?.id ?? '';
  served = items;
  root = createRoot(container);
  open = kind;
  if (kind === 'kit') {
    // The runtime and its session first (the host's useUikit), then the store filled, so the
    // timed render is <UikitChat> mounting with the whole thread.
    root.render(<KitHost show={false} />);
    await until(() => kit?.control.runtime.sessions.getState().status === 'ready', 'the session');
    const { store } = (kit as NonNullable<typeof kit>).control.runtime;
    store.getState().dispatch({ type: 'thread.loaded', thread: benchThread });
    store.getState().dispatch({ type: 'items.page', items, position: 'replace' });
    await nextTask();
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.now();
  root.render(kind === 'kit' ? <KitHost show /> : <BaselineChat initial={items} />);
  const end = await paintedWhen(() => listShown(kind), `${String(count)} items on screen`);
  return end - start;
}

/** Whether the open chat shows its newest item now (call it once the chat has settled). */
function newestShown(): { shown: boolean; lastRendered: string | null; jumpToLatest: boolean } {
  const kind = open;
  if (kind === null) throw new Error('no chat is open');
  return {
    shown: visible(kind, newest),
    lastRendered: [...parts(kind).rows].at(-1)?.getAttribute('data-item-id') ?? null,
    jumpToLatest: document.querySelector('[data-slot="jump-to-latest"]') !== null,
  };
}

// The Long Animation Frames API is not in TypeScript's DOM library yet.
interface ScriptTiming {
  invoker: string;
  invokerType: string;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}
interface LongAnimationFrame extends PerformanceEntry {
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: ScriptTiming[];
}

/** A frame over 50 ms, and where its time went (scripts over 5 ms, style and layout). */
export interface LongFrame {
  /** Start, from the start of the measurement (ms). */
  at: number;
  duration: number;
  /** Style and layout of the frame's rendering step (forced layouts are in `scripts`). */
  styleAndLayout: number;
  scripts: { invoker: string; duration: number; forcedLayout: number }[];
}

/** Frames over 50 ms while `run` runs (Long Animation Frames API), from `start()`'s call. */
async function withLongFrames<T>(run: (start: () => number) => Promise<T>) {
  const entries: LongAnimationFrame[] = [];
  const observer = new PerformanceObserver((list) => {
    entries.push(...(list.getEntries() as LongAnimationFrame[]));
  });
  observer.observe({ type: 'long-animation-frame', buffered: false });
  let origin = performance.now();
  const result = await run(() => (origin = performance.now()));
  // Entries are delivered after their frame: let the last ones arrive.
  await sleep(100);
  entries.push(...(observer.takeRecords() as LongAnimationFrame[]));
  observer.disconnect();
  const long = entries
    .filter((entry) => entry.duration > 50 && entry.startTime + entry.duration > origin)
    .map((entry): LongFrame => ({
      at: entry.startTime - origin,
      duration: entry.duration,
      styleAndLayout:
        entry.styleAndLayoutStart > 0
          ? entry.startTime + entry.duration - entry.styleAndLayoutStart
          : 0,
      scripts: entry.scripts.map((script) => ({
        invoker: `${script.invokerType}:${script.invoker}`,
        duration: script.duration,
        forcedLayout: script.forcedStyleAndLayoutDuration,
      })),
    }));
  return {
    result,
    longFrames: long,
    maxFrameMs: Math.max(0, ...entries.map((entry) => entry.duration)),
  };
}

export interface StreamResult {
  totalMs: number;
  longFrames: LongFrame[];
  maxFrameMs: number;
  tokens: number;
  /** Text shown by the answer's row at the end (0 when it is scrolled out of the DOM). */
  characters: number;
  /** Whether the finished answer is in the thread's viewport. */
  answerInView: boolean;
  /** Renders of the streaming answer (the baseline's only; the kit's rows are not counted). */
  answerRenders: number;
  /**
   * The kit's store updates (one per frame while tokens stream): events applied and the time
   * from the update to the end of the React render and commit it caused (sync, in a microtask).
   */
  flushes: { at: number; events: number; ms: number }[];
}

/**
 * Times every `applyEvents` of the kit's store (a sub-step of the streaming figure): the reducer,
 * then React's render and commit, which zustand's subscribers schedule as a microtask during the
 * update; the microtask queued here runs after it.
 */
function timeFlushes(origin: () => number): { stop: () => StreamResult['flushes'] } {
  const flushes: StreamResult['flushes'] = [];
  const { store } = (kit as NonNullable<typeof kit>).control.runtime;
  const original = store.getState().applyEvents;
  store.setState({
    applyEvents: (events) => {
      const start = performance.now();
      original(events);
      queueMicrotask(() => {
        flushes.push({
          at: start - origin(),
          events: events.length,
          ms: performance.now() - start,
        });
      });
    },
  });
  return {
    stop: () => {
      store.setState({ applyEvents: original });
      return flushes;
    },
  };
}

/**
 * Streams the answer (`tokenLimit` tokens of it) into the open chat: from sending the message to
 * just after the first painted frame showing the whole answer, done.
 */
async function stream(tokenLimit = Infinity): Promise<StreamResult> {
  const kind = open;
  if (kind === null) throw new Error('no chat is open');
  const question = 'Plan a week in Lisbon for me, with costs.';
  nextAnswer = answerFrames(question, tokenLimit);
  const { tokens } = answerTokens(tokenLimit);
  answerRenders = 0;
  let start = 0;
  const flushes = kind === 'kit' ? timeFlushes(() => start) : null;
  const { result, longFrames, maxFrameMs } = await withLongFrames(async (started) => {
    start = started();
    if (kind === 'kit') await (kit as NonNullable<typeof kit>).sendUserMessage({ text: question });
    else await baselineSend(question);
    const end = await paintedWhen(() => answerDone(kind), 'the whole answer');
    return end - start;
  });
  const row = document.querySelector(`[data-item-id="${ANSWER_ID}"]`);
  return {
    totalMs: result,
    longFrames,
    maxFrameMs,
    tokens: tokens.length,
    characters: row?.textContent.length ?? 0,
    answerInView: visible(kind, ANSWER_ID),
    answerRenders,
    flushes: flushes?.stop() ?? [],
  };
}

/**
 * How long the fake network takes to deliver the answer to a reader that does nothing with it:
 * the floor under both chats' streaming time (one task per token).
 */
async function streamDelivery(): Promise<number> {
  const frames = answerFrames('?');
  const start = performance.now();
  const reader = streamOf(frames).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    // Only reading.
  }
  return performance.now() - start;
}

/**
 * The answer is complete on screen. The kit's is checked in its store too: a virtualized thread
 * scrolled away from the answer has no row for it, and must not hang the benchmark.
 */
function answerDone(kind: Kind): boolean {
  const row = document.querySelector(`[data-item-id="${ANSWER_ID}"]`);
  if (kind === 'baseline') return row?.getAttribute('data-state') === 'complete';
  const state = (kit as NonNullable<typeof kit>).control.runtime.store.getState();
  const storeDone =
    state.response.status === 'idle' &&
    state.itemIndex.has(ANSWER_ID) &&
    !Object.hasOwn(state.streaming, ANSWER_ID);
  // True too when the row is not in the DOM (undefined): a virtualized thread scrolled elsewhere.
  const rowComplete =
    row?.querySelector('[data-slot="thread-item"][data-state="complete"]') !== null;
  return storeDone && rowComplete;
}

/** Mounts a chat with `count` items and waits until it is idle (code highlighted, queries done). */
async function openChat(kind: Kind, count: number): Promise<void> {
  await mount(kind, count);
  await settle();
}

// ---- keystrokes --------------------------------------------------------------------------------

let keyLatencies: number[] = [];
let keyStart: number | null = null;
const onKeyDown = (event: KeyboardEvent) => {
  if (event.key.length === 1) keyStart = event.timeStamp;
};
const onInput = () => {
  const start = keyStart;
  keyStart = null;
  if (start === null) return;
  // The DOM change of this input is committed before the next frame; the task after that frame
  // runs once it is painted.
  requestAnimationFrame(() => {
    void nextTask().then(() => {
      keyLatencies.push(performance.now() - start);
    });
  });
};

/** Starts timing keystrokes: from each keydown's event time to just after the next painted frame. */
function startKeys() {
  keyLatencies = [];
  keyStart = null;
  document.addEventListener('keydown', onKeyDown, { capture: true });
  document.addEventListener('input', onInput, { capture: true });
}

async function stopKeys(): Promise<{ latencies: number[]; value: string }> {
  await sleep(100);
  document.removeEventListener('keydown', onKeyDown, { capture: true });
  document.removeEventListener('input', onInput, { capture: true });
  const input = document.querySelector<HTMLTextAreaElement>(
    open === 'kit' ? '[data-slot="composer-input"]' : '#baseline-input',
  );
  return { latencies: keyLatencies, value: input?.value ?? '' };
}

declare global {
  interface Window {
    chatBench: {
      mount: typeof mount;
      openChat: typeof openChat;
      stream: typeof stream;
      settle: typeof settle;
      newestShown: typeof newestShown;
      streamDelivery: typeof streamDelivery;
      close: typeof close;
      startKeys: typeof startKeys;
      stopKeys: typeof stopKeys;
    };
  }
}
window.chatBench = {
  mount,
  openChat,
  stream,
  streamDelivery,
  settle,
  newestShown,
  close,
  startKeys,
  stopKeys,
};
