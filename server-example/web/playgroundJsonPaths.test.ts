import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, locateJsonPaths, spanOfPath } from './playgroundJsonPaths';

const TEXT = `{
  "type": "Card",
  "children": [
    { "type": "Text", "value": "a \\"quoted\\" [x]" },
    { "type": "Badge", "label": 42, "weird key": [true, null] }
  ]
}`;

describe('locateJsonPaths', () => {
  const spans = locateJsonPaths(TEXT);
  const textAt = (path: string) => {
    const span = spans && spanOfPath(spans, path);
    return span ? TEXT.slice(span.from, span.to) : null;
  };

  it('places scalars on their own text and nodes on their key or opening bracket', () => {
    expect(textAt('children[1].label')).toBe('42');
    expect(textAt('children[0].value')).toBe('"a \\"quoted\\" [x]"');
    expect(textAt('children')).toBe('"children"');
    expect(textAt('children[1]')).toBe('{');
    expect(textAt('children[1]["weird key"][1]')).toBe('null');
    expect(textAt('')).toBe('{');
  });

  it('falls back to the nearest ancestor for a path not in the text', () => {
    expect(textAt('children[0].missing')).toBe('{');
    expect(textAt('children[1].children[0].label')).toBe('{');
  });

  it('is null for text that is not JSON', () => {
    expect(locateJsonPaths('{"type": ')).toBeNull();
  });
});

describe('jsonErrorOffset', () => {
  it('finds where text stops being JSON', () => {
    const at = (text: string) => jsonErrorOffset(text);
    expect(at('{"a": [1, 2.5e3, true, null, "x\\u00e9"]}')).toBeNull();
    expect(at('{"type": "Card", "children": [}')).toBe(30);
    expect(at('{"a": 1,}')).toBe(8);
    expect(at('{"a": ')).toBe(6);
    expect(at('{"a": tru}')).toBe(9);
    expect(at('[1] 2')).toBe(4);
    expect(at('"line\nbreak"')).toBe(5);
  });
});
