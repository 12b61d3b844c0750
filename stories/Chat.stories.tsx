import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UikitChat } from '../src/react/chat/UikitChat';
import { useUikit } from '../src/react/chat/useUikit';
import type { UikitOptions } from '../src/react/chat/options';
import type { Thread } from '../src/wire/thread';
import type { ThreadItem } from '../src/wire/items';
import { assistantMessage, everyItem, thread, userMessage } from '../test/fixtures/items';
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

/**
 * ChatKit's theme options and what its users asked for: a hue for the greys, an accent, pill
 * corners, user-bubble colours and avatars.
 */
const themed = (colorScheme: 'light' | 'dark'): Partial<UikitOptions> => ({
  ...conversation.options,
  theme: {
    colorScheme,
    radius: 'pill',
    density: 'normal',
    color: {
      grayscale: { hue: 250, tint: 5 },
      accent: { primary: '#6d28d9', level: 1 },
      userBubble: { background: { light: '#ede9fe', dark: '#3b2a63' } },
    },
  },
  avatars: { assistant: { initials: 'AI' }, user: { initials: 'ME' } },
});
const themedPlay: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByText('Packing list', { exact: false });
  await markdownReady(canvasElement);
  await expect(
    canvasElement.querySelectorAll('[data-slot="message-avatar"]').length,
  ).toBeGreaterThan(1);
};
export const ThemedWithAvatars: Story = {
  args: { ...conversation, options: themed('light') },
  play: themedPlay,
};
export const ThemedWithAvatarsDark: Story = {
  parameters: themes.dark,
  args: { ...conversation, options: themed('dark') },
  play: themedPlay,
};

/** A thousand items of varied length: the list is virtualized and rows are measured as they mount. */
function longThread(count: number): ThreadItem[] {
  return Array.from({ length: count }, (_, index): ThreadItem => {
    const id = `itm_${String(index).padStart(4, '0')}`;
    const base = { id, thread_id: thread.id, created_at: thread.created_at + index };
    if (index % 2 === 0) {
      return {
        ...userMessage,
        ...base,
        content: [{ type: 'input_text', text: `Question ${String(index / 2 + 1)}` }],
      };
    }
    const paragraphs = 3 + (index % 6);
    const text = Array.from(
      { length: paragraphs },
      (_, paragraph) =>
        `Answer ${String(index)}, part ${String(paragraph + 1)}: a paragraph long enough to wrap over a couple of lines at the story's width, so rows come out taller than the estimate.`,
    ).join('\n\n');
    return {
      ...assistantMessage,
      ...base,
      content: [{ type: 'output_text', text, annotations: [] }],
    };
  });
}

/**
 * Opening a long thread lands on its newest item and stays there as rows are measured, and an
 * answer sent from there is followed to its end.
 */
export const LongThread: Story = {
  args: {
    threads: [thread],
    items: { [thread.id]: longThread(1000) },
    options: { initialThread: thread.id },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = () => {
      const element = canvasElement.querySelector<HTMLElement>('[data-slot="thread-scroll"]');
      if (!element) throw new Error('no thread');
      return element;
    };
    const atBottom = () => {
      const element = scroller();
      return element.scrollHeight - element.scrollTop - element.clientHeight <= 48;
    };
    await canvas.findByText(/Answer 999, part 6/, {}, { timeout: 10_000 });
    await markdownReady(canvasElement);
    // Rows are still being measured (more slowly on a busy machine): the list must end up at the
    // bottom; one that lost it never comes back, since only the user scrolling up stops following.
    await waitFor(() => expect(atBottom()).toBe(true), { timeout: 5000 });
    await expect(canvas.getByText(/Answer 999, part 6/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'One more{Enter}');
    const answer = await canvas.findByText('One more', { selector: 'strong' }, { timeout: 10_000 });
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(answer).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();

    // Scrolling up is the one thing that stops following.
    scroller().scrollTop = 0;
    await expect(await canvas.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
  },
};
