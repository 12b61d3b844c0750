import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/client';
import { formatDuration } from './durationText';

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [20, '20ms'],
    [999, '999ms'],
    [999.2, '1s'],
    [1000, '1s'],
    [1500, '1s500ms'],
    [59_999, '59s999ms'],
    [60_000, '1m0s'],
    [360_000, '6m0s'],
    [3_723_004, '1h2m3s4ms'],
    [-5, '0ms'],
  ])('writes %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it("parses back exactly with the kit client's parser, for every millisecond of a minute", () => {
    const samples = [...Array.from({ length: 61_001 }, (_, ms) => ms), 3_600_000, 3_661_001];
    const wrong = samples.filter((ms) => parseDuration(formatDuration(ms)) !== ms);
    expect(wrong).toEqual([]);
  });
});
