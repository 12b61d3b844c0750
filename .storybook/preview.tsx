import type { Decorator, Preview } from '@storybook/react-vite';
import { loadReaders } from '../src/client/loadReaders';
import { preloadChatParts } from '../src/react/chat/parts/preloadChatParts';
import { markdownRenderer } from '../src/react/markdown/loadMarkdownRenderer';
import '../src/styles/index.css';

/** Per-story theme settings; toolbar globals apply when a story sets none. */
export interface UikitStoryParameters {
  colorScheme?: 'light' | 'dark';
  dir?: 'ltr' | 'rtl';
  density?: 'compact' | 'default' | 'spacious';
}

const withUikitRoot: Decorator = (Story, context) => {
  const own = (context.parameters.uikit ?? {}) as UikitStoryParameters;
  const globals = context.globals as Partial<Record<keyof UikitStoryParameters, string>>;
  const colorScheme = own.colorScheme ?? globals.colorScheme ?? 'light';
  const dir = own.dir ?? globals.dir ?? 'ltr';
  const density = own.density ?? globals.density ?? 'default';
  return (
    <main
      data-uikit-root=""
      data-color-scheme={colorScheme}
      data-density={density}
      dir={dir}
      lang={dir === 'rtl' ? 'ar' : 'en'}
      // A story fills the window on its own; on a guide's page, only its own height.
      style={{ padding: 24, ...(context.viewMode === 'docs' ? {} : { minHeight: '100vh' }) }}
    >
      <Story />
    </main>
  );
};

const preview: Preview = {
  decorators: [withUikitRoot],
  // The chat's parts that a new chat does not show load on demand; a story shows them at once, as
  // a chat that has been idle a moment does (with the markdown renderer and the readers of pages
  // and streams, which the chat also loads when idle: on a busy machine, Vite's first transform of
  // them would outlast a play function's wait).
  loaders: [
    async () => {
      await Promise.all([preloadChatParts(), markdownRenderer.preload(), loadReaders()]);
      return {};
    },
  ],
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme',
      toolbar: { title: 'Scheme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    dir: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    density: {
      description: 'Density',
      toolbar: {
        title: 'Density',
        icon: 'component',
        items: ['compact', 'default', 'spacious'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light', dir: 'ltr', density: 'default' },
  parameters: {
    layout: 'fullscreen',
    // The guides first, in the order a newcomer reads them; then the renderers.
    options: {
      storySort: {
        order: [
          'Guides',
          [
            'Introduction',
            'Getting started',
            'Server route and adapters',
            'Options, commands and events',
            'Theming',
            'Item renderers',
            'Widgets',
            'Languages and RTL',
            'Entities and commands',
            'ChatKit servers and migrating',
            'Local API and workflows',
            'Security',
            'Robustness',
            'Performance',
            'Architecture',
            'Protocol choices',
          ],
          '*',
        ],
      },
    },
    // Accessibility violations fail the story tests, not just warn in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
