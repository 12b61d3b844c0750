// src/Support.tsx: @-mentions of your people and documents, and "/" commands of your page
import {
  UikitChat,
  useUikit,
  type CommandSelection,
  type ComposerCommand,
  type Entity,
  type UikitOptions,
  type WidgetRoot,
} from 'uikit-react';
import 'uikit-react/styles.css';

// Your app's own search, records and commands.
const records: Entity[] = [
  { id: 'p1', title: 'Ada Lovelace', group: 'People', icon: 'profile', interactive: true },
  { id: 'd1', title: 'Q2 planning doc', group: 'Documents', icon: 'document', interactive: true },
];
async function searchPeopleAndDocs(query: string): Promise<Entity[]> {
  const text = query.toLowerCase();
  return Promise.resolve(records.filter((record) => record.title.toLowerCase().includes(text)));
}
function openRecord(id: string) {
  window.location.assign(`/records/${encodeURIComponent(id)}`);
}
async function previewCard(entity: Entity): Promise<WidgetRoot> {
  return Promise.resolve({
    type: 'Card',
    size: 'sm',
    children: [
      { type: 'Title', value: entity.title, size: 'sm' },
      { type: 'Caption', value: entity.group ?? '' },
    ],
  });
}
async function runCommand(command: ComposerCommand): Promise<CommandSelection | undefined> {
  // A command that inserts a tag; any other is an effect of the page (nothing returned).
  if (command.id === 'summarize')
    return Promise.resolve({
      type: 'entity',
      entity: { id: 'page', title: document.title, group: 'Page' },
    });
  return Promise.resolve(undefined);
}

export function Support({ api }: { api: UikitOptions['api'] }) {
  const { control } = useUikit({
    api,
    entities: {
      // An empty query lists suggestions; results are grouped by `group`.
      onTagSearch: async (query) => searchPeopleAndDocs(query),
      // An "@" button in the composer that types `@` at the caret and opens the menu
      // (labels.mentionButton).
      showComposerMenu: true,
      onClick: (entity) => {
        openRecord(entity.id);
      },
      // A widget (Card or Basic root) shown when a cited entity's marker is pointed at or focused.
      onRequestPreview: async (entity) => ({ preview: await previewCard(entity) }),
    },
    commands: {
      enabled: true,
      onSearch: async (query) => {
        const commands = [{ id: 'summarize', label: 'Summarize the page', group: 'Page' }];
        return Promise.resolve(commands.filter((command) => command.label.includes(query)));
      },
      // Return `{ type: 'entity', entity }` to insert a tag, `{ type: 'menu', commands }` for a
      // submenu, or nothing when the command was an effect of the page.
      onSelect: async (command) => runCommand(command),
    },
  });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
