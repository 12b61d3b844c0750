import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/index.css';
import {
  DEMO_COMMANDS,
  DEMO_ENTITIES,
  previewDemoEntity,
  searchDemoEntities,
} from './demoEntities';
import { UikitChat, useUikit, type UikitOptions, type UikitTheme } from '../../src/index';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { apiBaseUrl, chatKitUrl, getSession } from './session';

// The demo page: the drop-in chat against this server's session route, with every demo capability
// one click away and a theme switcher. It is also what the real-browser tests drive.

const PROMPTS = [
  {
    label: 'Markdown, tables and code',
    prompt: 'Show me what an answer can look like',
    icon: 'square-text',
  },
  { label: 'A booking form widget', prompt: 'Show me a widget', icon: 'calendar' },
  { label: 'A client tool round trip', prompt: 'Use the tool to read this page', icon: 'bolt' },
  { label: 'Tasks that progress', prompt: 'Run some tasks', icon: 'check-circle' },
  { label: 'Progress lines', prompt: 'Show progress', icon: 'reload' },
  { label: 'Notices', prompt: 'Show a notice', icon: 'info' },
  { label: 'An error you can retry', prompt: 'Make an error', icon: 'bug' },
  { label: 'A slow answer to stop', prompt: 'Write something slow', icon: 'play' },
  { label: 'Lock the thread', prompt: 'Please lock this thread', icon: 'keys' },
  { label: 'Close the thread', prompt: 'Please close this thread', icon: 'empty-circle' },
];

// A test hook: `?fonts=bundled` sets the chat in Inter and JetBrains Mono, served with the page from
// npm, instead of the machine's own fonts, so the committed screenshots (test/e2e/visual.test.ts)
// come out the same on every machine.
const bundledFonts = new URLSearchParams(window.location.search).get('fonts') === 'bundled';
if (bundledFonts) {
  document.documentElement.dataset.fonts = 'bundled';
  void import('./bundledFonts');
}

/**
 * Looks beyond the kit's own, from ChatKit's theme options and what its users asked for: a hue for
 * the greys, an accent, a pill radius, a font of the page's choosing, user-bubble colours, avatars.
 */
const STYLES = {
  kit: { label: 'Kit default', theme: {}, avatars: undefined },
  tinted: {
    label: 'Tinted (hue, pill, Inter, avatars)',
    theme: {
      radius: 'pill',
      color: {
        grayscale: { hue: 250, tint: 5, shade: 0 },
        accent: { primary: '#6d28d9', level: 1 },
        userBubble: { background: { light: '#ede9fe', dark: '#3b2a63' } },
      },
      typography: {
        fontFamily: "'Inter Variable', system-ui, sans-serif",
        fontSources: [{ family: 'Inter Variable', src: interUrl, weight: '100 900' }],
      },
    },
    avatars: { assistant: { initials: 'AI' }, user: { initials: 'ME' } },
  },
  warm: {
    label: 'Warm (hue, soft, teal bubbles)',
    theme: {
      radius: 'soft',
      color: {
        grayscale: { hue: 35, tint: 6, shade: -1 },
        accent: { primary: '#c2410c', level: 2 },
        userBubble: { background: { light: '#0f766e', dark: '#115e59' } },
      },
    },
    avatars: undefined,
  },
} satisfies Record<
  string,
  { label: string; theme: UikitTheme; avatars: UikitOptions['avatars'] | undefined }
>;
type StyleName = keyof typeof STYLES;

/** The kit's own accent of each scheme, shown by the picker until one is picked. */
const KIT_ACCENT = { light: '#1d4ed8', dark: '#7aa7ff' };

// `?locale=de` (any BCP 47 tag) speaks that language; without it the chat follows the browser's.
// The demo's own greeting and placeholder are English: with a locale, the kit's translated ones
// show instead (the real-browser tests take their screenshots in German, Japanese and Arabic so).
const demoLocale = new URLSearchParams(window.location.search).get('locale') ?? undefined;

