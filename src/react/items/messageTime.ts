import { whenIdlePeriod } from '../primitives/whenIdlePeriod';

/** How a message's time reads: the visible text, the machine-readable time and the full date. */
export interface MessageTimeText {
  /** "now", "5 minutes ago", "3 hours ago"; older: "Nov 20, 14:05" (with the year when not this one). */
  label: string;
  /** ISO 8601, for `<time dateTime>`. */
  iso: string;
  /** The full date and time, for the tooltip: "Nov 20, 2026, 2:05 PM" (formatted when read). */
  readonly full: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Younger than this, a time reads relative ("3 hours ago"); older, as a date. */
const RELATIVE_FOR = 6 * HOUR;

/**
 * Whether the page has made a date formatter yet. The first one costs far more than any after it
 * (30 to 50 ms in Chromium on a 2-core machine, as the engine loads its date data; the next, in
 * any locale, about 1 ms): a thread opening on a fresh page would pay it inside the render of
 * its first screen. Until then a message's time waits for a long idle moment (`warmTimeFormatting`).
 */
let warm = false;

/**
 * The idle period (ms) making the first formatter waits for: it takes longer than the gap before
 * a frame, so it waits until the page renders nothing (a thread opening renders for a while).
 */
export const FORMATTER_IDLE_MS = 40;

/** Whether formatting a message's time is cheap now (see `warm`). */
export function timeFormattingWarm(): boolean {
  return warm;
}

/**
 * Formatters by locale and kind, made once: building an `Intl` formatter costs far more than
 * using one, and every message of a thread asks for the same few.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Makes the formatters a thread's times need in `locale` (see `warmTimeFormattingSoon`). */
export function warmTimeFormatting(locale?: string): void {
  const now = Date.now();
  formatMessageTime(now / 1000, now, locale);
  formatMessageTime(now / 1000 - 86_400, now, locale);
  warm = true;
}

let warming: Promise<void> | undefined;

/**
 * Makes the first date formatter (`warmTimeFormatting`) in the first idle period long enough for
 * it (`FORMATTER_IDLE_MS`: not between the frames of a thread opening; at the latest after 1 s),
 * once for the page however many ask; resolves when it is made (the times waiting then render in
 * a task of their own: a promise's callbacks run before React's next render).
 */
export function warmTimeFormattingSoon(locale?: string): Promise<void> {
  warming ??= new Promise((resolve) => {
    whenIdlePeriod(
      () => {
        warmTimeFormatting(locale);
        resolve();
      },
      FORMATTER_IDLE_MS,
      1000,
    );
  });
  return warming;
}

/**
 * A message's `created_at` (Unix seconds) as text in the chat's locale, relative to `now` when it
 * is recent. Null when the time is not a usable number. Without `withLabel`, the label is empty
 * and no formatter is made (the machine-readable time and the tooltip are as ever).
 */
export function formatMessageTime(
  createdAtSeconds: number,
  now: number,
  locale?: string,
  withLabel = true,
): MessageTimeText | null {
  const time = createdAtSeconds * 1000;
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  const locales = locale ? [locale] : undefined;
  const age = now - time;
  let label: string;
  if (!withLabel) label = '';
  // A clock slightly ahead of ours still reads "now".
  else if (age < RELATIVE_FOR && age > -MINUTE) {
    const relative = cached(
      `relative ${locale ?? ''}`,
      () => new Intl.RelativeTimeFormat(locales, { numeric: 'auto' }),
    );
    label =
      age < MINUTE
        ? relative.format(0, 'second')
        : age < HOUR
          ? relative.format(-Math.floor(age / MINUTE), 'minute')
          : relative.format(-Math.floor(age / HOUR), 'hour');
  } else {
    const sameYear = new Date(now).getFullYear() === date.getFullYear();
    label = cached(
      `date ${sameYear ? 'this year' : 'with year'} ${locale ?? ''}`,
      () =>
        new Intl.DateTimeFormat(locales, {
          month: 'short',
          day: 'numeric',
          ...(sameYear ? {} : { year: 'numeric' }),
          hour: 'numeric',
          minute: '2-digit',
        }),
    ).format(date);
  }
  return {
    label,
    iso: date.toISOString(),
    // Made when read (a tooltip shown on hover): a thread opening builds one formatter fewer.
    get full() {
      return formatFullDate(date, locale);
    },
  };
}

/** A time's full date, "Nov 20, 2026, 2:05 PM": a message's tooltip. */
export function formatFullDate(date: Date, locale?: string): string {
  return cached(
    `full ${locale ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale ? [locale] : undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
  ).format(date);
}

/** Times rendered before formatting was warm, and how each gets its text once it is. */
const waiting = new Map<HTMLTimeElement, () => void>();

/**
 * Gives a time rendered without its text (formatting was cold: see `timeFormattingWarm`) its
 * label once the page's first formatter is made, on the element itself: re-rendering every
 * message's time for it would make React copy each message's path through the tree, about 16
 * components a message kept for the life of the thread. React, rendering the time again later,
 * writes the same text. A time's ref; returns its cleanup.
 */
export function labelWhenWarm(
  element: HTMLTimeElement,
  createdAtSeconds: number,
  locale?: string,
): () => void {
  waiting.set(element, () => {
    element.textContent = formatMessageTime(createdAtSeconds, Date.now(), locale)?.label ?? '';
  });
  if (waiting.size === 1)
    void warmTimeFormattingSoon(locale).then(() => {
      for (const label of waiting.values()) label();
      waiting.clear();
    });
  return () => {
    waiting.delete(element);
  };
}
