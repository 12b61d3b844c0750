import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdownParser';
import { renderTokens } from '../markdownTokens';
import { mathView, parseMathMarkdown } from './mathPlugins';
import { normalizeMath } from './normalizeMath';

/** A block as the renderer shows it once the math part is loaded. */
function html(markdown: string, streaming = false): HTMLElement {
  const tokens = parseMathMarkdown(normalizeMath(markdown, streaming));
  const { container } = render(<div>{renderTokens(tokens, null, mathView(streaming))}</div>);
  return container.firstElementChild as HTMLElement;
}

const formulas = (root: HTMLElement) => [...root.querySelectorAll('[data-slot="math"]')];

describe('math tokens to React', () => {
  it('draws an inline formula with KaTeX in a left-to-right box, in its paragraph', () => {
    const root = html('Euler: $e^{i\\pi} + 1 = 0$ holds.');
    const [box] = formulas(root);
    expect(box?.parentElement?.tagName).toBe('P');
    expect(box).toHaveAttribute('dir', 'ltr');
    expect(box).not.toHaveAttribute('data-display');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box?.querySelector('.katex annotation')).toHaveTextContent('e^{i\\pi} + 1 = 0');
    expect(root.querySelector('p')?.textContent).toMatch(/^Euler: .* holds\.$/);
    expect(root.textContent).not.toContain('$');
  });

  it('displays $$ fences, $$…$$ inside a line and \\[…\\] in a scrollable box', () => {
    const root = html('$$\n\\int_0^1 x\\,dx\n$$\n\nAlso $$x^2$$ and \\[y^2\\] here.');
    const boxes = formulas(root);
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box).toHaveAttribute('data-display', '');
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box.querySelector('.katex-display')).not.toBeNull();
    }
    // The fence is a block of its own, not inside a paragraph.
    expect(boxes[0]?.parentElement).toBe(root);
    expect(root.querySelector('annotation')).toHaveTextContent('\\int_0^1 x\\,dx');
  });

  it('renders formulas inside list items and table cells', () => {
    const root = html('- first $a^2$\n- second $b_1$\n\n| x | y |\n|---|---|\n| $\\alpha$ | 2 |');
    expect(root.querySelectorAll('li [data-slot="math"] .katex')).toHaveLength(2);
    expect(root.querySelector('td [data-slot="math"] annotation')).toHaveTextContent('\\alpha');
  });

  it('keeps prices as text', () => {
    const root = html('Tickets cost $5 and $10.');
    expect(formulas(root)).toHaveLength(0);
    expect(root).toHaveTextContent('Tickets cost $5 and $10.');
  });

  it('leaves a code span with $x$ untouched', () => {
    const root = html('Type `$x$` for $y$.');
    expect(root.querySelector('code')).toHaveTextContent('$x$');
    expect(root.querySelector('code [data-slot="math"]')).toBeNull();
    expect(formulas(root)).toHaveLength(1);
  });

  it('shows a half-written formula as its text while it streams, without an error hint', () => {
    const root = html('So:\n\n$$\n\\frac{1}{', true);
    const [box] = formulas(root);
    expect(box).toHaveAttribute('data-state', 'pending');
    expect(box).toHaveTextContent('\\frac{1}{');
    expect(box).not.toHaveAttribute('title');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box?.querySelector('[data-slot="visually-hidden"], .katex')).toBeNull();
    expect(root.textContent).not.toContain('$');
    // A `$` still open inside a line is text until its formula closes.
    const inline = html('Then $\\frac{1}{', true);
    expect(formulas(inline)).toHaveLength(0);
    expect(inline).toHaveTextContent('Then $\\frac{1}{');
  });

  it('shows a formula KaTeX cannot read as its source with a hint', () => {
    const root = html('Broken: $\\frac{1}{$ here.');
    const [box] = formulas(root);
    expect(box).toHaveAttribute('data-state', 'error');
    expect(box).toHaveAttribute(
      'title',
      'This formula could not be displayed; its source is shown.',
    );
    expect(box?.querySelector('[data-slot="visually-hidden"]')).toHaveTextContent(
      'This formula could not be displayed',
    );
    expect(box?.textContent.startsWith('\\frac{1}{')).toBe(true);
    expect(root.querySelector('.katex-error, .katex')).toBeNull();
  });

  it('reads no math without the math part: the kit’s own parse keeps dollars as text', () => {
    const { container } = render(<div>{renderTokens(parseMarkdown('$x^2$'), null)}</div>);
    expect(container).toHaveTextContent('$x^2$');
    expect(container.querySelector('[data-slot="math"]')).toBeNull();
  });
});
