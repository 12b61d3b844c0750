import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockSplitter, type Block } from './blockSplitter';
import MarkdownRenderer from './MarkdownRenderer';
import { GROUP_CHARACTERS, renderUnits } from './markdownGroups';

/** Markdown that behaves differently next to other blocks when parsed together naively. */
const FRAGMENTS = [
  'A paragraph with *emphasis*, `code` and a [link](https://example.com).',
  '- one\n- two',
  '- after a blank line',
  '1. first',
  '2. second',
  '> a quote',
  'lazy line',
  '## A heading',
  'Setext\n===',
  '---',
  '    indented code',
  '| a | b |\n| --- | --- |\n| 1 | 2 |',
  '[ref]: https://example.com/ref',
  'Uses [ref] and [^1].',
  '[^1]: A footnote.',
  '<pre>\nunclosed',
  '<!-- a comment -->',
  '- [ ] a task',
  '~~struck~~ and www.example.com',
  '  ```\n  indented fence',
];

const markup = (text: string, group = false) =>
  renderToStaticMarkup(<MarkdownRenderer text={text} citations="" group={group} />);

describe('renderUnits', () => {
  it('renders a group exactly as its blocks one by one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 30 }),
        (fragments) => {
          const text = fragments.join('\n\n');
          const blocks = new BlockSplitter().update(text, true);
          const units = renderUnits(blocks, () => '', true);
          for (const unit of units) {
            if (unit.kind !== 'group') continue;
            expect(unit.blocks.length).toBeGreaterThan(1);
            expect(markup(unit.text, true)).toBe(
              unit.blocks.map((block) => markup(block.text)).join(''),
            );
          }
          // Every block is in exactly one unit, in order.
          const covered = units.flatMap((unit): readonly Block[] =>
            unit.kind === 'group' ? unit.blocks : [unit.block],
          );
          expect(covered).toEqual(blocks);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never groups blocks with citations, and keeps the open run of a streaming text apart', () => {
    const blocks = new BlockSplitter().update('a\n\nb\n\nc\n\nd', true);
    const cited = renderUnits(
      blocks,
      (block) => (block.kind === 'markdown' && block.text === 'b' ? '1' : ''),
      true,
    );
    expect(cited.map((unit) => unit.kind)).toEqual(['block', 'block', 'group']);
    const streaming = new BlockSplitter().update('a\n\nb\n\nc\n\nd', false);
    expect(renderUnits(streaming, () => '', false).every((unit) => unit.kind === 'block')).toBe(
      true,
    );
  });

  it('closes a group at its size, so a streaming text never regroups what it has shown', () => {
    const paragraph = `${'word '.repeat(200)}.`;
    const text = Array.from({ length: 20 }, () => paragraph).join('\n\n');
    const splitter = new BlockSplitter();
    const streamed = renderUnits(splitter.update(`${text}\n\nlive`, false), () => '', false);
    const groups = streamed.filter((unit) => unit.kind === 'group');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.text.length).toBeGreaterThanOrEqual(GROUP_CHARACTERS);
    const later = renderUnits(splitter.update(`${text}\n\nlive and more`, false), () => '', false);
    expect(later.filter((unit) => unit.kind === 'group').map((unit) => unit.key)).toEqual(
      groups.map((unit) => unit.key),
    );
  });
});
