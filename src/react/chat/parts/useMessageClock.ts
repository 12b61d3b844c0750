import { useState, type SyntheticEvent } from 'react';
import type { MessageClock } from '../../items/messageClock';
import { formatFullDate } from '../../items/messageTime';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';

/**
 * How old the clock may be before the thread reads it again: a relative time ("5 minutes ago")
 * counts in minutes, and reading it again re-renders every time of the thread.
 */
export const CLOCK_REFRESH_MS = 30_000;

/** The handlers the thread's log element takes: the tooltips and the clock follow its use. */
export interface MessageClockHandlers {
  onPointerOver: (event: SyntheticEvent<HTMLElement>) => void;
  onFocus: (event: SyntheticEvent<HTMLElement>) => void;
}

/**
 * The clock the times of a thread read (`MessageClockContext`), held once for all of them.
 *
 * - A message pointed at or focused gets its full date as the tooltip of its time, set on the
 *   element (a time renders no `title` in a thread), and the clock is read again if it is older
 *   than {@link CLOCK_REFRESH_MS}: what the reader looks at is never stale by more than that.
 * - Rows added to the thread read it again too (before they are painted), so a new message reads
 *   "now" however long the thread sat unused.
 */
export function useMessageClock(
  itemCount: number,
  locale: string | undefined,
): { clock: MessageClock; handlers: MessageClockHandlers } {
  const [clock, setClock] = useState<MessageClock>(() => ({ now: Date.now() }));
  const { now } = clock;

  const refresh = () => {
    if (Date.now() - now > CLOCK_REFRESH_MS) setClock({ now: Date.now() });
  };
  // Read again when rows come (not whenever the clock changes).
  useIsomorphicLayoutEffect(refresh, [itemCount]);

  const used = (event: SyntheticEvent<HTMLElement>) => {
    // A message of this thread (an article of the host's around the chat is not one).
    const message = (event.target as Element).closest('article');
    const time = event.currentTarget.contains(message)
      ? message?.querySelector<HTMLTimeElement>('time[data-slot="message-time"]')
      : null;
    if (time && !time.title) {
      const date = new Date(time.dateTime);
      if (!Number.isNaN(date.getTime())) time.title = formatFullDate(date, locale);
    }
    refresh();
  };
  return { clock, handlers: { onPointerOver: used, onFocus: used } };
}
