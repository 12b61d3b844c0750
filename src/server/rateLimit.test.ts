import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './rateLimit';

describe('TokenBuckets', () => {
  it('never lets a key spend more than max plus what refilled since', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 300 }),
        (max, windowSeconds, gaps) => {
          let now = 0;
          const buckets = new TokenBuckets({ max, windowSeconds }, 100, () => now);
          let allowed = 0;
          for (const gap of gaps) {
            now += gap;
            if (buckets.take('k').allowed) allowed += 1;
          }
          expect(allowed).toBeLessThanOrEqual(max + (now * max) / (windowSeconds * 1000));
        },
      ),
    );
  });

  it('says how long until the next request is allowed, and allows it then', () => {
    let now = 0;
    const buckets = new TokenBuckets({ max: 3, windowSeconds: 60 }, 100, () => now);
    for (let index = 0; index < 3; index += 1) expect(buckets.take('k').allowed).toBe(true);
    const refused = buckets.take('k');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 20 });
    now += 19_000;
    expect(buckets.take('k').allowed).toBe(false);
    now += 1000;
    expect(buckets.take('k').allowed).toBe(true);
  });

  it('keeps at most maxKeys clients in memory, however many come', () => {
    let now = 0;
    const buckets = new TokenBuckets({ max: 5, windowSeconds: 60 }, 1000, () => now);
    for (let index = 0; index < 50_000; index += 1) {
      now += 1;
      buckets.take(`client-${index}`);
      expect(buckets.size).toBeLessThanOrEqual(1000);
    }
  });

  it('forgets idle clients before busy ones', () => {
    let now = 0;
    const buckets = new TokenBuckets({ max: 1, windowSeconds: 60 }, 10, () => now);
    buckets.take('busy');
    now += 120_000;
    for (let index = 0; index < 9; index += 1) buckets.take(`idle-${index}`);
    now += 120_000;
    // `busy` spends its budget again; the idle ones have refilled. The newcomer's room comes
    // from them, so `busy` is still remembered (and refused), not reset by being forgotten.
    buckets.take('busy');
    buckets.take('newcomer');
    expect(buckets.take('busy')).toMatchObject({ allowed: false });
  });

  it('refuses nonsense limits', () => {
    expect(() => new TokenBuckets({ max: 0, windowSeconds: 60 })).toThrow(RangeError);
    expect(() => new TokenBuckets({ max: 1, windowSeconds: 0 })).toThrow(RangeError);
  });
});
