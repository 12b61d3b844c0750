import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ItemActionsContext, type ThreadItemAction } from '../src/react/context/ItemActionsContext';
import { RenderProvider } from '../src/react/context/RenderContext';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { userMessage } from '../test/fixtures/items';
import {
  emptyUserMessage,
  longUserMessage,
  taggedUserMessage,
  taggedUserMessageText,
} from '../test/fixtures/states';
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
/**
 * Copy under the message, shown on hover and focus: reached with Tab, it copies what the user
 * wrote (a tag as its text, the quote left out) and says "Copied".
 */
export const WithCopy: Story = {
  args: { item: taggedUserMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The browser's clipboard asks for a permission a test run has not got: heard, not written.
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.tab();
      const copy = canvas.getByRole('button', { name: 'Copy your message' });
      await expect(copy).toHaveFocus();
      await waitFor(() => expect(copy).toBeVisible());
      await userEvent.keyboard('{Enter}');
      await expect(write).toHaveBeenCalledWith(taggedUserMessageText);
      await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};
/** The model named by the label the composer's options give it, not by its id. */
export const NamesItsModel: Story = {
  decorators: [
    (Story) => (
      <RenderProvider models={[{ id: 'gpt-large', label: 'Large' }]}>
        <Story />
      </RenderProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Model: Large')).toBeVisible();
  },
};
const pin: ThreadItemAction = {
  id: 'pin',
  label: 'Pin',
  icon: 'lucide:pin',
  on: ['user_message'],
  onClick: fn(),
};
/**
 * A host's action for user messages (`on: ['user_message']`) after copy, reached with Tab, run
 * with Enter on the message it stands under.
 */
export const WithCustomAction: Story = {
  args: { item: { ...userMessage, attachments: [] } },
  decorators: [
    (Story) => (
      <ItemActionsContext.Provider
        value={{
          copy: true,
          feedback: false,
          retry: false,
          custom: [{ id: pin.id, label: pin.label, icon: 'lucide:pin', on: ['user_message'] }],
          customHandlers: () => [pin],
        }}
      >
        <Story />
      </ItemActionsContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy your message' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Pin' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(pin.onClick).toHaveBeenCalledWith(
      expect.objectContaining({ id: userMessage.id, type: 'uikit.user_message' }),
    );
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
