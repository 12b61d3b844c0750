import { describe, expect, it } from 'vitest';
import {
  basicWidget,
  everyComponent,
  kitchenSinkCard,
  listViewWidget,
} from '../../test/fixtures/widgets';
import {
  WIDGET_COMPONENT_TYPES,
  WIDGET_LIMITS,
  parseWidget,
  parseWidgetTree,
  type WidgetNode,
} from './widgets';

function parsedRoot(value: unknown) {
  const result = parseWidgetTree(value);
  if (!result.ok) throw new Error(result.error);
  return result.root;
}

function walk(node: WidgetNode, visit: (node: WidgetNode) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

describe('parseWidget', () => {
  it('parses every component of the vocabulary with its props', () => {
    const root = parsedRoot(kitchenSinkCard);
    const seen = new Set<string>();
    walk(root, (node) => seen.add(node.type));
    expect([...seen].sort()).toEqual(
      [...WIDGET_COMPONENT_TYPES]
        .filter((t) => t !== 'ListView' && t !== 'ListViewItem' && t !== 'Basic')
        .sort(),
    );
    expect(parsedRoot(listViewWidget).type).toBe('ListView');
    expect(parsedRoot(basicWidget).type).toBe('Basic');
  });

  it('keeps props, including actions and their handler', () => {
    const root = parsedRoot(kitchenSinkCard);
    expect(root).toMatchObject({
      type: 'Card',
      id: 'kitchen_sink',
      size: 'lg',
      cancel: { label: 'Discard', action: { type: 'discard', handler: 'client' } },
    });
    const button = parsedRoot({ type: 'Card', children: [everyComponent.Button] });
    expect(button).toMatchObject({
      children: [
        {
          type: 'Button',
          label: 'Confirm',
          iconStart: 'check',
          onClickAction: { type: 'confirm', payload: { id: 7 } },
        },
      ],
    });
  });

  it('normalises a Transition child and missing children to lists', () => {
    const root = parsedRoot({
      type: 'Card',
      children: [everyComponent.Transition, { type: 'Row' }],
    });
    expect(root.children[0]).toMatchObject({
      type: 'Transition',
      children: [{ type: 'Text', value: 'appears' }],
    });
    expect(root.children[1]).toMatchObject({ type: 'Row', children: [] });
  });

  it('turns an unknown component into an unknown node and leaves its siblings', () => {
    const root = parsedRoot({
      type: 'Card',
      children: [
        { type: 'Hologram', id: 'h1' },
        { type: 'Text', value: 'still here' },
      ],
    });
    expect(root.children).toEqual([
      { type: 'unknown', original_type: 'Hologram', id: 'h1', props: {}, children: [] },
      { type: 'Text', value: 'still here' },
    ]);
  });

  it('keeps the raw props and parsed children of an unknown component for host components', () => {
    const root = parsedRoot({
      type: 'Card',
      children: [
        {
          type: 'Sparkline',
          id: 'c',
          series: [1, 2, 3],
          children: [{ type: 'Caption', value: 'Q1' }],
        },
      ],
    });
    expect(root.children[0]).toEqual({
      type: 'unknown',
      original_type: 'Sparkline',
      id: 'c',
      props: { series: [1, 2, 3] },
      children: [{ type: 'Caption', value: 'Q1' }],
    });
  });

  it('turns a node missing required content into an invalid node with its path', () => {
    const root = parsedRoot({
      type: 'Card',
      children: [{ type: 'Row', children: [{ type: 'Text', size: 'md' }] }],
    });
    const row = root.children[0];
    expect(row?.type).toBe('Row');
    expect(row && 'children' in row ? row.children[0] : null).toMatchObject({
      type: 'invalid',
      original_type: 'Text',
      path: 'children[0].children[0]',
    });
  });

  it('drops presentation props it does not understand instead of failing', () => {
    const root = parsedRoot({
      type: 'Card',
      size: 'gigantic',
      children: [
        { type: 'Badge', label: 'x', color: 'ultraviolet', pill: 'yes', variant: 'soft' },
        { type: 'Icon', name: 'unicorn' },
      ],
    });
    expect(root).not.toHaveProperty('size');
    expect(root.children[0]).toEqual({ type: 'Badge', label: 'x', variant: 'soft' });
    expect(root.children[1]).toEqual({ type: 'Icon', name: 'unicorn' });
  });

  it('reads lucide: icon names in every icon prop, dropping a malformed one alone', () => {
    const root = parsedRoot({
      type: 'Card',
      status: { text: 'Booked', icon: 'lucide:plane-takeoff' },
      children: [
        { type: 'Button', label: 'Wake', iconStart: 'lucide:alarm-clock', iconEnd: 'lucide:x' },
        { type: 'Button', label: 'Bad', iconStart: 'lucide:Alarm Clock', iconEnd: 'lucide:../x' },
        { type: 'Icon', name: 'lucide:alarm-clock' },
      ],
    });
    expect(root).toMatchObject({ status: { text: 'Booked', icon: 'lucide:plane-takeoff' } });
    expect(root.children[0]).toMatchObject({
      iconStart: 'lucide:alarm-clock',
      iconEnd: 'lucide:x',
    });
    expect(root.children[1]).toEqual({ type: 'Button', label: 'Bad' });
    expect(root.children[2]).toEqual({ type: 'Icon', name: 'lucide:alarm-clock' });
    // A status keeps its text when its icon, favicon or frame cannot be used.
    const list = parsedRoot({
      type: 'ListView',
      status: { text: 'Results', icon: `lucide:${'a'.repeat(65)}`, frame: 'yes' },
      children: [],
    });
    expect(list).toMatchObject({ status: { text: 'Results' } });
    expect(list).not.toMatchObject({ status: { icon: expect.anything() as unknown } });
    expect(list).not.toMatchObject({ status: { frame: expect.anything() as unknown } });
  });

  it('keeps a text editable when one of its options cannot be read, not when it has no name', () => {
    const root = parsedRoot({
      type: 'Card',
      children: [
        {
          type: 'Text',
          value: 'Ada',
          editable: { name: 'first', autoFocus: 'yes', autoSelect: true, placeholder: 7 },
        },
        { type: 'Text', value: 'Nameless', editable: { autoFocus: true } },
      ],
    });
    expect(root.children[0]).toMatchObject({
      editable: { name: 'first', autoSelect: true },
    });
    expect(root.children[0]).not.toMatchObject({
      editable: { autoFocus: expect.anything() as unknown },
    });
    expect(root.children[0]).not.toMatchObject({
      editable: { placeholder: expect.anything() as unknown },
    });
    expect(root.children[1]).toEqual({ type: 'Text', value: 'Nameless' });
  });

  it('reads a Select’s searchable, dropping a value that is not a boolean', () => {
    const root = parsedRoot({
      type: 'Card',
      children: [
        { type: 'Select', name: 'a', options: [], searchable: true },
        { type: 'Select', name: 'b', options: [], searchable: 'yes' },
      ],
    });
    expect(root.children[0]).toMatchObject({ type: 'Select', searchable: true });
    expect(root.children[1]).toEqual({ type: 'Select', name: 'b', options: [] });
  });

  it('never keeps functions, script or unknown keys', () => {
    const root = parsedRoot({
      type: 'Card',
      onClick: 'alert(1)',
      dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' },
      children: [{ type: 'Text', value: 'x', style: { background: 'url(javascript:alert(1))' } }],
    });
    expect(root).toEqual({ type: 'Card', children: [{ type: 'Text', value: 'x' }] });
  });

  it('fails the widget, not the page, for an unusable root or bad JSON', () => {
    expect(parseWidget('{not json')).toEqual({ ok: false, error: 'Widget is not valid JSON' });
    expect(parseWidget('[]')).toMatchObject({ ok: false });
    expect(parseWidget('null')).toMatchObject({ ok: false });
    expect(parseWidget(JSON.stringify({ type: 'Text', value: 'x' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Card, ListView or Basic') as unknown,
    });
    expect(parseWidget(JSON.stringify({ type: 'Spaceship' }))).toMatchObject({ ok: false });
  });

  it('stops at the depth and size limits', () => {
    let deep: Record<string, unknown> = { type: 'Text', value: 'bottom' };
    for (let i = 0; i < WIDGET_LIMITS.maxDepth + 10; i += 1)
      deep = { type: 'Box', children: [deep] };
    const root = parsedRoot({ type: 'Card', children: [deep] });
    let invalid: WidgetNode | null = null;
    walk(root, (node) => {
      if (node.type === 'invalid') invalid = node;
    });
    expect(invalid).toMatchObject({ message: 'nested too deeply' });

    const wide = {
      type: 'Card',
      children: Array.from({ length: WIDGET_LIMITS.maxNodes + 5 }, () => ({ type: 'Spacer' })),
    };
    const many = parsedRoot(wide);
    expect(many.children.at(-1)).toMatchObject({ type: 'invalid', message: 'too many nodes' });
  });

  it('reads numeric ids as strings', () => {
    expect(parsedRoot({ type: 'Card', id: 7, children: [] })).toEqual({
      type: 'Card',
      id: '7',
      children: [],
    });
  });
});
