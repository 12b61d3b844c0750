import * as v from 'valibot';
import { shareEqual } from '../../state/shareEqual';
import { ThreadItemSchema, type ThreadItem } from '../../wire/items';

const cache = new WeakMap<object, ThreadItem | null>();

/**
 * The item as the renderers may trust it, or null when it does not have the protocol's shape.
 * Items from the kit's client were validated already; this guards what a host hands in directly
 * (initial threads, custom stores). Cached per object, so each item is checked once; an item that
 * needed no defaults filled in comes back as the very same object.
 */
export function validateItem(item: unknown): ThreadItem | null {
  if (typeof item !== 'object' || item === null) return null;
  const cached = cache.get(item);
  if (cached !== undefined) return cached;
  const result = v.safeParse(ThreadItemSchema, item);
  const trusted = result.success ? shareEqual(item as ThreadItem, result.output) : null;
  cache.set(item, trusted);
  return trusted;
}
