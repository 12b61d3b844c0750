import { warmTimeFormattingSoon } from '../../items/messageTime';
import { warmMarkdown } from '../../markdown/MarkdownRenderer';

/** Resolves in a task of its own. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Does what a page pays only the first time, and the first thread's first screen would otherwise
 * pay inside its render, each in a task of its own: the first markdown parse and render (see
 * `warmMarkdown`) at once, and the first date formatter (30 to 50 ms in Chromium on a 2-core
 * machine; see `timeFormattingWarm`) in the first idle period long enough for it, once the page
 * renders nothing (`FORMATTER_IDLE_MS`): a message's time shows only on hover and focus, so a
 * thread opening now shows its first screen first and gets its times after. The chat runs it as
 * the thread's code arrives and again, at no cost, once it is idle.
 */
export async function warmUp(): Promise<void> {
  const formatted = warmTimeFormattingSoon();
  await nextTask();
  warmMarkdown();
  await formatted;
}
