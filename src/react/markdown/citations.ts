import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Block } from './blockSplitter';

/** Where a citation marker goes: an offset into the part's text (null: the end) and its number. */
export interface CitationPlacement {
  index: number | null;
  number: number;
}

/**
 * The citation numbers each block shows at its end, keyed by block start. An annotation belongs to
 * the block its offset falls in; one without an offset to the last block.
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
    numbers.add(number);
    byBlock.set(target.start, numbers);
  }
  return new Map([...byBlock].map(([start, numbers]) => [start, [...numbers].join(',')]));
}

const TEXT_CONTAINERS = new Set([
  'p',
  'li',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dd',
  'dt',
]);

/** The last element that holds running text, searched from the end, deepest first. */
function lastTextContainer(parent: Root | Element): Element | null {
  for (let index = parent.children.length - 1; index >= 0; index -= 1) {
    const child: RootContent | ElementContent | undefined = parent.children[index];
    if (child?.type !== 'element' || child.tagName === 'pre') continue;
    const deeper = lastTextContainer(child);
    if (deeper) return deeper;
    if (TEXT_CONTAINERS.has(child.tagName)) return child;
  }
  return null;
}

/**
 * A rehype plugin appending `<sup data-citation="n">` markers to the block's last run of text, so
 * a citation sits at the end of the paragraph (or list item, cell) it belongs to.
 */
export function rehypeCitations(options: { numbers: readonly number[] }) {
  return (tree: Root) => {
    if (options.numbers.length === 0) return;
    const markers: Element[] = options.numbers.map((number) => ({
      type: 'element',
      tagName: 'sup',
      properties: { dataCitation: String(number) },
      children: [{ type: 'text', value: String(number) }],
    }));
    const target = lastTextContainer(tree);
    if (target) target.children.push(...markers);
    else tree.children.push({ type: 'element', tagName: 'p', properties: {}, children: markers });
  };
}
