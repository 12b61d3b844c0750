import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { taskItem } from '../test/fixtures/items';
import { themes } from './support';

const meta = {
  title: 'Items/Task',
  component: ThreadItemView,
  args: { item: taskItem, streaming: false },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Custom: Story = {};
export const Thought: Story = {
  args: {
    item: {
      ...taskItem,
      task_type: 'thought',
      heading: 'Thinking about the weather',
      summary: 'May is mild; pack layers rather than coats.',
    },
  },
};
export const Streaming: Story = { args: { streaming: true } };
export const Complete: Story = { args: { item: { ...taskItem, status_indicator: 'complete' } } };
export const Empty: Story = { args: { item: { ...taskItem, heading: null, summary: null } } };
export const LongContent: Story = {
  args: { item: { ...taskItem, summary: 'A long summary. '.repeat(40) } },
};
export const Dark: Story = { parameters: themes.dark };
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: { item: { ...taskItem, heading: 'البحث في الويب', summary: 'تم العثور على ثلاثة مصادر' } },
};
export const Compact: Story = { parameters: themes.compact };
export const Spacious: Story = { parameters: themes.spacious };
