import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { reasoningGroup, taskGroup, workflowGroup } from '../test/fixtures/items';
import { manyTasks } from '../test/fixtures/states';
import { themes } from './support';

const meta = {
  title: 'Items/Task group',
  component: ThreadItemView,
  args: { item: manyTasks, streaming: true },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { expanded: true })).toHaveTextContent('7 of 8');
  },
};
export const Completed: Story = {
  args: { streaming: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
export const WithStatusMarks: Story = {
  args: {
    item: {
      ...manyTasks,
      tasks: manyTasks.tasks.map((task, i) => ({
        ...task,
        status_indicator: i < 2 ? 'complete' : i === 2 ? 'loading' : 'none',
      })),
    },
  },
};
export const Short: Story = { args: { item: taskGroup } };
export const Empty: Story = { args: { item: { ...taskGroup, tasks: [] } } };
export const Dark: Story = { parameters: themes.dark };
export const RightToLeft: Story = { parameters: themes.rtl };
export const Compact: Story = { parameters: themes.compact };
export const Spacious: Story = { parameters: themes.spacious };

/** ChatKit's reasoning workflow while the model thinks. */
export const ReasoningRunning: Story = {
  args: {
    item: { ...reasoningGroup, summary: null, expanded: true },
    streaming: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { expanded: true })).toHaveTextContent('Thinking…');
  },
};
/** Done in 12 seconds: closed, as `expanded: false` asks, and opened by the user. */
export const ReasoningDone: Story = {
  args: { item: reasoningGroup, streaming: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Thought for 12 s' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('itinerary.pdf')).toBeVisible();
  },
};
export const ReasoningDark: Story = {
  args: { item: { ...reasoningGroup, expanded: true }, streaming: false },
  parameters: themes.dark,
};
export const ReasoningRightToLeft: Story = {
  args: { item: { ...reasoningGroup, expanded: true }, streaming: false },
  parameters: themes.rtl,
};
/** A custom workflow's summary title and icon, open from the start. */
export const WorkflowSummary: Story = { args: { item: workflowGroup, streaming: false } };
