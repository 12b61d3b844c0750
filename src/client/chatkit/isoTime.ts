// ChatKit sends times as ISO-8601 text (pydantic `datetime`): built-in code writes naive local
// server time with microseconds (`2026-01-23T16:15:25.515839`), a store may return aware values
// (`Z`, `+02:00`) and the Node SDK writes `toISOString()`. `Date.parse` guarantees neither six
// fraction digits nor a missing offset, so the text is read here, field by field.

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * Milliseconds since the epoch of an ISO-8601 date and time, or null when the text is not one. A
 * time without an offset is in a zone nobody said: it is read as UTC (chatkit-dialect.md §1).
 */
export function isoToEpochMs(text: string): number | null {
  const match = ISO_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, , sign, offsetHours, offsetMinutes] =
    match;
  const parts = [year, month, day, hour, minute, second ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 2026-02-31 would roll over into March: not a date.
  if (date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1) return null;
  const millis = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  const offset =
    sign === undefined
      ? 0
      : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  if (Math.abs(offset) >= 24 * 3_600_000) return null;
  return date.getTime() + millis - offset;
}

/**
 * A ChatKit time as the kit's timestamp (integer Unix seconds): ISO text is read, a finite number
 * is taken as seconds already; anything else gives null.
 */
export function toUnixSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const ms = isoToEpochMs(value);
  return ms === null ? null : Math.floor(ms / 1000);
}

/** A time for ordering (milliseconds), or null; the same inputs as {@link toUnixSeconds}. */
export function sortTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value * 1000 : null;
  return typeof value === 'string' ? isoToEpochMs(value) : null;
}
