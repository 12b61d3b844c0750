import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarkdownText } from '../src/react/markdown/MarkdownText';
import { themes } from './support';

/**
 * An answer before the markdown renderer's code has arrived (or a long answer's parts not rendered
 * yet): its text without the syntax, never the source. A fence is not in here: it shows as a code
 * block at once, renderer or not.
 */
function MarkdownLoadingStory({ markdown }: { markdown: string }) {
  return (
    <div data-slot="markdown" data-state="complete">
      <MarkdownText markdown={markdown} slot="markdown-fallback" />
    </div>
  );
}

const answer = [
  '## A weekend in Lisbon',
  'Start early in **Alfama**: the light on the river is best before ten. Take [tram 28](https://example.com/tram) if the queue is short, otherwise walk.',
  '### Packing',
  '- Light clothes\n- **Comfortable shoes**\n  - Two pairs\n- [x] Book the hotel\n- [ ] Buy a `Viva Viagem` card',
  '1. Sé\n2. Castelo\n3. Miradouro da Graça',
  '> Tip: buy the card at the airport.',
  '| Stop | Time |\n| --- | ---: |\n| Sé | 9:00 |\n| Castelo | 10:30 |',
].join('\n\n');

const meta = {
  title: 'Items/Markdown loading',
  component: MarkdownLoadingStory,
  args: { markdown: answer },
  play: async ({ canvasElement }) => {
    const shown = canvasElement.querySelector('[data-slot="markdown"]')?.textContent ?? '';
    await expect(within(canvasElement).getByText(/A weekend in Lisbon/)).toBeVisible();
    // No heading, list or fence line: the words without their markdown.
    await expect(shown).not.toMatch(/^\s{0,3}#{1,6}\s|^\s*[-*+]\s|^\s*(```|~~~)|\*\*|\]\(/m);
  },
} satisfies Meta<typeof MarkdownLoadingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { parameters: themes.dark };
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: {
    markdown: '## قائمة التعبئة\n\n- ملابس خفيفة\n- **حذاء مريح**\n\n1. الكاتدرائية\n2. القلعة',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/قائمة التعبئة/)).toBeVisible();
  },
};
