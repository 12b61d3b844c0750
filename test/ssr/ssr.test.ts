// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import { RenderProvider } from '../../src/react/context/RenderContext';
import { UikitChat } from '../../src/react/chat/UikitChat';
import { useUikit } from '../../src/react/chat/useUikit';
import { everyItem, widgetItem } from '../fixtures/items';
import { kitchenSinkCard, listViewWidget } from '../fixtures/widgets';

describe('server rendering', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(everyItem.map((item) => [item.type, item] as const))(
    'renders a %s to HTML',
    (type, item) => {
      const html = renderToString(
        createElement(RenderProvider, { children: createElement(ThreadItemView, { item }) }),
      );
      expect(html).toContain(`data-item-type="${type}"`);
      expect(html).not.toContain('data-slot="item-error"');
    },
  );

  it('renders a streaming answer and every widget component to HTML', () => {
    const answer = everyItem[1] as (typeof everyItem)[number];
    expect(
      renderToString(createElement(ThreadItemView, { item: answer, streaming: true })),
    ).toContain('data-state="streaming"');
    for (const tree of [kitchenSinkCard, listViewWidget]) {
      const html = renderToString(
        createElement(ThreadItemView, { item: { ...widgetItem, widget: JSON.stringify(tree) } }),
      );
      expect(html).toContain('data-slot="widget-');
      expect(html).not.toContain('widget-placeholder');
    }
  });
});

describe('server rendering the drop-in chat', () => {
  function Chat() {
    const { control } = useUikit({
      api: {
        baseUrl: 'https://api.example.com',
        getSession: () => Promise.reject(new Error('never called on the server')),
      },
      theme: { colorScheme: 'system', accentColor: '#0a7f5a' },
      startScreen: { greeting: 'Hello from the server', prompts: [{ label: 'Plan a trip' }] },
    });
    return createElement(UikitChat, { control, style: { height: 600 } });
  }

  it('renders the whole chat to HTML without touching window or the network', () => {
    const html = renderToString(createElement(Chat));
    expect(html).toContain('data-uikit-root');
    expect(html).toContain('Hello from the server');
    expect(html).toContain('data-color-scheme="light"');
    expect(html).toContain('aria-label="Message"');
    expect(html).toContain('--uikit-color-accent:#0a7f5a');
  });
});
