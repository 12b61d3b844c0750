import type { HistoryGroup } from '../../context/labels';

const ORDER: readonly HistoryGroup[] = ['today', 'yesterday', 'week', 'older'];

/** Midnight starting the local calendar day `days` after (or, negative, before) `now`'s. */
function dayStart(now: Date, days: number): number {
  // Through the calendar, not 24-hour steps: a day across a daylight-saving change is 23 or 25 h.
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).getTime();
}

/**
 * Which heading of the history list a thread created at `createdAt` (Unix seconds, as the service
 * sends it) falls under, in the local calendar of the user's device at `now`. A time ahead of the
 * device's clock counts as today.
 */
export function historyGroupOf(createdAt: number, now: Date): HistoryGroup {
  const time = createdAt * 1000;
  if (time >= dayStart(now, 0)) return 'today';
  if (time >= dayStart(now, -1)) return 'yesterday';
  if (time >= dayStart(now, -7)) return 'week';
  return 'older';
}

/** One heading of the history list and its threads, in the order they came. */
export interface ThreadGroup<T> {
  group: HistoryGroup;
  threads: T[];
}

/**
 * Threads under the headings of the history list, newest heading first; headings without threads
 * are left out and each thread keeps its place within its heading.
 */
export function groupThreadsByDate<T extends { created_at: number }>(
  threads: readonly T[],
  now: Date,
): ThreadGroup<T>[] {
  const byGroup = new Map<HistoryGroup, T[]>();
  for (const thread of threads) {
    const group = historyGroupOf(thread.created_at, now);
    const list = byGroup.get(group);
    if (list) list.push(thread);
    else byGroup.set(group, [thread]);
  }
  return ORDER.flatMap((group) => {
    const list = byGroup.get(group);
    return list ? [{ group, threads: list }] : [];
  });
}
