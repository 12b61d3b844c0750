import type { ReceivedThreadItem } from '../wire/received';
import { shareEqual } from './shareEqual';
import { withItemOrder, type ThreadState } from './threadState';

/**
 * Where a REST page sits relative to the items already held, when none of them overlap:
 * `older` (loaded on scroll-up), `newer` (a refresh of the latest page). `replace` makes the page
 * the whole list (keeping items still streaming).
 */
export type PagePosition = 'older' | 'newer' | 'replace';

/**
 * Merges a page of items (oldest first) from the items list endpoint with the live state, without
 * duplicates. The page's own order is kept; items the state holds that the page lacks keep their
 * place relative to their neighbours. Items still streaming keep their live version; every other
 * item takes the stored version, reusing the current object when the data is equal.
 */
export function mergeItemsPage<S extends ThreadState>(
  state: S,
  page: readonly ReceivedThreadItem[],
  position: PagePosition,
): S {
  const threadId = state.thread?.id;
  const incoming =
    threadId === undefined ? page : page.filter((item) => item.thread_id === threadId);

  const byId = new Map<string, ReceivedThreadItem>();
  for (const item of state.items) byId.set(item.id, item);
  for (const item of incoming) {
    const current = byId.get(item.id);
    if (current && Object.hasOwn(state.streaming, item.id)) continue;
    byId.set(item.id, current ? shareEqual(current, keepInterrupted(current, item)) : item);
  }

  // An id twice in a page takes the later data (set above) at the earlier place.
  const pageIds = [...new Set(incoming.map((item) => item.id))];
  let order: readonly string[];
  if (position === 'replace') {
    const inPage = new Set(pageIds);
    const live = state.itemIds.filter(
      (id) => Object.hasOwn(state.streaming, id) && !inPage.has(id),
    );
    order = [...pageIds, ...live];
  } else {
    order = mergeOrder(state.itemIds, pageIds, position);
  }

  const items = order.map((id) => byId.get(id) as ReceivedThreadItem);
  if (sameList(order, state.itemIds)) {
    // Same order: keep the ids and index; keep the items array too when no item changed.
    return items.every((item, index) => item === state.items[index]) ? state : { ...state, items };
  }
  return withItemOrder(state, items);
}

/**
 * An answer this chat saw break off stays `interrupted` when the service stored it as `stopped`:
 * a dropped connection and the stop button both close the request, so the service cannot tell
 * them apart, and the chat can.
 */
function keepInterrupted(current: ReceivedThreadItem, stored: ReceivedThreadItem) {
  if (
    current.type !== 'uikit.assistant_message' ||
    stored.type !== 'uikit.assistant_message' ||
    current.incomplete_details?.reason !== 'interrupted' ||
    stored.status !== 'incomplete' ||
    stored.incomplete_details?.reason !== 'stopped'
  )
    return stored;
  return { ...stored, incomplete_details: { ...stored.incomplete_details, reason: 'interrupted' } };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Interleaves two orders that agree on their common ids. Page ids missing from the current order
 * are placed right before the next common id; with no common id, `older` pages go first.
 */
function mergeOrder(
  current: readonly string[],
  page: readonly string[],
  position: 'older' | 'newer',
): readonly string[] {
  const inPage = new Set(page);
  const inCurrent = new Set(current);
  if (!page.some((id) => inCurrent.has(id))) {
    if (page.length === 0) return current;
    return position === 'older' ? [...page, ...current] : [...current, ...page];
  }
  const result: string[] = [];
  let pageIndex = 0;
  for (const id of current) {
    if (inPage.has(id)) {
      for (
        let pending = page[pageIndex];
        pending !== undefined && pending !== id;
        pending = page[pageIndex]
      ) {
        if (!inCurrent.has(pending)) result.push(pending);
        pageIndex += 1;
      }
      pageIndex += 1;
    }
    result.push(id);
  }
  for (const pending of page.slice(pageIndex)) {
    if (!inCurrent.has(pending)) result.push(pending);
  }
  return result;
}
