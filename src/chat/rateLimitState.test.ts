import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimitTracker } from '../client/rateLimit';
import type { ResponseMeta } from '../client/responseMeta';
import { createRateLimitState } from './rateLimitState';

/** A 429 asking to wait `ms`. */
const tooMany = (ms: number): ResponseMeta => ({
  status: 429,
  requestId: null,
  clientRequestId: 'req_test',
  processingMs: null,
  version: null,
  rateLimit: null,
  retryAfterMs: ms,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the rate-limit countdown', () => {
  it('counts whole seconds down while someone listens, then stops ticking', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const tracker = createRateLimitTracker();
    const countdown = createRateLimitState(tracker);
    expect(countdown.getState()).toEqual({ limited: false, seconds: 0 });

    const seen: number[] = [];
    const stop = countdown.subscribe(() => seen.push(countdown.getState().seconds));
    tracker.record(tooMany(2500));
    expect(countdown.getState()).toEqual({ limited: true, seconds: 3 });
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(countdown.getState()).toEqual({ limited: false, seconds: 0 });
    // Nothing left to count: no timer runs.
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('runs no timer while nobody listens, and reads the wait afresh', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const tracker = createRateLimitTracker();
    const countdown = createRateLimitState(tracker);
    tracker.record(tooMany(10_000));
    expect(vi.getTimerCount()).toBe(0);
    expect(countdown.getState().seconds).toBe(10);
    vi.advanceTimersByTime(4000);
    expect(countdown.getState().seconds).toBe(6);

    const stop = countdown.subscribe(() => undefined);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
