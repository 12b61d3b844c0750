import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/styles/index.css';
import { thread, userMessage } from '../fixtures/items';
import { renderChat } from '../support/chat';

// A long thread opens virtualized from its first render. The virtualizer's code loads lazily
// (nothing in a browser test preloads it), so the list first shows its newest rows, then hands
// over to the virtualizer, which must find its scroller however React attached the refs.

afterEach(() => {
  cleanup();
});

const messages = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...userMessage,
    id: `itm_long_${String(index).padStart(4, '0')}`,
    created_at: userMessage.created_at + index,
    content: [{ type: 'input_text' as const, text: `Message number ${String(index)}` }],
  }));

function inView(text: string): boolean {
  const row = screen.getByText(text);
  const scroller = row.closest('[data-slot="thread-scroll"]');
  if (scroller === null) return false;
  const view = scroller.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
}

describe('a 1,000-item thread', () => {
  it('opens virtualized on its newest message, with a few rows in the page, twice running', async () => {
    for (let round = 0; round < 2; round += 1) {
      const view = renderChat(
        { threads: [thread], items: { [thread.id]: messages(1000) } },
        { initialThread: thread.id },
        { style: { height: 600 } },
      );
      await screen.findByText('Message number 999');
      await expect
        .poll(() => view.container.querySelector('[data-slot="thread-virtual"]'))
        .not.toBeNull();
      await expect.poll(() => inView('Message number 999'), { timeout: 5000 }).toBe(true);
      // Virtualized: the page holds the rows in and near view, not a thousand.
      await expect
        .poll(() => view.container.querySelectorAll('[data-item-id]').length)
        .toBeLessThan(60);
      cleanup();
    }
  });
});

describe('a 100-item thread', () => {
  it('opens with the rows that fill its view, at the bottom, then renders the rest above', async () => {
    const view = renderChat(
      { threads: [thread], items: { [thread.id]: messages(100) } },
      { initialThread: thread.id },
      { style: { height: 600 } },
    );
    await screen.findByText('Message number 99');
    const rows = () => view.container.querySelectorAll('[data-item-id]').length;
    // The first screen: rows that fill the view, not the whole thread.
    expect(rows()).toBeGreaterThan(3);
    expect(rows()).toBeLessThan(40);
    await expect.poll(() => inView('Message number 99')).toBe(true);
    // Then every row, a few per task, while the newest stays in view.
    await expect.poll(rows, { timeout: 5000 }).toBe(100);
    expect(view.container.querySelector('[data-slot="thread-virtual"]')).toBeNull();
    await expect.poll(() => inView('Message number 99')).toBe(true);
    expect(screen.getByText('Message number 0')).toBeTruthy();
  });
});
