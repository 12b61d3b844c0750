import { useContext, useState } from 'react';
import { useRenderOptions } from '../context/RenderContext';
import { MessageClockContext } from './messageClock';
import { formatMessageTime, labelWhenWarm, timeFormattingWarm } from './messageTime';

/**
 * When a message was sent, as a `<time>`: shown on hover and focus of its message (the styles
 * reveal it), read by screen readers with the message. In a chat's thread it reads the thread's
 * clock (`MessageClockContext`): on a fresh page its text comes once the page has made its first
 * date formatter, in a long idle moment (`labelWhenWarm`), and the full date, its tooltip, is set
 * when the message is first pointed at or focused (the thread does that once for all its
 * messages). On its own, it is formatted at once, with the full date as its tooltip.
 */
export function MessageTime({ createdAt }: { createdAt: number | null }) {
  const { locale } = useRenderOptions();
  const clock = useContext(MessageClockContext);
  const [mountedAt] = useState(Date.now);
  // On a fresh page a thread's times render without their text, which comes on the element
  // once formatting is warm (`labelWhenWarm`); on their own they format at once.
  const warm = clock === null || timeFormattingWarm();
  if (createdAt === null) return null;
  const text = formatMessageTime(createdAt, clock?.now ?? mountedAt, locale, warm);
  if (text === null) return null;
  return (
    <time
      ref={
        warm
          ? undefined
          : (element) => (element ? labelWhenWarm(element, createdAt, locale) : undefined)
      }
      data-slot="message-time"
      dateTime={text.iso}
      title={clock === null ? text.full : undefined}
    >
      {text.label}
    </time>
  );
}
