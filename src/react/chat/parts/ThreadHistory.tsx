import { Suspense, type ReactNode } from 'react';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { lazyComponent } from '../../primitives/lazyComponent';
import { PartErrorBoundary } from '../../primitives/PartErrorBoundary';
import { useChat } from '../ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useHistoryEnabled } from '../hooks/useHistoryEnabled';
import type { PartProps } from './ChatHeader';

// The panel's code loads the first time it opens, or before, once the chat is idle.
const historyPanel = lazyComponent(() =>
  import('./HistoryPanel').then((module) => module.HistoryPanel),
);

/** Loads the history panel ahead of its first opening. */
export const preloadHistoryPanel = historyPanel.preload;

/**
 * The user's recent threads: open, rename and delete them; hidden when history is off.
 *
 * @example
 * <UikitRoot control={control}>
 *   <ThreadHistory className="my-threadHistory" />
 * </UikitRoot>
 */
export function ThreadHistory(props: PartProps) {
  const labels = useLabels();
  const { onRenderError } = useRenderOptions();
  const { runtime } = useChat();
  const enabled = useHistoryEnabled();
  const open = useChatState((state) => state.historyOpen);
  if (!enabled || !open) return null;
  // The panel's place, kept while its code loads (so the conversation beside it does not move).
  const frame = (content: ReactNode) => (
    <nav
      data-slot="history"
      part="history"
      aria-label={labels.history}
      className={props.className}
      style={props.style}
      aria-busy={content === null}
    >
      {content}
    </nav>
  );
  return (
    <>
      {/* Where the panel is drawn over the conversation (phones), the conversation is dimmed
          behind it, and a tap there closes it, as it does a drawer; hidden elsewhere (chat.css).
          For pointers only: the panel's own close button, and Tab, are the keyboard's way out. */}
      <div
        data-slot="history-scrim"
        aria-hidden="true"
        onClick={() => {
          runtime.hideHistory();
        }}
      />
      <PartErrorBoundary
        failed={frame(<p data-slot="history-status">{labels.itemError}</p>)}
        onError={onRenderError}
      >
        <Suspense fallback={frame(null)}>
          <historyPanel.Component {...props} />
        </Suspense>
      </PartErrorBoundary>
    </>
  );
}
