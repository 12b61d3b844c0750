import { describe, expect, it } from 'vitest';
import {
  checkPages,
  headingAnchors,
  linksOf,
  type DocsPage,
  type StoryIndex,
} from '../../scripts/checkDocs';

// The rules of the guides' check (scripts/checkDocs.ts, a step of npm test): what it reports on
// pages made up here, against a made-up index of the docs site.

const index: StoryIndex = new Map([
  ['guides-theming--docs', { importPath: './stories/guides/Theming.mdx' }],
  ['guides-security--docs', { importPath: './stories/guides/Security.mdx' }],
  ['chat--conversation', { importPath: './stories/Chat.stories.tsx' }],
]);

const theming: DocsPage = {
  file: 'stories/guides/Theming.mdx',
  source: [
    '# Theming',
    '',
    '## The `theme` option',
    '',
    '```css',
    '# not a heading',
    '```',
    '',
    '## Colour, radius & density',
  ].join('\n'),
};

const page = (source: string, file = 'stories/guides/Security.mdx'): DocsPage => ({
  file,
  source,
});

const check = (pages: DocsPage[], exists: (file: string) => boolean = () => true) =>
  checkPages(pages, index, { exists }).map((problem) => problem.message);

describe('the guides check', () => {
  it('makes heading anchors as the docs site does, ignoring code blocks', () => {
    expect([...headingAnchors(theming.source)]).toEqual([
      'theming',
      'the-theme-option',
      'colour-radius--density',
    ]);
  });

  it('finds markdown links and hrefs, not links in code', () => {
    expect(
      linksOf(
        [
          'See [theming](?path=/docs/guides-theming--docs#the-theme-option) and',
          '<a href="https://example.com">this</a>, not `[x](nowhere)`.',
          '```html',
          '<a href="also-nowhere">',
          '```',
        ].join('\n'),
      ),
    ).toEqual(['?path=/docs/guides-theming--docs#the-theme-option', 'https://example.com']);
  });

  it('passes pages whose links, anchors and imports hold', () => {
    expect(
      check([
        theming,
        page(
          [
            "import route from './examples/route.ts?raw';",
            '',
            '# Security',
            '',
            '[Theme](?path=/docs/guides-theming--docs#colour-radius--density),',
            '[a story](?path=/story/chat--conversation), [up](#security),',
            '[the web](https://example.com).',
          ].join('\n'),
        ),
      ]),
    ).toEqual([]);
  });

  it('reports a link to a page, story or heading that does not exist', () => {
    expect(
      check([
        theming,
        page(
          [
            '# Security',
            '[a](?path=/docs/guides-themes--docs)',
            '[b](?path=/docs/guides-theming--docs#fonts)',
            '[c](#nowhere)',
            '[d](?path=/story/chat--gone)',
          ].join('\n'),
        ),
      ]),
    ).toEqual([
      '"?path=/docs/guides-themes--docs": no docs has the id guides-themes--docs',
      '"?path=/docs/guides-theming--docs#fonts": stories/guides/Theming.mdx has no heading whose anchor is #fonts',
      '"#nowhere": stories/guides/Security.mdx has no heading whose anchor is #nowhere',
      '"?path=/story/chat--gone": no story has the id chat--gone',
    ]);
  });

  it('reports a link to a file by its path, which the site cannot follow', () => {
    expect(check([page('[code](../../src/chat/createChatRuntime.ts)')])).toEqual([
      '"../../src/chat/createChatRuntime.ts": link to a page as ?path=/docs/<id>, or to a web address; a path to a file breaks on the site',
    ]);
  });

  it('reports code typed into a page, and an imported example that is missing', () => {
    const problems = check(
      [
        page(
          [
            "import gone from './examples/gone.tsx?raw';",
            '',
            '```tsx',
            'const x = 1;',
            '```',
            '',
            '```html',
            '<uikit-chat></uikit-chat>',
            '```',
          ].join('\n'),
        ),
      ],
      (file) => !file.endsWith('gone.tsx'),
    );
    expect(problems).toEqual([
      'a ```tsx block: import the example with ?raw from a file a test compiles',
      'imports stories/guides/examples/gone.tsx, which does not exist',
    ]);
  });

  it("checks the README's links to guides, their headings and its own", () => {
    const readme = page(
      [
        '# uikit-react',
        '[Theming](stories/guides/Theming.mdx#the-theme-option)',
        '[Gone](stories/guides/Gone.mdx)',
        '[Fonts](stories/guides/Theming.mdx#fonts)',
        '[Top](#uikit-react) [Nowhere](#nowhere)',
      ].join('\n'),
      'README.md',
    );
    const problems = checkPages([theming], index, {
      exists: (file) => !file.endsWith('Gone.mdx'),
      readme,
    }).map((problem) => `${problem.file}: ${problem.message}`);
    expect(problems).toEqual([
      'README.md: "stories/guides/Gone.mdx": stories/guides/Gone.mdx does not exist',
      'README.md: "stories/guides/Theming.mdx#fonts": stories/guides/Theming.mdx has no heading whose anchor is #fonts',
      'README.md: "#nowhere": README.md has no heading whose anchor is #nowhere',
    ]);
  });
});
