import { preloadAttachmentChips } from './Composer';
import { preloadPickerMenu } from './ComposerPickers';
import { preloadHistoryPanel } from './ThreadHistory';
import { preloadThreadLog } from './ThreadView';

/**
 * Loads the code of the parts a new, empty chat does not show: the thread's list with every item
 * renderer, the history panel and the attachment chips. Each also loads the first time it is
 * needed; loaded before, it renders at once instead of showing its fallback. The chat calls this
 * once it is idle; tests call it before they render, so a part never suspends in them.
 */
export async function preloadChatParts(): Promise<void> {
  await Promise.all([
    preloadThreadLog(),
    preloadHistoryPanel(),
    preloadAttachmentChips(),
    preloadPickerMenu(),
  ]);
}
