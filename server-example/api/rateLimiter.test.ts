import { describe, expect, it } from 'vitest';
import { SlidingWindowRateLimiter } from './rateLimiter';

function limiterAt(start = 1_000_000) {
  let now = start;
  const limiter = new SlidingWindowRateLimiter({ now: () => now });
  return {
    limiter,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SlidingWindowRateLimiter', () => {
  it('accepts `limit` requests in any 60 s and reports what remains', () => {
    const { limiter, advance } = limiterAt();
    expect(limiter.hit('s', 2)).toEqual({ allowed: true, limit: 2, remaining: 1, resetMs: 60_000 });
    advance(20_000);
    expect(limiter.hit('s', 2)).toEqual({ allowed: true, limit: 2, remaining: 0, resetMs: 40_000 });
    advance(39_999);
    expect(limiter.hit('s', 2)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('slides: a request leaves the window 60 s after it was made', () => {
    const { limiter, advance } = limiterAt();
    limiter.hit('s', 2);
    advance(30_000);
    limiter.hit('s', 2);
    advance(30_000);
    // The first request (60 s ago) has left; the one of 30 s ago has not.
    expect(limiter.hit('s', 2)).toEqual({ allowed: true, limit: 2, remaining: 0, resetMs: 30_000 });
  });

  it('counts refused requests, so hammering keeps a client refused', () => {
    const { limiter, advance } = limiterAt();
    limiter.hit('s', 1);
    for (let second = 1; second <= 120; second += 1) {
      advance(1000);
      expect(limiter.hit('s', 1).allowed).toBe(false);
    }
    advance(60_000);
    expect(limiter.hit('s', 1).allowed).toBe(true);
  });

  it('keeps budgets apart per key', () => {
    const { limiter } = limiterAt();
    expect(limiter.hit('a', 1).allowed).toBe(true);
    expect(limiter.hit('b', 1).allowed).toBe(true);
    expect(limiter.hit('a', 1).allowed).toBe(false);
  });
});
