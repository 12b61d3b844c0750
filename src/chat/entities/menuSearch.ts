import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the `@` or `/` menu shows: nothing yet, results on their way, results, or a failure. */
export interface MenuSearchState<T> {
  /** The query the results are for (what follows `@` or `/`). */
  readonly query: string;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly results: readonly T[];
}

/** A debounced search behind a composer menu; a late answer for an older query is dropped. */
export interface MenuSearch<T> {
  readonly store: StoreApi<MenuSearchState<T>>;
  /** Searches for `query` once typing pauses (at once for the first query). */
  search(query: string): void;
  /** Forgets the query and any answer still on its way. */
  reset(): void;
}

/** How long typing must pause before the host is asked. */
export const MENU_SEARCH_DELAY_MS = 150;

/**
 * A search for a composer menu: `find` is the host's (`entities.onTagSearch`, `commands.onSearch`).
 * A rejected or throwing `find` becomes the `error` state, never an exception in the composer.
 */
export function createMenuSearch<T>(
  find: (query: string) => Promise<readonly T[]> | readonly T[],
  delayMs = MENU_SEARCH_DELAY_MS,
): MenuSearch<T> {
  const store = createStore<MenuSearchState<T>>()(() => ({
    query: '',
    status: 'idle',
    results: [],
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const run = async (query: string, ticket: number) => {
    try {
      const results = await find(query);
      if (ticket !== generation) return;
      store.setState({
        query,
        status: 'ready',
        results: Array.isArray(results) ? (results as readonly T[]) : [],
      });
    } catch {
      if (ticket === generation) store.setState({ query, status: 'error', results: [] });
    }
  };

  return {
    store,
    search(query) {
      clearTimeout(timer);
      generation += 1;
      const ticket = generation;
      const first = store.getState().status === 'idle';
      // Earlier results stay shown (dimmed by `loading`) until the new ones come.
      store.setState({ query, status: 'loading' });
      if (first) void run(query, ticket);
      else
        timer = setTimeout(() => {
          void run(query, ticket);
        }, delayMs);
    },
    reset() {
      clearTimeout(timer);
      generation += 1;
      store.setState({ query: '', status: 'idle', results: [] });
    },
  };
}

/**
 * A result list split by group, in the order groups first appear. Each entry's `index` counts in
 * the order shown (group by group), which is the order the arrow keys move in.
 */
export function groupResults<T>(
  results: readonly T[],
  groupOf: (result: T) => string | undefined,
): { group: string | null; entries: { result: T; index: number }[] }[] {
  const groups = new Map<string | null, T[]>();
  for (const result of results) {
    const name = groupOf(result)?.trim() ?? '';
    const group = name === '' ? null : name;
    groups.set(group, [...(groups.get(group) ?? []), result]);
  }
  let index = 0;
  return [...groups].map(([group, members]) => ({
    group,
    entries: members.map((result) => ({ result, index: index++ })),
  }));
}

/**
 * The active option after an arrow key: down and up wrap around, Home and End jump; -1 while
 * there is nothing to choose.
 */
export function moveActive(
  active: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
