import { useMemo } from 'react';

/** Identity of each function seen, so a key can tell two closures apart. */
const functionIds = new WeakMap<object, number>();
let nextFunctionId = 1;

/** A key equal for structurally equal values; functions count by identity, never by source. */
function keyOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'function') return item;
    let id = functionIds.get(item);
    if (id === undefined) {
      id = nextFunctionId++;
      functionIds.set(item, id);
    }
    return `fn#${String(id)}`;
  });
}

/**
 * The same reference as last time when the value is structurally equal, so options written inline
 * (`theme={{ accentColor: '#0a7' }}`) do not re-render everything below on every host render.
 * Functions inside (renderers, label formatters) count as changed when their identity changes, so a
 * closure is never kept stale.
 */
export function useStableValue<T>(value: T): T {
  const key = keyOf(value);
  // The key captures everything `value` holds: a new value with the same key is the same value.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
