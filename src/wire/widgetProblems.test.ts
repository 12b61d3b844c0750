import { describe, expect, it } from 'vitest';
import { formatWidgetProblem, widgetProblems } from './widgetProblems';

const card = (...children: unknown[]) => ({ type: 'Card', children });
const formatted = (value: unknown) => widgetProblems(value).map(formatWidgetProblem);

describe('widgetProblems', () => {
  it('finds nothing in a widget the kit draws as written', () => {
    expect(
      formatted(
        card(
          { type: 'Text', value: 'Hi', weight: 'bold' },
          { type: 'Transition', children: { type: 'Badge', label: 'New' } },
          { type: 'Button', label: 'Go', id: 7, onClickAction: { type: 'go' } },
        ),
      ),
    ).toEqual([]);
  });

  it('names each wrong required prop by its node path', () => {
    expect(
      formatted(
        card(
          { type: 'Text', value: 'ok' },
          { type: 'Row', children: [{ type: 'Title', value: 'ok' }] },
          { type: 'Badge', label: 42 },
          { type: 'Row', children: [{ type: 'Input', name: '' }, { type: 'Text' }] },
          { type: 'Select', name: 'size', options: [{ value: 's' }] },
        ),
      ),
    ).toEqual([
      'children[2].label: expected a string',
      'children[3].children[0].name: expected a non-empty string',
      'children[3].children[1].value: missing (required)',
      'children[4].options[0].label: missing (required)',
    ]);
  });

  it('names what the kit ignores: props of a wrong shape, unknown props and components, stray children', () => {
    expect(
      formatted({
        type: 'Card',
        size: 'huge',
        colour: 'red',
        children: [
          { type: 'Text', value: 'x', children: [{ type: 'Text', value: 'y' }] },
          { type: 'Sparkline', children: [{ type: 'Badge' }] },
          { type: 'Box', gap: { x: 1 }, id: true },
        ],
      }),
    ).toEqual([
      'size: unsupported value "huge", ignored',
      'colour: not a prop of Card',
      'children[0].children: Text holds no children, ignored',
      'children[1]: unknown component "Sparkline", not drawn',
      'children[1].children[0].label: missing (required)',
      'children[2].id: expected a string or a number, ignored',
      'children[2].gap: unsupported value an object, ignored',
    ]);
  });

  it('reports a root that cannot be drawn, and still what is wrong inside it', () => {
    expect(formatted({ type: 'Text', value: 3 })).toEqual([
      'Invalid widget: Text: value: Invalid type: Expected string but received 3',
      'value: expected a string',
    ]);
    expect(formatted({ type: 'Row', children: [{ type: 'Badge', label: null }] })).toEqual([
      'A widget root must be Card, ListView or Basic, not Row',
      'children[0].label: expected a string',
    ]);
    expect(formatted([1])).toEqual(['Invalid widget: not a component object']);
    expect(formatted(card('text', { value: 'no type' }))).toEqual([
      'children[0]: expected a component object, got a string',
      'children[1].type: expected a string',
    ]);
  });
});
