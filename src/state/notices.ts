import type { Notice, ThreadState } from './threadState';

// Where notices sit in the thread: each right after the item that was last when it arrived (or
// before every item when there was none), so the thread reads in the order things happened. Read
// through one selector per row: the grouping is built once per `notices` array and shared, a
// row's selector returns the same array until its own notices change, and rows without any share
// one empty array (so a notice re-renders the row it follows, and no other).

const NO_NOTICES: readonly Notice[] = [];

interface Placement {
  /** By the item each follows; `null`: before the first item. */
  readonly after: ReadonlyMap<string | null, readonly Notice[]>;
  /** Notices whose item the thread no longer holds, by the `itemIndex` they were found in. */
  readonly orphans: WeakMap<ThreadState['itemIndex'], readonly Notice[]>;
}

const placements = new WeakMap<readonly Notice[], Placement>();

function placementOf(notices: readonly Notice[]): Placement {
  let placement = placements.get(notices);
  if (placement === undefined) {
    const after = new Map<string | null, Notice[]>();
    for (const notice of notices) {
      const group = after.get(notice.afterItemId);
      if (group) group.push(notice);
      else after.set(notice.afterItemId, [notice]);
    }
    placement = { after, orphans: new WeakMap() };
    placements.set(notices, placement);
  }
  return placement;
}

/**
 * The notices shown right after the item `id` (null: before the first item), in the order they
 * arrived.
 */
export function selectNoticesAfter(state: ThreadState, id: string | null): readonly Notice[] {
  if (state.notices.length === 0) return NO_NOTICES;
  return placementOf(state.notices).after.get(id) ?? NO_NOTICES;
}

/**
 * Notices that follow an item the thread no longer holds (a page that left it out): shown after
 * the last item rather than lost. Removals by the stream move their notices up instead (see
 * {@link reanchorNotices}).
 */
export function selectOrphanNotices(state: ThreadState): readonly Notice[] {
  if (state.notices.length === 0) return NO_NOTICES;
  const { orphans } = placementOf(state.notices);
  let list = orphans.get(state.itemIndex);
  if (list === undefined) {
    const found = state.notices.filter(
      (notice) => notice.afterItemId !== null && !state.itemIndex.has(notice.afterItemId),
    );
    list = found.length === 0 ? NO_NOTICES : found;
    orphans.set(state.itemIndex, list);
  }
  return list;
}

/**
 * The notices once `removedId` leaves the thread: those after it move up to the item before it
 * (or before every item), so they keep their place in the stream.
 */
export function reanchorNotices(
  notices: readonly Notice[],
  itemIds: readonly string[],
  removedId: string,
): readonly Notice[] {
  if (!notices.some((notice) => notice.afterItemId === removedId)) return notices;
  const index = itemIds.indexOf(removedId);
  const previous = index > 0 ? (itemIds[index - 1] ?? null) : null;
  return notices.map((notice) =>
    notice.afterItemId === removedId ? { ...notice, afterItemId: previous } : notice,
  );
}
