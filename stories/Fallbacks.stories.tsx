import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderProvider } from '../src/react/context/RenderContext';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import type { ThreadItem } from '../src/wire/items';
import { assistantMessage, taskItem, userMessage } from '../test/fixtures/items';
import { markdownReady } from './support';

/** What the thread shows for items it cannot render: quiet notes, never a broken page. */
function FallbackStory({ item, throwing = false }: { item: ThreadItem; throwing?: boolean }) {
  return (
    <RenderProvider
      renderers={
        throwing
          ? {
              items: {
                'uikit.task': () => {
                  throw new Error('A renderer bug');
                },
              },
            }
          : {}
      }
      onRenderError={() => undefined}
    >
      <ThreadItemView item={item} />
    </RenderProvider>
  );
}

const meta = { title: 'Items/Fallbacks', component: FallbackStory } satisfies Meta<
  typeof FallbackStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownItemType: Story = {
  args: {
    item: {
      type: 'unknown',
      original_type: 'uikit.poll',
      raw: {},
      id: 'p',
      object: 'uikit.thread_item',
      created_at: 1,
      thread_id: 't',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('uikit.poll');
  },
};
/** A known item whose content cannot be read: one row, with its id for support. */
export const InvalidItem: Story = {
  args: { item: { ...userMessage, content: 42 } as unknown as ThreadItem },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('note');
    await expect(row).toHaveTextContent('This message could not be displayed.');
    await expect(row).toHaveTextContent(userMessage.id);
  },
};
/** Bad parts of readable items: each a quiet fallback, their siblings shown. */
export const InvalidParts: Story = {
  args: {
    item: {
      ...userMessage,
      content: [{ type: 'input_text' }, ...userMessage.content],
      attachments: [null, ...userMessage.attachments],
    } as unknown as ThreadItem,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('note')).toHaveLength(2);
    await expect(canvasElement).toHaveTextContent('What should I pack');
  },
};
export const InvalidSource: Story = {
  args: {
    item: {
      ...assistantMessage,
      content: [
        {
          type: 'output_text',
          text: 'A claim whose second source could not be read.',
          annotations: [
            { type: 'url', source: { type: 'url', url: 'https://www.visitlisboa.com/en' } },
            { type: 'url' },
          ],
        },
      ],
    } as unknown as ThreadItem,
  },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'This part could not be displayed.',
    );
  },
};
export const RendererError: Story = {
  args: { item: taskItem, throwing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'could not be displayed',
    );
  },
};
export const UnknownContentAndAnnotation: Story = {
  args: {
    item: {
      ...assistantMessage,
      content: [
        { type: 'unknown', original_type: 'output_audio', raw: {} },
        {
          type: 'output_text',
          text: 'A claim with a source of a kind this kit does not know.',
          annotations: [{ type: 'unknown', original_type: 'entity', raw: {} }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('output_audio');
  },
};
/** An answer past the markdown bounds: the start formatted, the rest plain text under a note. */
export const PastMarkdownBounds: Story = {
  args: {
    item: {
      ...assistantMessage,
      content: [
        {
          type: 'output_text',
          text: `A **formatted** start.\n\n${'[a]('.repeat(3000)}`,
          annotations: [],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'the rest is shown as plain text',
    );
  },
};
