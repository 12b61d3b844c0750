import { describe, expect, it } from 'vitest';
import type { WidgetItem } from '../../../src/wire';
import { RefusedAction } from '../workflow';
import { COUNTER, countAction, counterCard, readCount } from './counterWidget';

const card = (count: number): WidgetItem => ({
  id: 'wgt_1',
  object: 'uikit.thread_item',
  created_at: 0,
  thread_id: 'thr_1',
  type: 'uikit.widget',
  widget: JSON.stringify(counterCard(count)),
});

const press = (item: WidgetItem, by: unknown) =>
  countAction(item, { type: COUNTER.action, payload: { by } });

describe('the counter', () => {
  it('says streaming: false on its buttons, so the kit sends them at once', () => {
    expect(JSON.stringify(counterCard(3))).toContain(
      `"onClickAction":{"type":"${COUNTER.action}","payload":{"by":-1},"streaming":false}`,
    );
  });

  it('moves the count the stored card shows, and says it in copy_text', () => {
    const after = press(card(3), 1);
    expect(after).toMatchObject({
      id: 'wgt_1',
      thread_id: 'thr_1',
      copy_text: expect.stringContaining(': 4') as unknown,
    });
    expect(readCount(after.widget)).toBe(4);
    expect(readCount(press(card(3), -1).widget)).toBe(2);
  });

  it('stays within 0 and 99, and turns off the button that would leave them', () => {
    expect(readCount(press(card(0), -1).widget)).toBe(0);
    expect(readCount(press(card(99), 1).widget)).toBe(99);
    expect(JSON.stringify(counterCard(0))).toMatch(/"label":"−"[^}]*"disabled":true/);
    expect(JSON.stringify(counterCard(99))).toMatch(/"label":"\+"[^}]*"disabled":true/);
  });

  it.each([
    ['another action', { type: 'demo.other' }, 'params.action.type'],
    ['a step of 5', { type: COUNTER.action, payload: { by: 5 } }, 'params.action.payload.by'],
    ['no step', { type: COUNTER.action }, 'params.action.payload.by'],
    ['a step as text', { type: COUNTER.action, payload: { by: '1' } }, 'params.action.payload.by'],
  ])('refuses %s, naming the param', (_, action, param) => {
    expect(() => countAction(card(1), action)).toThrow(RefusedAction);
    expect(() => countAction(card(1), action)).toThrow(expect.objectContaining({ param }));
  });

  it('refuses a widget that is not the counter', () => {
    const other = { ...card(1), widget: JSON.stringify({ type: 'Card', children: [] }) };
    expect(() => press(other, 1)).toThrow(expect.objectContaining({ param: 'params.item_id' }));
    expect(readCount('not json')).toBeNull();
  });
});
