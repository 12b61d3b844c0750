import { shareEqual } from '../../state/shareEqual';
import { receiveThreadItem } from '../../wire/receiveItem';
import type { ReceivedThreadItem } from '../../wire/received';

const cache = new WeakMap<object, ReceivedThreadItem | null>();

/**
 * A thread item a host handed in directly (not from the kit's client), read as the client reads
 * the service's: valid items come back as they are, others repaired, and null for what cannot be
 * an item at all. Cached per object, so each object is read once, and a valid item that needed no
 * defaults filled in comes back as the very same object.
 */
export function guardItem(item: unknown): ReceivedThreadItem | null {
  if (typeof item !== 'object' || item === null) return null;
  const cached = cache.get(item);
  if (cached !== undefined) return cached;
  // Rendering one item needs no thread: a missing thread_id is left empty rather than fatal.
  const { item: received } = receiveThreadItem(item, { threadId: '' });
  const trusted = received === null ? null : shareEqual(item as ReceivedThreadItem, received);
  cache.set(item, trusted);
  return trusted;
}
