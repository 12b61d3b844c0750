import { warmTimeFormatting } from '../../items/messageTime';

/** Resolves in a task of its own. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Does what a page pays only the first time, and the first thread's first screen would otherwise
 * pay inside its render, each in a task of its own: the first date formatter (30 to 50 ms in
 * Chromium on a 2-core machine; see `timeFormattingWarm`) and the first markdown parse (see
 * `warmMarkdownParser`). The chat runs it as the thread's code arrives and again, at no cost,
 * once it is idle.
 */
export async function warmUp(): Promise<void> {
  await nextTask();
  warmTimeFormatting();
  const markdown = await import('../../markdown/MarkdownRenderer');
  await nextTask();
  markdown.warmMarkdownParser();
}
