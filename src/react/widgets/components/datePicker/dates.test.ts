import { describe, expect, it } from 'vitest';
import { dateOnly, parseIsoDate, toIsoDate, weekStartOf } from './dates';

describe('date field values', () => {
  it('reads the date part of an ISO date or datetime, and nothing else', () => {
    expect(dateOnly('2025-05-01')).toBe('2025-05-01');
    expect(dateOnly('2025-05-01T23:30:00-05:00')).toBe('2025-05-01');
    expect(dateOnly('May 1st')).toBeUndefined();
    expect(dateOnly(undefined)).toBeUndefined();
  });

  it('turns a real day into a local date and back, and refuses impossible ones', () => {
    const date = parseIsoDate('2024-02-29');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(29);
    expect(toIsoDate(date ?? new Date(0))).toBe('2024-02-29');
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-13-45')).toBeUndefined();
    expect(toIsoDate(new Date(987, 0, 5))).toBe('0987-01-05');
  });

  it('starts the week where the locale does, Sunday when it cannot tell', () => {
    expect(weekStartOf('en-US')).toBe(0);
    expect(weekStartOf('de-DE')).toBe(1);
    expect(weekStartOf('not a locale!')).toBe(0);
  });
});
