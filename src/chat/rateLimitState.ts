/**
 * The wait before the next message may be sent, in whole seconds, for a countdown: it ticks while
 * someone listens and a wait is running, and stops by itself when the wait is over.
 */
import type { RateLimitTracker } from '../client/rateLimit';
import { createReadable, type Readable } from './readable';

/** Whether sending must wait, and how many seconds are left (0: send now). */
export interface RateLimitState {
  readonly limited: boolean;
  readonly seconds: number;
}

const TICK_MS = 250;

export function createRateLimitState(
  tracker: Pick<RateLimitTracker, 'get' | 'subscribe'>,
  now: () => number = Date.now,
): Readable<RateLimitState> {
  const read = (): RateLimitState => {
    const { retryAt } = tracker.get();
    const seconds = retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - now()) / 1000));
    return { limited: seconds > 0, seconds };
  };
  const state = createReadable<RateLimitState>(read());
  let timer: ReturnType<typeof setInterval> | undefined;
  const update = () => {
    const next = read();
    state.set(next);
    if (next.limited && timer === undefined) {
      timer = setInterval(update, TICK_MS);
    } else if (!next.limited && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  let listeners = 0;
  let stopTracking: (() => void) | undefined;
  return {
    subscribe: (listener) => {
      const stop = state.subscribe(listener);
      listeners += 1;
      if (listeners === 1) {
        stopTracking = tracker.subscribe(update);
        update();
      }
      return () => {
        stop();
        listeners -= 1;
        if (listeners > 0) return;
        stopTracking?.();
        stopTracking = undefined;
        clearInterval(timer);
        timer = undefined;
      };
    },
    getState: () => {
      // Nobody listening: nothing ticks, so read afresh.
      if (listeners === 0) state.set(read());
      return state.getState();
    },
  };
}
