/**
 * What follows the conversation while the chat runs: the history list (a new thread, a new title,
 * and the session saying whether history is allowed), the thread cache (a thread answered here is
 * re-read when opened again), the remembered last thread, and the open thread's title (taken from
 * the list when no event brought it).
 */
import type { ChatCore } from './chatCore';
import type { OpenThread } from './openThread';
import type { ThreadHistory } from './threadHistory';
import type { ThreadLoader } from './threadLoader';

export interface ConversationFollowingOptions extends Pick<
  ChatCore,
  'events' | 'sessions' | 'store'
> {
  history: Pick<ThreadHistory, 'refresh' | 'prefetch' | 'update' | 'listed' | 'onListed'>;
  loader: Pick<ThreadLoader, 'markStale'>;
  thread: Pick<OpenThread, 'remember' | 'adoptListedTitle'>;
}

export interface ConversationFollowing {
  /** Starts following (once, however often called). */
  readonly start: () => void;
  readonly stop: () => void;
}

export function createConversationFollowing(
  options: ConversationFollowingOptions,
): ConversationFollowing {
  const { events, sessions, store, history, loader, thread } = options;
  let stops: (() => void)[] = [];
  return {
    start: () => {
      if (stops.length > 0) return;
      stops = [
        events.on('threadChange', () => {
          history.refresh();
          thread.remember();
        }),
        events.on('responseEnd', ({ threadId }) => {
          history.refresh();
          // The list is read again only where it is shown: an answered thread with no title yet
          // (no event brought one) reads it anyway, for the title the service gave it.
          const open = store.getState().thread;
          if (open !== null && open.id === threadId && open.title == null) history.prefetch();
          if (threadId !== null) loader.markStale(threadId);
        }),
        sessions.subscribe(() => {
          history.update();
        }),
        store.subscribe((state, previous) => {
          if (state.thread !== previous.thread) thread.adoptListedTitle(history.listed());
        }),
        // Whoever lists the threads (the panel, the host's own query), the open thread hears it.
        history.onListed(() => {
          thread.adoptListedTitle(history.listed());
        }),
      ];
    },
    stop: () => {
      for (const stop of stops) stop();
      stops = [];
    },
  };
}
