import { describe, expect, it } from 'vitest';
import { WIDGET_COMPONENT_TYPES } from '../../src/wire/widgets';
import { formatWidgetProblem, widgetProblems } from '../../src/wire/widgetProblems';
import { GALLERY } from './playgroundGallery';

/** Every component type in a raw widget tree. */
function typesIn(node: unknown, found: Set<string>): Set<string> {
  if (typeof node !== 'object' || node === null) return found;
  const record = node as { type?: unknown; children?: unknown };
  if (typeof record.type === 'string') found.add(record.type);
  const children = Array.isArray(record.children) ? record.children : [record.children];
  for (const child of children) typesIn(child, found);
  return found;
}

describe('the widget playground gallery', () => {
  it('has at least 20 examples with distinct ids', () => {
    expect(GALLERY.length).toBeGreaterThanOrEqual(20);
    expect(new Set(GALLERY.map((example) => example.id)).size).toBe(GALLERY.length);
  });

  it('uses every component of the vocabulary the kit’s schema knows, and no other', () => {
    const used = new Set<string>();
    for (const example of GALLERY) typesIn(example.widget, used);
    expect([...used].sort()).toEqual([...WIDGET_COMPONENT_TYPES].sort());
  });

  it.each(GALLERY.map((example) => [example.id, example.widget] as const))(
    '%s draws without a problem',
    (_id, widget) => {
      const problems = widgetProblems(widget).map(formatWidgetProblem);
      expect(problems).toEqual([]);
    },
  );
});
