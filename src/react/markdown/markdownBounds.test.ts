import { describe, expect, it } from 'vitest';
import { longAnswerText } from '../../../test/fixtures/states';
import { ordinaryMarkdown, pathologicalMarkdown } from '../../../test/fixtures/pathological';
import { BlockSplitter } from './blockSplitter';
import { boundMarkdown, boundText, MARKDOWN_LIMITS } from './markdownBounds';

const MiB = 1024 * 1024;

/** Every markdown block of a text, as the streaming renderer splits it. */
const blocksOf = (text: string) =>
  new BlockSplitter()
    .update(text, true)
    .flatMap((block) => (block.kind === 'markdown' ? [block.text] : []));

// Splitting and bounding 1 MiB takes about 2 s alone, past the 5 s default beside a busy CPU
// (failed under npm run test:steady); linear cost itself is the browser watchdog's to check.
describe('boundMarkdown', { timeout: 30_000 }, () => {
  it('leaves ordinary answers whole', () => {
    for (const text of [...blocksOf(longAnswerText), ...blocksOf(ordinaryMarkdown(200_000))])
      expect(boundMarkdown(text)).toEqual({ markdown: text, rest: '' });
  });

  it.each(Object.entries(pathologicalMarkdown))(
    'keeps 1 MiB of %s within the bounds, the rest as plain text from a line start',
    (_, make) => {
      for (const text of blocksOf(make(MiB))) {
        const { markdown, rest } = boundMarkdown(text);
        expect(markdown.length).toBeLessThanOrEqual(MARKDOWN_LIMITS.blockCharacters);
        expect(markdown.split('\n').length).toBeLessThanOrEqual(MARKDOWN_LIMITS.blockLines);
        // Nothing is lost: the cut keeps every character but trailing space before it.
        expect(text.startsWith(markdown)).toBe(true);
        // Nothing is lost: the markdown and the rest make the text, but for space at the cut.
        expect(text.endsWith(rest)).toBe(true);
        expect(text.slice(0, text.length - rest.length).trimEnd()).toBe(markdown.trimEnd());
      }
    },
  );

  it('cuts at the line where a bound is passed', () => {
    const deep = `intro\n\n${'> '.repeat(MARKDOWN_LIMITS.nesting + 1)}x\nafter`;
    expect(boundMarkdown(deep)).toEqual({
      markdown: 'intro',
      rest: `${'> '.repeat(MARKDOWN_LIMITS.nesting + 1)}x\nafter`,
    });
    const fine = `${'> '.repeat(MARKDOWN_LIMITS.nesting)}x`;
    expect(boundMarkdown(fine).rest).toBe('');
    const emphasis = `ok\n\n${'*a '.repeat(MARKDOWN_LIMITS.inlineDelimiters + 1)}`;
    expect(boundMarkdown(emphasis).markdown).toBe('ok');
  });

  it('counts delimiters per paragraph: a long list or table of short items stays markdown', () => {
    const list = Array.from(
      { length: 200 },
      (_, i) => `- **item ${String(i)}**: [a](https://a.example/${String(i)}) and \`code\``,
    ).join('\n');
    expect(boundMarkdown(list).rest).toBe('');
    const table = `| a | b |\n| --- | --- |\n${Array.from({ length: 200 }, () => '| **x** | [y](https://y.example) |').join('\n')}`;
    expect(boundMarkdown(table).rest).toBe('');
  });

  it('keeps the start of one very long line of prose as markdown', () => {
    const prose = 'Some *plain* prose without line breaks. '.repeat(5_000);
    const { markdown, rest } = boundMarkdown(prose);
    expect(markdown.length).toBeGreaterThan(MARKDOWN_LIMITS.blockCharacters / 2);
    expect(markdown + rest).toBe(prose);
  });
});

describe('boundText', () => {
  const limit = MARKDOWN_LIMITS.textCharacters;

  it('keeps a text within the bound whole', () => {
    const text = ordinaryMarkdown(limit);
    expect(boundText(text)).toEqual({ markdown: text, rest: '' });
  });

  it('cuts a longer one at the last line end before the bound, losing nothing', () => {
    const text = ordinaryMarkdown(MiB);
    const { markdown, rest } = boundText(text);
    expect(markdown.length).toBeLessThanOrEqual(limit);
    expect(markdown.length).toBeGreaterThan(limit - 2000);
    expect(markdown.endsWith('\n')).toBe(true);
    expect(markdown + rest).toBe(text);
  });

  it('keeps the cut where it is while the text grows (a streaming answer)', () => {
    const text = ordinaryMarkdown(MiB);
    const cut = boundText(text.slice(0, limit + 10)).markdown;
    for (const length of [limit + 5000, limit * 2, MiB])
      expect(boundText(text.slice(0, length)).markdown).toBe(cut);
  });

  it('cuts a text without line ends at the bound', () => {
    const text = 'word'.repeat(MiB / 4);
    const { markdown, rest } = boundText(text);
    expect(markdown).toHaveLength(limit);
    expect(markdown + rest).toBe(text);
  });
});
