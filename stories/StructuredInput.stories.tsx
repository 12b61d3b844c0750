import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RenderProvider } from '../src/react/context/RenderContext';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { structuredInput } from '../test/fixtures/items';
import { themes } from './support';

// Protocol section 12: questions the workflow asks, answered with threads.add_structured_input.

const answerLater = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

const meta = {
  title: 'Items/Structured input',
  component: ThreadItemView,
  args: { item: structuredInput, streaming: false },
  render: (args) => (
    <RenderProvider onStructuredInput={answerLater}>
      <ThreadItemView {...args} />
    </RenderProvider>
  ),
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

/** Answered with the keyboard alone: arrows for the choice, Space for the boxes, Ctrl+Enter. */
export const AnsweredWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Relaxed' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Step-free routes, please');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    // Answered: the questions show their answers, read-only.
    const answers = await canvas.findByRole('group', { name: 'Questions' });
    await expect(answers).toHaveTextContent('Balanced');
    await expect(answers).toHaveTextContent('Step-free routes, please');
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

export const Answered: Story = {
  args: {
    item: {
      ...structuredInput,
      status: 'answered',
      inputs: structuredInput.inputs.map((input) =>
        input.type === 'freeform'
          ? { ...input, answer: { values: [], skipped: true } }
          : { ...input, answer: { values: [input.options[0]?.value ?? ''], skipped: false } },
      ),
    },
  },
};
export const Skipped: Story = {
  args: {
    item: {
      ...structuredInput,
      status: 'skipped',
      inputs: structuredInput.inputs.map((input) => ({
        ...input,
        answer: { values: [], skipped: true },
      })),
    },
  },
};
/** Without a handler the questions show and cannot be answered. */
export const ReadOnly: Story = { render: (args) => <ThreadItemView {...args} /> };
export const Dark: Story = { parameters: themes.dark };
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: {
    item: {
      ...structuredInput,
      inputs: [
        {
          type: 'multiple_choice',
          id: 'pace',
          question: 'ما الإيقاع الذي تفضله؟',
          options: [{ value: 'هادئ' }, { value: 'متوازن' }, { value: 'مزدحم' }],
          multiple: false,
        },
        { type: 'freeform', id: 'notes', question: 'هل هناك ما يجب أن نعرفه؟' },
      ],
    },
  },
};
