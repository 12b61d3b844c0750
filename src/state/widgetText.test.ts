import { describe, expect, it } from 'vitest';
import { widgetItem } from '../../test/fixtures/items';
import { applyItemUpdate } from './applyItemUpdate';
import { replaceWidgetComponent } from './widgetText';

const card = {
  type: 'Card',
  id: 'card',
  children: [
    { type: 'Title', value: 'Booking' },
    { type: 'Row', children: [{ type: 'Badge', id: 'status', label: 'Pending' }] },
  ],
};
const json = JSON.stringify(card);

describe('widget.component.updated', () => {
  it('puts the new component in place of the node with that id, the rest untouched', () => {
    const next = replaceWidgetComponent(
      json,
      'status',
      JSON.stringify({ type: 'Badge', label: 'Confirmed', color: 'success' }),
    );
    expect(JSON.parse(next)).toEqual({
      ...card,
      children: [
        card.children[0],
        {
          type: 'Row',
          children: [{ type: 'Badge', label: 'Confirmed', color: 'success', id: 'status' }],
        },
      ],
    });
  });

  it('changes nothing for an unknown id, a component without a type, or bad JSON', () => {
    const badge = JSON.stringify({ type: 'Badge', label: 'x' });
    expect(replaceWidgetComponent(json, 'nope', badge)).toBe(json);
    expect(replaceWidgetComponent(json, 'status', JSON.stringify({ label: 'x' }))).toBe(json);
    expect(replaceWidgetComponent(json, 'status', '[1]')).toBe(json);
    expect(replaceWidgetComponent(json, 'status', '{')).toBe(json);
    expect(replaceWidgetComponent('{', 'status', badge)).toBe('{');
  });

  it('applies to a widget item as an item update; the same item back when nothing changed', () => {
    const item = { ...widgetItem, widget: json };
    const updated = applyItemUpdate(item, {
      type: 'widget.component.updated',
      component_id: 'status',
      component: JSON.stringify({ type: 'Badge', label: 'Confirmed' }),
    });
    expect(updated).not.toBe(item);
    expect(updated.type === 'uikit.widget' && updated.widget).toContain('Confirmed');
    const same = applyItemUpdate(item, {
      type: 'widget.component.updated',
      component_id: 'nope',
      component: '{"type":"Text","value":"x"}',
    });
    expect(same).toBe(item);
  });
});
