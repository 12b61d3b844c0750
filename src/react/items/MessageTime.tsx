import { useEffect, useRef, useState } from 'react';
import { useRenderOptions } from '../context/RenderContext';
import { formatMessageTime } from './messageTime';

/**
 * When a message was sent, as a `<time>`: shown on hover and focus of its message (the styles
 * reveal it), read by screen readers with the message, with the full date as its tooltip.
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

  const text = createdAt === null ? null : formatMessageTime(createdAt, now, locale);
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
