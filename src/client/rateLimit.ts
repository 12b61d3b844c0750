import { UikitApiError } from '../wire/errors';
import type { ResponseMeta } from './responseMeta';

/** What the client knows of its session's request budget. Times are epoch milliseconds. */
export interface RateLimitSnapshot {
  limit: number | null;
  remaining: number | null;
  /** When the request budget resets, per the last `x-ratelimit-reset-requests`. */
  resetAt: number | null;
  /**
   * When a request may be sent again; null when it may be sent now. Set by a 429's `retry-after`,
   * or by an answer saying no request remains until the reset.
   */
  retryAt: number | null;
}

export interface RateLimitTracker {
  get: () => RateLimitSnapshot;
  /** Milliseconds until a request may be sent (0 when it may be sent now). */
  waitMs: () => number;
  subscribe: (listener: (snapshot: RateLimitSnapshot) => void) => () => void;
  record: (meta: ResponseMeta) => void;
}

const EMPTY: RateLimitSnapshot = { limit: null, remaining: null, resetAt: null, retryAt: null };

/** Tracks the rate-limit headers of every answer so nothing is retried blindly. */
export function createRateLimitTracker(now: () => number = Date.now): RateLimitTracker {
  let snapshot = EMPTY;
  const listeners = new Set<(snapshot: RateLimitSnapshot) => void>();

  const set = (next: RateLimitSnapshot) => {
    if (
      next.limit === snapshot.limit &&
      next.remaining === snapshot.remaining &&
      next.resetAt === snapshot.resetAt &&
      next.retryAt === snapshot.retryAt
    )
      return;
    snapshot = next;
    for (const listener of listeners) listener(snapshot);
  };

  return {
    get: () => snapshot,
    waitMs() {
      if (snapshot.retryAt === null) return 0;
      return Math.max(0, snapshot.retryAt - now());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record(meta) {
      const at = now();
      const headers = meta.rateLimit;
      const resetAt = headers?.resetMs != null ? at + Math.ceil(headers.resetMs) : snapshot.resetAt;
      let retryAt: number | null = null;
      if (meta.status === 429) {
        const wait = meta.retryAfterMs ?? headers?.resetMs ?? 1000;
        retryAt = at + Math.ceil(wait);
      } else if (headers?.remaining === 0 && headers.resetMs != null && headers.resetMs > 0) {
        retryAt = at + Math.ceil(headers.resetMs);
      }
      set({
        limit: headers?.limit ?? snapshot.limit,
        remaining: headers?.remaining ?? snapshot.remaining,
        resetAt,
        retryAt,
      });
    },
  };
}

/**
 * Refuses a request while the budget says to wait: the service would refuse it and count the
 * refusal against the budget, so it is not sent.
 */
export function assertMaySend(rateLimit: RateLimitTracker): void {
  const wait = rateLimit.waitMs();
  if (wait <= 0) return;
  throw new UikitApiError({
    status: 429,
    type: 'rate_limit_error',
    code: 'rate_limit_exceeded',
    message: `Too many requests: try again in ${Math.ceil(wait / 1000)} s`,
    retryAfterMs: wait,
  });
}
