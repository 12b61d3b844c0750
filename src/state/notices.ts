import type { Notice, ThreadState } from './threadState';

// Where notices sit in the thread: each right after the item that was last when it arrived (or
// before every item when there was none), so the thread reads in the order things happened. An
// item removed by the stream hands its notices up (applyStreamEvent); pages never drop items.

const NO_NOTICES: readonly Notice[] = [];
const byAnchor = new WeakMap<readonly Notice[], Map<string | null, Notice[]>>();

/**
 * The notices shown right after the item `id` (null: before the first item), in the order they
 * arrived. Read by one selector per row: the grouping is built once per `notices` array and
 * shared, and a row without notices gets the one empty array, so a notice re-renders only its row.
 */
export function selectNoticesAfter(state: ThreadState, id: string | null): readonly Notice[] {
  if (state.notices.length === 0) return NO_NOTICES;
  let groups = byAnchor.get(state.notices);
  if (groups === undefined) {
    groups = new Map();
    for (const notice of state.notices)
      groups.set(notice.afterItemId, [...(groups.get(notice.afterItemId) ?? []), notice]);
    byAnchor.set(state.notices, groups);
  }
  return groups.get(id) ?? NO_NOTICES;
}
