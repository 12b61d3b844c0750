import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles/index.css';
import { widgetItem } from '../../../test/fixtures/items';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from '../items/ThreadItemView';

// ChatKit's `ListView.limit: 'auto'`: the rows that fit in half of the visible height of the chat
// (its scrolling frame), then "Show N more", measured in Chromium's layout.

afterEach(() => {
  cleanup();
});

const list = (rows: number) => ({
  type: 'ListView',
  limit: 'auto',
  children: Array.from({ length: rows }, (_, index) => ({
    type: 'ListViewItem',
    children: [{ type: 'Text', value: `Row ${String(index + 1)}` }],
  })),
});

function mount(rows: number, frameHeight = 600) {
  const item = (count: number) => ({ ...widgetItem, widget: JSON.stringify(list(count)) });
  const view = render(
    <div data-uikit-root="" style={{ blockSize: `${String(frameHeight)}px`, overflowY: 'auto' }}>
      <RenderProvider>
        <ThreadItemView item={item(rows)} />
      </RenderProvider>
    </div>,
  );
  return {
    update: (count: number) => {
      view.rerender(
        <div
          data-uikit-root=""
          style={{ blockSize: `${String(frameHeight)}px`, overflowY: 'auto' }}
        >
          <RenderProvider>
            <ThreadItemView item={item(count)} />
          </RenderProvider>
        </div>,
      );
    },
  };
}

const rows = () => screen.queryAllByRole('listitem');

describe('a ListView with limit auto', () => {
  it('shows the rows that fit in half of its frame, then the rest on request', async () => {
    mount(40);
    const shown = rows();
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.length).toBeLessThan(40);
    const list = document.querySelector('[data-slot="widget-list"]');
    expect(list?.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    // One more row would not have fitted.
    const rowHeight = shown[0]?.getBoundingClientRect().height ?? 0;
    expect((list?.getBoundingClientRect().height ?? 0) + rowHeight).toBeGreaterThan(300);
    const more = screen.getByRole('button', { name: `Show ${String(40 - shown.length)} more` });
    await userEvent.click(more);
    expect(rows()).toHaveLength(40);
  });

  it('shows a list that fits whole, with no button, and fewer rows in a smaller frame', () => {
    mount(4);
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    mount(40, 600);
    const inTall = rows().length;
    cleanup();
    mount(40, 300);
    expect(rows().length).toBeLessThan(inTall);
    expect(rows().length).toBeGreaterThanOrEqual(3);
  });

  it('keeps showing a list streaming in until it is longer than fits, then holds that count', () => {
    const { update } = mount(0);
    expect(rows()).toHaveLength(0);
    act(() => {
      update(2);
    });
    expect(rows()).toHaveLength(2);
    act(() => {
      update(40);
    });
    const fitted = rows().length;
    expect(fitted).toBeLessThan(40);
    act(() => {
      update(60);
    });
    expect(rows()).toHaveLength(fitted);
    expect(screen.getByRole('button', { name: `Show ${String(60 - fitted)} more` })).toBeVisible();
  });
});
