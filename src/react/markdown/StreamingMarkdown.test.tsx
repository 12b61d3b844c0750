import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MarkdownRendererProps } from './MarkdownRenderer';
import { markdownRendered } from '../../../test/support/markdown';
import { ordinaryMarkdown } from '../../../test/fixtures/pathological';
import { StreamingMarkdown } from './StreamingMarkdown';

const renders: string[] = [];

// Count what the (lazily loaded) markdown renderer is asked to render, block by block.
vi.mock('./MarkdownRenderer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./MarkdownRenderer')>();
  return {
    ...actual,
    default: function CountingRenderer(props: MarkdownRendererProps) {
      renders.push(props.text);
      return actual.default(props);
    },
  };
});

describe('StreamingMarkdown', () => {
  it('parses a finished block once, however many tokens follow', async () => {
    renders.length = 0;
    let text = 'First paragraph, finished.\n\nSecond';
    const { container, rerender } = render(<StreamingMarkdown text={text} streaming />);
    await markdownRendered(container);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    const tokens = [' para', 'graph', ' keeps', ' growing', '.'];
    for (const token of tokens) {
      text += token;
      act(() => {
        rerender(<StreamingMarkdown text={text} streaming />);
      });
    }
    expect(container.querySelectorAll('p')[1]).toHaveTextContent('Second paragraph keeps growing.');
    expect(renders.filter((block) => block === 'First paragraph, finished.')).toHaveLength(1);
    expect(renders.filter((block) => block.startsWith('Second')).length).toBeGreaterThanOrEqual(
      tokens.length,
    );
  });

  it('renders an open fence without parsing it as markdown', async () => {
    renders.length = 0;
    let text = 'Intro.\n\n```js\n';
    const { container, rerender } = render(<StreamingMarkdown text={text} streaming />);
    await markdownRendered(container);
    for (let line = 0; line < 50; line += 1) {
      text += `console.log(${String(line)});\n`;
      act(() => {
        rerender(<StreamingMarkdown text={text} streaming />);
      });
    }
    await waitFor(() => {
      expect(container.querySelector('p')).toHaveTextContent('Intro.');
    });
    expect(container.querySelector('[data-slot="code"]')).toHaveTextContent('console.log(49);');
    expect(renders).toContain('Intro.');
    expect(renders.filter((block) => block.includes('console.log'))).toEqual([]);
  });

  it('shows the whole text once streaming ends', async () => {
    const { container, rerender } = render(
      <StreamingMarkdown text={'```js\nx()\n```'} streaming />,
    );
    rerender(<StreamingMarkdown text={'```js\nx()\n```'} streaming={false} />);
    await waitFor(() => {
      expect(container.querySelector('[data-slot="code"]')?.textContent).toBe('x()');
    });
  });

  it("starts a message's outline at h3 whatever level the model begins at, without skipping", async () => {
    const text = 'Intro.\n\n## Packing\n\nList.\n\n### Shoes\n\n```md\n# not a heading\n```';
    const { container } = render(<StreamingMarkdown text={text} streaming={false} />);
    await markdownRendered(container);
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (element) => `${element.tagName}:${element.textContent}`,
    );
    expect(headings).toEqual(['H3:Packing', 'H4:Shoes']);
  });

  it('shows what passes the markdown bounds as plain text, with a note', async () => {
    const text = `Intro with **bold**.\n\n${'[a]('.repeat(10_000)}`;
    const { container, getByRole } = render(<StreamingMarkdown text={text} streaming={false} />);
    await markdownRendered(container);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(getByRole('note')).toHaveTextContent('shown as plain text');
    const plain = [...container.querySelectorAll('[data-slot="markdown-plain-text"]')];
    expect(plain.map((piece) => piece.textContent).join('')).toBe('[a]('.repeat(10_000));
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders a long answer in steps, all of it as markdown in the end', async () => {
    const text = ordinaryMarkdown(80_000);
    const { container } = render(<StreamingMarkdown text={text} streaming={false} />);
    // At first only the start is markdown; the rest waits as text without its syntax.
    const waiting = [...container.querySelectorAll('[data-slot="markdown-fallback"]')];
    expect(waiting.length).toBeGreaterThan(0);
    const waitingText = waiting.map((piece) => piece.textContent).join('\n');
    expect(waitingText).toContain('Alfama');
    expect(waitingText).not.toMatch(/^\s{0,3}#{1,6}\s|^\s*[-*+]\s|^\s*(```|~~~)|\*\*|\]\(/m);
    await waitFor(
      () => {
        expect(container.querySelector('[data-slot="markdown-fallback"]')).toBeNull();
      },
      { timeout: 20_000 },
    );
    const headings = text.match(/^## /gm)?.length ?? 0;
    expect(container.querySelectorAll('[data-slot="markdown-heading"]')).toHaveLength(headings);
    expect(container.querySelector('[data-slot="markdown"]')).toHaveAttribute('data-long');
  }, 30_000);
});
