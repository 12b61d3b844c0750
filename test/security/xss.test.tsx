import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  assistantMessage,
  generatedImage,
  reasoningGroup,
  structuredInput,
  userMessage,
  webSearchTask,
  widgetItem,
} from '../fixtures/items';
import { HOSTILE_URLS } from '../fixtures/hostile';
import { markdownRendered } from '../support/markdown';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import { safeHref, safeSrc } from '../../src/security/urlPolicy';
import type {
  AssistantMessageItem,
  OutputText,
  ThreadItem,
  UserMessageItem,
} from '../../src/wire/items';

// Nothing executable reaches the DOM: no script-bearing elements, no event-handler attributes, and
// every URL attribute passes the URL policy. Each case renders real components in jsdom and
// inspects the whole resulting DOM.

const FORBIDDEN_TAGS = new Set([
  'SCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'BASE',
  'META',
  'LINK',
  'STYLE',
  'FRAME',
  'FRAMESET',
  'SVG:SCRIPT',
  'FOREIGNOBJECT',
]);
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'background',
  'data',
  'ping',
];

function assertNothingExecutable(root: HTMLElement) {
  for (const element of root.querySelectorAll('*')) {
    expect(
      FORBIDDEN_TAGS.has(element.tagName.toUpperCase()),
      `<${element.tagName}> in the DOM`,
    ).toBe(false);
    for (const { name, value } of element.attributes) {
      expect(name.startsWith('on'), `${name}="${value}" on <${element.tagName}>`).toBe(false);
      if (name === 'style') expect(value, 'style').not.toMatch(/url\(|expression\(|javascript:/i);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      if (name === 'href' && element.tagName === 'A' && value.startsWith('#')) {
        // The kit's own in-page citation links.
        expect(value).toMatch(/^#[\w-]+-source-\d+$/);
        continue;
      }
      const allowed = name === 'src' ? safeSrc(value) : safeHref(value);
      expect(allowed, `${name}="${value}" on <${element.tagName}>`).toBe(value);
    }
  }
}

const answer = (
  text: string,
  annotations: OutputText['annotations'] = [],
): AssistantMessageItem => ({
  ...assistantMessage,
  content: [{ type: 'output_text', text, annotations }],
});

async function renderAnswer(item: ThreadItem) {
  const { container } = render(<ThreadItemView item={item} />);
  await markdownRendered(container);
  return container;
}

describe('markdown links and images', () => {
  it.each(HOSTILE_URLS)('renders a link to %j as inert text', async (url) => {
    const container = await renderAnswer(
      answer(`[click me](${url}) and ![pic](${url}) and [ref][r]\n\n[r]: ${url}`),
    );
    assertNothingExecutable(container);
    expect(container.textContent).toContain('click me');
    expect(container.querySelector('a[href]:not([href^="#"])')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps safe links working with rel="noopener noreferrer" and a new tab', async () => {
    const container = await renderAnswer(
      answer('[docs](https://example.com/docs) <https://example.org> mailto:hi@example.com'),
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/docs',
      'https://example.org',
      'mailto:hi@example.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

describe('raw HTML, event handlers and SVG in markdown', () => {
  it.each([
    '<img src=x onerror="alert(1)">',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<details open ontoggle="alert(1)">x</details>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<base href="javascript:alert(1)//">',
    '<style>@import "https://evil.example/x.css";</style>',
    '**bold** <span onmouseover="alert(1)">hover</span>',
    '![x](https://x.example/a.png"onerror="alert(1))',
    '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  ])('shows %j as text, never as HTML', async (html) => {
    const container = await renderAnswer(answer(`Before\n\n${html}\n\nAfter`));
    assertNothingExecutable(container);
    expect(container.textContent).toContain('After');
  });

  it('renders SVG images only as blocked text', async () => {
    const container = await renderAnswer(
      answer('![logo](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'),
    );
    assertNothingExecutable(container);
    expect(container.querySelector('img, svg image')).toBeNull();
  });
});

describe('math (KaTeX, trust off)', () => {
  it.each([
    '$\\href{javascript:alert(1)}{click}$',
    '$$\\url{javascript:alert(1)}$$',
    '\\(\\htmlId{x" onclick="alert(1)}{a}\\)',
    '\\[\\htmlClass{x}{a}\\htmlStyle{background:url(javascript:alert(1))}{b}\\]',
    '$\\htmlData{onclick=alert(1)}{a}$',
    '$\\includegraphics[height=1em]{javascript:alert(1)}$',
    '$\\text{<img src=x onerror=alert(1)>}$',
    '$<script>alert(1)</script>$',
    '$$\\mathrm{</span><svg onload=alert(1)>}$$',
    '$\\def\\x{\\x\\x}\\x$',
    ...HOSTILE_URLS.map((url) => `$\\href{${url}}{x}$`),
  ])('renders %j without anything executable', async (math) => {
    const container = await renderAnswer(answer(`Before ${math} after\n\nAfter`));
    await waitFor(() => {
      expect(container.querySelector('[data-slot="math"]')).not.toBeNull();
    });
    assertNothingExecutable(container);
    expect(container.querySelector('a[href], img')).toBeNull();
    expect(container.textContent).toContain('After');
  });
});

describe('annotations', () => {
  it.each(HOSTILE_URLS)('never links a url source to %j', async (url) => {
    const container = await renderAnswer(
      answer('Cited.', [
        { type: 'url', source: { type: 'url', url, title: 'Evil source' }, index: null },
      ]),
    );
    assertNothingExecutable(container);
    expect(container.textContent).toContain('Evil source');
  });

  it('shows file names and titles as text', async () => {
    const container = await renderAnswer(
      answer('Cited.', [
        {
          type: 'file',
          source: { type: 'file', filename: '<img src=x onerror=alert(1)>.pdf' },
          index: null,
        },
        {
          type: 'url',
          source: { type: 'url', url: 'https://ok.example', title: '<script>alert(1)</script>' },
          index: 0,
        },
      ]),
    );
    assertNothingExecutable(container);
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>.pdf');
  });
});

describe('user messages', () => {
  it.each(HOSTILE_URLS)('never loads or links an attachment at %j', (url) => {
    const item: UserMessageItem = {
      ...userMessage,
      content: [{ type: 'input_text', text: `<img src=x onerror=alert(1)> [x](${url})` }],
      attachments: [
        { id: 'i', type: 'image', name: 'a.png', mime_type: 'image/png', preview_url: url },
        { id: 'f', type: 'file', name: 'b.txt', mime_type: 'text/plain', preview_url: url },
      ],
    };
    const { container } = render(<ThreadItemView item={item} />);
    assertNothingExecutable(container);
    expect(container.querySelector('img, a[href]')).toBeNull();
  });
});

describe('widgets', () => {
  const widget = (tree: unknown): ThreadItem => ({ ...widgetItem, widget: JSON.stringify(tree) });

  it.each(HOSTILE_URLS)(
    'never loads a widget image, status favicon or markdown link at %j',
    async (url) => {
      const { container } = render(
        <ThreadItemView
          item={widget({
            type: 'Card',
            status: { text: 'Live', favicon: url },
            background: `url(${url})`,
            children: [
              { type: 'Image', src: url, alt: 'bad image' },
              { type: 'Markdown', value: `[link](${url}) ![img](${url})` },
              {
                type: 'Button',
                label: 'Go',
                onClickAction: { type: 'open', payload: { url, href: url } },
              },
              {
                type: 'Box',
                background: { light: `url(${url})`, dark: 'red' },
                children: [{ type: 'Text', value: url, color: `red;background:url(${url})` }],
              },
              {
                type: 'ListView',
                children: [
                  {
                    type: 'ListViewItem',
                    onClickAction: { type: 'x', payload: { src: url } },
                    children: [{ type: 'Text', value: 'row' }],
                  },
                ],
              },
            ],
          })}
        />,
      );
      await markdownRendered(container);
      assertNothingExecutable(container);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('a[href]')).toBeNull();
      expect(container.querySelector('[data-slot="widget-button"]')).not.toHaveAttribute(
        'formaction',
      );
    },
  );

  it('keeps unknown props and HTML out of widget output', () => {
    const { container } = render(
      <ThreadItemView
        item={widget({
          type: 'Card',
          dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' },
          onClick: 'alert(1)',
          children: [
            {
              type: 'Text',
              value: '<script>alert(1)</script>',
              onmouseover: 'alert(1)',
              style: 'background:url(javascript:alert(1))',
            },
            { type: 'Title', value: '<img src=x onerror=alert(1)>' },
            { type: 'Input', name: 'q" autofocus onfocus="alert(1)', placeholder: '<b>x</b>' },
            { type: 'script', src: 'https://evil.example/x.js' },
            { type: 'iframe', src: 'https://evil.example' },
          ],
        })}
      />,
    );
    assertNothingExecutable(container);
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});

describe('ChatKit 1.6 items (protocol section 12)', () => {
  it.each(HOSTILE_URLS)('never loads a generated image from %j, preview or final', (url) => {
    for (const streaming of [true, false]) {
      const { container, unmount } = render(
        <ThreadItemView
          item={{ ...generatedImage, image: { id: 'img', url }, progress: 0.5 }}
          streaming={streaming}
        />,
      );
      assertNothingExecutable(container);
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });

  it.each(HOSTILE_URLS)('never links a task source to %j, alone or in a group', (url) => {
    const sources = [{ type: 'url' as const, url, title: 'Open me' }];
    const { container } = render(
      <>
        <ThreadItemView item={{ ...webSearchTask, sources }} />
        <ThreadItemView
          item={{
            ...reasoningGroup,
            expanded: true,
            tasks: [
              {
                ...reasoningGroup.tasks[1],
                heading: 'x',
                summary: null,
                type: 'web_search',
                sources,
              },
            ],
          }}
        />
      </>,
    );
    assertNothingExecutable(container);
    expect(container.querySelector('a[href]')).toBeNull();
    expect(container.textContent).toContain('Open me');
  });

  it('shows questions, options and answers as text, never as markup', () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(1)</script>';
    const { container } = render(
      <ThreadItemView
        item={{
          ...structuredInput,
          inputs: [
            {
              type: 'multiple_choice',
              id: 'a',
              question: markup,
              options: [{ value: markup }],
              multiple: true,
            },
            { type: 'freeform', id: 'b', question: markup, description: markup },
          ],
        }}
      />,
    );
    assertNothingExecutable(container);
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});
