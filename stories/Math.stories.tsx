import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { assistantMessage } from '../test/fixtures/items';
import type { AssistantMessageItem } from '../src/wire/items';
import { markdownReady, themes } from './support';

/**
 * Formulas in answers (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`), rendered with KaTeX, which loads the
 * first time an answer holds math. Until then, and for a formula KaTeX cannot read, the formula's
 * source shows as text.
 */
const answer = (text: string): AssistantMessageItem => ({
  ...assistantMessage,
  id: 'itm_math',
  content: [{ type: 'output_text', text, annotations: [] }],
});

const INLINE =
  "Euler's identity, $e^{i\\pi} + 1 = 0$, links five constants; \\(\\sqrt{2}\\) is irrational. A coffee costs $4 and a cake $6.";
const DISPLAY = [
  'The roots of $ax^2 + bx + c = 0$ are',
  '$$\nx = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}\n$$',
  'and the sum of the first $n$ numbers is \\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\]',
  "Taylor's series, wider than a phone:",
  "$$\nf(x) = \\sum_{n=0}^{\\infty} \\frac{f^{(n)}(a)}{n!}(x-a)^n = f(a) + f'(a)(x-a) + \\frac{f''(a)}{2!}(x-a)^2 + \\frac{f'''(a)}{3!}(x-a)^3 + \\cdots\n$$",
].join('\n\n');

async function formulasReady(canvasElement: HTMLElement, count: number) {
  await markdownReady(canvasElement);
  await waitFor(
    () => {
      void expect(canvasElement.querySelectorAll('[data-slot="math"]')).toHaveLength(count);
    },
    { timeout: 10_000 },
  );
}

const meta = {
  title: 'Items/Math',
  component: ThreadItemView,
  args: { item: answer(INLINE), streaming: false },
  play: async ({ canvasElement }) => {
    await formulasReady(canvasElement, 2);
    await expect(canvasElement.querySelectorAll('.katex math')).toHaveLength(2);
    await expect(canvasElement.textContent).toContain('A coffee costs $4 and a cake $6.');
  },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Display: Story = {
  args: { item: answer(DISPLAY) },
  play: async ({ canvasElement }) => {
    await formulasReady(canvasElement, 5);
    await expect(canvasElement.querySelectorAll('[data-slot="math"][data-display]')).toHaveLength(
      3,
    );
  },
};
export const DisplayDark: Story = { ...Display, parameters: themes.dark };
export const DisplayRightToLeft: Story = { ...Display, parameters: themes.rtl };
/** KaTeX cannot read the formula: its source, with a hint for screen readers and a tooltip. */
export const UnreadableFormula: Story = {
  args: { item: answer('A typo in a formula: $\\frac{1}{$, and an unknown one: $$\\begin{x}$$') },
  play: async ({ canvasElement }) => {
    await formulasReady(canvasElement, 2);
    await expect(canvasElement.querySelectorAll('[data-state="error"]')).toHaveLength(2);
    await expect(canvasElement.textContent).not.toMatch(/ParseError/);
  },
};
/** Still streaming, the formula half written: its source as text, no error. */
export const StreamingHalfFormula: Story = {
  args: {
    item: answer('The answer is\n\n$$\n\\frac{1}{2} + \\frac{1}{'),
    streaming: true,
  },
  play: async ({ canvasElement }) => {
    await formulasReady(canvasElement, 1);
    await expect(canvasElement.querySelector('[data-state="error"]')).toBeNull();
    await expect(canvasElement.textContent).not.toContain('$$');
  },
};
