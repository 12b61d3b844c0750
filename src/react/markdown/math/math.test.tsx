import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assistantMessage } from '../../../../test/fixtures/items';
import { markdownRendered } from '../../../../test/support/markdown';
import { ThreadItemView } from '../../items/ThreadItemView';
import { RenderProvider } from '../../context/RenderContext';
import { StreamingMarkdown } from '../StreamingMarkdown';
import { KATEX_OPTIONS } from './mathPlugins';

async function renderMath(text: string, streaming = false) {
  const view = render(<StreamingMarkdown text={text} streaming={streaming} />);
  await markdownRendered(view.container);
  return view;
}

describe('math in answers', () => {
  it('renders inline and display formulas with KaTeX, with MathML for screen readers', async () => {
    const { container } = await renderMath(
      'Euler: $e^{i\\pi} + 1 = 0$ and \\(a^2\\).\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nAlso \\[\\sum_{k=1}^n k\\] here, and $$x^2$$.',
    );
    await waitFor(() => {
      expect(container.querySelectorAll('.katex')).toHaveLength(5);
    });
    expect(container.querySelectorAll('math')).toHaveLength(5);
    const display = container.querySelectorAll('[data-slot="math"][data-display]');
    expect(display).toHaveLength(3);
    for (const box of display) {
      // Its own scroll box, reachable with the keyboard, read left to right in any layout.
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box).toHaveAttribute('dir', 'ltr');
      expect(box.querySelector('.katex-display')).not.toBeNull();
    }
    expect(container.querySelector('annotation')).toHaveTextContent('e^{i\\pi} + 1 = 0');
    expect(container.querySelector('.katex-html')).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).not.toContain('$');
    expect(container.querySelector('.katex-error, [data-state="error"]')).toBeNull();
  });

  it('keeps prices as text and loads no math for them', async () => {
    const { container } = await renderMath('Tickets cost $5 and $10, or $15 at the door.');
    expect(container).toHaveTextContent('Tickets cost $5 and $10, or $15 at the door.');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('renders prices beside a formula as text', async () => {
    const { container } = await renderMath('It costs $5, so $x = 5$ and $10 is too much.');
    await waitFor(() => {
      expect(container.querySelectorAll('.katex')).toHaveLength(1);
    });
    expect(container.querySelector('p')?.textContent).toMatch(/^It costs \$5, so .* and \$10 is/);
  });

  it('leaves code alone', async () => {
    const { container } = await renderMath('Run `echo $HOME` and\n\n    $x$ indented\n\nthen $y$.');
    await waitFor(() => {
      expect(container.querySelectorAll('.katex')).toHaveLength(1);
    });
    expect(container.querySelector('code')).toHaveTextContent('echo $HOME');
  });

  it('shows a formula KaTeX cannot read as its source, with a hint, never an error', async () => {
    const { container } = await renderMath('Broken: $\\frac{1}{$ and $$\\begin{x}$$');
    await waitFor(() => {
      expect(container.querySelectorAll('[data-slot="math"][data-state="error"]')).toHaveLength(2);
    });
    const [inline] = container.querySelectorAll('[data-state="error"]');
    expect(inline).toHaveTextContent('\\frac{1}{');
    expect(inline).toHaveAttribute(
      'title',
      'This formula could not be displayed; its source is shown.',
    );
    expect(inline?.querySelector('[data-slot="visually-hidden"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(/ParseError|KaTeX parse error/);
    expect(container.querySelector('[style*="cc0000"], .katex-error')).toBeNull();
  });

  it('names the hint through the labels', async () => {
    const { container } = render(
      <RenderProvider labels={{ mathError: 'Formel nicht darstellbar' }}>
        <StreamingMarkdown text="$\\frac{1}{$" streaming={false} />
      </RenderProvider>,
    );
    await waitFor(() => {
      expect(container.querySelector('[data-state="error"]')).toHaveAttribute(
        'title',
        'Formel nicht darstellbar',
      );
    });
  });

  it('shows a half-written formula as text while it streams, then renders it', async () => {
    let text = 'The answer is\n\n$$\n\\frac{1}{';
    const { container, rerender } = await renderMath(text, true);
    await waitFor(() => {
      expect(container.querySelector('[data-slot="math"]')).not.toBeNull();
    });
    expect(container.querySelector('[data-state="error"]')).toBeNull();
    expect(container.textContent).not.toContain('$$');
    for (const token of ['2', '}', '\n$$', '\n\nDone.']) {
      text += token;
      act(() => {
        rerender(<StreamingMarkdown text={text} streaming />);
      });
      expect(container.querySelector('[data-state="error"]')).toBeNull();
    }
    act(() => {
      rerender(<StreamingMarkdown text={text} streaming={false} />);
    });
    await waitFor(() => {
      expect(container.querySelector('.katex-display')).not.toBeNull();
    });
    expect(container.querySelector('annotation')).toHaveTextContent('\\frac{1}{2}');
  });

  it('never lets KaTeX make links, classes, ids, styles or images', async () => {
    expect(KATEX_OPTIONS.trust).toBe(false);
    const { container } = await renderMath(
      [
        '$\\href{javascript:alert(1)}{x}$',
        '$\\url{javascript:alert(1)}$',
        '$\\htmlId{evil}{x}$',
        '$\\htmlClass{evil}{x}$',
        '$\\htmlStyle{background:url(https://evil.example/x)}{x}$',
        '$\\htmlData{foo=bar}{x}$',
        '$\\includegraphics{https://evil.example/x.png}$',
      ].join(' '),
    );
    await waitFor(() => {
      expect(container.querySelectorAll('[data-slot="math"]')).toHaveLength(7);
    });
    expect(container.querySelector('a, img, [id="evil"], .evil, [data-foo]')).toBeNull();
    // The source stays readable as text (the MathML annotation); no attribute carries it.
    for (const element of container.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(`${name}=${value}`).not.toMatch(/javascript:|evil\.example|^on/);
      }
    }
  });

  it('stops runaway macros and huge sizes', async () => {
    const { container } = await renderMath(
      '$\\def\\a{\\a\\a}\\a$ and $\\rule{1000em}{1000em}$ and $\\kern{9999em}x$',
    );
    await waitFor(() => {
      expect(container.querySelectorAll('[data-slot="math"]')).toHaveLength(3);
    });
    expect(container.querySelector('[data-state="error"]')).toHaveTextContent(
      '\\def\\a{\\a\\a}\\a',
    );
    for (const element of container.querySelectorAll<HTMLElement>('[style]')) {
      for (const value of element.style.cssText.match(/[\d.]+em/g) ?? []) {
        expect(Number.parseFloat(value), element.style.cssText).toBeLessThanOrEqual(
          KATEX_OPTIONS.maxSize * 1.21 + 1,
        );
      }
    }
  });

  it('copies the answer as written, formulas as their source', async () => {
    const user = userEvent.setup();
    const text = 'Euler: $e^{i\\pi} + 1 = 0$\n\n\\[x^2\\]';
    const { container } = render(
      <ThreadItemView
        item={{ ...assistantMessage, content: [{ type: 'output_text', text, annotations: [] }] }}
      />,
    );
    await markdownRendered(container);
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe(text);
  });
});
