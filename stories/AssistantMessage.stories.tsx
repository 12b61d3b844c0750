import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ItemActionsContext,
  type ItemActions,
  type ThreadItemAction,
} from '../src/react/context/ItemActionsContext';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { assistantMessage } from '../test/fixtures/items';
import {
  citedAnswer,
  emptyAnswer,
  interruptedAnswer,
  longAnswer,
  stoppedAnswer,
  streamingAnswer,
} from '../test/fixtures/states';
import { markdownReady, themes } from './support';

const meta = {
  title: 'Items/Assistant message',
  component: ThreadItemView,
  args: { item: assistantMessage, streaming: false },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
  },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^Packing list/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sources' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy message' })).toBeVisible();
  },
};
export const Streaming: Story = {
  args: { item: streamingAnswer, streaming: true },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="code"]')).toHaveTextContent(
      'for (const day of forecast',
    );
    await expect(canvasElement.textContent).not.toContain('**');
  },
};
export const Interrupted: Story = {
  args: { item: interruptedAnswer },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Interrupted')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy message' })).toBeVisible();
  },
};
export const Stopped: Story = {
  args: { item: stoppedAnswer },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    await expect(within(canvasElement).getByText('Stopped')).toBeVisible();
  },
};
export const InterruptedDark: Story = {
  parameters: themes.dark,
  args: { item: interruptedAnswer },
};
export const Empty: Story = { args: { item: emptyAnswer } };
export const LongContent: Story = { args: { item: longAnswer } };
export const ManyAnnotations: Story = {
  args: { item: citedAnswer },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const sources = within(canvasElement).getByRole('region', { name: 'Sources' });
    // A long list shows three sources and a button for the rest.
    await expect(within(sources).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(sources).getByRole('button', { name: /^Show \d+ more$/ })).toBeVisible();
  },
};
/** A citation marker focused from the keyboard: its preview shows the source's title and domain. */
export const CitationPreview: Story = {
  args: { item: citedAnswer },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const marker = within(canvasElement).getAllByRole('button', { name: 'Source 1' })[0];
    marker?.focus();
    // The preview's code loads on the first focus: on a fresh clone, Vite's first transform of it
    // can take longer than the default 1 s.
    const preview = await within(canvasElement.ownerDocument.body).findByRole(
      'tooltip',
      {},
      { timeout: 5000 },
    );
    await expect(preview).toBeVisible();
  },
};
/** A citation marker activated: its source is shown, highlighted and focused in the list. */
export const CitationSourceShown: Story = {
  args: { item: citedAnswer },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const markers = within(canvasElement).getAllByRole('button', { name: /^Source \d+$/ });
    const last = markers.at(-1);
    if (last) await userEvent.click(last);
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-slot="source"][data-state="highlighted"]'),
      ).toHaveFocus(),
    );
  },
};
export const Dark: Story = { parameters: themes.dark, args: { item: longAnswer } };
export const RightToLeft: Story = {
  parameters: themes.rtl,
  args: {
    item: {
      ...assistantMessage,
      content: [
        {
          type: 'output_text',
          text: '## قائمة التعبئة\n\n- ملابس خفيفة\n- **حذاء مريح**\n\n```ts\nconst days = 4;\n```',
          annotations:
            assistantMessage.content[0]?.type === 'output_text'
              ? assistantMessage.content[0].annotations
              : [],
        },
      ],
    },
  },
};

/** The host's actions of `threadItemActions.custom`, as the chat hands them to an answer. */
const hostActions: ThreadItemAction[] = [
  { id: 'share', label: 'Share', icon: 'share', onClick: fn() },
  { id: 'report', label: 'Report', icon: 'bug', onClick: fn() },
  { id: 'open-in-editor', label: 'Open in editor', icon: 'lucide:square-pen', onClick: fn() },
  { id: 'pin', label: 'Pin', icon: 'lucide:pin', onClick: fn() },
];
const withHostActions: ItemActions = {
  copy: true,
  feedback: true,
  retry: false,
  onFeedback: () => Promise.resolve(),
  custom: hostActions.map(({ onClick: _onClick, ...action }) => action),
  customHandlers: () => hostActions,
};

/**
 * Four host actions after copy and feedback: Share and Report as buttons, Open in editor and Pin
 * in the "More actions" menu, opened here from the keyboard (and left open, for the a11y check).
 */
export const WithCustomActions: Story = {
  decorators: [
    (Story) => (
      <ItemActionsContext.Provider value={withHostActions}>
        <Story />
      </ItemActionsContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Report' })).toBeVisible();
    const more = canvas.getByRole('button', { name: 'More actions' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: 'More actions' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Open in editor', 'Pin']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(hostActions[3]?.onClick).toHaveBeenCalledWith(
      expect.objectContaining({ id: assistantMessage.id }),
    );
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(canvasElement).getByRole('menu')).toBeVisible());
  },
};
export const Compact: Story = { parameters: themes.compact };
export const Spacious: Story = { parameters: themes.spacious };
