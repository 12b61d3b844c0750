/** Path segments that would reach an object's prototype: a name holding one stays flat. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Form values by field name, with dotted names nested into objects as ChatKit sends them:
 * `todo.title` and `todo.done` become `{ todo: { title, done } }`. A name that cannot nest stays
 * as it is: an empty segment (`a..b`, `.a`), a segment reaching the prototype (`__proto__`), or a
 * path through a value that is not an object (`a` and `a.b` both named: `a` keeps its value and
 * `a.b` stays flat). Brackets have no meaning (`items[0]` is a plain key).
 */
export function nestFieldNames(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const flat: [string, unknown][] = [];
  // Plain names first, so that a dotted name never overwrites a value named outright.
  const entries = Object.entries(values).sort(
    ([a], [b]) => Number(a.includes('.')) - Number(b.includes('.')),
  );
  for (const [name, value] of entries) {
    const segments = name.split('.');
    if (
      segments.length === 1 ||
      segments.some((segment) => segment === '' || UNSAFE.has(segment))
    ) {
      if (segments.length === 1 && !UNSAFE.has(name)) result[name] = value;
      else flat.push([name, value]);
      continue;
    }
    let target: Record<string, unknown> = result;
    let nested = true;
    for (const segment of segments.slice(0, -1)) {
      const next = Object.hasOwn(target, segment) ? target[segment] : undefined;
      if (next === undefined) {
        const created: Record<string, unknown> = {};
        target[segment] = created;
        target = created;
      } else if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
        target = next as Record<string, unknown>;
      } else {
        nested = false;
        break;
      }
    }
    const last = segments[segments.length - 1] ?? name;
    if (nested && !Object.hasOwn(target, last)) target[last] = value;
    else flat.push([name, value]);
  }
  for (const [name, value] of flat) if (!UNSAFE.has(name)) result[name] = value;
  return result;
}
