import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../styles/index.css';
import { markdownRendered } from '../../../../test/support/markdown';
import { StreamingMarkdown } from '../StreamingMarkdown';

afterEach(() => {
  cleanup();
});

const TEXT = [
  'Inline $e^{i\\pi} + 1 = 0$ and \\(\\sqrt{2}\\), a price of $5.',
  '',
  '$$',
  "f(x) = \\sum_{n=0}^{\\infty} \\frac{f^{(n)}(a)}{n!}(x-a)^n = f(a) + f'(a)(x-a) + \\frac{f''(a)}{2!}(x-a)^2 + \\cdots",
  '$$',
].join('\n');

async function renderMath(dir: 'ltr' | 'rtl') {
  const { container } = render(
    <div data-uikit-root="" dir={dir} style={{ inlineSize: 300 }}>
      <StreamingMarkdown text={TEXT} streaming={false} />
    </div>,
  );
  await markdownRendered(container);
  await expect.poll(() => container.querySelectorAll('.katex').length).toBe(3);
  return container;
}

describe('math in a real browser', () => {
  it('renders KaTeX with MathML and its own styles, and no error', async () => {
    const container = await renderMath('ltr');
    expect(container.querySelectorAll('math')).toHaveLength(3);
    expect(container.querySelector('[data-state="error"], .katex-error')).toBeNull();
    // KaTeX's rules apply inside the kit: its MathML is visually hidden, its HTML drawn.
    const mathml = container.querySelector('.katex-mathml') as HTMLElement;
    expect(getComputedStyle(mathml).position).toBe('absolute');
    const base = container.querySelector('.katex .base') as HTMLElement;
    expect(getComputedStyle(base).display).toBe('inline-block');
    expect(getComputedStyle(container.querySelector('.katex') as Element).fontFamily).toMatch(
      /UikitKaTeX_Main/,
    );
    expect(container.textContent).toContain('a price of $5.');
  });

  it('scrolls a wide formula in its own box, left to right in a right-to-left page', async () => {
    const container = await renderMath('rtl');
    const root = container.firstElementChild as HTMLElement;
    const box = container.querySelector<HTMLElement>('[data-slot="math"][data-display]');
    expect(box).not.toBeNull();
    const element = box as HTMLElement;
    expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
    expect(getComputedStyle(element).overflowX).toBe('auto');
    expect(getComputedStyle(element).direction).toBe('ltr');
    // Nothing sticks out of the chat's column.
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
      root.getBoundingClientRect().right + 0.5,
    );
  });

  it('leaves the page outside the kit alone', async () => {
    await renderMath('ltr');
    const outside = document.createElement('span');
    outside.className = 'katex';
    outside.innerHTML = '<span class="katex-mathml">x</span>';
    document.body.append(outside);
    try {
      expect(getComputedStyle(outside.firstElementChild as Element).position).toBe('static');
      expect(getComputedStyle(outside).fontFamily).not.toMatch(/KaTeX/);
    } finally {
      outside.remove();
    }
  });
});
