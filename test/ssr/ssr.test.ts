// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import { RenderProvider } from '../../src/react/context/RenderContext';
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
