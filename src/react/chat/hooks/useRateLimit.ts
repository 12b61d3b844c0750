import { useSyncExternalStore } from 'react';
import { useChat } from '../ChatContext';

// A clock that ticks while someone counts down, shared by every chat on the page.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeClock(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 250);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const readClock = () => now;
const noSubscription = () => () => undefined;

/**
 * Seconds until a message may be sent (0: now), from the rate-limit headers and 429s. Ticks while
 * waiting, so the composer can show a countdown instead of failing.
 *
 * @example
 * const { limited, seconds } = useRateLimit();
 * return limited ? <p>You can send again in {seconds} s.</p> : null;
 */
export function useRateLimit(): { limited: boolean; seconds: number } {
  const { runtime } = useChat();
  const { rateLimit } = runtime.client;
  const snapshot = useSyncExternalStore(rateLimit.subscribe, rateLimit.get, rateLimit.get);
  const waiting = snapshot.retryAt !== null;
  const clock = useSyncExternalStore(
    waiting ? subscribeClock : noSubscription,
    readClock,
    readClock,
  );
  const seconds =
    snapshot.retryAt === null
      ? 0
      : Math.max(0, Math.ceil((snapshot.retryAt - Math.max(clock, now)) / 1000));
  return { limited: seconds > 0, seconds };
}
