const UNIT_MS: Record<string, number> = {
  h: 3_600_000,
  m: 60_000,
  s: 1000,
  ms: 1,
  us: 0.001,
  µs: 0.001,
  μs: 0.001,
  ns: 0.000_001,
};

const SEGMENT = /(\d+(?:\.\d*)?|\.\d+)(h|ms|m|s|us|µs|μs|ns)/y;

/**
 * Milliseconds of a duration text as the rate-limit headers carry it (`1s`, `6m0s`, `1m30s`,
 * `20ms`, `1h2m3.5s`; Go's duration syntax). `null` for anything else, so a malformed header never
 * becomes a wrong wait.
 */
export function parseDuration(text: string | null | undefined): number | null {
  if (text == null) return null;
  const input = text.trim();
  if (input === '') return null;
  if (input === '0') return 0;
  let total = 0;
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < input.length) {
    const start = SEGMENT.lastIndex;
    const match = SEGMENT.exec(input);
    if (match?.index !== start) return null;
    const [, amount = '', unit = ''] = match;
    const factor = UNIT_MS[unit];
    if (factor === undefined) return null;
    total += Number(amount) * factor;
  }
  return Number.isFinite(total) ? total : null;
}

/**
 * Milliseconds of a `retry-after` header: delay seconds or an HTTP date (RFC 9110 §10.2.3).
 */
export function parseRetryAfter(text: string | null, now: number = Date.now()): number | null {
  if (text == null || text.trim() === '') return null;
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
