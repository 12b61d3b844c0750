import { describe, expect, it } from 'vitest';
import { BlockSplitter } from './blockSplitter';
import { MARKERS_PER_BLOCK, placeCitations } from './citations';

const blocksOf = (text: string) => new BlockSplitter().update(text, true);

describe('placeCitations', () => {
  const blocks = blocksOf('First paragraph.\n\nSecond paragraph.\n\nThird.');

  it('puts each number in the block its offset falls in, one without an offset in the last', () => {
    const placed = placeCitations(blocks, [
      { index: 3, number: 1 },
      { index: 20, number: 2 },
      { index: null, number: 3 },
      { index: 5, number: 1 },
    ]);
    expect([...placed.values()]).toEqual(['1', '2', '3']);
  });

  it(`shows at most ${String(MARKERS_PER_BLOCK)} numbers in one block, the first ones cited`, () => {
    const citations = Array.from({ length: 10_000 }, (_, index) => ({
      index: 3,
      number: index + 1,
    }));
    const placed = placeCitations(blocks, citations);
    expect(placed.get(blocks[0]?.start ?? -1)).toBe('1,2,3,4,5,6,7,8');
    expect(MARKERS_PER_BLOCK).toBe(8);
  });
});
