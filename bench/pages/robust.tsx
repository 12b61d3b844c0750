import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import '../../src/styles/index.css';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import { preloadMarkdown } from '../../src/react/markdown/loadMarkdownRenderer';
import type { AssistantMessageItem } from '../../src/wire/items';
import { ordinaryMarkdown, pathologicalMarkdown } from '../../test/fixtures/pathological';

// Renders one answer of generated text (ordinary markdown, or text built to cost a naive
// pipeline more than its size) and reports how long until it is all on screen, and the main
// thread's long tasks meanwhile (Long Tasks API: tasks over 50 ms).

export interface RobustResult {
  totalMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Characters on screen at the end (what rendered as markdown or as plain text). */
  characters: number;
  /** Characters of the text that are not white space. */
  visible: number;
}

const generators: Record<string, (size: number) => string> = {
  ordinary: ordinaryMarkdown,
  ...pathologicalMarkdown,
};

const answer = (text: string): AssistantMessageItem => ({
  id: 'answer',
  object: 'uikit.thread_item',
  created_at: 0,
  thread_id: 'bench',
  type: 'uikit.assistant_message',
  content: [{ type: 'output_text', text, annotations: [] }],
});

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      resolve();
    }),
  );

/** Until nothing is left to render: no block waits as plain text for its markdown. */
async function settled(container: HTMLElement) {
  for (;;) {
    await nextFrame();
    if (!container.querySelector('[data-slot="markdown-fallback"]')) break;
  }
  await nextFrame();
}

async function run(
  kind: 'kit' | 'react-markdown',
  name: string,
  size: number,
): Promise<RobustResult> {
  const generate = generators[name];
  if (!generate) throw new Error(`no generator ${name}`);
  const text = generate(size);
  const container = document.getElementById('root') as HTMLElement;
  container.replaceChildren();
  const root = createRoot(container);
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  await nextFrame();
  const start = performance.now();
  root.render(
    kind === 'kit' ? (
      <div data-uikit-root="">
        <ThreadItemView item={answer(text)} />
      </div>
    ) : (
      <Markdown remarkPlugins={[remarkGfm]}>{text}</Markdown>
    ),
  );
  await settled(container);
  const totalMs = performance.now() - start;
  // Long task entries arrive after their task: give the observer a turn.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const characters = container.textContent.length;
  root.unmount();
  return {
    totalMs,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
    characters,
    visible: text.replace(/\s/g, '').length,
  };
}

async function warmUp() {
  preloadMarkdown();
  for (let round = 0; round < 3; round += 1) await run('kit', 'ordinary', 20_000);
}

declare global {
  interface Window {
    robustBench: { warmUp: () => Promise<void>; run: typeof run; names: string[] };
  }
}
window.robustBench = { warmUp, run, names: Object.keys(generators) };
