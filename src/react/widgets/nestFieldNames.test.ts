import { describe, expect, it } from 'vitest';
import { nestFieldNames } from './nestFieldNames';

describe('nestFieldNames', () => {
  it('nests dotted names into objects, deeply, beside plain names', () => {
    expect(
      nestFieldNames({
        'todo.title': 'Buy milk',
        'todo.done': false,
        'todo.owner.name': 'Ada',
        note: 'x',
      }),
    ).toEqual({ todo: { title: 'Buy milk', done: false, owner: { name: 'Ada' } }, note: 'x' });
  });

  it('keeps names that cannot nest as they are, and never reaches a prototype', () => {
    const nested = nestFieldNames({
      'a.b': 1,
      a: 'plain',
      '.lead': 2,
      'trail.': 3,
      'x..y': 4,
      '__proto__.polluted': 5,
      'constructor.prototype.polluted': 6,
      'items[0]': 7,
    });
    expect(nested).toEqual({
      a: 'plain',
      'a.b': 1,
      '.lead': 2,
      'trail.': 3,
      'x..y': 4,
      '__proto__.polluted': 5,
      'constructor.prototype.polluted': 6,
      'items[0]': 7,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
