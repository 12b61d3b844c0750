/** Where the server reads the time. Tests inject a clock they move by hand (expiry, rate limits). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Unix seconds: the unit of every timestamp on the wire. */
export function unixSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}
