import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../styles/index.css';
import { widgetItem } from '../../../test/fixtures/items';
import { applyItemUpdate } from '../../state/applyItemUpdate';
import type { WidgetItem } from '../../wire/items';
import type { ReceivedItemUpdate } from '../../wire/received';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from '../items/ThreadItemView';

// Widget updates land in place, without flicker: an updated root keeps the DOM of every node that
// did not change (matched by id or key, else by place), a streamed text grows in its element, and a
// component update touches its node alone. Counted with a MutationObserver in Chromium.

afterEach(() => {
  cleanup();
});

const tree = (extra: object[] = [], title = 'Trip to Lisbon') => ({
  type: 'Card',
  id: 'card',
  children: [
    ...extra,
    { type: 'Title', id: 'title', value: title },
    { type: 'Text', id: 'story', value: 'Day one', streaming: true },
    {
      type: 'Row',
      id: 'row',
      children: [
        { type: 'Badge', id: 'status', label: 'Pending' },
        { type: 'Button', id: 'go', label: 'Go', onClickAction: { type: 'go' } },
      ],
    },
  ],
});

function mount(widget: object) {
  let item: WidgetItem = { ...widgetItem, id: 'itm_live', widget: JSON.stringify(widget) };
  const view = render(
    <div data-uikit-root="">
      <RenderProvider>
        <ThreadItemView item={item} />
      </RenderProvider>
    </div>,
  );
  const root = view.container;
  const apply = (update: ReceivedItemUpdate) => {
    item = applyItemUpdate(item, update) as WidgetItem;
    act(() => {
      view.rerender(
        <div data-uikit-root="">
          <RenderProvider>
            <ThreadItemView item={item} />
          </RenderProvider>
        </div>,
      );
    });
  };
  return { root, apply };
}

/** Elements added to and removed from the DOM while `change` runs. */
async function countReplacements(root: Element, change: () => void) {
  const added: Element[] = [];
  const removed: Element[] = [];
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
      for (const node of record.removedNodes) if (node instanceof Element) removed.push(node);
      if (record.type === 'characterData') texts.push(record.target.textContent ?? '');
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  change();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  observer.takeRecords();
  observer.disconnect();
  return { added, removed, texts };
}

const slot = (root: Element, name: string) => root.querySelector(`[data-slot="${name}"]`);

describe('widget streaming in place', () => {
  it('a streamed text grows in the same element; nothing else is touched', async () => {
    const { root, apply } = mount(tree());
    const story = slot(root, 'widget-text');
    const button = root.querySelector('button');
    const { added, removed } = await countReplacements(root, () => {
      for (const delta of [', day two', ', day three'])
        apply({
          type: 'widget.streaming_text.value_delta',
          component_id: 'story',
          delta,
          done: false,
        });
    });
    expect(added).toEqual([]);
    expect(removed).toEqual([]);
    expect(slot(root, 'widget-text')).toBe(story);
    expect(story).toHaveTextContent('Day one, day two, day three');
    expect(root.querySelector('button')).toBe(button);
  });

  it('an updated root keeps the elements of unchanged nodes, even when a node is inserted before them', async () => {
    const { root, apply } = mount(tree());
    const title = slot(root, 'widget-title');
    const badge = slot(root, 'widget-badge');
    const button = root.querySelector('button');
    const { added, removed } = await countReplacements(root, () => {
      apply({
        type: 'widget.root.updated',
        widget: JSON.stringify(
          tree([{ type: 'Caption', id: 'note', value: 'Updated' }], 'Trip to Porto'),
        ),
      });
    });
    // Only the new caption is added; the rest stays, the title's text changed in place.
    expect(added.map((element) => element.getAttribute('data-slot'))).toEqual(['widget-caption']);
    expect(removed).toEqual([]);
    expect(slot(root, 'widget-title')).toBe(title);
    expect(title).toHaveTextContent('Trip to Porto');
    expect(slot(root, 'widget-badge')).toBe(badge);
    expect(root.querySelector('button')).toBe(button);
  });

  it('a component update changes that node alone', async () => {
    const { root, apply } = mount(tree());
    const badge = slot(root, 'widget-badge');
    const title = slot(root, 'widget-title');
    const { added, removed } = await countReplacements(root, () => {
      apply({
        type: 'widget.component.updated',
        component_id: 'status',
        component: JSON.stringify({ type: 'Badge', label: 'Confirmed', color: 'success' }),
      });
    });
    expect(added).toEqual([]);
    expect(removed).toEqual([]);
    expect(slot(root, 'widget-badge')).toBe(badge);
    expect(badge).toHaveTextContent('Confirmed');
    expect(badge).toHaveAttribute('data-color', 'success');
    expect(slot(root, 'widget-title')).toBe(title);
  });
});
