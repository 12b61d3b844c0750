import type {
  ColorScheme,
  Command,
  CommandSelection,
  ComposerOption,
  Entity,
  ModelOption,
  StartScreenPrompt,
  ThemeOption,
  ToolOption,
} from '@openai/chatkit';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The brand's look, in both colour schemes. */
export function acmeTheme(colorScheme: ColorScheme): ThemeOption {
  return {
    colorScheme,
    radius: 'round',
    density: 'compact',
    color: {
      grayscale: { hue: 220, tint: 6, shade: colorScheme === 'dark' ? -1 : -4 },
      accent: { primary: colorScheme === 'dark' ? '#f1f5f9' : '#0f172a', level: 1 },
      surface:
        colorScheme === 'dark'
          ? { background: '#0b1120', foreground: '#e2e8f0' }
          : { background: '#ffffff', foreground: '#0f172a' },
    },
    typography: {
      baseSize: 15,
      fontFamily: 'Inter, system-ui, sans-serif',
      fontFamilyMono: 'ui-monospace, monospace',
      fontSources: [
        {
          family: 'Inter',
          src: interLatin,
          weight: '100 900',
          style: 'normal',
          display: 'swap',
        },
      ],
    },
  };
}

export const PEOPLE: Entity[] = [
  {
    id: 'person_ada',
    title: 'Ada Lovelace',
    group: 'People',
    icon: 'profile',
    interactive: true,
    data: { team: 'Analytics' },
  },
  { id: 'person_alan', title: 'Alan Turing', group: 'People', icon: 'profile', interactive: true },
];

export const PROMPTS: StartScreenPrompt[] = [
  {
    label: 'Which page am I on?',
    prompt: 'Use a tool to tell me which page I am on',
    icon: 'map-pin',
  },
  {
    label: 'Ask about Ada',
    prompt: [
      { type: 'input_text', text: 'What does ' },
      {
        type: 'input_tag',
        id: 'person_ada',
        text: 'Ada Lovelace',
        group: 'People',
        data: { team: 'Analytics', since: 1843 },
        interactive: true,
      },
      { type: 'input_text', text: ' work on?' },
    ],
    icon: 'profile',
  },
];

export const TOOLS: ToolOption[] = [
  {
    id: 'search_docs',
    label: 'Search the docs',
    shortLabel: 'Docs',
    icon: 'book-open',
    placeholderOverride: 'Search the docs for…',
    pinned: true,
  },
  { id: 'file_ticket', label: 'File a ticket', icon: 'write', persistent: true },
];

export const MODELS: ModelOption[] = [
  { id: 'fast', label: 'Fast', description: 'Quick answers', default: true },
  { id: 'thorough', label: 'Thorough', description: 'Slower, more careful' },
  { id: 'legacy', label: 'Legacy', description: 'Not on your plan', disabled: true },
];

export const ATTACHMENTS: ComposerOption['attachments'] = {
  enabled: true,
  maxCount: 3,
  maxSize: { 'image/*': 5 * 1024 * 1024, '*': 2 * 1024 * 1024 },
  accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] },
};

const COMMANDS: Command[] = [
  { id: 'mention_ada', label: 'Mention Ada', description: 'Tag Ada Lovelace', icon: 'profile' },
  { id: 'people', label: 'People…', icon: 'user', group: 'Directory' },
];

export async function searchCommands(query: string): Promise<Command[]> {
  return COMMANDS.filter((command) => command.label.toLowerCase().includes(query.toLowerCase()));
}

export async function selectCommand(command: Command): Promise<void | CommandSelection> {
  if (command.id === 'mention_ada') return { type: 'entity', entity: PEOPLE[0]! };
  if (command.id === 'people')
    return {
      type: 'menu',
      commands: PEOPLE.map((person) => ({ id: `mention:${person.id}`, label: person.title })),
    };
}

export async function searchPeople(query: string): Promise<Entity[]> {
  return PEOPLE.filter((person) => person.title.toLowerCase().includes(query.toLowerCase()));
}
