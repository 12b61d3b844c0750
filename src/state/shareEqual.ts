/**
 * How deep sharing looks. Items are shallow; only what an item keeps as received (`raw`, tool
 * output) can nest deeper, and below this depth a changed reference costs a re-render, never a
 * stack overflow on data nested 10,000 levels deep.
 */
const MAX_DEPTH = 32;

/**
 * Returns `prev` when `next` holds the same JSON data, else `next` with every unchanged subtree of
 * `prev` reused. Keeps object identity stable across re-fetches, so memoised renderers skip work.
 */
export function shareEqual<T>(prev: T, next: T, depth = 0): T {
  if (Object.is(prev, next)) return prev;
  if (depth > MAX_DEPTH) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const shared = next.map((value: unknown, index) => {
      const result = shareEqual(prev[index] as unknown, value, depth + 1);
      if (result !== prev[index]) same = false;
      return result;
    });
    return (same ? prev : shared) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const shared: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const result = shareEqual(prev[key], next[key], depth + 1);
      if (result !== prev[key] || !Object.hasOwn(prev, key)) same = false;
      // A key named `__proto__` (JSON.parse makes it an own property) stays a property.
      Object.defineProperty(shared, key, {
        value: result,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return (same ? prev : shared) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
