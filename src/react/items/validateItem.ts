import * as v from 'valibot';
import { ThreadItemSchema, type ThreadItem } from '../../wire/items';

const cache = new WeakMap<object, ThreadItem | null>();

/**
 * The item as the renderers may trust it, or null when it does not have the protocol's shape.
 * Items from the kit's client were validated already; this guards what a host hands in directly
 * (initial threads, custom stores). Cached per object, so each item is checked once.
 */
export function validateItem(item: unknown): ThreadItem | null {
  if (typeof item !== 'object' || item === null) return null;
  const cached = cache.get(item);
  if (cached !== undefined) return cached;
  const result = v.safeParse(ThreadItemSchema, item);
  // Keep the caller's object when it is already complete, so memoised renderers see one identity.
  const trusted = result.success
    ? v.is(ThreadItemSchema, item) && hasSameKeys(item, result.output)
      ? (item as ThreadItem)
      : result.output
    : null;
  cache.set(item, trusted);
  return trusted;
}

function hasSameKeys(a: object, b: object): boolean {
  const keys = Object.keys(b);
  return keys.every((key) => Object.hasOwn(a, key));
}
