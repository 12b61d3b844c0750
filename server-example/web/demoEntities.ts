import type { UikitOptions } from '../../src/index';

type Entity = NonNullable<
  Awaited<ReturnType<NonNullable<NonNullable<UikitOptions['entities']>['onTagSearch']>>>
>[number];

/** The people and documents the demo's `@` menu offers. */
export const DEMO_ENTITIES: Entity[] = [
  {
    id: 'person_ada',
    title: 'Ada Lovelace',
    group: 'People',
    icon: 'profile',
    interactive: true,
    data: { role: 'Analyst' },
  },
  {
    id: 'person_grace',
    title: 'Grace Hopper',
    group: 'People',
    icon: 'profile',
    interactive: true,
    data: { role: 'Engineer' },
  },
  {
    id: 'person_alan',
    title: 'Alan Turing',
    group: 'People',
    icon: 'profile',
    interactive: true,
    data: { role: 'Researcher' },
  },
  {
    id: 'doc_q2',
    title: 'Q2 planning doc',
    group: 'Documents',
    icon: 'document',
    interactive: true,
    data: { updated: '2026-04-02' },
  },
  {
    id: 'doc_launch',
    title: 'Launch checklist',
    group: 'Documents',
    icon: 'document',
    interactive: true,
    data: { updated: '2026-05-19' },
  },
];

/** Finds demo entities whose title holds the query (a short pause, as a real search has). */
export async function searchDemoEntities(query: string): Promise<Entity[]> {
  await new Promise((resolve) => setTimeout(resolve, 120));
  const wanted = query.trim().toLocaleLowerCase();
  return DEMO_ENTITIES.filter((entity) => entity.title.toLocaleLowerCase().includes(wanted));
}

/** A small card previewing a demo entity: its title, group and data. */
export function previewDemoEntity(entity: Entity) {
  const known = DEMO_ENTITIES.find((candidate) => candidate.id === entity.id) ?? entity;
  return Promise.resolve({
    preview: {
      type: 'Card',
      size: 'sm',
      children: [
        { type: 'Title', value: known.title, size: 'sm' },
        { type: 'Caption', value: known.group ?? '' },
        ...Object.entries(known.data ?? {}).map(([key, value]) => ({
          type: 'Text',
          value: `${key}: ${value}`,
          size: 'sm',
        })),
      ],
    },
  });
}

/** The demo's own `/` commands: one opens a submenu of documents, one is an effect. */
export const DEMO_COMMANDS = [
  {
    id: 'mention-doc',
    label: 'Mention a document',
    description: 'Pick from a submenu',
    icon: 'document',
    group: 'Demo',
  },
  {
    id: 'say-hello',
    label: 'Say hello',
    description: 'The page shows a note',
    icon: 'sparkle',
    group: 'Demo',
  },
];
