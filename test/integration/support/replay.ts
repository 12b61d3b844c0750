import { applyItemUpdate } from '../../../src/state/applyItemUpdate';
import type { ReceivedStreamEvent, ReceivedThreadItem } from '../../../src/wire';

/**
 * The items a client holds after reading `events` on top of `items`, as protocol section 6 reads
 * them: `added`, `done` and `replaced` put the item in place (a new one at the end), `updated`
 * applies the increment (a missing content part padded), `removed` drops it.
 */
export function replay(
  items: readonly ReceivedThreadItem[],
  events: readonly ReceivedStreamEvent[],
): ReceivedThreadItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const event of events) {
    switch (event.type) {
      case 'thread.item.added':
      case 'thread.item.done':
      case 'thread.item.replaced':
        byId.set(event.item.id, event.item);
        break;
      case 'thread.item.updated': {
        const item = byId.get(event.item_id);
        if (item) byId.set(item.id, applyItemUpdate(item, event.update));
        break;
      }
      case 'thread.item.removed':
        byId.delete(event.item_id);
        break;
      default:
        break;
    }
  }
  return [...byId.values()];
}

/** Items by id: the stored order is the order items finished, a client's the order they began. */
export const sortedById = (items: readonly ReceivedThreadItem[]) =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
