import { render } from '@testing-library/react';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GROUP_SEPARATOR } from './markdownGroups';
import { parseMarkdown } from './markdownParser';
import { renderTokens } from './markdownTokens';

function html(markdown: string, citations: number[] | null = null): HTMLElement {
  const { container } = render(<div>{renderTokens(parseMarkdown(markdown), citations)}</div>);
  return container.firstElementChild as HTMLElement;
}

describe('markdown tokens to React', () => {
  it('renders GFM: headings one level below the page, lists, tables with alignment, strikethrough', () => {
    const root = html(
      '# Title\n\n1. one\n2. two\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n~~gone~~ **b** *i* `c`',
    );
    expect(root.querySelector('h3')?.textContent).toBe('Title');
    expect(root.querySelector('h3')?.dataset.level).toBe('1');
    expect([...root.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    // A tight list's items hold their text directly, no paragraph.
    expect(root.querySelector('li > p')).toBeNull();
    expect(root.querySelector('[data-slot="table-scroll"] table')).not.toBeNull();
    expect(root.querySelector('th')?.style.textAlign).toBe('left');
    expect(root.querySelectorAll('td')[1]?.style.textAlign).toBe('right');
    expect(root.querySelector('del')?.textContent).toBe('gone');
    expect(root.querySelector('strong')?.textContent).toBe('b');
    expect(root.querySelector('em')?.textContent).toBe('i');
    expect(root.querySelector('p code')?.textContent).toBe('c');
  });

  it('makes no nested lists of nodes (each one a fragment for React) and unique keys', () => {
    const nested = (nodes: readonly ReactNode[]): boolean =>
      nodes.some(
        (node) =>
          Array.isArray(node) ||
          (isValidElement<{ children?: ReactNode }>(node) &&
            Array.isArray(node.props.children) &&
            nested(node.props.children as ReactNode[])),
      );
    const nodes = renderTokens(
      parseMarkdown('- a `b` [c](https://example.com) **d**\n- e\n\n  1. f *g*\n\ntext `h` i'),
      [1, 2],
    );
    expect(nested(nodes)).toBe(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<div>{nodes}</div>);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps an ordered list’s start and a loose list’s paragraphs', () => {
    const root = html('3. three\n\n4. four');
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(root.querySelectorAll('li > p')).toHaveLength(2);
  });

  it('shows task list items as marks with their state, the marker gone from the text', () => {
    const root = html('- [ ] pack\n- [x] book\n- [y] not a task');
    const items = [...root.querySelectorAll('li')];
    expect(items.map((li) => li.className)).toEqual(['task-list-item', 'task-list-item', '']);
    expect(
      items.map((li) =>
        li.querySelector('[data-slot="task-checkbox"]')?.getAttribute('data-state'),
      ),
    ).toEqual(['unchecked', 'checked', undefined]);
    expect(items[0]?.textContent).toBe('☐ pack');
    expect(items[2]?.textContent).toBe('[y] not a task');
  });

  it('shows raw HTML as text and builds no element from it', () => {
    const root = html('<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div>block</div>');
    expect(root.querySelector('script, img, div div')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<div>block</div>');
  });

  it('sends every link and image through the URL policy', () => {
    const root = html(
      '[ok](https://example.com/a) [bad](javascript:alert(1)) ![pic](javascript:x)',
    );
    const links = root.querySelectorAll('[data-slot="markdown-link"]');
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/a');
    expect(links[1]?.tagName).toBe('SPAN');
    expect(links[1]?.getAttribute('data-state')).toBe('blocked');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[data-slot="markdown-image"]')?.getAttribute('aria-label')).toBe(
      'pic',
    );
  });

  it('links GFM autolink literals only: a scheme, www. or an e-mail, never a bare domain', () => {
    const root = html('see www.example.com, https://a.dev/x. and me@example.org, not index.js');
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['http://www.example.com', 'https://a.dev/x', 'mailto:me@example.org']);
    expect(root.textContent).toContain('not index.js');
  });

  it('renders fences and indented code as code blocks with their language', () => {
    const root = html('```ts\nconst a = 1;\n```\n\n    indented');
    const blocks = root.querySelectorAll('[data-slot="code"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.textContent).toContain('const a = 1;');
    expect(blocks[1]?.textContent).toContain('indented');
  });

  it('puts citations at the end of the last text: a paragraph, a list item, a cell', () => {
    const marker = '[data-slot="citation"]';
    expect(
      html('One.\n\nTwo.', [1, 2]).querySelectorAll('p')[1]?.querySelectorAll(marker).length,
    ).toBeGreaterThan(0);
    expect(html('- a\n- b', [3]).querySelectorAll('li')[1]?.querySelector(marker)).not.toBeNull();
    expect(
      html('| a |\n|---|\n| b |', [4]).querySelector('td')?.querySelector(marker),
    ).not.toBeNull();
    // After a closing code block: the text before it.
    const code = html('Intro.\n\n```\nx\n```', [5]);
    expect(code.querySelector('p')?.querySelector(marker)).not.toBeNull();
    expect(code.querySelector('[data-slot="code"]')?.querySelector(marker)).toBeNull();
  });

  it('gives citations a paragraph of their own when the block has no text', () => {
    const root = html('```\nonly code\n```', [7]);
    expect(root.lastElementChild?.tagName).toBe('P');
    expect(root.lastElementChild?.textContent).toContain('7');
  });

  it('drops a group’s separators, which end lists and quotes as parsing alone does', () => {
    const text = ['- a\n- b', '> quote', 'para'].join(`\n\n${GROUP_SEPARATOR}\n\n`);
    const root = html(text);
    expect(root.textContent).not.toContain('uikit:block');
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelector('blockquote')?.textContent.trim()).toBe('quote');
    expect(root.lastElementChild?.tagName).toBe('P');
    expect(root.lastElementChild?.textContent).toBe('para');
  });
});
