import { describe, expect, it, vi } from 'vitest';
import { formatMessageTime } from './messageTime';

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0);
const secondsAgo = (seconds: number) => NOW / 1000 - seconds;

describe('formatMessageTime', () => {
  it('reads recent messages relative to now', () => {
    expect(formatMessageTime(secondsAgo(20), NOW, 'en')?.label).toBe('now');
    expect(formatMessageTime(secondsAgo(60), NOW, 'en')?.label).toBe('1 minute ago');
    expect(formatMessageTime(secondsAgo(125), NOW, 'en')?.label).toBe('2 minutes ago');
    expect(formatMessageTime(secondsAgo(3 * 3600 + 10), NOW, 'en')?.label).toBe('3 hours ago');
    // A server clock a few seconds ahead still reads "now".
    expect(formatMessageTime(secondsAgo(-5), NOW, 'en')?.label).toBe('now');
  });

  it('reads older messages as a date, with the year only when it is not this one', () => {
    const lastWeek = formatMessageTime(Date.UTC(2026, 10, 16, 9, 5) / 1000, NOW, 'en-US');
    expect(lastWeek?.label).toMatch(/^Nov 16, \d{1,2}:05\s?(AM|PM)$/);
    const lastYear = formatMessageTime(Date.UTC(2025, 0, 2, 12, 0) / 1000, NOW, 'en-US');
    expect(lastYear?.label).toContain('2025');
  });

  it("respects the chat's locale", () => {
    expect(formatMessageTime(secondsAgo(125), NOW, 'de')?.label).toBe('vor 2 Minuten');
    expect(formatMessageTime(secondsAgo(125), NOW, 'fr')?.label).toBe('il y a 2 minutes');
    expect(formatMessageTime(Date.UTC(2026, 10, 16, 9, 5) / 1000, NOW, 'de')?.label).toContain(
      '16.',
    );
  });

  it('gives the machine-readable time and the full date', () => {
    const text = formatMessageTime(secondsAgo(125), NOW, 'en-US');
    expect(text?.iso).toBe('2026-11-23T14:57:55.000Z');
    expect(text?.full).toContain('2026');
  });

  it('gives nothing for a time that is not one', () => {
    expect(formatMessageTime(Number.NaN, NOW)).toBeNull();
    expect(formatMessageTime(1e20, NOW)).toBeNull();
  });
});

describe('time formatting before the page has made a formatter', () => {
  it('is cold until warmed in an idle moment, once for all who ask', async () => {
    vi.resetModules();
    // A fresh module: the page has made no formatter yet.
    const fresh = await import('./messageTime');
    // Counts the date formatters made.
    const intl = Intl as { DateTimeFormat: typeof Intl.DateTimeFormat };
    const Real = intl.DateTimeFormat;
    let made = 0;
    intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: Parameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(fresh.timeFormattingWarm()).toBe(false);
      // Without its label, a time makes no formatter and is otherwise whole.
      const text = fresh.formatMessageTime(secondsAgo(125), NOW, 'en-US', false);
      expect(text?.label).toBe('');
      expect(text?.iso).toBe('2026-11-23T14:57:55.000Z');
      expect(made).toBe(0);
      // Asked for twice: one idle moment makes the formatters, for both.
      const first = fresh.warmTimeFormattingSoon('de');
      expect(fresh.warmTimeFormattingSoon('de')).toBe(first);
      expect(fresh.timeFormattingWarm()).toBe(false);
      await first;
      expect(fresh.timeFormattingWarm()).toBe(true);
      // The formatters it made serve the times that follow.
      const before = made;
      expect(before).toBeGreaterThan(0);
      expect(
        fresh.formatMessageTime(Date.UTC(2026, 10, 16, 9, 5) / 1000, NOW, 'de')?.label,
      ).toContain('16.');
      expect(made).toBe(before);
    } finally {
      intl.DateTimeFormat = Real;
    }
  });
});