function Demo() {
  const [theme, setTheme] = useState<
    Required<Pick<UikitTheme, 'colorScheme' | 'density' | 'radius'>> & {
      /** Null: the kit's accent, which suits each scheme; a picked one applies to both. */
      accentColor: string | null;
    }
  >({
    colorScheme: 'light',
    accentColor: null,
    density: 'default',
    radius: 'md',
  });
  const fonts = bundledFonts ? { fontFamily: "'Inter Variable', sans-serif" } : {};
  const { accentColor, ...rest } = theme;
  const [style, setStyle] = useState<StyleName>('kit');
  const look = STYLES[style];
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    document.body.dataset.scheme = theme.colorScheme;
  }, [theme.colorScheme]);
  useEffect(() => {
    if (toast === null) return;
    const timer = setTimeout(() => {
      setToast(null);
    }, 3000);
    return () => {
      clearTimeout(timer);
    };
  }, [toast]);

  const { control } = useUikit({
    // `npm run start:chatkit`: a ChatKit server, connected as a ChatKit app connects its custom
    // backend (the domain key is ChatKit's; a custom backend never sees it).
    api:
      chatKitUrl === null
        ? { baseUrl: apiBaseUrl, getSession }
        : { url: chatKitUrl, domainKey: 'local-dev', uploadStrategy: { type: 'two_phase' } },
    // A reload goes on where the visitor was (their anonymous user lives in a cookie).
    initialThread: 'last',
    theme: {
      ...rest,
      ...look.theme,
      ...fonts,
      // A picked accent replaces the style's own.
      ...(accentColor === null
        ? {}
        : {
            accentColor,
            color: { ...(look.theme as UikitTheme).color, accent: { primary: accentColor } },
          }),
    },
    ...(look.avatars ? { avatars: look.avatars } : {}),
    header: { title: 'uikit-react demo' },
    history: { enabled: true, showRename: true, showDelete: true },
    ...(demoLocale === undefined ? {} : { locale: demoLocale }),
    startScreen: {
      ...(demoLocale === undefined ? { greeting: 'What would you like to try?' } : {}),
      prompts: PROMPTS,
    },
    composer: {
      ...(demoLocale === undefined
        ? { placeholder: 'Ask anything, or try: widget, tool, tasks, error, slow…' }
        : {}),
      tools: [
        {
          id: 'web_search',
          label: 'Search the web',
          shortLabel: 'Search',
          icon: 'globe',
          placeholderOverride: 'Search the web for…',
        },
        {
          id: 'write',
          label: 'Help me write',
          shortLabel: 'Write',
          icon: 'write',
          placeholderOverride: 'What should we write?',
        },
        { id: 'analyze', label: 'Analyze data', shortLabel: 'Analyze', icon: 'analytics' },
      ],
      models: [
        { id: 'demo-fast', label: 'Fast', description: 'Answers right away', default: true },
        { id: 'demo-careful', label: 'Careful', description: 'Takes a moment to think' },
        {
          id: 'demo-expert',
          label: 'Expert',
          description: 'Not available in the demo',
          disabled: true,
        },
      ],
    },
    disclaimer: {
      text:
        chatKitUrl === null
          ? 'A local demo: answers come from the *demo workflow*, not from a model. [Read the source](https://github.com/).'
          : 'A local demo on a ChatKit server (chatkit-node-backend-sdk): answers come from the *demo workflow*, not from a model.',
    },
    threadItemActions: { copy: true, feedback: true, retry: true },
    entities: {
      onTagSearch: searchDemoEntities,
      showComposerMenu: true,
      onClick: (entity) => {
        setToast(`The page opened “${entity.title}”.`);
      },
      onRequestPreview: previewDemoEntity,
    },
    commands: {
      enabled: true,
      onSearch: async (query) =>
        Promise.resolve(
          DEMO_COMMANDS.filter((command) =>
            command.label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()),
          ),
        ),
      onSelect: async (command) => {
        if (command.id === 'mention-doc') {
          return Promise.resolve({
            type: 'menu' as const,
            commands: DEMO_ENTITIES.filter((entity) => entity.group === 'Documents').map(
              (entity) => ({ id: `insert:${entity.id}`, label: entity.title, icon: 'document' }),
            ),
          });
        }
        const entity = DEMO_ENTITIES.find((candidate) => `insert:${candidate.id}` === command.id);
        if (entity) return Promise.resolve({ type: 'entity' as const, entity });
        setToast(`The page ran the command “${command.label}”.`);
        return Promise.resolve();
      },
    },
    onClientTool: {
      get_page_info: () => ({ title: document.title, url: window.location.href }),
    },
    widgets: {
      onAction: (action) => {
        setToast(`The page handled the widget action “${action.type}”.`);
      },
    },
    onEffect: ({ name }) => {
      setToast(`Client effect: ${name}`);
    },
    onDeeplink: ({ name, data }) => {
      setToast(`Deep link: ${name} ${JSON.stringify(data)}`);
    },
    onError: ({ error }) => {
      console.error('uikit', error);
    },
  });

  return (
    <div className="demo">
      <header className="demo-bar">
        <h1>uikit-react</h1>
        <label>
          Style
          <select
            value={style}
            onChange={(event) => {
              setStyle(event.target.value as StyleName);
            }}
          >
            {Object.entries(STYLES).map(([name, entry]) => (
              <option key={name} value={name}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Scheme
          <select
            value={theme.colorScheme}
            onChange={(event) => {
              setTheme({
                ...theme,
                colorScheme: event.target.value as UikitTheme['colorScheme'] & string,
              });
            }}
          >
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="system">System</option>
          </select>
        </label>
        <label>
          Accent
          <input
            type="color"
            value={accentColor ?? KIT_ACCENT[theme.colorScheme === 'dark' ? 'dark' : 'light']}
            onChange={(event) => {
              setTheme({ ...theme, accentColor: event.target.value });
            }}
          />
        </label>
        <label>
          Density
          <select
            value={theme.density}
            onChange={(event) => {
              setTheme({
                ...theme,
                density: event.target.value as 'compact' | 'default' | 'spacious',
              });
            }}
          >
            <option value="compact">Compact</option>
            <option value="default">Default</option>
            <option value="spacious">Spacious</option>
          </select>
        </label>
        <label>
          Radius
          <select
            value={String(theme.radius)}
            onChange={(event) => {
              setTheme({
                ...theme,
                radius: event.target.value as NonNullable<UikitTheme['radius']> & string,
              });
            }}
          >
            <option value="none">None</option>
            <option value="sm">Small</option>
            <option value="md">Medium</option>
            <option value="lg">Large</option>
            <option value="xl">Extra large</option>
            <option value="pill">Pill</option>
            <option value="round">Round</option>
            <option value="soft">Soft</option>
            <option value="sharp">Sharp</option>
          </select>
        </label>
      </header>
      {/* Landmarks (header, main) so that all of the page is in one, as axe checks. */}
      <main className="demo-main">
        <UikitChat control={control} className="demo-chat" />
        {toast !== null && (
          <div className="demo-toast" role="status">
            {toast}
          </div>
        )}
      </main>
    </div>
  );
}

// A test hook: `?dir=rtl` renders the page right to left (the real-browser tests take their RTL
// screenshot this way). The chat follows the page's direction.
const dir = new URLSearchParams(window.location.search).get('dir');
if (dir === 'rtl' || dir === 'ltr') document.documentElement.dir = dir;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Demo />
    </StrictMode>,
  );
}
