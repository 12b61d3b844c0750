import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMenuSearch, groupResults, moveActive } from './menuSearch';

afterEach(() => {
  vi.useRealTimers();
});

describe('a composer menu search', () => {
  it('asks at once, then once typing pauses, and drops a late answer for an older query', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const search = createMenuSearch(async (query: string) => {
      asked.push(query);
      await new Promise((resolve) => setTimeout(resolve, query === 'a' ? 500 : 10));
      return [query];
    }, 100);
    search.search('');
    expect(search.store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(20);
    expect(search.store.getState()).toMatchObject({ status: 'ready', results: [''] });
    search.search('a');
    await vi.advanceTimersByTimeAsync(150);
    search.search('ad');
    search.search('ada');
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(['', 'a', 'ada']);
    expect(search.store.getState()).toMatchObject({ query: 'ada', results: ['ada'] });
  });

  it('shows a failed search as an error, never throws', async () => {
    const search = createMenuSearch(() => Promise.reject(new Error('down')));
    search.search('x');
    await vi.waitFor(() => {
      expect(search.store.getState().status).toBe('error');
    });
    search.reset();
    expect(search.store.getState()).toEqual({ query: '', status: 'idle', results: [] });
  });
});

describe('menu state', () => {
  it('groups results in first-seen order; indexes follow the order shown', () => {
    const groups = groupResults(
      [
        { name: 'Ada', group: 'People' },
        { name: 'Plan', group: 'Docs' },
        { name: 'Bob', group: 'People' },
      ],
      (result) => result.group,
    );
    expect(
      groups.map((g) => [g.group, g.entries.map((e) => `${String(e.index)}:${e.result.name}`)]),
    ).toEqual([
      ['People', ['0:Ada', '1:Bob']],
      ['Docs', ['2:Plan']],
    ]);
  });

  it('moves the active option with wrap-around', () => {
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
