import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownRendered } from '../../../../test/support/markdown';
import { StreamingMarkdown } from '../StreamingMarkdown';
import { KATEX_OPTIONS } from './mathPlugins';

async function renderMath(text: string, streaming = false) {
  const { container } = render(<StreamingMarkdown text={text} streaming={streaming} />);
  await markdownRendered(container);
  return container;
}

describe('math in answers', () => {
  it('renders inline and display formulas with KaTeX, with MathML for screen readers', async () => {
    const container = await renderMath(
      'Euler: $e^{i\\pi} + 1 = 0$ and \\(a^2\\).\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nAlso \\[\\sum_{k=1}^n k\\] here.',
    );
    await waitFor(() => {
      expect(container.querySelectorAll('.katex')).toHaveLength(4);
    });
    expect(container.querySelectorAll('math')).toHaveLength(4);
    expect(container.querySelectorAll('[data-slot="math"][data-display]')).toHaveLength(2);
    expect(container.querySelector('annotation')).toHaveTextContent('e^{i\\pi} + 1 = 0');
    expect(container.textContent).not.toContain('$');
  });
});

it('keeps KaTeX untrusted', () => {
  expect(KATEX_OPTIONS.trust).toBe(false);
});
