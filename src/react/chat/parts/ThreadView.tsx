import { Suspense, type ReactNode } from 'react';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { lazyComponent, useLoaded } from '../../primitives/lazyComponent';
import { PartErrorBoundary } from '../../primitives/PartErrorBoundary';
import { useChatState, useThreadState } from '../hooks/useChatState';
import { useHydrated } from '../useHydrated';
import type { PartProps } from './ChatHeader';
import { threadStylesLoaded } from './threadStyles';
import { preloadMarkdown } from '../../markdown/loadMarkdownRenderer';
import { provideReaders } from '../../../client/loadReaders';

// The list and every item renderer (messages, tasks, tool calls, widgets) are code a new chat
// never runs: they load when a thread first shows, or before, once the chat is idle
// (`preloadChatParts`), with their stylesheet where that loads apart (threadStyles.ts).
const threadLog = lazyComponent(async () => {
  const [module] = await Promise.all([import('./ThreadLog'), threadStylesLoaded()]);
  return module.ThreadLog;
});

/** Loads the thread's list and item renderers ahead of the first thread. */
export const preloadThreadLog = threadLog.preload;

/**
 * Requests, all at once, the code a plain markdown thread needs on first open: the list with every
 * item renderer, the markdown renderer and the readers of item pages. Each part alone asks for the
 * next only once it runs (the list renders, then an answer asks for markdown), a round trip of code
 * each before the first row; asked for here, they come in one. Only the code: the list still waits
 * for its stylesheet where that loads apart (`<uikit-chat>` sets that loader after this runs).
 * As the list's code arrives, it warms up what a page pays for only the first time (`warmUp`);
 * resolves when that is done (nothing to wait for on a server).
 */
export function requestThreadCode(): Promise<void> | undefined {
  if (typeof document === 'undefined') return;
  preloadMarkdown();
  // A failure shows where the part renders (its error boundary), as when it loads on demand.
  return import('./ThreadLog')
    .then((module) => {
      provideReaders(module.readers);
      return module.warmUp();
    })
    .catch(() => undefined);
}

/**
 * The conversation: a `role="log"` list of items that follows the bottom while the user is there,
 * loads older items on scroll-up without moving the viewport, and virtualizes long threads.
 * Nothing while a new chat has no items yet.
 *
 * @example
 * <UikitRoot control={control}>
 *   <ThreadView className="my-threadView" />
 * </UikitRoot>
 */
export function ThreadView(props: PartProps) {
  const labels = useLabels();
  const { onRenderError } = useRenderOptions();
  const opened = useChatState((state) => state.threadId !== null);
  const empty = useThreadState((state) => state.itemIds.length === 0);
  // Looking for the thread to reopen (`initialThread: 'last'`): shown as loading it, not as a new chat.
  const reopening = useChatState((state) => state.reopening);
  const hydrated = useHydrated();
  const shown = opened || !empty || reopening;
  // Its first render, the thread's first screen on a page that has run none of its code yet,
  // comes as a transition (see useLoaded): in slices, never one long task.
  const loaded = useLoaded(threadLog, shown);
  if (!shown) return null;
  // The thread's place, kept while its code loads (so nothing around it moves) or if it failed to.
  const frame = (content: ReactNode) => (
    <div
      data-slot="thread"
      part="thread"
      className={props.className}
      style={props.style}
      aria-busy={content === null}
    >
      {content}
    </div>
  );
  // A server renders the thread's place only, and hydration renders the same: React would hydrate
  // a server-rendered list only once its code had loaded, by when the chat's state has moved on
  // from what the server rendered (a mismatch). The list renders once hydration is over.
  // Until its code is here, the empty place: no `<Suspense>` fallback, whose content React would
  // reveal no sooner than 300 ms after it showed.
  if (!hydrated || !loaded) return frame(null);
  return (
    <PartErrorBoundary
      failed={frame(
        <p data-slot="thread-error" role="alert">
          {labels.loadFailed}
        </p>,
      )}
      onError={onRenderError}
    >
      <Suspense fallback={frame(null)}>
        <threadLog.Component {...props} />
      </Suspense>
    </PartErrorBoundary>
  );
}
