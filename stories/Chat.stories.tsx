import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UikitChat } from '../src/react/chat/UikitChat';
import { useUikit } from '../src/react/chat/useUikit';
import type { UikitOptions } from '../src/react/chat/options';
import type { Session } from '../src/wire/session';
import type { Thread } from '../src/wire/thread';
import type { ThreadItem } from '../src/wire/items';
import { assistantMessage, everyItem, thread, userMessage } from '../test/fixtures/items';
import { localDayTime } from '../test/fixtures/calendar';
import { storyApi } from './chatApi';
import { markdownReady, themes } from './support';

interface ChatStoryArgs {
  threads?: Thread[];
  items?: Record<string, ThreadItem[]>;
  options?: Partial<UikitOptions>;
  historyOpen?: boolean;
  configuration?: Partial<Session['chatkit_configuration']>;
  /** The chat's width in px (default: the canvas's). */
  width?: number;
}

/** The whole chat over an in-memory API: no network, answers echo what you send. */
function ChatStory({
  threads = [],
  items = {},
  options = {},
  historyOpen = false,
  configuration,
  width,
}: ChatStoryArgs) {
  const api = storyApi({ threads, items, ...(configuration ? { configuration } : {}) });
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
      if (historyOpen) void showHistory();
    },
    ...options,
  });
  return <UikitChat control={control} style={{ height: 640, ...(width ? { width } : {}) }} />;
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
const noon = 12 * 3600;
/**
 * Threads under every date heading: today, yesterday, the previous 7 days, older. Dated from the
 * local calendar as the story renders, so each stays under its heading at any time of day.
 */
const historyThreads = (): Thread[] => [
  { ...thread, created_at: localDayTime(0, 120) },
  { ...thread, id: 'thr_2', title: 'Rainy day ideas', created_at: localDayTime(0, 60) },
  { ...thread, id: 'thr_3', title: 'Please lock this thread', created_at: localDayTime(1, noon) },
  { ...thread, id: 'thr_4', title: null, created_at: localDayTime(4, noon) },
  {
    ...thread,
    id: 'thr_5',
    title: 'Birthday dinner for twelve',
    created_at: localDayTime(40, noon),
  },
];
const history = { ...conversation, historyOpen: true };
const renderHistory: Story['render'] = (args) => <ChatStory {...args} threads={historyThreads()} />;

async function openHistoryRowMenu(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole('navigation', { name: 'History' });
  await userEvent.click(await within(nav).findByRole('button', { name: `Options for “${title}”` }));
  return { canvas, nav };
}

