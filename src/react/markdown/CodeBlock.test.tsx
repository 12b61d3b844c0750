import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './CodeBlock';

describe('CodeBlock', () => {
  it('shows plain code at once, then syntax colours once the highlighter has loaded', async () => {
    const { container } = render(
      <CodeBlock language="ts" chunks={['const days: number = 4;']} complete />,
    );
    const code = container.querySelector('[data-slot="code"]');
    expect(code).toHaveAttribute('data-state', 'plain');
    expect(code).toHaveTextContent('const days: number = 4;');
    await screen.findByText('const', {}, { timeout: 10_000 });
    expect(code).toHaveAttribute('data-state', 'highlighted');
    expect(code).toHaveTextContent('const days: number = 4;');
    const token = [...(code?.querySelectorAll('span[style]') ?? [])].find(
      (span) => span.textContent === 'const',
    ) as HTMLElement;
    expect(token.style.getPropertyValue('--shiki-light')).toMatch(/^#/);
    expect(token.style.getPropertyValue('--shiki-dark')).toMatch(/^#/);
  });

  it('leaves a language it does not know, and streaming code, plain', async () => {
    const { container, rerender } = render(
      <CodeBlock language="brainfuck" chunks={['+++.']} complete />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-slot="code"]')).toHaveAttribute('data-state', 'plain');
    rerender(<CodeBlock language="ts" chunks={['const a', ' = 1']} complete={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-slot="code"]')).toHaveAttribute('data-state', 'plain');
  });

  it('copies the code', async () => {
    const user = userEvent.setup();
    render(<CodeBlock language="py" chunks={['print(1)\n', 'print(2)']} complete={false} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('print(1)\nprint(2)');
  });

  it('names itself for assistive technology and reads left to right in any page', () => {
    const { container } = render(
      <div dir="rtl">
        <CodeBlock language={null} chunks={['x']} complete />
      </div>,
    );
    expect(screen.getByRole('figure', { name: 'Code' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveAttribute('dir', 'ltr');
  });
});
