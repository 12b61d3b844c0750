import { describe, expect, it } from 'vitest';
import { parseDuration, parseRetryAfter } from './duration';

describe('parseDuration', () => {
  it.each([
    ['1s', 1000],
    ['6m0s', 360_000],
    ['1m30s', 90_000],
    ['20ms', 20],
    ['0s', 0],
    ['0', 0],
    ['1h2m3s', 3_723_000],
    ['1.5s', 1500],
    ['.5s', 500],
    ['250us', 0.25],
    ['2h', 7_200_000],
    [' 3s ', 3000],
  ])('reads %s as %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'soon', '5', '1x', 's1', '1s2', '-1s', '1 s', null, undefined])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );
});

describe('parseRetryAfter', () => {
  it('reads delay seconds', () => {
    expect(parseRetryAfter('7')).toBe(7000);
    expect(parseRetryAfter('0.5')).toBe(500);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('refuses nonsense', () => {
    expect(parseRetryAfter('later')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
