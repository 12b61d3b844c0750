import MarkdownIt from 'markdown-it';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmUp', () => {
  it('makes the first date formatter and parses a sample answer once, in tasks after the one that asked', async () => {
    // Fresh modules: a page that has made no formatter and parsed nothing yet.
    vi.resetModules();
    const parse = vi.spyOn(MarkdownIt.prototype, 'parse');
    const { warmUp } = await import('./warmUp');
    const { timeFormattingWarm } = await import('../../items/messageTime');
    const done = warmUp();
    // Not in the task that asked (the one that evaluated the thread's code).
    expect(timeFormattingWarm()).toBe(false);
    expect(parse).not.toHaveBeenCalled();
    await done;
    expect(timeFormattingWarm()).toBe(true);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse.mock.calls[0]?.[0]).toContain('```ts');
    // Once a page: the chat's idle preload asks again, for nothing.
    await warmUp();
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
