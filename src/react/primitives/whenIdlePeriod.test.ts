import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdlePeriod } from './whenIdlePeriod';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Stubs the idle callback API; returns the callbacks asked for, with their timeouts. */
function stubIdle() {
  const asked: { callback: (deadline: IdleDeadline) => void; timeout: number | undefined }[] = [];
  const cancelled: number[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: (deadline: IdleDeadline) => void, options?: IdleRequestOptions) =>
      asked.push({ callback, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
  return { asked, cancelled };
}

const period = (ms: number, didTimeout = false): IdleDeadline => ({
  didTimeout,
  timeRemaining: () => ms,
});

describe('whenIdlePeriod', () => {
  it('waits for an idle period as long as asked, asking again after a shorter one', () => {
    const { asked } = stubIdle();
    const callback = vi.fn();
    whenIdlePeriod(callback, 40, 1000);
    asked[0]?.callback(period(12));
    expect(callback).not.toHaveBeenCalled();
    expect(asked).toHaveLength(2);
    // Asked again with what is left of the timeout, not a new one.
    expect(asked[1]?.timeout).toBeLessThanOrEqual(1000);
    asked[1]?.callback(period(45));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs once the timeout has passed, however short the period', () => {
    const { asked } = stubIdle();
    const callback = vi.fn();
    whenIdlePeriod(callback, 40, 1000);
    asked[0]?.callback(period(2, true));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled, also after asking again', () => {
    const { asked, cancelled } = stubIdle();
    const callback = vi.fn();
    const cancel = whenIdlePeriod(callback, 40, 1000);
    asked[0]?.callback(period(3));
    cancel();
    // The handle of the request made second is the one cancelled.
    expect(cancelled).toEqual([2]);
  });

  it('falls back to a short timer where there is no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdlePeriod(callback, 40, 1000);
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
