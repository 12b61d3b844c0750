import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameScheduler } from './runResponse';

describe('frameScheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('flushes on the next animation frame, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
      frames[handle - 1] = () => undefined;
    });
    const flush = vi.fn();
    const cancel = frameScheduler(() => {
      cancel();
      flush();
    });
    frames[0]?.(0);
    vi.advanceTimersByTime(1000);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('still flushes when no frame comes, as in a hidden tab', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const flush = vi.fn();
    frameScheduler(flush);
    vi.advanceTimersByTime(99);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    frameScheduler(flush)();
    vi.advanceTimersByTime(1000);
    expect(flush).not.toHaveBeenCalled();
  });
});
