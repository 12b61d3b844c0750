/** The date part of an ISO date or datetime (`2025-05-01T10:00Z` → `2025-05-01`), if it has one. */
export function dateOnly(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match?.[0];
}

/** A `YYYY-MM-DD` date as a local date at midnight, or undefined when it names no real day. */
export function parseIsoDate(value: string | undefined): Date | undefined {
  const iso = dateOnly(value);
  if (iso === undefined) return undefined;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // `2025-02-30` rolls over to March: not a day of the calendar.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** A local date as `YYYY-MM-DD`: what the field sends. */
export function toIsoDate(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

interface WeekInfo {
  firstDay: number;
}

/**
 * The day a week starts on in a locale (0 for Sunday … 6 for Saturday), from
 * `Intl.Locale#getWeekInfo` (or the older `weekInfo` property) where the browser has it, else Sunday.
 */
export function weekStartOf(locale: string | undefined): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const tag = new Intl.Locale(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale);
    const withInfo = tag as Intl.Locale & {
      getWeekInfo?: () => WeekInfo;
      weekInfo?: WeekInfo;
    };
    const info = withInfo.getWeekInfo?.() ?? withInfo.weekInfo;
    if (info === undefined) return 0;
    // Intl counts 1 (Monday) to 7 (Sunday).
    return (info.firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    return 0;
  }
}
