import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InputTagSchema, inputTagProblems } from './inputTag';

const tag = { type: 'input_tag', text: 'Ada', id: 'person_ada' };
const pairs = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${String(i)}`, 'v']));

describe('input_tag', () => {
  it.each([
    ['a minimal tag', tag, true],
    ['every field', { ...tag, group: 'People', data: pairs(16), interactive: true }, true],
    ['text at its bound', { ...tag, text: 't'.repeat(256) }, true],
    ['text past it', { ...tag, text: 't'.repeat(257) }, false],
    ['id past it', { ...tag, id: 'i'.repeat(257) }, false],
    ['a missing id', { type: 'input_tag', text: 'x' }, false],
    ['17 data pairs', { ...tag, data: pairs(17) }, false],
    ['a data key of 64', { ...tag, data: { ['k'.repeat(64)]: 'v' } }, true],
    ['a data key of 65', { ...tag, data: { ['k'.repeat(65)]: 'v' } }, false],
    ['a data value of 512', { ...tag, data: { k: 'v'.repeat(512) } }, true],
    ['a data value of 513', { ...tag, data: { k: 'v'.repeat(513) } }, false],
    ['a number in data', { ...tag, data: { k: 1 } }, false],
    ['data as an array', { ...tag, data: ['v'] }, false],
    ['interactive as a string', { ...tag, interactive: 'yes' }, false],
    ['another type', { ...tag, type: 'input_text' }, false],
    ['not an object', 'Ada', false],
  ])('%s', (_what, value, valid) => {
    expect(v.safeParse(InputTagSchema, value).success).toBe(valid);
    expect(inputTagProblems(value).length === 0).toBe(valid);
  });

  it('names the field of each problem', () => {
    expect(inputTagProblems({ ...tag, id: 'i'.repeat(257) })).toEqual([
      'id: must be at most 256 characters',
    ]);
    expect(inputTagProblems({ ...tag, data: { k: 1 } })[0]).toMatch(/^data\.k: /);
  });
});
