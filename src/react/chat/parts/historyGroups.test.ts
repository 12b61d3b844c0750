import { describe, expect, it } from 'vitest';
import { defaultLabels } from '../../context/labels';
import { groupThreadsByDate, historyGroupOf } from './historyGroups';

// A fixed clock: Wednesday 18 March 2026, 09:30 on the device's clock.
const now = new Date(2026, 2, 18, 9, 30);
const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(...(parts as [number, number, number, number, number])).getTime() / 1000;

describe('history date groups', () => {
  it('puts a thread under today, yesterday, the previous 7 days or older, by calendar day', () => {
    expect(historyGroupOf(at(2026, 2, 18, 0, 0), now)).toBe('today');
    expect(historyGroupOf(at(2026, 2, 18, 23, 59), now)).toBe('today'); // ahead of the clock
    expect(historyGroupOf(at(2026, 2, 17, 23, 59), now)).toBe('yesterday');
    expect(historyGroupOf(at(2026, 2, 17, 0, 0), now)).toBe('yesterday');
    expect(historyGroupOf(at(2026, 2, 16, 23, 0), now)).toBe('week');
    expect(historyGroupOf(at(2026, 2, 11, 0, 0), now)).toBe('week');
    expect(historyGroupOf(at(2026, 2, 10, 23, 59), now)).toBe('older');
    expect(historyGroupOf(at(2025, 11, 31, 12, 0), now)).toBe('older');
  });

  it('groups threads under their headings, newest heading first, keeping their order', () => {
    const thread = (id: string, createdAt: number) => ({ id, created_at: createdAt });
    const groups = groupThreadsByDate(
      [
        thread('a', at(2026, 2, 18, 9)),
        thread('b', at(2026, 2, 1)),
        thread('c', at(2026, 2, 18, 8)),
        thread('d', at(2026, 2, 15)),
      ],
      now,
    );
    expect(groups.map(({ group, threads }) => [group, threads.map(({ id }) => id)])).toStrictEqual([
      ['today', ['a', 'c']],
      ['week', ['d']],
      ['older', ['b']],
    ]);
  });

  it('names today and yesterday in the chat locale', () => {
    expect(defaultLabels.historyGroup('today', 'en')).toBe('Today');
    expect(defaultLabels.historyGroup('yesterday', 'en')).toBe('Yesterday');
    expect(defaultLabels.historyGroup('today', 'fr')).toBe('Aujourd’hui');
    expect(defaultLabels.historyGroup('yesterday', 'de')).toBe('Gestern');
    expect(defaultLabels.historyGroup('week', 'en')).toBe('Previous 7 days');
    expect(defaultLabels.historyGroup('older', 'en')).toBe('Older');
  });
});
