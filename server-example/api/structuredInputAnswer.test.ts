import { describe, expect, it } from 'vitest';
import { UikitApiError, type StructuredInputItem } from '../../src/wire';
import {
  MAX_FREEFORM_ANSWER_LENGTH,
  answerParam,
  answerStructuredInput,
} from './structuredInputAnswer';

const pending: StructuredInputItem = {
  id: 'sti_1',
  object: 'uikit.thread_item',
  created_at: 0,
  thread_id: 'thr_1',
  type: 'uikit.structured_input',
  status: 'pending',
  inputs: [
    {
      type: 'multiple_choice',
      id: 'size',
      question: 'Which size?',
      options: [{ value: 'S' }, { value: 'M' }, { value: 'L' }],
      multiple: false,
      answer: null,
    },
    {
      type: 'multiple_choice',
      id: 'toppings',
      question: 'Which toppings?',
      options: [{ value: 'cheese' }, { value: 'olives' }],
      multiple: true,
      answer: null,
    },
    { type: 'freeform', id: 'note', question: 'Anything else?', description: null, answer: null },
  ],
};

type Answers = Parameters<typeof answerStructuredInput>[1]['answers'];

const answer = (answers: Answers) =>
  answerStructuredInput(pending, { status: 'answered', answers });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof UikitApiError) return error;
    throw error;
  }
  throw new Error('accepted');
};

describe('answerStructuredInput', () => {
  it('stores each answer on its input, and counts an input left out as skipped', () => {
    const answered = answer({
      size: { values: ['M'] },
      toppings: { values: ['olives', 'cheese'] },
    });
    expect(answered.status).toBe('answered');
    expect(answered.inputs.map((input) => input.answer)).toEqual([
      { values: ['M'], skipped: false },
      { values: ['olives', 'cheese'], skipped: false },
      { values: [], skipped: true },
    ]);
    // Everything else of the item stays as it was.
    expect({ ...answered, status: 'pending', inputs: pending.inputs }).toEqual(pending);
  });

  it('trims a free-form answer and keeps an empty one as no value', () => {
    expect(answer({ note: { values: ['  ring twice \n'] } }).inputs[2]?.answer).toEqual({
      values: ['ring twice'],
      skipped: false,
    });
    expect(answer({ note: { values: ['   '] } }).inputs[2]?.answer).toEqual({
      values: [],
      skipped: false,
    });
  });

  it('skips every input when the whole item is skipped', () => {
    const skipped = answerStructuredInput(pending, { status: 'skipped', answers: {} });
    expect(skipped.status).toBe('skipped');
    expect(skipped.inputs.every((input) => input.answer?.skipped === true)).toBe(true);
  });

  it('takes an input skipped on its own', () => {
    expect(answer({ size: { values: [], skipped: true } }).inputs[0]?.answer).toEqual({
      values: [],
      skipped: true,
    });
  });

  it.each<[string, Answers, string]>([
    ['an unknown input', { colour: { values: ['red'] } }, 'params.input.answers.colour'],
    ['an input named like no param', { 'a b': { values: [] } }, 'params.input.answers["a b"]'],
    [
      'a value that is no option',
      { size: { values: ['XL'] } },
      'params.input.answers.size.values[0]',
    ],
    [
      'two values for a single choice',
      { size: { values: ['S', 'M'] } },
      'params.input.answers.size.values',
    ],
    [
      'a value chosen twice',
      { toppings: { values: ['cheese', 'cheese'] } },
      'params.input.answers.toppings.values[1]',
    ],
    [
      'two texts for a free-form question',
      { note: { values: ['a', 'b'] } },
      'params.input.answers.note.values',
    ],
    [
      'a free-form answer too long',
      { note: { values: ['x'.repeat(MAX_FREEFORM_ANSWER_LENGTH + 1)] } },
      'params.input.answers.note.values[0]',
    ],
    [
      'a skipped answer with values',
      { size: { values: ['S'], skipped: true } },
      'params.input.answers.size.values',
    ],
  ])('refuses %s with a 400 naming the param', (_, answers, param) => {
    const error = refusal(() => answer(answers));
    expect(error).toMatchObject({ status: 400, code: 'invalid_answer', param });
    expect(error.message.length).toBeGreaterThan(20);
  });

  it('checks the inputs named even when the whole item is skipped', () => {
    expect(
      refusal(() =>
        answerStructuredInput(pending, { status: 'skipped', answers: { nope: { values: [] } } }),
      ),
    ).toMatchObject({ status: 400, param: 'params.input.answers.nope' });
  });

  it('is not fooled by an input whose id is a property of every object', () => {
    const tricky: StructuredInputItem = {
      ...pending,
      inputs: [{ type: 'freeform', id: 'constructor', question: 'Q?', answer: null }],
    };
    expect(
      answerStructuredInput(tricky, { status: 'answered', answers: {} }).inputs[0]?.answer,
    ).toEqual({ values: [], skipped: true });
  });

  it('answers 409 once the item was answered or skipped', () => {
    const answered = answer({ size: { values: ['S'] } });
    expect(
      refusal(() => answerStructuredInput(answered, { status: 'answered', answers: {} })),
    ).toMatchObject({ status: 409, code: 'structured_input_answered', param: 'params.item_id' });
  });

  it('names params the way the API names them', () => {
    expect(answerParam('topic_1')).toBe('params.input.answers.topic_1');
    expect(answerParam('1st')).toBe('params.input.answers["1st"]');
  });
});
