import { loadIcons } from '../../primitives/icons/loadIcons';
import { preloadAttachmentChips, preloadComposerPickers, preloadInlineMarkdown } from './Composer';
import { preloadHistoryPanel } from './ThreadHistory';
import { preloadThreadLog, requestThreadCode } from './ThreadView';

/**
 * Loads the code of the parts a new, empty chat does not show: the thread's list with every item
 * renderer, the history panel, the attachment chips, the tool and model pickers with their menu,
 * the disclaimer's markdown and the icon registry. Each also loads the first time it is needed;
 * loaded before, it renders at once instead of showing its fallback. It also warms up what a page
 * pays for only the first time (`warmUp`). The chat calls this once it is idle; tests call it
 * before they render, so a part never suspends in them and a message's time reads at once.
 */
export async function preloadChatParts(): Promise<void> {
  // The thread's code first, and with it the warm-up, which ends in an idle moment: on a page whose
  // first thread is on its way, the rest would take the connections its code needs (a browser
  // opens six to a host over HTTP/1.1) and run between the slices of its first screen.
  await Promise.all([requestThreadCode(), preloadThreadLog()]).catch(() => undefined);
  await Promise.all([
    preloadHistoryPanel(),
    preloadAttachmentChips(),
    loadIcons(),
    preloadComposerPickers(),
    preloadInlineMarkdown(),
  ]);
}
