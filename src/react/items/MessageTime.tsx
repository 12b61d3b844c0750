import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRenderOptions } from '../context/RenderContext';
import { whenIdlePeriod } from '../primitives/whenIdlePeriod';
import {
  FORMATTER_IDLE_MS,
  formatMessageTime,
  onTimeFormattingWarm,
  timeFormattingWarm,
  warmTimeFormatting,
} from './messageTime';

/** Set once the idle moment that makes the first formatter is asked for: once, for every message. */
let warming: (() => void) | null = null;

/**
 * Whether the message's time can be formatted now without paying for the page's first date
 * formatter inside a render (see `timeFormattingWarm`). Cold, the first time to ask makes it in
 * the next idle moment long enough for it (`FORMATTER_IDLE_MS`: not between the frames of a
 * thread opening), and every time waiting then renders at once.
 */
function useTimeFormattingWarm(locale: string | undefined): boolean {
  const ready = useSyncExternalStore(onTimeFormattingWarm, timeFormattingWarm, () => true);
  useEffect(() => {
    if (ready || warming !== null) return;
    warming = whenIdlePeriod(
      () => {
        warmTimeFormatting(locale);
      },
      FORMATTER_IDLE_MS,
      1000,
    );
  }, [ready, locale]);
  return ready;
}

/**
 * When a message was sent, as a `<time>`: shown on hover and focus of its message (the styles
 * reveal it), read by screen readers with the message, with the full date as its tooltip. On a
 * fresh page whose chat has not yet been idle, its text comes in the first long idle moment after the
 * message renders (see `useTimeFormattingWarm`).
 */
export function MessageTime({ createdAt }: { createdAt: number | null }) {
  const { locale } = useRenderOptions();
  const ref = useRef<HTMLTimeElement>(null);
  const [now, setNow] = useState(() => Date.now());
  // The full date is a tooltip: formatted once the message is first pointed at or focused, not
  // for every message of a thread as it opens.
  const [shown, setShown] = useState(false);

  // "2 minutes ago" goes stale: read the clock again whenever the message is pointed at or
  // focused, which is when the time shows.
  useEffect(() => {
    const message = ref.current?.closest('article');
    if (!message) return;
    const refresh = () => {
      setNow(Date.now());
      setShown(true);
    };
    message.addEventListener('pointerenter', refresh);
    message.addEventListener('focusin', refresh);
    return () => {
      message.removeEventListener('pointerenter', refresh);
      message.removeEventListener('focusin', refresh);
    };
  }, []);

  const warm = useTimeFormattingWarm(locale);
  const text = createdAt === null ? null : formatMessageTime(createdAt, now, locale, warm);
  if (text === null) return null;
  return (
    <time
      ref={ref}
      data-slot="message-time"
      dateTime={text.iso}
      title={shown ? text.full : undefined}
    >
      {text.label}
    </time>
  );
}
