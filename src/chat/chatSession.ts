/**
 * The chat's session as the chat lives it: getting it at start (the chat is `ready` then), the
 * chat's one renewal timer, and starting over with a fresh one. The session manager
 * (`client/sessionManager.ts`) holds the session itself and renews once on a 401.
 */
import type { Session } from '../wire/session';
import type { ChatCore } from './chatCore';
import type { ChatStateOwner } from './chatState';
import type { UploadQueue } from './uploadQueue';

/** Renew the session this long before `expires_at` (at most half its life). */
export const RENEW_BEFORE_MS = 30_000;

export interface ChatSessionOptions extends Pick<ChatCore, 'sessions' | 'events'> {
  problems: Pick<ChatStateOwner, 'report' | 'dismissProblem'>;
  /** A new session counts its uploads anew. */
  uploads: Pick<UploadQueue, 'resetSession'>;
}

export interface ChatSession {
  /**
   * Gets the session, emits `ready`, then runs `then` with it (what the chat does once it knows the
   * user). A failure of either is shown as the session's problem and emitted as an `error`.
   */
  readonly connect: (then: (session: Session) => Promise<void>) => Promise<void>;
  /** Starts the renewal timer, which follows each new `expires_at`; once, however often called. */
  readonly keepRenewed: () => void;
  readonly stopRenewing: () => void;
  /** Asks the host's route for a fresh session, e.g. after the previous one ended. */
  readonly restart: () => Promise<void>;
}

/**
 * When to renew a session that expires at `expiresAt` (seconds), `now` being the time: 30 s before
 * the end, or at half-life for a short session, and never sooner than a second from now.
 */
export function renewalDelay(expiresAt: number, now: number): number {
  const life = expiresAt * 1000 - now;
  return Math.max(1000, life - Math.min(RENEW_BEFORE_MS, life / 2));
}

export function createChatSession(options: ChatSessionOptions): ChatSession {
  const { sessions, events, problems } = options;

  // One renewal timer per chat (not per component that reads the session): it follows each new
  // `expires_at`, so an open chat never meets an expired secret. The 401 path stays in the session
  // manager, which renews once and retries.
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let stopRenewing: (() => void) | undefined;
  const scheduleRenewal = (expiresAt: number | null) => {
    clearTimeout(renewal);
    renewal = undefined;
    if (expiresAt === null) return;
    // The hook this replaces took the earlier of the two times and then asked `get()`, which still
    // found the session fresh and renewed nothing; forcing here is safe because the manager never
    // mints two at once.
    renewal = setTimeout(
      () => {
        sessions.get({ force: true }).catch(() => undefined);
      },
      renewalDelay(expiresAt, Date.now()),
    );
  };

  return {
    connect: async (then) => {
      try {
        const session = await sessions.get();
        events.emit('ready', { sessionId: session.id });
        await then(session);
      } catch (error) {
        problems.report({ during: 'session', error });
        events.emit('error', { error });
      }
    },
    keepRenewed: () => {
      if (stopRenewing) return;
      let scheduledFor: number | null = null;
      const follow = () => {
        const expiresAt = sessions.getState().session?.expires_at ?? null;
        if (expiresAt === scheduledFor) return;
        scheduledFor = expiresAt;
        scheduleRenewal(expiresAt);
      };
      const unsubscribe = sessions.subscribe(follow);
      follow();
      stopRenewing = () => {
        unsubscribe();
        clearTimeout(renewal);
        renewal = undefined;
        stopRenewing = undefined;
      };
    },
    stopRenewing: () => {
      stopRenewing?.();
    },
    restart: async () => {
      problems.dismissProblem();
      options.uploads.resetSession();
      try {
        await sessions.get({ force: true });
      } catch (error) {
        problems.report({ during: 'session', error });
      }
    },
  };
}
