import type { Block } from './blockSplitter';

/** Where a citation marker goes: an offset into the part's text (null: the end) and its number. */
export interface CitationPlacement {
  index: number | null;
  number: number;
}

/**
 * Markers one block shows at most: its other sources are in the message's sources list (a service
 * that cites thousands at one place costs the page a few buttons, not thousands).
 */
export const MARKERS_PER_BLOCK = 8;

/**
 * The citation numbers each block shows at its end (at most {@link MARKERS_PER_BLOCK}), keyed by
 * block start. An annotation belongs to the block its offset falls in; one without an offset to
 * the last block.
 */
export function placeCitations(
  blocks: readonly Block[],
  citations: readonly CitationPlacement[],
): Map<number, string> {
  // A set keeps the first-seen order of numbers and finds repeats at once.
  const byBlock = new Map<number, Set<number>>();
  const last = blocks.at(-1);
  if (!last) return new Map();
  for (const { index, number } of citations) {
    // The last block starting at or before the offset: a binary search, as an answer may hold
    // thousands of blocks and of citations.
    let target = last;
    if (index !== null) {
      let low = 0;
      let high = blocks.length - 1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const block = blocks[middle] as Block;
        if (block.start <= index) {
          target = block;
          low = middle + 1;
        } else high = middle - 1;
      }
    }
    const numbers = byBlock.get(target.start) ?? new Set();
    if (numbers.size < MARKERS_PER_BLOCK) numbers.add(number);
    byBlock.set(target.start, numbers);
  }
  return new Map([...byBlock].map(([start, numbers]) => [start, [...numbers].join(',')]));
}
