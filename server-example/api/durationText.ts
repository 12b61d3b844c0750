/**
 * Duration text for `x-ratelimit-reset-requests`: `20ms`, `1s`, `1s500ms`, `6m0s`, `1h2m3s`.
 * Milliseconds are rounded up (waiting a little long is safe, a little short is not). Fractions
 * are written as a `ms` segment instead of `1.5s` so the value parses back exactly: `1.001 * 1000`
 * is not 1001 in floating point.
 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms));
  if (total < 1000) return `${total}ms`;
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const head = hours > 0 ? `${hours}h${minutes}m` : minutes > 0 ? `${minutes}m` : '';
  return `${head}${seconds}s${millis > 0 ? `${millis}ms` : ''}`;
}
