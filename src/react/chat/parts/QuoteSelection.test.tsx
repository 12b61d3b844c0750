import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantMessage, thread, userMessage } from '../../../../test/fixtures/items';
import { renderChat, sse } from '../../../../test/support/chat';
import type { AssistantMessageItem } from '../../../wire/items';

// The Quote button, the composer's quote and deep links, in the whole chat (jsdom).

const answer: AssistantMessageItem = {
  ...assistantMessage,
  content: [
    {
      type: 'output_text',
      text: 'Lisbon in spring is mild. See [my trips](uikit-link://trips?city=lisbon) or [the map](https://example.com/map).',
      annotations: [],
    },
  ],
};

beforeAll(() => {
  // jsdom lays nothing out: a range has no box of its own there.
  Object.assign(Range.prototype, {
    getBoundingClientRect: () => new DOMRect(100, 100, 50, 16),
    getClientRects: () => [],
  });
});

async function openThread(options: Parameters<typeof renderChat>[1] = {}) {
  const chat = renderChat(
    {
      threads: [thread],
      items: { [thread.id]: [userMessage, answer] },
      conversation: () =>
        sse({ type: 'thread.item.done', item: { ...userMessage, id: 'itm_u_2' } }),
    },
    { initialThread: thread.id, ...options },
  );
  const paragraph = await waitFor(
    () => {
      const found = document.querySelector('[data-slot="assistant-message"] p');
      if (!found?.textContent.includes('Lisbon in spring')) throw new Error('no answer yet');
      if (!screen.queryByRole('link', { name: /my trips/ })) throw new Error('no markdown yet');
      return found;
    },
    { timeout: 10_000 },
  );
  return { ...chat, paragraph };
}

function select(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  act(() => {
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

const quoteButton = () => screen.findByRole('button', { name: 'Quote' });

describe('quoting an answer', () => {
  it('offers Quote for a selection in an answer, and puts it in the composer', async () => {
    const { paragraph, chat } = await openThread();
    select(paragraph.firstChild as Node, 0, 25);
    await userEvent.click(await quoteButton());

    const bar = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-slot="composer-quote"]');
      if (!found) throw new Error('no quote');
      return found;
    });
    expect(bar).toHaveTextContent('Replying to: Lisbon in spring is mild.');
    expect(chat.control.runtime.composer.getState().quote).toBe('Lisbon in spring is mild.');
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));

    await userEvent.click(within(bar).getByRole('button', { name: 'Remove quote' }));
    expect(document.querySelector('[data-slot="composer-quote"]')).toBeNull();
    expect(chat.control.runtime.composer.getState().quote).toBeNull();
  });

  it('offers nothing for a selection outside answers', async () => {
    await openThread();
    const userText = document.querySelector('[data-slot="user-text"]');
    select(userText?.firstChild as Node, 0, 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
  });

  it('hides on Escape and on a collapsed selection', async () => {
    const { paragraph } = await openThread();
    select(paragraph.firstChild as Node, 0, 6);
    await quoteButton();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
    });
    select(paragraph.firstChild as Node, 0, 6);
    await quoteButton();
    select(paragraph.firstChild as Node, 2, 2);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
    });
  });

  it('moves the focus to the button with Tab while it shows', async () => {
    const { paragraph } = await openThread();
    (document.querySelector('[data-slot="thread-scroll"]') as HTMLElement).focus();
    select(paragraph.firstChild as Node, 0, 6);
    const button = await quoteButton();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(button);
  });
});

describe('deep links in answers', () => {
  it('fire onDeeplink with the name and data and navigate nowhere; other links stay external', async () => {
    const onDeeplink = vi.fn();
    await openThread({ onDeeplink });
    const link = screen.getByRole('link', { name: 'my trips' });
    expect(link).toHaveAttribute('href', 'uikit-link://trips?city=lisbon');
    expect(link).not.toHaveAttribute('target');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onDeeplink).toHaveBeenCalledWith({
      name: 'trips',
      data: { city: 'lisbon' },
      href: 'uikit-link://trips?city=lisbon',
    });
    expect(screen.getByRole('link', { name: /the map/ })).toHaveAttribute('target', '_blank');
  });
});
