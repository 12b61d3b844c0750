import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { userMessage } from '../test/fixtures/items';
import { emptyUserMessage, longUserMessage } from '../test/fixtures/states';
import { themes } from './support';

const meta = {
  title: 'Items/User message',
  component: ThreadItemView,
  args: { item: userMessage, streaming: false },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'suitcase.png' })).toBeVisible();
    await expect(canvas.getByText('itinerary.pdf')).toBeVisible();
  },
};
export const TextOnly: Story = {
  args: {
    item: {
      ...userMessage,
      attachments: [],
      content: [{ type: 'input_text', text: 'Hello! **Not bold**, just text.' }],
    },
  },
};
export const Empty: Story = { args: { item: emptyUserMessage } };
export const LongContent: Story = { args: { item: longUserMessage } };
export const Dark: Story = { parameters: themes.dark };
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: {
    item: {
      ...userMessage,
      content: [{ type: 'input_text', text: 'ما الذي يجب أن أحزمه لرحلة إلى لشبونة؟' }],
    },
  },
};
export const Compact: Story = { parameters: themes.compact };
export const Spacious: Story = { parameters: themes.spacious };