export const HistoryOpen: Story = {
  args: history,
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'History' })).toBeVisible());
    await canvas.findByText('Rainy day ideas');
    await expect(canvas.getByRole('list', { name: 'Today' })).toBeVisible();
    await markdownReady(canvasElement);
  },
};
/** A row's menu open: rename and delete. */
export const HistoryRowMenu: Story = {
  args: history,
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const { canvas } = await openHistoryRowMenu(canvasElement, 'Rainy day ideas');
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await markdownReady(canvasElement);
  },
};
/** Renaming a thread in place: Enter saves, Escape cancels. */
export const HistoryRenaming: Story = {
  args: history,
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await openHistoryRowMenu(canvasElement, 'Rainy day ideas');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rename' }));
    await expect(
      within(nav).getByRole('textbox', { name: 'Rename “Rainy day ideas”' }),
    ).toHaveFocus();
    await markdownReady(canvasElement);
  },
};
/** Confirming a deletion, with a long title and a short button. */
export const HistoryConfirmingDelete: Story = {
  args: history,
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const { canvas, nav } = await openHistoryRowMenu(canvasElement, 'Please lock this thread');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }));
    await expect(within(nav).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(nav).getByRole('button', { name: 'Delete' })).toBeVisible();
    await markdownReady(canvasElement);
  },
};
/** The header with ChatKit's options: a fixed title and icon actions at both ends. */
export const HeaderOptions: Story = {
  args: {
    options: {
      header: {
        title: { text: 'Trip planner' },
        leftAction: { icon: 'home', label: 'Home', onClick: () => undefined },
        rightAction: { icon: 'settings-cog', label: 'Settings', onClick: () => undefined },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Trip planner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
  },
};
/**
 * The host's own actions (`threadItemActions.custom`) beside copy, feedback and retry: Share and
 * Report under each turn's final answer, Open in editor and Pin in its "More actions" menu, Pin
 * under user messages too.
 */
export const CustomItemActions: Story = {
  args: {
    ...conversation,
    options: {
      ...conversation.options,
      threadItemActions: {
        copy: true,
        feedback: true,
        retry: true,
        custom: [
          { id: 'share', label: 'Share', icon: 'share', onClick: () => undefined },
          { id: 'report', label: 'Report', icon: 'bug', onClick: () => undefined },
          {
            id: 'open-in-editor',
            label: 'Open in editor',
            icon: 'lucide:square-pen',
            onClick: () => undefined,
          },
          {
            id: 'pin',
            label: 'Pin',
            icon: 'lucide:pin',
            on: ['assistant_message', 'user_message'],
            onClick: () => undefined,
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Packing list', { exact: false });
    await markdownReady(canvasElement);
    const [more] = await canvas.findAllByRole('button', { name: 'More actions' });
    await userEvent.click(more as HTMLElement);
    await expect(await canvas.findByRole('menuitem', { name: 'Pin' })).toBeVisible();
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
    await canvas.findByText('One more', { selector: 'strong' }, { timeout: 10_000 });
    await waitFor(() => expect(atBottom()).toBe(true));
    // Found again, as often as it takes: while the answer streams, its markdown is rendered anew
    // (a block finished, the renderer's code arrived), so an element found a moment ago may have
    // left the document, and on a busy machine the new one may not be there yet.
    await waitFor(() => expect(canvas.getByText('One more', { selector: 'strong' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull();

    // Scrolling up is the one thing that stops following. Once the rows are measured: a move up
    // that comes with a change of the list's height is taken for the browser clamping the
    // position, not for the user (threadScroll's rule), and the list would follow again.
    await markdownReady(canvasElement);
    let height = -1;
    await waitFor(
      () => {
        const now = scroller().scrollHeight;
        const same = now === height;
        height = now;
        return expect(same).toBe(true);
      },
      { timeout: 5000, interval: 100 },
    );
    // As a user scrolls: the wheel turned up, then the list moves (a move with no such act that
    // meets a change of height is taken for the browser clamping, whoever made it).
    scroller().dispatchEvent(
      new WheelEvent('wheel', { deltaY: -scroller().scrollTop, bubbles: true, cancelable: true }),
    );
    scroller().scrollTop = 0;
    await expect(
      await canvas.findByRole('button', { name: 'Jump to latest' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The composer of a chat that offers tools and models (ChatKit's options). */
const pickers: Partial<UikitOptions> = {
  composer: {
    tools: [
      {
        id: 'web_search',
        label: 'Search the web',
        shortLabel: 'Search',
        icon: 'globe',
        placeholderOverride: 'Search the web for…',
      },
      { id: 'write', label: 'Help me write', shortLabel: 'Write', icon: 'write' },
      { id: 'analyze', label: 'Analyze data', icon: 'analytics' },
      { id: 'canvas', label: 'Canvas', icon: 'notebook', pinned: true },
    ],
    models: [
      { id: 'fast', label: 'Fast', description: 'Answers right away', default: true },
      { id: 'careful', label: 'Careful', description: 'Takes a moment to think' },
      { id: 'expert', label: 'Expert', description: 'Not on your plan', disabled: true },
    ],
  },
  disclaimer: {
    text: 'Answers can be wrong. See [how we use your data](https://example.com/privacy).',
  },
};

/** The tool menu open, its first entry focused; a pick shows as a chip and sets the placeholder. */
export const ToolPickerOpen: Story = {
  args: { options: pickers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tools' }));
    // The menu's code loads on first use: slower than a second on a busy machine.
    const menu = await canvas.findByRole('listbox', { name: 'Tools' }, { timeout: 5000 });
    await waitFor(() => expect(within(menu).getAllByRole('option')[0]).toHaveFocus());
    await expect(within(menu).queryByRole('option', { name: /Canvas/ })).toBeNull();
  },
};

/** The model menu open: descriptions on a second line, a disabled model shown but not offered. */
export const ModelPickerOpen: Story = {
  args: { options: pickers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Model: Fast' }));
    // The menu's code loads on first use: slower than a second on a busy machine.
    const menu = await canvas.findByRole('listbox', { name: 'Model' }, { timeout: 5000 });
    await expect(within(menu).getByRole('option', { name: /Expert/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A tool picked: its chip in the composer, its placeholder in the field. */
export const ToolPicked: Story = {
  args: { options: pickers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tools' }));
    await userEvent.click(await canvas.findByRole('option', { name: /Search the web/ }));
    await expect(await canvas.findByRole('button', { name: 'Remove tool: Search' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Search the web for…',
    );
  },
};

/** A small picture drawn in the browser, as a user's PNG. */
async function picture(name: string, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 96, 96);
    gradient.addColorStop(0, `hsl(${String(hue)} 70% 60%)`);
    gradient.addColorStop(1, `hsl(${String(hue + 60)} 70% 40%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 96, 96);
  }
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** Images picked for the next message: thumbnails in their chips, beside a document's icon. */
export const ComposerWithImageChips: Story = {
  args: {
    options: pickers,
    configuration: { file_upload: { enabled: true, max_file_size: 10, max_files: 5 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const attach = await canvas.findByRole('button', { name: 'Attach files' });
    const input = attach.parentElement?.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, [
      await picture('beach.png', 190),
      await picture('sunset.png', 10),
      new File(['itinerary'], 'itinerary.pdf', { type: 'application/pdf' }),
    ]);
    const chips = await canvas.findByRole('list', { name: 'Attachments' });
    await waitFor(() =>
      expect(chips.querySelectorAll('img[data-slot="attachment-thumbnail"]')).toHaveLength(2),
    );
    await waitFor(() => expect(chips.querySelectorAll('[data-state="uploaded"]')).toHaveLength(3));
  },
};

/** The start screen on a 320 px phone: it scrolls as a whole, from the greeting down. */
export const StartScreenAt320: Story = {
  args: { width: 320, options: pickers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('What would you like to plan?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'A packing list' })).toBeVisible();
  },
};

/** The kit's own words in a locale: its catalogue loads on demand, English shows until then. */
const inLocale = (locale: string, historyOpen = false) => ({
  ...history,
  historyOpen,
  options: {
    ...conversation.options,
    locale,
    // The kit's translated greeting, not the story's English one.
    startScreen: { prompts: [{ label: 'A weekend in Lisbon', icon: 'map-pin' as const }] },
  },
});
export const German: Story = {
  args: inLocale('de'),
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Neuer Chat' });
    await canvas.findByRole('button', { name: 'Nachricht kopieren' });
    await markdownReady(canvasElement);
  },
};
export const Japanese: Story = {
  args: inLocale('ja-JP', true),
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: '履歴' });
    await canvas.findByText('昨日');
    await markdownReady(canvasElement);
  },
};
export const Arabic: Story = {
  args: inLocale('ar', true),
  render: renderHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Right to left by itself, from the locale.
    await canvas.findByRole('navigation', { name: 'السجل' });
    await expect(canvasElement.querySelector('[data-slot="root"]')).toHaveAttribute('dir', 'rtl');
    await markdownReady(canvasElement);
  },
};
