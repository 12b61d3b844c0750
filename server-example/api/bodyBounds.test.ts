import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UikitApiError } from '../../src/wire';
import { DEFAULT_BOUNDS, MAX_BODY_DEPTH, checkBodyBounds, type BodyKind } from './bodyBounds';

/** The refusal `checkBodyBounds` throws, or null when the body is within bounds. */
function refusal(body: unknown, kind: BodyKind = 'conversation') {
  try {
    checkBodyBounds(body, kind);
    return null;
  } catch (error) {
    if (!(error instanceof UikitApiError)) throw error;
    return { status: error.status, code: error.code, param: error.param, message: error.message };
  }
}

/** `[[[...value...]]]`, `levels` arrays deep, built without recursion. */
function nested(levels: number, value: unknown = 0): unknown {
  let body = value;
  for (let level = 0; level < levels; level += 1) body = [body];
  return body;
}

const kinds = fc.constantFrom<BodyKind>('conversation', 'session', 'rename', 'feedback');

describe('checkBodyBounds', () => {
  it('lets every body within the default bounds through', () => {
    fc.assert(
      fc.property(kinds, fc.jsonValue({ maxDepth: 8 }), (kind, body) => {
        expect(refusal(body, kind)).toBeNull();
      }),
    );
  });

  it('refuses nesting past the bound at any depth with a 400 naming where, never a stack overflow', () => {
    fc.assert(
      fc.property(
        kinds,
        fc.integer({ min: MAX_BODY_DEPTH + 1, max: 200_000 }),
        fc.boolean(),
        (kind, levels, objects) => {
          let body: unknown = null;
          for (let level = 0; level < levels; level += 1) body = objects ? { a: body } : [body];
          const refused = refusal(body, kind);
          expect(refused).toMatchObject({ status: 400, code: 'bound_exceeded' });
          expect(refused?.message).toContain(`nested deeper than ${MAX_BODY_DEPTH} levels`);
          // The param is the path down to the first level past the bound.
          expect(refused?.param).toBe(
            objects ? Array(MAX_BODY_DEPTH).fill('a').join('.') : '[0]'.repeat(MAX_BODY_DEPTH),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('accepts exactly the deepest body allowed', () => {
    expect(refusal(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(refusal(nested(MAX_BODY_DEPTH + 1))).toMatchObject({ param: '[0]'.repeat(32) });
  });

  it.each([
    [
      'a message text',
      (n: number) => ({
        type: 'threads.create',
        params: { input: { content: [{ type: 'input_text', text: 'x'.repeat(n) }] } },
      }),
      100_000,
      'params.input.content[0].text',
    ],
    [
      'an id',
      (n: number) => ({ type: 'threads.retry_after_item', params: { thread_id: 'x'.repeat(n) } }),
      DEFAULT_BOUNDS.stringLength,
      'params.thread_id',
    ],
    [
      'a string in a client tool output',
      (n: number) => ({ params: { output: { rows: [{ note: 'x'.repeat(n) }] } } }),
      100_000,
      'params.output.rows[0].note',
    ],
  ])('bounds the length of %s', (_what, body, bound, param) => {
    expect(refusal(body(bound))).toBeNull();
    expect(refusal(body(bound + 1))).toEqual({
      status: 400,
      code: 'bound_exceeded',
      param,
      message: `${param}: longer than ${bound} characters`,
    });
  });

  it.each([
    [
      'attachments',
      (n: number) => ({ params: { input: { attachments: Array(n).fill('f') } } }),
      100,
      'params.input.attachments',
    ],
    [
      'content parts',
      (n: number) => ({ params: { input: { content: Array(n).fill({}) } } }),
      100,
      'params.input.content',
    ],
    [
      'an output array',
      (n: number) => ({ params: { output: Array(n).fill(1) } }),
      10_000,
      'params.output',
    ],
    [
      'a payload array',
      (n: number) => ({ params: { action: { payload: { ids: Array(n).fill(1) } } } }),
      1000,
      'params.action.payload.ids',
    ],
  ])('bounds the length of %s', (_what, body, bound, param) => {
    expect(refusal(body(bound))).toBeNull();
    expect(refusal(body(bound + 1))).toMatchObject({
      param,
      message: `${param}: more than ${bound} items`,
    });
  });

  it('bounds the keys of an object, and the length of a key', () => {
    const keys = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    expect(refusal({ workflow: { state_variables: keys(100) } }, 'session')).toBeNull();
    expect(refusal({ workflow: { state_variables: keys(101) } }, 'session')).toMatchObject({
      param: 'workflow.state_variables',
      message: 'workflow.state_variables: more than 100 keys',
    });
    expect(refusal({ params: { output: keys(1000) } })).toBeNull();
    expect(refusal({ title: { ['k'.repeat(257)]: 1 } }, 'rename')).toMatchObject({
      param: 'title',
      message: 'title: has a key longer than 256 characters',
    });
  });

  it('gives a field its own bounds only where it really is, not under a look-alike key', () => {
    expect(refusal({ 'params.output': Array(101).fill(0) })).toMatchObject({
      param: 'params.output',
    });
    expect(refusal({ params: { output: 1, other: Array(101).fill(0) } })).toMatchObject({
      param: 'params.other',
    });
  });
});
