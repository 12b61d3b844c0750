/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms; after a short delay
 * where there is no idle callback, as in Safari). Returns a function that cancels it.
 *
 * With `minIdleMs`, only an idle period at least that long will do: work that takes longer than
 * the gap between two frames (a page's first date formatter) waits until nothing is being
 * rendered, instead of running in the gap before a frame and holding that frame back. While the
 * page renders (a thread opening), the browser's idle periods last until the next frame only;
 * once it is done they last up to 50 ms.
 */
export function whenIdle(callback: () => void, timeout = 2000, minIdleMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const started = Date.now();
    let handle = 0;
    const run = (deadline: IdleDeadline) => {
      const waited = Date.now() - started;
      if (deadline.didTimeout || deadline.timeRemaining() >= minIdleMs || waited >= timeout) {
        callback();
        return;
      }
      handle = requestIdleCallback(run, { timeout: Math.max(1, timeout - waited) });
    };
    handle = requestIdleCallback(run, { timeout });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(callback, 200);
  return () => {
    clearTimeout(timer);
  };
}
