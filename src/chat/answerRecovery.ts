/**
 * What a service that keeps answers running gives the chat (protocol section 11), loaded once a
 * session says it has `resume` or `stop`, so other chats never download it:
 *
 * - the watch: a reload with `initialThreadId`, a link, the history list or a second tab opening a
 *   thread whose `active_response` is set follows that answer live, with its stop control;
 * - resuming a dropped stream, with backoff, waiting while the browser is offline;
 * - stopping through the service (`threads.stop`), which ends every stream of the answer.
 */
import { UikitApiError, UikitConnectionError, UikitParseError } from '../wire/errors';
import type { AnswerInProgress } from './answerInProgress';
import type { ChatCore } from './chatCore';
import type { AnswerRecovery } from './runResponse';
import type { Sending } from './sending';
import type { ThreadLoader } from './threadLoader';

/**
 * How long a stream that dropped waits before each attempt to resume it, about 30 s in all while
 * the browser is online (offline time does not count). Then the chat re-reads the items instead,
 * and says the connection is lost.
 */
export const RESUME_DELAYS_MS: readonly number[] = [250, 1000, 2000, 4000, 8000, 15_000];

/**
 * After `threads.stop` answered, how long the answer's stream may take to end by itself (the
 * service sends the stopped items first) before it is closed.
 */
export const STOP_WAIT_MS = 3000;

export interface AnswerRecoveryOptions extends Pick<
  ChatCore,
  'client' | 'sessions' | 'chat' | 'events'
> {
  loader: Pick<ThreadLoader, 'state'>;
  answer: Pick<AnswerInProgress, 'isResponding'>;
  respond: Sending['respond'];
  /** Re-reads the open thread's items (an answer found over). */
  fetchUpdates: () => Promise<void>;
}

/** A running recovery: what `startResponse` asks, and the end of the watch. */
export interface StartedAnswerRecovery extends AnswerRecovery {
  readonly dispose: () => void;
}

/**
 * Resuming and stopping for a service with `resume` and `stop`, as `startResponse` asks, and the
 * watch on the opened thread's running answer (until `dispose`).
 */
export function startAnswerRecovery(options: AnswerRecoveryOptions): StartedAnswerRecovery {
  const { client, sessions, chat, events } = options;
  const can = (capability: string) =>
    (sessions.getState().session?.capabilities ?? []).includes(capability);
  const reconnecting = (on: boolean) => {
    chat.setState({ reconnecting: on });
  };
  return {
    afterDrop: async ({ error, operation, attempt, signal }) => {
      if (
        operation === 'threads.resume' &&
        error instanceof UikitApiError &&
        error.status === 409
      ) {
        // Nothing runs any more: the answer ended while the chat was away from it.
        reconnecting(false);
        await options.fetchUpdates().catch((refreshError: unknown) => {
          events.emit('log', { name: 'refresh.failed', data: { error: String(refreshError) } });
        });
        return 'over';
      }
      const resumable =
        can('resume') &&
        attempt < RESUME_DELAYS_MS.length &&
        (error instanceof UikitConnectionError ||
          error instanceof UikitParseError ||
          (error instanceof UikitApiError && (error.status >= 500 || error.status === 429)));
      if (!resumable) {
        reconnecting(false);
        return 'failed';
      }
      reconnecting(true);
      events.emit('log', {
        name: 'stream.resuming',
        data: { attempt: attempt + 1, error: String(error) },
      });
      await waitToResume(attempt, signal);
      return 'resume';
    },
    reconnected: () => {
      reconnecting(false);
    },
    watchConnection: (back) => {
      const page = browserWindow();
      let wentOffline = false;
      const offline = () => {
        wentOffline = true;
        reconnecting(true);
      };
      const online = () => {
        if (!wentOffline) return;
        wentOffline = false;
        back();
      };
      page.addEventListener?.('offline', offline);
      page.addEventListener?.('online', online);
      return () => {
        page.removeEventListener?.('offline', offline);
        page.removeEventListener?.('online', online);
      };
    },
    stop: (threadId, close) => {
      if (!can('stop')) return false;
      client.conversation.stop(threadId).then(
        () => {
          setTimeout(close, STOP_WAIT_MS);
        },
        () => {
          close();
        },
      );
      return true;
    },
    dispose: watchRunningAnswers(options),
  };
}

/** Waits before attempt `attempt`: its delay, and while offline, until the browser is online. */
/** A browser's window; elsewhere (Node) there is no `online` event, and no way to be offline. */
function browserWindow() {
  return globalThis as Partial<
    Pick<typeof globalThis, 'navigator' | 'addEventListener' | 'removeEventListener'>
  >;
}

function waitToResume(attempt: number, signal: AbortSignal): Promise<void> {
  const page = browserWindow();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      page.removeEventListener?.('online', done);
      resolve();
    };
    // Offline, only coming back online counts: then the attempt is made at once.
    const offline = page.navigator?.onLine === false;
    const timer = offline ? undefined : setTimeout(done, RESUME_DELAYS_MS[attempt]);
    signal.addEventListener('abort', done, { once: true });
    page.addEventListener?.('online', done, { once: true });
  });
}

/**
 * Follows the answer running on the thread the chat opens, once per answer; returns the function
 * that stops watching.
 */
export function watchRunningAnswers(
  options: Pick<AnswerRecoveryOptions, 'loader' | 'sessions' | 'answer' | 'respond'>,
): () => void {
  const { loader, sessions, answer, respond } = options;
  /** The answer last seen running (thread and answer id): followed once while its thread is open. */
  let seen: string | null = null;

  const check = () => {
    const load = loader.state.getState();
    // Once per opening of a thread: left and opened again, a running answer is followed anew
    // (one over by then answers 409, and the thread is re-read).
    if (seen !== null && !seen.startsWith(`${load.threadId ?? ''} `)) seen = null;
    // After the first page: the items it brings must not land on top of the answer's snapshot.
    if (load.threadId === null || load.isLoading || load.activeResponse === null) return;
    if (!(sessions.getState().session?.capabilities ?? []).includes('resume')) return;
    const key = `${load.threadId} ${load.activeResponse}`;
    if (seen === key) return;
    seen = key;
    // This chat is streaming it already (it sent it, or re-read the thread meanwhile).
    if (answer.isResponding()) return;
    void respond({ type: 'threads.resume', params: { thread_id: load.threadId } }, 'load');
  };

  const stops = [loader.state.subscribe(check), sessions.subscribe(check)];
  check();
  return () => {
    for (const stop of stops) stop();
  };
}
