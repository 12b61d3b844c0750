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
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
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
    idle[0]?.();
    await done;
    expect(timeFormattingWarm()).toBe(true);
    // Once a page: the chat's idle preload asks again, for nothing.
    const again = warmUp();
    idle[1]?.();
    await again;
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
