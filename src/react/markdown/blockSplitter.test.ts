import { describe, expect, it } from 'vitest';
import { BlockSplitter, CHUNK_SIZE, type Block } from './blockSplitter';

const split = (text: string, complete = true) => new BlockSplitter().update(text, complete);
const summary = (blocks: readonly Block[]) =>
  blocks.map((block) =>
    block.kind === 'markdown'
      ? `md:${block.text}`
      : `fence(${block.language ?? ''}):${block.chunks.join('')}${block.closed ? '' : '…'}`,
  );

/** Feeds the text in pieces of `size` characters, as a stream would. */
function stream(text: string, size: number) {
  const splitter = new BlockSplitter();
  let blocks: readonly Block[] = [];
  for (let end = size; end < text.length + size; end += size)
    blocks = splitter.update(text.slice(0, end), false);
  return { splitter, blocks: splitter.update(text, true), last: blocks };
}

describe('BlockSplitter', () => {
  it('splits paragraphs, headings, lists and tables at blank lines', () => {
    const text =
      '# Title\n\nFirst para\nstill first\n\n- a\n- b\n\n| x | y |\n| - | - |\n| 1 | 2 |\n';
    expect(summary(split(text))).toEqual([
      'md:# Title',
      'md:First para\nstill first',
      'md:- a\n- b',
      'md:| x | y |\n| - | - |\n| 1 | 2 |',
    ]);
  });

  it('keeps indented continuations in their block', () => {
    const text = '- item\n\n  more of the item\n\nnext';
    expect(summary(split(text))).toEqual(['md:- item\n\n  more of the item', 'md:next']);
  });

  it('makes each fence its own block, with its language', () => {
    const text = 'Intro:\n```ts\nconst a = 1;\n\nconst b = 2;\n```\nAfter.';
    expect(summary(split(text))).toEqual([
      'md:Intro:',
      'fence(ts):const a = 1;\n\nconst b = 2;',
      'md:After.',
    ]);
  });

  it('shows an unclosed fence as code, not markdown', () => {
    expect(summary(split('Look:\n\n```python\nprint("hi")\n# more', false))).toEqual([
      'md:Look:',
      'fence(python):print("hi")\n# more…',
    ]);
    expect(summary(split('```', false))).toEqual(['fence():…']);
  });

  it('needs the closing fence to match the opening one', () => {
    const text = '````md\n```\ninner\n```\n````\nend';
    expect(summary(split(text))).toEqual(['fence(md):```\ninner\n```', 'md:end']);
    expect(summary(split('~~~\ncode\n```\n~~~\n'))).toEqual(['fence():code\n```']);
  });

  it('closes a fence on a last line without a newline once the message is complete', () => {
    expect(summary(split('```js\nx()\n```', true))).toEqual(['fence(js):x()']);
    expect(summary(split('```js\nx()\n```', false))).toEqual(['fence(js):x()\n```…']);
  });

  it('gives the same blocks whatever the stream chunking', () => {
    const text =
      '## Plan\n\nDay **one**: walk.\n\n```ts\nconst days = 4;\n```\n\n1. Alfama\n2. Belém\n\n> quote\n\nDone.';
    const whole = summary(split(text));
    for (const size of [1, 2, 3, 7, 13, 50])
      expect(summary(stream(text, size).blocks)).toEqual(whole);
  });

  it('keeps finished blocks as the same objects while the tail grows', () => {
    const splitter = new BlockSplitter();
    const first = splitter.update('Para one.\n\nPara t', false);
    const second = splitter.update('Para one.\n\nPara two is longer', false);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toMatchObject({ text: 'Para two is longer', complete: false });
  });

  it('starts over when the text is not an append', () => {
    const splitter = new BlockSplitter();
    splitter.update('Hello\n\nworld', false);
    expect(summary(splitter.update('Replaced\n\nentirely', true))).toEqual([
      'md:Replaced',
      'md:entirely',
    ]);
  });

  it('scans each character once while streaming, even inside a 50,000-character unclosed fence', () => {
    const code = Array.from({ length: 2000 }, (_, i) => `line ${i} of the code block`).join('\n');
    const text = `Here is the file:\n\n\`\`\`text\n${code}`;
    expect(text.length).toBeGreaterThan(50_000);
    const { splitter, blocks } = stream(text, 4);
    // Linear, not quadratic: every character is scanned about once, however many updates ran.
    expect(splitter.scannedChars).toBeLessThanOrEqual(text.length);
    const fence = blocks.at(-1);
    if (fence?.kind !== 'fence') throw new Error('expected a fence block');
    expect(fence.closed).toBe(false);
    expect(fence.chunks.join('')).toBe(code);
    // Chunks are line-aligned and bounded, so only the last one changes per token.
    expect(fence.chunks.length).toBeGreaterThan(20);
    for (const chunk of fence.chunks.slice(0, -1)) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_SIZE + 40);
      expect(chunk.endsWith('\n')).toBe(true);
    }
  });

  it('splits a megabyte of trailing whitespace in linear time (no backtracking trim)', () => {
    const text = `${' '.repeat(1024 * 1024)}x\n\n${'  \n'.repeat(100_000)}y`;
    const blocks = new BlockSplitter().update(text, true);
    expect(blocks.map((block) => (block.kind === 'markdown' ? block.text.trim() : ''))).toEqual([
      'x',
      'y',
    ]);
  });
});
