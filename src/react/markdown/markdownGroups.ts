import type { Block, MarkdownTextBlock } from './blockSplitter';
import { boundMarkdown } from './markdownBounds';

/**
 * Rendering units of a message: finished markdown blocks grouped into one parse of about this
 * many characters. Each unit has a fixed cost (a component, its memo and its parse call): a long
 * answer of short paragraphs would spend most of its time there, block by block.
 */
export const GROUP_CHARACTERS = 6_000;

/**
 * Put between the blocks of a group, on a line of its own between blank lines: a paragraph at the
 * margin, so it ends any list, quote or paragraph before it, exactly as parsing each block alone
 * does (raw HTML is off: the parser sees text). The renderer drops it.
 */
export const GROUP_SEPARATOR = '<!--uikit:block-->';

export type RenderUnit =
  | {
      readonly kind: 'block';
      readonly key: number;
      readonly block: Block;
      readonly citations: string;
    }
  | {
      readonly kind: 'group';
      readonly key: number;
      readonly blocks: readonly MarkdownTextBlock[];
      /** The blocks joined with {@link GROUP_SEPARATOR}. */
      readonly text: string;
    };

/**
 * What could make a block parse differently next to others: HTML (an unclosed `<pre>` or comment
 * runs on into the next blocks), link or footnote definitions (they apply to the whole text) and
 * fences (an indented one left open runs on).
 */
const CROSSES_BLOCKS = /<|\]:|```|~~~/;

const groupable = new WeakMap<Block, boolean>();

/** Whether a finished block parses the same within a group as alone, and fits the bounds. */
function canGroup(block: Block): block is MarkdownTextBlock {
  if (block.kind !== 'markdown' || !block.complete) return false;
  const cached = groupable.get(block);
  if (cached !== undefined) return cached;
  const result = !CROSSES_BLOCKS.test(block.text) && boundMarkdown(block.text).rest === '';
  groupable.set(block, result);
  return result;
}

/**
 * The units to render: each block alone, except runs of finished markdown blocks without
 * citations, grouped up to {@link GROUP_CHARACTERS}. Groups only ever form from blocks that will
 * not change, and a closed group never changes, so a streaming answer re-parses each group once;
 * the run still open renders block by block until it closes or the message is complete.
 */
export function renderUnits(
  blocks: readonly Block[],
  citationsOf: (block: Block) => string,
  complete: boolean,
): RenderUnit[] {
  const units: RenderUnit[] = [];
  let run: MarkdownTextBlock[] = [];
  let runLength = 0;
  const alone = (block: Block) => {
    units.push({ kind: 'block', key: block.start, block, citations: citationsOf(block) });
  };
  const closeRun = () => {
    const [first] = run;
    if (first !== undefined && run.length === 1) alone(first);
    else if (first !== undefined) {
      units.push({
        kind: 'group',
        key: first.start,
        blocks: run,
        text: run.map((block) => block.text).join(`\n\n${GROUP_SEPARATOR}\n\n`),
      });
    }
    run = [];
    runLength = 0;
  };
  for (const block of blocks) {
    if (!block.complete) {
      // The live block: the run before it may still grow, so it stays block by block.
      for (const waiting of run) alone(waiting);
      run = [];
      alone(block);
      continue;
    }
    if (!canGroup(block) || citationsOf(block) !== '') {
      closeRun();
      alone(block);
      continue;
    }
    run.push(block);
    runLength += block.text.length;
    if (runLength >= GROUP_CHARACTERS) closeRun();
  }
  if (complete) closeRun();
  else for (const waiting of run) alone(waiting);
  return units;
}
