/**
 * A stopped answer gets no `thread.updated`: the service titles the thread as it stores what it
 * had, after the stream is gone (a moment after the stop). The open thread is read again then, a
 * few times at most, so the header shows that title; the history list brings it too when it is
 * read (`OpenThread.adoptListedTitle`).
 */
import type { ChatCore } from './chatCore';
import type { ThreadLoader } from './threadLoader';

/** After a stop, when to read an untitled thread again (each wait after the one before). */
export const TITLE_REREAD_MS: readonly number[] = [500, 2000];

export interface TitleRereadOptions extends Pick<ChatCore, 'store' | 'events' | 'sessions'> {
  loader: Pick<ThreadLoader, 'refreshThread'>;
}

export interface TitleReread {
  /**
   * After an answer was stopped: reads the open thread again after each of `TITLE_REREAD_MS`
   * until it has a title, unless the session does not title threads, another thread opens or the
   * next stop starts the waits over.
   */
  readonly afterStop: () => void;
  /** Cancels the wait (the chat is disposed). */
  readonly cancel: () => void;
}

export function createTitleReread(options: TitleRereadOptions): TitleReread {
  const { store, events, sessions, loader } = options;
  let titleWait: ReturnType<typeof setTimeout> | undefined;
  const awaitTitle = (delays: readonly number[]) => {
    clearTimeout(titleWait);
    const open = store.getState().thread;
    const titling = sessions.getState().session?.chatkit_configuration.automatic_thread_titling;
    const [delay, ...later] = delays;
    if (open?.title !== null || titling?.enabled !== true || delay === undefined) return;
    titleWait = setTimeout(() => {
      const now = store.getState().thread;
      if (now?.id !== open.id || now.title !== null) return;
      loader
        .refreshThread()
        .catch((error: unknown) => {
          events.emit('log', { name: 'refresh.failed', data: { error: String(error) } });
        })
        .finally(() => {
          if (store.getState().thread?.id === open.id) awaitTitle(later);
        });
    }, delay);
  };
  return {
    afterStop: () => {
      awaitTitle(TITLE_REREAD_MS);
    },
    cancel: () => {
      clearTimeout(titleWait);
    },
  };
}
