import MarkdownIt from 'markdown-it';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('warmUp', () => {
  it('parses a sample answer in a task after the one that asked, and makes the first date formatter when the page is idle', async () => {
    // Fresh modules: a page that has made no formatter and parsed nothing yet.
    vi.resetModules();
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) =>
      idle.push(callback),
    );
    const period = (ms: number): IdleDeadline => ({ didTimeout: false, timeRemaining: () => ms });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const parse = vi.spyOn(MarkdownIt.prototype, 'parse');
    const { warmUp } = await import('./warmUp');
    const { timeFormattingWarm } = await import('../../items/messageTime');
    const done = warmUp();
    // Not in the task that asked (the one that evaluated the thread's code).
    expect(timeFormattingWarm()).toBe(false);
    expect(parse).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      expect(parse).toHaveBeenCalledTimes(1);
    });
    expect(parse.mock.calls[0]?.[0]).toContain('```ts');
    // The formatter waits for the page to be idle: a thread opening now shows its first screen first.
    expect(timeFormattingWarm()).toBe(false);
    expect(idle).toHaveLength(1);
    // Nor in the gap before a frame (a thread rendering): it costs more than that gap.
    idle[0]?.(period(8));
    expect(timeFormattingWarm()).toBe(false);
    expect(idle).toHaveLength(2);
    idle[1]?.(period(49));
    await done;
    expect(timeFormattingWarm()).toBe(true);
    // Once a page: the chat's idle preload asks again, for nothing.
    const again = warmUp();
    idle[2]?.(period(49));
    await again;
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
