import type { Clock } from '../clock';

/** The verdict on one request, and what the rate-limit headers report. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /**
   * Milliseconds until the budget next grows: the oldest counted request leaves the window. When
   * nothing remains, that is exactly when a request is accepted again.
   */
  resetMs: number;
}

const WINDOW_MS = 60_000;
const SWEEP_EVERY = 1000;

/**
 * Per-session sliding-window limit over the last 60 s. Every request counts, refused ones too
 * (api-spec.md, Limits 4): a client that keeps hammering stays refused.
 *
 * Only the newest `limit` timestamps per session are kept: a request is accepted iff the
 * `limit`-th newest request is older than the window, so older ones can never matter.
 */
export class SlidingWindowRateLimiter {
  private readonly windows = new Map<string, number[]>();
  private hits = 0;

  constructor(private readonly clock: Clock) {}

  hit(key: string, limit: number): RateLimitDecision {
    const now = this.clock.now();
    const log = this.windows.get(key) ?? [];
    let expired = 0;
    while (expired < log.length && (log[expired] as number) <= now - WINDOW_MS) expired += 1;
    if (expired > 0) log.splice(0, expired);
    const allowed = log.length < limit;
    log.push(now);
    if (log.length > limit) log.splice(0, log.length - limit);
    this.windows.set(key, log);
    this.sweep(now);
    return {
      allowed,
      limit,
      remaining: allowed ? limit - log.length : 0,
      resetMs: (log[0] as number) + WINDOW_MS - now,
    };
  }

  /** Forgets sessions with no request in the window, so the map does not grow forever. */
  private sweep(now: number): void {
    this.hits += 1;
    if (this.hits % SWEEP_EVERY !== 0) return;
    for (const [key, log] of this.windows) {
      if ((log.at(-1) ?? 0) <= now - WINDOW_MS) this.windows.delete(key);
    }
  }
}
