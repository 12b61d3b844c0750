import { describe, expect, it } from 'vitest';
import { parseWidgetTree, type StructuredInputItem } from '../../../src/wire';
import { bookedCard, bookingForm, readBooking } from './bookingForm';
import { chartWidget } from './chartWidget';
import { counterCard } from './counterWidget';
import { demoQuestions, restateAnswers } from './questions';
import { factsOf, reasonedAnswer, thoughtsAbout } from './reasoning';
import { findTrigger } from './triggers';

describe('findTrigger', () => {
  it.each([
    ['Show me a widget please', 'widget'],
    ['which TOOLS can you call?', 'tool'],
    ['run some tasks', 'tasks'],
    ['an error, then a retry', 'error'],
    ['something slow', 'slow'],
    ['lock it', 'lock'],
    ['close this', 'close'],
    ['Show me some math', 'math'],
    ['an equation or two', 'math'],
    ['aftermath', null],
    ['a deep link please', 'deeplink'],
    ['deeplinks', 'deeplink'],
    ['a widget and a tool', 'widget'],
    ['a chart widget, please', 'chart'],
    ['locksmith closet toolbox', null],
    ['hello', null],
    ['draw me a picture', 'image'],
    ['an IMAGE of hills', 'image'],
    ['imagine', null],
    ['ask me a question', 'question'],
    ['let me choose', 'question'],
    ['reason about this', 'reason'],
    ['think it over', 'reason'],
    ['thinking', null],
    ['search for sqlite', 'search'],
    ['researching', null],
    ['a counter please', 'counter'],
    ['sync it', 'counter'],
    ['async', null],
    // Earlier triggers win: the order of the README's table.
    ['a question about widgets', 'widget'],
    ['draw a chart', 'chart'],
    ['search for images', 'image'],
    ['think about a question', 'question'],
  ])('%s -> %s', (text, trigger) => {
    expect(findTrigger(text)).toBe(trigger);
  });
});

describe('the booking widgets', () => {
  it.each([
    ['the form', bookingForm(true)],
    ['the filled-in form', bookingForm(false)],
    ['the chart card', chartWidget()],
    ['the counter at 0', counterCard(0)],
    ['the counter at 99', counterCard(99)],
    [
      'the booked card',
      bookedCard(readBooking({ name: 'Ada', tour: 'tools', date: '2026-12-24' })),
    ],
  ])("%s parses with the kit's widget parser, every node known and valid", (_, tree) => {
    const parsed = parseWidgetTree(tree);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(JSON.stringify(parsed.root)).not.toMatch(/"type":"(invalid|unknown)"/);
  });

  it('reads a booking from the form values, whatever their shape', () => {
    expect(
      readBooking({ name: ' Ada ', tour: 'streaming', date: '2026-12-24T00:00', newsletter: 'on' }),
    ).toEqual({
      name: 'Ada',
      tour: 'Streaming answers',
      date: '2026-12-24',
      newsletter: true,
    });
    expect(readBooking({ name: 42, tour: 'nope', date: 'soon' })).toEqual({
      name: '',
      tour: 'Widgets and forms',
      date: null,
      newsletter: false,
    });
    expect(readBooking(undefined).name).toBe('');
  });
});

describe('the questions', () => {
  const item = (
    status: StructuredInputItem['status'],
    answers: Record<string, { values: string[]; skipped: boolean }>,
  ): StructuredInputItem => ({
    id: 'sti_1',
    object: 'uikit.thread_item',
    created_at: 0,
    thread_id: 'thr_1',
    type: 'uikit.structured_input',
    status,
    inputs: demoQuestions().map((input) => ({ ...input, answer: answers[input.id] ?? null })),
  });

  it('asks one single-choice, one multiple-choice and one free-form question', () => {
    expect(
      demoQuestions().map((input) => [input.type, input.type === 'freeform' || input.multiple]),
    ).toEqual([
      ['multiple_choice', false],
      ['multiple_choice', true],
      ['freeform', true],
    ]);
  });

  it('says back what was chosen, question by question', () => {
    const text = restateAnswers(
      item('answered', {
        topic: { values: ['Streaming'], skipped: false },
        items: { values: ['Reasoning', 'Web search'], skipped: false },
        note: { values: ['Keyboard use, please'], skipped: false },
      }),
    );
    expect(text).toContain('start with? You chose **Streaming**.');
    expect(text).toContain('You chose **Reasoning**, **Web search**.');
    expect(text).toContain('You wrote: “Keyboard use, please”');
  });

  it('says which were skipped or left empty, and when all were skipped', () => {
    const text = restateAnswers(
      item('answered', {
        topic: { values: [], skipped: true },
        items: { values: [], skipped: false },
        note: { values: [], skipped: false },
      }),
    );
    expect(text).toContain('start with? You skipped this one.');
    expect(text).toContain('show? You chose none.');
    expect(text).toContain('cover? You left it empty.');
    expect(restateAnswers(item('skipped', {}))).toContain('You skipped the questions');
  });
});

describe('the reasoning', () => {
  it('works out what it says from the message', () => {
    const facts = factsOf('Could you reason about extraordinary things?');
    expect(facts).toEqual({ words: 6, longest: 'extraordinary', question: true });
    const thoughts = thoughtsAbout('Could you reason about extraordinary things?', facts);
    expect(thoughts.map((thought) => thought.summary)).toEqual([
      '“Could you reason about extraordinary things?”: 6 words, with a question mark.',
      'The longest word is “extraordinary”.',
      expect.any(String),
    ]);
    expect(reasonedAnswer(facts, 2)).toContain('I thought for 2 s in three steps');
    expect(reasonedAnswer(facts, 2)).toContain(
      'its longest is “extraordinary”, and it asks something',
    );
  });

  it('copes with a message without words', () => {
    expect(factsOf('?!')).toEqual({ words: 0, longest: '', question: true });
    expect(reasonedAnswer(factsOf(''), 0)).toContain('no words to weigh');
  });
});
