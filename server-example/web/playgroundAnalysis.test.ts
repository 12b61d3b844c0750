import { describe, expect, it } from 'vitest';
import { analyseWidgetJson } from './playgroundAnalysis';

describe('analyseWidgetJson', () => {
  it('draws what is valid and places each problem on its text', () => {
    const json =
      '{"type": "Card", "children": [{"type": "Text", "value": "Hi"}, {"type": "Badge", "label": 42}]}';
    const analysis = analyseWidgetJson(json);
    expect(analysis.root?.type).toBe('Card');
    expect(analysis.problems.map((problem) => problem.text)).toEqual([
      'children[1].label: expected a string',
    ]);
    const span = analysis.problems[0]?.span;
    expect(span && json.slice(span.from, span.to)).toBe('42');
  });

  it('says where text that is not JSON stops, and draws nothing', () => {
    const json = '{"type": "Card", "children": [}';
    const analysis = analyseWidgetJson(json);
    expect(analysis.root).toBeNull();
    expect(analysis.problems).toHaveLength(1);
    expect(analysis.problems[0]?.text).toMatch(/^Not valid JSON: /);
    expect(analysis.problems[0]?.span?.from).toBe(json.indexOf('}'));
  });

  it('draws nothing for a root the kit cannot draw, and says why', () => {
    const analysis = analyseWidgetJson('{"type": "Text", "value": "alone"}');
    expect(analysis.root).toBeNull();
    expect(analysis.problems.map((problem) => problem.text)).toEqual([
      'A widget root must be Card, ListView or Basic, not Text',
    ]);
  });
});
