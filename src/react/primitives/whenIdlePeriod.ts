import { whenIdle } from './whenIdle';

/**
 * Runs `callback` in the first idle period at least `minMs` long (at the latest after `timeout`
 * ms; after a short delay where there is no idle callback, as in Safari). Returns a function that
 * cancels it. For work that takes longer than the gap between two frames (a page's first date
 * formatter): it waits until nothing is being rendered, instead of running in the gap before a
 * frame and holding that frame back. While the page renders (a thread opening), the browser's idle
 * periods last until the next frame only; once it is done they last up to 50 ms.
 */
export function whenIdlePeriod(callback: () => void, minMs: number, timeout: number): () => void {
  const until = Date.now() + timeout;
  const run = (deadline?: IdleDeadline) => {
    const left = until - Date.now();
    if (!deadline || deadline.didTimeout || left <= 0 || deadline.timeRemaining() >= minMs)
      callback();
    else cancel = whenIdle(run, left);
  };
  let cancel = whenIdle(run, timeout);
  return () => {
    cancel();
  };
}
