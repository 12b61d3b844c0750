import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles/index.css';
import '../../element';
import { assistantMessage, thread, userMessage } from '../../../test/fixtures/items';
import { fakeApi, renderChat } from '../../../test/support/chat';
import type { ThreadItemAction } from '../context/ItemActionsContext';
import type { ThreadItem } from '../../wire/items';

// The "More actions" menu in Chromium: where it opens, what axe finds in it open, where focus goes,
// and the same menu inside `<uikit-chat>`'s shadow root.

afterEach(() => {
  cleanup();
  document.querySelectorAll('uikit-chat').forEach((element) => {
    element.remove();
  });
});

const items: ThreadItem[] = [
  {
    ...userMessage,
    attachments: [],
    content: [{ type: 'input_text', text: 'Plan a day in Lisbon.' }],
  },
  {
    ...assistantMessage,
    content: [{ type: 'output_text', text: 'Start in Alfama, end in Belém.', annotations: [] }],
  },
];
const api = { threads: [thread], items: { [thread.id]: items } };

const actions = (onClick: ThreadItemAction['onClick']): ThreadItemAction[] => [
  { id: 'share', label: 'Share', icon: 'share', onClick },
  { id: 'report', label: 'Report', icon: 'bug', onClick },
  { id: 'editor', label: 'Open in editor', icon: 'lucide:square-pen', onClick },
  { id: 'pin', label: 'Pin', icon: 'lucide:pin', onClick },
];

async function axeViolations(context: axe.ElementContext) {
  const { violations } = await axe.run(context, { resultTypes: ['violations'] });
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`);
}

describe('the "More actions" menu in Chromium', () => {
  it('opens in view (turned upward near the bottom of the window), passes axe open, and gives focus back after a click on nothing', async () => {
    const onClick = vi.fn();
    renderChat(
      api,
      { initialThread: thread.id, threadItemActions: { custom: actions(onClick) } },
      { style: { height: 480 } },
    );
    await screen.findByText('Start in Alfama, end in Belém.');
    const answer = screen.getByText('Start in Alfama, end in Belém.').closest('article');
    const more = await within(answer as HTMLElement).findByRole('button', {
      name: 'More actions',
    });
    // The chat moved down until the answer's actions are 20 px above the bottom of the window:
    // no room below for the menu, which turns upward to stay in view.
    const chat = document.querySelector<HTMLElement>('[data-uikit-root]') as HTMLElement;
    chat.style.marginBlockStart = `${String(window.innerHeight - 20 - more.getBoundingClientRect().bottom)}px`;
    await userEvent.click(more);
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    await waitFor(() => {
      expect(within(menu).getByRole('menuitem', { name: 'Open in editor' })).toHaveFocus();
    });
    await waitFor(() => {
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        more.getBoundingClientRect().top,
      );
    });
    const box = menu.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(box.height).toBeGreaterThan(0);
    // Drawn with the kit's styles: a surface of its own over the thread.
    expect(getComputedStyle(menu).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    expect(await axeViolations(menu)).toEqual([]);
    expect(await axeViolations(answer as HTMLElement)).toEqual([]);

    // Tab closes it and goes on from the button, to the composer below (its first control), not
    // to the top of the page nor to whatever the chat's root holds last.
    await userEvent.keyboard('{Tab}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(document.activeElement?.closest('[data-slot="composer"]')).not.toBeNull();

    await userEvent.click(more);
    await screen.findByRole('menu');
    // A click on nothing in particular closes it; focus goes back to the button, not the page.
    await userEvent.click(document.body, { position: { x: 2, y: 2 } });
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    await waitFor(() => {
      expect(more).toHaveFocus();
    });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works inside <uikit-chat>: options with handlers through setOptions, the menu in its shadow root', async () => {
    const fake = fakeApi(api);
    const onClick = vi.fn<ThreadItemAction['onClick']>();
    const element = document.createElement('uikit-chat');
    element.style.height = '560px';
    document.body.append(element);
    element.setOptions({
      api: { baseUrl: 'https://api.example.test', getSession: fake.getSession, fetch: fake.fetch },
      initialThread: thread.id,
      threadItemActions: { custom: actions(onClick) },
    });
    const shadow = element.shadowRoot as ShadowRoot;
    const answer = await waitFor(
      () => {
        const found = shadow.querySelector('[data-slot="assistant-message"]');
        expect(found?.querySelector('[data-slot="more-item-actions"]')).toBeInstanceOf(HTMLElement);
        return found as HTMLElement;
      },
      { timeout: 10_000 },
    );
    const row = within(answer);
    await userEvent.click(row.getByRole('button', { name: 'Share' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: assistantMessage.id }));

    await userEvent.click(row.getByRole('button', { name: 'More actions' }));
    const menu = await waitFor(() => {
      const found = shadow.querySelector<HTMLElement>('[role="menu"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    // In the shadow root, where the kit's styles are.
    expect(getComputedStyle(menu).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(await axeViolations(menu)).toEqual([]);
    expect(await axeViolations(answer)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: assistantMessage.id }));
    expect(onClick).toHaveBeenCalledTimes(2);
    await waitFor(() => {
      expect(shadow.querySelector('[role="menu"]')).toBeNull();
    });
    expect(shadow.activeElement).toBe(row.getByRole('button', { name: 'More actions' }));
  });
});
