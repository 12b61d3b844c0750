import { describe, expect, it } from 'vitest';
import { shareEqual } from './shareEqual';

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = { next: [value] };
  return value;
};

describe('shareEqual', () => {
  it('returns the previous value for equal data and reuses unchanged subtrees', () => {
    const prev = { a: { b: [1, 2] }, c: { d: 'x' } };
    expect(shareEqual(prev, { a: { b: [1, 2] }, c: { d: 'x' } })).toBe(prev);
    const next = shareEqual(prev, { a: { b: [1, 2] }, c: { d: 'y' } });
    expect(next).toEqual({ a: { b: [1, 2] }, c: { d: 'y' } });
    expect(next.a).toBe(prev.a);
  });

  it('compares data nested 10,000 levels deep without overflowing the stack', () => {
    const prev = nested(10_000, 'bottom');
    const next = nested(10_000, 'bottom');
    expect(() => shareEqual(prev, next)).not.toThrow();
    expect(shareEqual(prev, next)).toEqual(next);
  });

  it('keeps a key named __proto__ as data, never as the prototype', () => {
    const prev = JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as Record<string, unknown>;
    const next = JSON.parse('{"__proto__": {"polluted": 2}, "a": 1}') as Record<string, unknown>;
    const shared = shareEqual(prev, next);
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(Object.hasOwn(shared, '__proto__')).toBe(true);
    expect(JSON.stringify(shared)).toBe('{"__proto__":{"polluted":2},"a":1}');
  });
});
