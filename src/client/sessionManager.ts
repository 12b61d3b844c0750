import { parseWire } from '../wire/parse';
import { SessionSchema, type Session } from '../wire/session';

/** Returns the session JSON from the host's session route. `current` is the session being replaced. */
export type GetSession = (current: Session | null) => Promise<unknown>;

/** What `createSessionManager` takes: where sessions come from and when to refresh them. */
export interface SessionManagerOptions {
  getSession: GetSession;
  /** Refresh this long before `expires_at` (default 30 s, at most half the session's life). */
  refreshMarginMs?: number;
  now?: () => number;
}

/** Where the session manager is: idle, loading, ready with a session, or failed with an error. */
export type SessionState =
  | { status: 'idle'; session: null; error: null }
  | { status: 'loading'; session: Session | null; error: null }
  | { status: 'ready'; session: Session; error: null }
  | { status: 'error'; session: Session | null; error: unknown };

/** Holds a chat's session: `get` one, get a client secret for a request, and watch its state. */
export interface SessionManager {
  /** A session that is valid for at least the refresh margin; fetched or refreshed as needed. */
  get: (options?: { force?: boolean }) => Promise<Session>;
  /**
   * The client secret for a request. Pass the secret the service rejected as expired to get a fresh
   * one; concurrent callers share one refresh.
   */
  getClientSecret: (context: { expiredSecret: string | null }) => Promise<string>;
  getState: () => SessionState;
  subscribe: (listener: (state: SessionState) => void) => () => void;
}

/**
 * Holds the chat's session: fetches it from the host's route on first use, refreshes it shortly
 * before `expires_at` and after the service says it expired, and never mints two at once.
 * Framework-neutral; the React hook subscribes to it.
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginMs ?? 30_000;
  let state: SessionState = { status: 'idle', session: null, error: null };
  let pending: Promise<Session> | null = null;
  /** When the current session arrived, to know its whole lifetime. */
  let receivedAt = 0;
  const listeners = new Set<(state: SessionState) => void>();

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const isFresh = (session: Session) => {
    const expiresAt = session.expires_at * 1000;
    // A session shorter than twice the margin (tests use a few seconds) refreshes at half-life.
    const effectiveMargin = Math.min(margin, (expiresAt - receivedAt) / 2);
    return session.status === 'active' && expiresAt - now() > effectiveMargin;
  };

  const fetchSession = (): Promise<Session> => {
    if (pending) return pending;
    const current = state.session;
    setState({ status: 'loading', session: current, error: null });
    pending = (async () => {
      try {
        const session = parseWire(SessionSchema, await options.getSession(current), 'session');
        receivedAt = now();
        setState({ status: 'ready', session, error: null });
        return session;
      } catch (error) {
        setState({ status: 'error', session: current, error });
        throw error;
      } finally {
        pending = null;
      }
    })();
    return pending;
  };

  const get: SessionManager['get'] = ({ force = false } = {}) => {
    const session = state.session;
    if (!force && session && state.status === 'ready' && isFresh(session))
      return Promise.resolve(session);
    return fetchSession();
  };

  return {
    get,
    async getClientSecret({ expiredSecret }) {
      const session = state.session;
      if (expiredSecret !== null && session?.client_secret === expiredSecret) {
        return (await fetchSession()).client_secret;
      }
      return (await get()).client_secret;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
