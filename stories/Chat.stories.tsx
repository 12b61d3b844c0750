import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UikitChat } from '../src/react/chat/UikitChat';
import { useUikit } from '../src/react/chat/useUikit';
import type { UikitOptions } from '../src/react/chat/options';
import type { Thread } from '../src/wire/thread';
import type { ThreadItem } from '../src/wire/items';
import { everyItem, thread } from '../test/fixtures/items';
import { storyApi } from './chatApi';
import { markdownReady, themes } from './support';

interface ChatStoryArgs {
  threads?: Thread[];
  items?: Record<string, ThreadItem[]>;
  options?: Partial<UikitOptions>;
  historyOpen?: boolean;
}

/** The whole chat over an in-memory API: no network, answers echo what you send. */
function ChatStory({ threads = [], items = {}, options = {}, historyOpen = false }: ChatStoryArgs) {
  const api = storyApi({ threads, items });
  const { control, showHistory } = useUikit({
    api: { baseUrl: api.baseUrl, getSession: api.getSession, fetch: api.fetch },
    startScreen: {
      greeting: 'What would you like to plan?',
      prompts: [
        { label: 'A weekend in Lisbon', icon: 'map-pin' },
        { label: 'A packing list', icon: 'suitcase' },
      ],
    },
    threadItemActions: { copy: true, feedback: true, retry: true },
    onReady: () => {
      if (historyOpen) showHistory();
    },
    ...options,
  });
  return <UikitChat control={control} style={{ height: 640 }} />;
}

const meta = {
  title: 'Chat',
  component: ChatStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const conversation = {
  threads: [thread],
  items: { [thread.id]: everyItem },
  options: { initialThread: thread.id },
};

export const StartScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'A weekend in Lisbon' }));
    await expect(
      await canvas.findByText('A weekend in Lisbon', { selector: 'strong' }),
    ).toBeVisible();
  },
};
export const Conversation: Story = {
  args: conversation,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Packing list', { exact: false });
    await markdownReady(canvasElement);
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toBeVisible();
  },
};
export const HistoryOpen: Story = {
  args: {
    ...conversation,
    threads: [
      thread,
      { ...thread, id: 'thr_2', title: 'Rainy day ideas' },
      { ...thread, id: 'thr_3', title: null },
    ],
    historyOpen: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'History' })).toBeVisible());
    await canvas.findByText('Rainy day ideas');
    await markdownReady(canvasElement);
  },
};
export const LockedThread: Story = {
  args: {
    ...conversation,
    threads: [
      { ...thread, status: { type: 'locked', reason: 'An agent took over this conversation' } },
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/This conversation is locked/);
    await markdownReady(canvasElement);
  },
};
export const Dark: Story = {
  parameters: themes.dark,
  args: { ...conversation, options: { ...conversation.options, theme: { colorScheme: 'dark' } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Packing list', { exact: false });
    await markdownReady(canvasElement);
  },
};
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: conversation,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Packing list', { exact: false });
    await markdownReady(canvasElement);
  },
};
export const CompactAndCustomAccent: Story = {
  args: {
    ...conversation,
    options: {
      ...conversation.options,
      theme: { density: 'compact', accentColor: '#0a7f5a', radius: 'sm' },
    },
  },
};
