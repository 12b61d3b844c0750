import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import '../../src/styles/index.css';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import { preloadMarkdown } from '../../src/react/markdown/loadMarkdownRenderer';
import type { AssistantMessageItem } from '../../src/wire/items';
import { longAnswer, tokenize } from './answer';

// Streams a long answer token by token into one of two renderers and reports the total time and
// the frames over 50 ms (Long Animation Frames API). Each token arrives in its own task, as
// network chunks do.

let text = '';
const listeners = new Set<() => void>();
const textStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => text,
};

function Baseline() {
  const value = useSyncExternalStore(textStore.subscribe, textStore.get);
  return <Markdown remarkPlugins={[remarkGfm]}>{value}</Markdown>;
}

const base: AssistantMessageItem = {
  id: 'answer',
  object: 'uikit.thread_item',
  created_at: 0,
  thread_id: 'bench',
  type: 'uikit.assistant_message',
  content: [],
};

function Kit({ streaming }: { streaming: boolean }) {
  const value = useSyncExternalStore(textStore.subscribe, textStore.get);
  return (
    <ThreadItemView
      item={{ ...base, content: [{ type: 'output_text', text: value, annotations: [] }] }}
      streaming={streaming}
    />
  );
}

const channel = new MessageChannel();
const nextTask = () =>
  new Promise<void>((resolve) => {
    channel.port1.onmessage = () => {
      resolve();
    };
    channel.port2.postMessage(null);
  });
const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      resolve();
    }),
  );

async function run(
  kind: 'baseline' | 'kit',
): Promise<{ totalMs: number; longFrames: number; tokens: number; characters: number }> {
  const tokens = tokenize(longAnswer());
  const container = document.getElementById('root') as HTMLElement;
  container.replaceChildren();
  text = '';
  const root = createRoot(container);
  root.render(
    kind === 'kit' ? (
      <div data-uikit-root="">
        <Kit streaming />
      </div>
    ) : (
      <Baseline />
    ),
  );
  await nextFrame();
  const frames: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) frames.push(entry.duration);
  });
  observer.observe({ type: 'long-animation-frame', buffered: false });
  const start = performance.now();
  for (const token of tokens) {
    text += token;
    for (const listener of listeners) listener();
    await nextTask();
  }
  await nextFrame();
  await nextFrame();
  const totalMs = performance.now() - start;
  observer.disconnect();
  const characters = container.textContent.length;
  root.unmount();
  return {
    totalMs,
    longFrames: frames.filter((duration) => duration > 50).length,
    tokens: tokens.length,
    characters,
  };
}

async function warmUp() {
  preloadMarkdown();
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  text = longAnswer().slice(0, 2000);
  root.render(
    <div data-uikit-root="">
      <Kit streaming={false} />
    </div>,
  );
  for (let i = 0; i < 100 && container.querySelector('[data-slot="markdown-fallback"]'); i += 1)
    await new Promise((r) => setTimeout(r, 20));
  root.unmount();
}

declare global {
  interface Window {
    renderBench: { warmUp: () => Promise<void>; run: typeof run };
  }
}
window.renderBench = { warmUp, run };
