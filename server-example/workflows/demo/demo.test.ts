import { describe, expect, it } from 'vitest';
import { parseWidgetTree } from '../../../src/wire';
import { bookedCard, bookingForm, readBooking } from './bookingForm';
import { chartWidget } from './chartWidget';
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
  ])('%s -> %s', (text, trigger) => {
    expect(findTrigger(text)).toBe(trigger);
  });
});

describe('the booking widgets', () => {
  it.each([
    ['the form', bookingForm(true)],
    ['the filled-in form', bookingForm(false)],
    ['the chart card', chartWidget()],
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
