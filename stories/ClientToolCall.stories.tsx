import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { clientToolCall } from '../test/fixtures/items';
import { themes } from './support';

const completed = {
  ...clientToolCall,
  status: 'completed' as const,
  output: JSON.stringify({
    title: 'Lisbon trip planner',
    url: 'https://app.example.com/trips/42',
    selection: null,
  }),
};

const meta = {
  title: 'Items/Client tool call',
  component: ThreadItemView,
  args: { item: clientToolCall, streaming: false },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Tool call: get_page_info' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Arguments' }));
    await expect(canvas.getByText(/"fields"/)).toBeVisible();
  },
};
export const Completed: Story = { args: { item: completed } };
export const UnparsableJson: Story = {
  args: { item: { ...completed, arguments: '{oops', output: 'not json at all' } },
};
export const LongArguments: Story = {
  args: {
    item: {
      ...clientToolCall,
      arguments: JSON.stringify({
        rows: Array.from({ length: 60 }, (_, i) => ({
          id: i,
          label: `Row ${i}`,
          tags: ['a', 'b'],
        })),
      }),
    },
  },
};
export const Dark: Story = { parameters: themes.dark, args: { item: completed } };
export const RightToLeft: Story = { parameters: themes.rtl, args: { item: completed } };
export const Compact: Story = { parameters: themes.compact };
export const Spacious: Story = { parameters: themes.spacious };
