import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longAnswerText } from '../../../test/fixtures/states';
import { ordinaryMarkdown, pathologicalMarkdown } from '../../../test/fixtures/pathological';
import { markdownAsText } from './markdownAsText';

const MiB = 1024 * 1024;

/** What a reader must never see before the markdown renders: a heading, list or fence line. */
const SYNTAX_LINES = [/^\s{0,3}#{1,6}\s/, /^\s*[-*+]\s/, /^\s*(```|~~~)/];
const syntaxLines = (text: string) =>
  text.split('\n').filter((line) => SYNTAX_LINES.some((pattern) => pattern.test(line)));

describe('markdownAsText', () => {
  it('takes out block syntax and keeps the text, one list item a line', () => {
    const markdown = [
      '# Lisbon in three days ##',
      '',
      '## Day 1',
      '- Breakfast',
      '* Lunch',
      '+ Dinner',
      '  - Late snack',
      '1. First',
      '2) Second',
      '- [ ] Book the tram',
      '- [x] Pack',
      '',
      '> Tip: buy a card.',
      '> - quoted item',
      '',
      '---',
      '',
      'Setext heading',
      '===',
      '',
      '[home]: https://example.com/home "Home"',
      '[^1]: The note.',
    ].join('\n');
    expect(markdownAsText(markdown).split('\n')).toEqual([
      'Lisbon in three days',
      '',
      'Day 1',
      '• Breakfast',
      '• Lunch',
      '• Dinner',
      '  • Late snack',
      '1. First',
      '2. Second',
      '☐ Book the tram',
      '☑ Pack',
      '',
      'Tip: buy a card.',
      '• quoted item',
      '',
      '',
      '',
      'Setext heading',
      '',
      '',
      'The note.',
    ]);
  });

  it('shows a fence as its code, without the fence lines', () => {
    expect(markdownAsText('Run:\n\n```python\nfor x in y:\n    print(x)\n```\nDone.')).toBe(
      'Run:\n\nfor x in y:\n    print(x)\nDone.',
    );
    // In a quote and a list item as well; a tilde fence closes only with tildes.
    expect(markdownAsText('> ~~~\n> a ```\n> ~~~\n- ```\n  b\n  ```')).toBe('a ```\n•\n  b');
  });

  it('shows a table as rows of cells separated by tabs', () => {
    const table = '| Stop | **Time** |\n| :--- | ---: |\n| Sé | `9:00` |\n| a \\| b | c |';
    expect(markdownAsText(table)).toBe('Stop\tTime\nSé\t9:00\na | b\tc');
    // Pipes outside a table are text.
    expect(markdownAsText('either | or')).toBe('either | or');
  });

  it('takes out inline syntax and keeps what it stands for', () => {
    const cases: [string, string][] = [
      ['**strong** and *em* and __strong__ and _em_', 'strong and em and strong and em'],
      ['~~gone~~ but ~5 km and 5 * 3', 'gone but ~5 km and 5 * 3'],
      ['snake_case_name stays', 'snake_case_name stays'],
      ['`a *b* [c](d)` and ``x ` y``', 'a *b* [c](d) and x ` y'],
      ['[text](https://e.x "title") and ![alt](i.png)', 'text and alt'],
      ['[Foo](https://en.wikipedia.org/wiki/Foo_(bar)) end', 'Foo end'],
      ['[ref][id], [collapsed][] and [plain] and a[0]', 'ref, collapsed and [plain] and a[0]'],
      [
        '<https://example.com/a?b=c> and <me@example.com>',
        'https://example.com/a?b=c and me@example.com',
      ],
      ['<br> and a < b > c', '<br> and a < b > c'],
      ['\\*not em\\* and \\[not link]', '*not em* and [not link]'],
      ['line break\\', 'line break'],
      ['unclosed [link and `code and **strong', 'unclosed [link and `code and strong'],
      // A link whose address is still streaming in.
      ['see [WAL mode](https://www.sqlite.org/wa', 'see WAL mode'],
      ['[a](b c', '[a](b c'],
    ];
    for (const [markdown, text] of cases) expect(markdownAsText(markdown)).toBe(text);
  });

  it('shows an ordinary answer without a heading, list or fence line', () => {
    for (const markdown of [longAnswerText, ordinaryMarkdown(50_000)]) {
      const text = markdownAsText(markdown);
      expect(syntaxLines(text)).toEqual([]);
      expect(text).toContain('Alfama');
      expect(text).not.toMatch(/\*\*|\]\(|```/);
    }
  });
});

// 1 MiB in one string: a quadratic pass would never end (10^12 steps); a linear one takes a
// moment, more beside a busy CPU, so the limit is generous.
describe('markdownAsText on hostile text', { timeout: 30_000 }, () => {
  const hostile: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(pathologicalMarkdown).map(([name, make]) => [name, make(MiB)]),
    ),
    'open brackets then a close': `${'['.repeat(MiB)}]`,
    '50,000 backticks in one run': `a ${'`'.repeat(50_000)} b`,
    '50,000 backticks in runs of every length': Array.from({ length: 315 }, (_, run) =>
      '`'.repeat(run + 1),
    ).join(' x '),
    'link destinations never closed': '[a](b '.repeat(MiB / 6),
    'autolink openers': '<a:b'.repeat(MiB / 4),
    'nested quotes and lists on one line': '> - '.repeat(MiB / 4),
    'a wide table row': `| a |\n| - |\n${'| x '.repeat(MiB / 4)}`,
    'thematic break characters': `${'- '.repeat(MiB / 2)}x`,
    'heading closers': `# x ${'#'.repeat(MiB)}`,
    'hashes in a heading': `# x${' #'.repeat(MiB / 2)}`,
  };

  it.each(Object.entries(hostile))('reads 1 MiB of %s once', (_, markdown) => {
    const text = markdownAsText(markdown);
    // Text out never holds more than came in (a bullet or a box takes the place of a marker).
    expect(text.length).toBeLessThanOrEqual(markdown.length);
    expect(syntaxLines(text)).toEqual([]);
  });

  it('leaves unmatched syntax as it is', () => {
    expect(markdownAsText('['.repeat(MiB))).toBe('['.repeat(MiB));
    expect(markdownAsText(`a ${'`'.repeat(50_000)} b`)).toBe(`a ${'`'.repeat(50_000)} b`);
    expect(markdownAsText(`${'- '.repeat(1000)}x`)).toBe('• x');
    // Not a fence: a backtick fence's info string holds no backtick.
    expect(markdownAsText('```a ````b')).toBe('```a ````b');
  });
});

/** A piece of markdown and the words a reader must still find in its text. */
interface Sample {
  readonly markdown: string;
  readonly words: readonly string[];
}

const join = (samples: readonly Sample[], separator: string): Sample => ({
  markdown: samples.map((sample) => sample.markdown).join(separator),
  words: samples.flatMap((sample) => sample.words),
});

const word = fc.stringMatching(/^[a-z]{2,9}$/);

/** A word, alone or in one of the inline forms. */
const inlineWord: fc.Arbitrary<Sample> = fc
  .tuple(
    word,
    fc.constantFrom(
      (w: string) => w,
      (w: string) => `**${w}**`,
      (w: string) => `*${w}*`,
      (w: string) => `_${w}_`,
      (w: string) => `__${w}__`,
      (w: string) => `~~${w}~~`,
      (w: string) => `\`${w}\``,
      (w: string) => `[${w}](https://example.com/${w})`,
      (w: string) => `![${w}](https://example.com/${w}.png)`,
      (w: string) => `<https://example.com/${w}>`,
      (w: string) => `[${w}][ref]`,
    ),
  )
  .map(([w, form]) => ({ markdown: form(w), words: [w] }));

const inlineLine = fc.array(inlineWord, { minLength: 1, maxLength: 8 }).map((s) => join(s, ' '));

const heading = fc
  .tuple(fc.integer({ min: 1, max: 6 }), inlineLine, fc.boolean())
  .map(([level, line, closed]) => ({
    markdown: `${'#'.repeat(level)} ${line.markdown}${closed ? ' ##' : ''}`,
    words: line.words,
  }));

const listItem = fc
  .tuple(
    fc.constantFrom('', '  ', '    '),
    fc.constantFrom('-', '*', '+', '1.', '12)'),
    fc.constantFrom('', '[ ] ', '[x] '),
    inlineLine,
  )
  .map(([indent, marker, task, line]) => ({
    markdown: `${indent}${marker} ${task}${line.markdown}`,
    words: line.words,
  }));
const list = fc.array(listItem, { minLength: 1, maxLength: 6 }).map((s) => join(s, '\n'));

const quote = fc
  .array(fc.oneof(inlineLine, listItem, heading), { minLength: 1, maxLength: 4 })
  .map((lines) => join(lines, '\n'))
  .map(({ markdown, words }) => ({
    markdown: markdown
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    words,
  }));

const codeLine = fc
  .tuple(fc.constantFrom('', '  ', '    '), fc.array(word, { minLength: 1, maxLength: 5 }))
  .map(([indent, words]) => ({ markdown: indent + words.join(' '), words }));
const fence = fc
  .tuple(
    fc.constantFrom('```', '~~~', '````'),
    fc.constantFrom('', 'js', 'python'),
    fc.array(codeLine, { maxLength: 5 }),
  )
  .map(([marker, language, lines]) => {
    const code = join(lines, '\n');
    return {
      markdown: `${marker}${language}\n${code.markdown}${lines.length > 0 ? '\n' : ''}${marker}`,
      words: code.words,
    };
  });

const row = (cells: number) =>
  fc.array(inlineWord, { minLength: cells, maxLength: cells }).map((s) => ({
    markdown: `| ${s.map((cell) => cell.markdown).join(' | ')} |`,
    words: s.flatMap((cell) => cell.words),
  }));
const table = fc.integer({ min: 1, max: 4 }).chain((cells) =>
  fc.tuple(row(cells), fc.array(row(cells), { maxLength: 4 })).map(([header, rows]) => ({
    markdown: [
      header.markdown,
      `|${' --- |'.repeat(cells)}`,
      ...rows.map((each) => each.markdown),
    ].join('\n'),
    words: [...header.words, ...rows.flatMap((each) => each.words)],
  })),
);

const paragraph = fc.array(inlineLine, { minLength: 1, maxLength: 4 }).map((s) => join(s, '\n'));

const document = fc
  .array(fc.oneof(heading, list, quote, fence, table, paragraph), { minLength: 1, maxLength: 8 })
  .map((blocks) => join(blocks, '\n\n'));

describe('markdownAsText on generated answers', () => {
  it('never shows a heading, list or fence line and keeps every word', () => {
    fc.assert(
      fc.property(document, ({ markdown, words }) => {
        const text = markdownAsText(markdown);
        expect(syntaxLines(text)).toEqual([]);
        for (const w of words) expect(text).toContain(w);
      }),
      { numRuns: 300 },
    );
  });
});
