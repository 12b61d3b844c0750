import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { taskItem, webSearchTask } from '../test/fixtures/items';
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
/** ChatKit's web search task: its queries, and the pages it found as links. */
export const WebSearch: Story = { args: { item: webSearchTask } };
export const WebSearchRunning: Story = {
  args: {
    item: {
      ...webSearchTask,
      heading: 'Searching the web',
      status_indicator: 'loading',
      sources: [],
    },
    streaming: true,
  },
};
export const FileTask: Story = {
  args: {
    item: {
      ...webSearchTask,
      task_type: 'file',
      heading: 'Read your files',
      queries: [],
      sources: [
        { type: 'file', filename: 'itinerary.pdf' },
        { type: 'file', filename: 'bookings.xlsx' },
      ],
    },
  },
};
export const ImageTask: Story = {
  args: { item: { ...taskItem, task_type: 'image', heading: 'Drew the route' } },
};
/** An icon of the kit's set, and one it does not know (its place kept, empty). */
export const Icons: Story = {
  render: () => (
    <>
      <ThreadItemView
        item={{ ...taskItem, id: 'a', icon: 'calendar', heading: 'Planned the days' }}
      />
      <ThreadItemView
        item={{ ...taskItem, id: 'b', icon: 'no-such-icon', heading: 'Unknown icon' }}
      />
    </>
  ),
};
export const Dark: Story = { parameters: themes.dark };
export const WebSearchDark: Story = { args: { item: webSearchTask }, parameters: themes.dark };
export const WebSearchRightToLeft: Story = {
  args: { item: { ...webSearchTask, heading: 'بحث في الويب' } },
  parameters: themes.rtl,
};
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: { item: { ...taskItem, heading: 'البحث في الويب', summary: 'تم العثور على ثلاثة مصادر' } },
};
export const Compact: Story = { parameters: themes.compact };
export const Spacious: Story = { parameters: themes.spacious };
