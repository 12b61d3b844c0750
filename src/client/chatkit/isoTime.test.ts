import { describe, expect, it } from 'vitest';
import { isoToEpochMs, sortTime, toUnixSeconds } from './isoTime';

describe('ChatKit times', () => {
  it.each([
    // chatkit-python's naive local time with microseconds: no zone, read as UTC.
    ['2026-01-23T16:15:25.515839', Date.UTC(2026, 0, 23, 16, 15, 25, 515)],
    ['2026-01-23T16:15:25', Date.UTC(2026, 0, 23, 16, 15, 25)],
    ['2026-01-23T16:15', Date.UTC(2026, 0, 23, 16, 15)],
    ['2026-01-23 16:15:25.5', Date.UTC(2026, 0, 23, 16, 15, 25, 500)],
    // The Node SDK's toISOString().
    ['2026-01-23T16:15:25.515Z', Date.UTC(2026, 0, 23, 16, 15, 25, 515)],
    ['2026-01-23T18:15:25.515839+02:00', Date.UTC(2026, 0, 23, 16, 15, 25, 515)],
    ['2026-01-23T12:45:25-0330', Date.UTC(2026, 0, 23, 16, 15, 25)],
    ['2026-01-23T16:15:25.123456789+00:00', Date.UTC(2026, 0, 23, 16, 15, 25, 123)],
  ])('reads %s', (text, expected) => {
    expect(isoToEpochMs(text)).toBe(expected);
    expect(toUnixSeconds(text)).toBe(Math.floor(expected / 1000));
  });

  it.each([
    'yesterday',
    '',
    '2026-02-31T10:00:00',
    '2026-13-01T10:00:00',
    '2026-01-23T24:00:00',
    '2026-01-23T10:60:00',
    '2026-01-23',
    '2026-01-23T10:00:00+25:00',
    '2026-01-23T10:00:00 junk',
  ])('refuses %j', (text) => {
    expect(isoToEpochMs(text)).toBeNull();
    expect(toUnixSeconds(text)).toBeNull();
  });

  it('takes a number as seconds already, and nothing else', () => {
    expect(toUnixSeconds(1_769_184_925)).toBe(1_769_184_925);
    expect(sortTime(2)).toBe(2000);
    for (const value of [Number.NaN, Infinity, null, undefined, {}, ['2026-01-23T16:15:25']])
      expect(toUnixSeconds(value)).toBeNull();
  });

  it('keeps the fraction for ordering', () => {
    const earlier = sortTime('2026-05-19T05:00:04.123456');
    const later = sortTime('2026-05-19T05:00:04.124');
    expect(earlier).not.toBeNull();
    expect((later ?? 0) - (earlier ?? 0)).toBe(1);
  });
});
