import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MenuSearchState } from '../src/chat/entities/menuSearch';
import { EntityContext, type EntityHandlers } from '../src/react/context/EntityContext';
import { ComposerMenu } from '../src/react/chat/parts/entities/ComposerMenu';
import type { MenuEntry } from '../src/react/chat/parts/entities/menuEntries';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { assistantMessage, userMessage } from '../test/fixtures/items';
import { markdownReady, themes } from './support';

const people: MenuEntry[] = [
  { kind: 'entity', entity: { id: 'p1', title: 'Ada Lovelace', group: 'People', icon: 'profile' } },
  { kind: 'entity', entity: { id: 'p2', title: 'Grace Hopper', group: 'People', icon: 'profile' } },
  {
    kind: 'entity',
    entity: { id: 'd1', title: 'Q2 planning doc', group: 'Documents', icon: 'document' },
  },
];

/** The `@` menu over a stand-in composer field, in one of its states. */
function Menu({
  status,
  entries,
  trigger = '@',
}: {
  status: MenuSearchState<unknown>['status'];
  entries: MenuEntry[];
  trigger?: '@' | '/';
}) {
  const [reference, setReference] = useState<HTMLDivElement | null>(null);
  const [active, setActive] = useState(0);
  return (
    <div style={{ paddingBlockStart: 240 }}>
      <div ref={setReference} data-slot="composer-row">
        <textarea data-slot="composer-input" aria-label="Message" defaultValue="Ask @" />
      </div>
      {reference !== null && (
        <ComposerMenu
          id="menu"
          optionId={(index) => `menu-option-${String(index)}`}
          reference={reference}
          trigger={trigger}
          status={status}
          entries={entries}
          active={active}
          onHover={setActive}
          onChoose={setActive}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Composer/Entities',
  component: Menu,
  args: { status: 'ready', entries: people },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement.ownerDocument.body);
    const list = await root.findByRole('listbox', { name: 'Suggestions' });
    await expect(within(list).getByRole('group', { name: 'People' })).toBeVisible();
    await expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};
export const MenuLoading: Story = { args: { status: 'loading', entries: [] } };
export const MenuEmpty: Story = { args: { status: 'ready', entries: [] } };
export const MenuError: Story = { args: { status: 'error', entries: [] } };
export const MenuDark: Story = { parameters: themes.dark };
export const MenuRightToLeft: Story = { parameters: themes.rtl };
export const CommandMenu: Story = {
  args: {
    trigger: '/',
    entries: [
      {
        kind: 'command',
        command: {
          id: 'mention',
          label: 'Mention a document',
          description: 'Opens a submenu',
          icon: 'document',
          group: 'Demo',
        },
      },
      {
        kind: 'action',
        id: 'attach',
        label: 'Attach files',
        icon: 'document',
        group: 'Composer',
        run: () => undefined,
      },
      {
        kind: 'action',
        id: 'tool:web',
        label: 'Use Search the web',
        icon: 'globe',
        group: 'Composer',
        run: () => undefined,
      },
    ],
  },
};

const handlers: EntityHandlers = {
  onClick: () => undefined,
  onRequestPreview: () =>
    Promise.resolve({
      preview: {
        type: 'Card',
        size: 'sm',
        children: [
          { type: 'Title', value: 'Ada Lovelace', size: 'sm' },
          { type: 'Caption', value: 'People' },
          { type: 'Text', value: 'role: Analyst', size: 'sm' },
        ],
      },
    }),
};

const taggedMessage = {
  ...userMessage,
  attachments: [],
  content: [
    { type: 'input_text' as const, text: 'Ask ' },
    {
      type: 'input_tag' as const,
      text: 'Ada Lovelace',
      id: 'p1',
      group: 'People',
      interactive: true,
    },
    { type: 'input_text' as const, text: ' about the ' },
    { type: 'input_tag' as const, text: 'Q2 planning doc', id: 'd1', group: 'Documents' },
  ],
};

const citingAnswer = {
  ...assistantMessage,
  content: [
    {
      type: 'output_text' as const,
      text: 'You mentioned **Ada Lovelace** and **Q2 planning doc**.',
      annotations: [
        {
          type: 'entity' as const,
          source: {
            type: 'entity' as const,
            id: 'p1',
            title: 'Ada Lovelace',
            group: 'People',
            icon: 'profile',
            interactive: true,
          },
          index: 28,
        },
        {
          type: 'entity' as const,
          source: {
            type: 'entity' as const,
            id: 'd1',
            title: 'Q2 planning doc',
            group: 'Documents',
            icon: 'document',
          },
          index: 52,
        },
      ],
    },
  ],
};

/** A message with tags: the interactive one is a button. */
export const MessageWithTags: StoryObj<typeof ThreadItemView> = {
  render: () => (
    <EntityContext.Provider value={handlers}>
      <ThreadItemView item={taggedMessage} streaming={false} />
    </EntityContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('Q2 planning doc')).toBeVisible();
  },
};

/** An answer citing entities: sources, and a marker whose preview is the host's card. */
export const EntitySources: StoryObj<typeof ThreadItemView> = {
  render: () => (
    <EntityContext.Provider value={handlers}>
      <ThreadItemView item={citingAnswer} streaming={false} />
    </EntityContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    const [marker] = canvas.getAllByRole('button', { name: /^Source \d/ });
    if (marker) await userEvent.hover(marker);
    await waitFor(async () => {
      await expect(
        within(canvasElement.ownerDocument.body).getByText('role: Analyst'),
      ).toBeVisible();
    });
  },
};
