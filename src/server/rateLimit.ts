/** A budget: `max` requests at once, refilled at `max` per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The verdict on one request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key: a client may spend `max` at once, and the budget refills steadily at
 * `max` per window, so there is no window edge to burst across. Memory stays bounded: at most
 * `maxKeys` buckets are kept; full (idle) buckets are dropped first, and if every bucket is in use
 * the least recently used one goes.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    if (!(limit.max >= 1) || !(limit.windowSeconds > 0))
      throw new RangeError('rateLimit needs max >= 1 and windowSeconds > 0');
    this.perMs = limit.max / (limit.windowSeconds * 1000);
  }

  /** Spends one request of `key`'s budget, if it has one left. */
  take(key: string): RateDecision {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.limit.max, bucket.tokens + (now - bucket.updatedAt) * this.perMs)
      : this.limit.max;
    // Re-inserted on every use, so the Map's order is least recently used first.
    if (bucket) this.buckets.delete(key);
    else this.makeRoom(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, updatedAt: now });
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / this.perMs / 1000) };
    }
    this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    return { allowed: true };
  }

  /** How many clients are remembered (for tests of the bound). */
  get size(): number {
    return this.buckets.size;
  }

  /**
   * Frees a tenth of the room at once when full, so the scan runs once per many new clients, not
   * for each.
   */
  private makeRoom(now: number): void {
    if (this.buckets.size < this.maxKeys) return;
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + (now - bucket.updatedAt) * this.perMs >= this.limit.max)
        this.buckets.delete(key);
    const target = Math.max(0, this.maxKeys - Math.ceil(this.maxKeys / 10));
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= target) break;
      this.buckets.delete(key);
    }
  }
}
