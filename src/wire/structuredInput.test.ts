import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { structuredInput, THREAD_ID } from '../../test/fixtures/items';
import { AddStructuredInputOperationSchema, StructuredInputResponseSchema } from './conversation';
import { ThreadItemSchema } from './items';
import { parseWire } from './parse';
import { receiveThreadItem } from './receiveItem';

// Protocol section 12: `uikit.structured_input`, and what `threads.add_structured_input` sends.

const context = { threadId: THREAD_ID };
const [choice, choices, freeform] = structuredInput.inputs;

describe('a structured input item', () => {
  it('reads single choice, multiple choice and free-form questions as they are', () => {
    expect(parseWire(ThreadItemSchema, structuredInput, 'item')).toEqual(structuredInput);
  });

  it('fills the defaults: one choice, not skipped', () => {
    const raw = {
      ...structuredInput,
      status: 'answered',
      inputs: [
        {
          type: 'multiple_choice',
          id: 'pace',
          question: 'Pace?',
          options: [{ value: 'Slow' }],
          answer: { values: ['Slow'] },
        },
      ],
    };
    expect(receiveThreadItem(raw, context).item).toMatchObject({
      status: 'answered',
      inputs: [{ multiple: false, answer: { values: ['Slow'], skipped: false } }],
    });
  });

  it('turns a bad question into a fallback for it alone, its siblings kept', () => {
    const raw = {
      ...structuredInput,
      inputs: [choice, { type: 'multiple_choice', id: 'x', question: 'Q?', options: 'a,b' }, 7],
    };
    const { item, problems } = receiveThreadItem(raw, context);
    expect(item).toMatchObject({
      type: 'uikit.structured_input',
      inputs: [choice, { type: 'invalid' }, { type: 'invalid', raw: 7 }],
    });
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['inputs[1].options', 'inputs[2]']),
    );
  });

  it('turns a question of an unknown type into a fallback for it alone', () => {
    const raw = { ...structuredInput, inputs: [{ type: 'date', id: 'd', question: 'When?' }] };
    expect(receiveThreadItem(raw, context).item).toMatchObject({
      type: 'uikit.structured_input',
      inputs: [{ type: 'invalid' }],
    });
  });

  it('cannot show a form without a known status or a list of inputs', () => {
    for (const patch of [
      { status: 'waiting' },
      { status: undefined },
      { inputs: null },
      { inputs: { pace: choice } },
    ]) {
      const { item, problems } = receiveThreadItem({ ...structuredInput, ...patch }, context);
      expect(item).toMatchObject({ type: 'invalid', id: structuredInput.id });
      expect(problems).not.toEqual([]);
    }
  });

  it('reads thousands of questions and options in time linear in their number', () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({
      ...freeform,
      id: `q${String(index)}`,
    }));
    const options = Array.from({ length: 10_000 }, (_, index) => ({ value: String(index) }));
    const started = performance.now();
    const { item } = receiveThreadItem(
      { ...structuredInput, inputs: [...many, { ...choices, options }] },
      context,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(item?.type === 'uikit.structured_input' && item.inputs).toHaveLength(5001);
  });
});

describe('the answer to a structured input', () => {
  it('is keyed by input id, as chatkit-python defines it', () => {
    const operation = {
      type: 'threads.add_structured_input',
      params: {
        thread_id: THREAD_ID,
        item_id: structuredInput.id,
        input: {
          status: 'answered',
          answers: {
            pace: { values: ['Relaxed'] },
            interests: { values: ['Food', 'Museums'] },
            notes: { values: [], skipped: true },
          },
        },
      },
    };
    expect(v.is(AddStructuredInputOperationSchema, operation)).toBe(true);
  });

  it('is answered or skipped, nothing else', () => {
    expect(v.is(StructuredInputResponseSchema, { status: 'skipped', answers: {} })).toBe(true);
    expect(v.is(StructuredInputResponseSchema, { status: 'pending', answers: {} })).toBe(false);
    expect(
      v.is(StructuredInputResponseSchema, { status: 'answered', answers: { a: { values: 'x' } } }),
    ).toBe(false);
  });
});
