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
/** What the chat does with an edit here: takes it, and the answer goes on (never resolves). */
const onEditUserMessage = fn(() => new Promise<boolean>(() => undefined));
/**
 * Edited in place, where the service can edit (protocol section 11): Edit beside copy turns the
 * message into a field on its text, focused, the caret at the end, its tag marked and its quote
 * and files kept; Shift+Enter is a new line, Enter sends. Left open on the edit, to be seen.
 */
export const Editing: Story = {
  args: { item: { ...taggedUserMessage, attachments: userMessage.attachments } },
  decorators: [
    (Story) => (
      <ItemActionsContext.Provider
        value={{ copy: true, feedback: false, retry: false, onEditUserMessage }}
      >
        <Story />
      </ItemActionsContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onEditUserMessage.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit message' }));
    const field = await canvas.findByRole('textbox', { name: 'Edit your message' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(taggedUserMessageText);
    await expect(field).toHaveAccessibleDescription('Tagged: Ada Lovelace');
    await expect(canvas.getByRole('img', { name: 'suitcase.png' })).toBeVisible();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}And good shoes?');
    await expect(field).toHaveValue(`${taggedUserMessageText}\nAnd good shoes?`);
    await expect(onEditUserMessage).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send edit' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel edit' })).toBeVisible();
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
