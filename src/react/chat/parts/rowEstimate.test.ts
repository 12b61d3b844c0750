import { describe, expect, it } from 'vitest';
import { assistantMessage, userMessage } from '../../../../test/fixtures/items';
import { estimateRowHeight } from './rowEstimate';

describe('estimateRowHeight', () => {
  it('grows with the text of a message, and gives other rows a middling height', () => {
    const answer = (text: string) => ({
      ...assistantMessage,
      content: [{ type: 'output_text' as const, text, annotations: [] }],
    });
    const short = estimateRowHeight(answer('Yes.'));
    const long = estimateRowHeight(answer('word '.repeat(400)));
    expect(long).toBeGreaterThan(short * 5);
    const question = (text: string) => ({
      ...userMessage,
      content: [{ type: 'input_text' as const, text }],
    });
    expect(estimateRowHeight(question('word '.repeat(100)))).toBeGreaterThan(
      estimateRowHeight(question('Hi')),
    );
    expect(estimateRowHeight(undefined)).toBe(140);
  });

  it('estimates an item again once it changes (a changed item is a new object)', () => {
    const answer = {
      ...assistantMessage,
      content: [{ type: 'output_text' as const, text: 'Yes.', annotations: [] }],
    };
    const first = estimateRowHeight(answer);
    expect(estimateRowHeight(answer)).toBe(first);
    const grown = {
      ...answer,
      content: [{ type: 'output_text' as const, text: 'word '.repeat(400), annotations: [] }],
    };
    expect(estimateRowHeight(grown)).toBeGreaterThan(first * 5);
    expect(estimateRowHeight(answer)).toBe(first);
  });
});
