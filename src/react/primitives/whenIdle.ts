/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms; after a short delay
 * where there is no idle callback, as in Safari), with the idle period's deadline where there is
 * one. Returns a function that cancels it.
 */
export function whenIdle(callback: (deadline?: IdleDeadline) => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(callback, 200);
  return () => {
    clearTimeout(timer);
  };
}
