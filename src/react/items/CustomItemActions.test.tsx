import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assistantMessage, userMessage } from '../../../test/fixtures/items';
import {
  ItemActionsContext,
  type ItemActions,
  type ThreadItemAction,
} from '../context/ItemActionsContext';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from './ThreadItemView';

type Shown = Omit<ThreadItemAction, 'onClick'>;

const share: Shown = { id: 'share', label: 'Share', icon: 'share' };
const report: Shown = { id: 'report', label: 'Report', icon: 'bug' };
const editor: Shown = { id: 'editor', label: 'Open in editor', icon: 'lucide:square-pen' };
const pin: Shown = { id: 'pin', label: 'Pin', on: ['assistant_message', 'user_message'] };

const answer = { ...assistantMessage, content: [] };

interface Setup extends Partial<Omit<ItemActions, 'custom' | 'customHandlers'>> {
  custom?: readonly Shown[];
  /** Every action's `onClick`, told which action it is. */
  onAction?: (id: string, item: unknown) => void | Promise<void>;
  onRenderError?: (error: unknown, info: { itemId?: string }) => void;
}

/** An answer and a user message under the given actions, in a kit root as the chat draws them. */
function renderItems({ custom, onAction = () => undefined, onRenderError, ...switches }: Setup) {
  const handlers: ThreadItemAction[] | undefined = custom?.map((action) => ({
    ...action,
    onClick: (item) => onAction(action.id, item),
  }));
  const value: ItemActions = {
    copy: true,
    feedback: false,
    retry: false,
    ...switches,
    custom,
    customHandlers: () => handlers,
  };
  return render(
    <div data-uikit-root="">
      <RenderProvider {...(onRenderError ? { onRenderError } : {})}>
        <ItemActionsContext.Provider value={value}>
          <ThreadItemView item={userMessage} />
          <ThreadItemView item={answer} />
        </ItemActionsContext.Provider>
      </RenderProvider>
      <button type="button">Elsewhere</button>
    </div>,
  );
}

const answerRow = () =>
  within(
    document.querySelector(
      '[data-slot="assistant-message"] [data-slot="message-actions"]',
    ) as HTMLElement,
  );
const userRow = () =>
  document.querySelector('[data-slot="user-message"] [data-slot="message-actions"]');
const names = (row: HTMLElement | null) =>
  [...(row?.querySelectorAll('button') ?? [])].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent,
  );

describe('custom item actions', () => {
  it('stand after copy, feedback and retry, as icon buttons named by their label; one without an icon shows its label', () => {
    renderItems({
      feedback: true,
      retry: true,
      onFeedback: () => Promise.resolve(),
      onRetry: () => undefined,
      custom: [share, { id: 'cite', label: 'Cite' }],
    });
    const row = document.querySelector(
      '[data-slot="assistant-message"] [data-slot="message-actions"]',
    ) as HTMLElement;
    expect(names(row)).toEqual([
      'Copy message',
      'Good response',
      'Bad response',
      'Try again',
      'Share',
      'Cite',
    ]);
    const shareButton = answerRow().getByRole('button', { name: 'Share' });
    expect(shareButton).toHaveAttribute('title', 'Share');
    expect(shareButton).toHaveAttribute('data-action-id', 'share');
    expect(shareButton.querySelector('svg[data-icon="share"]')).not.toBeNull();
    const cite = answerRow().getByRole('button', { name: 'Cite' });
    expect(cite).toHaveTextContent('Cite');
    expect(cite.querySelector('svg')).toBeNull();
  });

  it('show under answers by default, under user messages when `on` says so', () => {
    renderItems({ custom: [share, pin, { ...report, on: ['user_message'] }] });
    expect(names(answerRow().getByRole('button', { name: 'Share' }).parentElement)).toEqual([
      'Copy message',
      'Share',
      'Pin',
    ]);
    expect(names(userRow() as HTMLElement)).toEqual(['Copy your message', 'Pin', 'Report']);
  });

  it('show under a user message with copy off, and under an answer with every built-in action off', () => {
    renderItems({ copy: false, custom: [share, pin] });
    expect(names(userRow() as HTMLElement)).toEqual(['Pin']);
    expect(names(answerRow().getByRole('button', { name: 'Share' }).parentElement)).toEqual([
      'Share',
      'Pin',
    ]);
  });

  it('leave copy, feedback and retry as they were when there are none', () => {
    const { unmount } = renderItems({
      feedback: true,
      onFeedback: () => Promise.resolve(),
    });
    expect(names(answerRow().getByRole('button', { name: 'Copy message' }).parentElement)).toEqual([
      'Copy message',
      'Good response',
      'Bad response',
    ]);
    expect(names(userRow() as HTMLElement)).toEqual(['Copy your message']);
    unmount();
    // Copy off and nothing else: no row at all, as before.
    renderItems({ copy: false, custom: [{ ...share, on: ['assistant_message'] }] });
    expect(userRow()).toBeNull();
  });

  it('run with the item they stand under', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderItems({ custom: [share, pin], onAction });
    await user.click(answerRow().getByRole('button', { name: 'Share' }));
    expect(onAction).toHaveBeenLastCalledWith('share', expect.objectContaining(answer));
    await user.click(within(userRow() as HTMLElement).getByRole('button', { name: 'Pin' }));
    expect(onAction).toHaveBeenLastCalledWith(
      'pin',
      expect.objectContaining({ id: userMessage.id, type: 'uikit.user_message' }),
    );
  });

  it('report what a handler throws or rejects with, and stay usable', async () => {
    const user = userEvent.setup();
    const thrown = new Error('Share failed');
    const rejected = new Error('Report failed');
    const onRenderError = vi.fn();
    renderItems({
      custom: [share, report],
      onAction: (id) => {
        if (id === 'share') throw thrown;
        return Promise.reject(rejected);
      },
      onRenderError,
    });
    await user.click(answerRow().getByRole('button', { name: 'Share' }));
    expect(onRenderError).toHaveBeenCalledWith(thrown, { itemId: answer.id });
    await user.click(answerRow().getByRole('button', { name: 'Report' }));
    await waitFor(() => {
      expect(onRenderError).toHaveBeenCalledWith(rejected, { itemId: answer.id });
    });
    await user.click(answerRow().getByRole('button', { name: 'Share' }));
    expect(onRenderError).toHaveBeenCalledTimes(3);
  });
});

describe('more than two', () => {
  const four = [share, report, editor, { ...pin, on: undefined }] as Shown[];

  it('show the first two and a "More actions" menu button for the rest', () => {
    renderItems({ custom: four });
    expect(names(answerRow().getByRole('button', { name: 'Share' }).parentElement)).toEqual([
      'Copy message',
      'Share',
      'Report',
      'More actions',
    ]);
    const more = answerRow().getByRole('button', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('open the menu with Enter on its first action; arrows, Home and End move; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderItems({ custom: four });
    const more = answerRow().getByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Open in editor', 'Pin']);
    await waitFor(() => {
      expect(items[0]).toHaveFocus();
    });
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => {
      expect(more).toHaveFocus();
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('open on the last action with ArrowUp, and run one with Enter or Space, closing the menu', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderItems({ custom: four, onAction });
    const more = answerRow().getByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{ArrowUp}');
    const pinItem = await screen.findByRole('menuitem', { name: 'Pin' });
    await waitFor(() => {
      expect(pinItem).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('pin', expect.objectContaining({ id: answer.id }));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => {
      expect(more).toHaveFocus();
    });

    await user.keyboard('{ArrowDown}');
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'Open in editor' })).toHaveFocus();
    });
    await user.keyboard(' ');
    expect(onAction).toHaveBeenLastCalledWith('editor', expect.anything());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('close the menu on a click elsewhere (focus back on the button unless the click put it on a control), and on a second click of its button', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderItems({ custom: four, onAction });
    const more = answerRow().getByRole('button', { name: 'More actions' });
    await user.click(more);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // A click on nothing in particular: focus goes back to the button, not to the page.
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => {
      expect(more).toHaveFocus();
    });

    await user.click(more);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(more);
    expect(screen.queryByRole('menu')).toBeNull();

    // A click on another control closes it and leaves focus there.
    await user.click(more);
    await screen.findByRole('menu');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByRole('menu')).toBeNull();
    await act(() => Promise.resolve());
    expect(elsewhere).toHaveFocus();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('is drawn in the kit root, outside the row, so the row never clips it', async () => {
    const user = userEvent.setup();
    renderItems({ custom: four });
    await user.click(answerRow().getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(menu.closest('[data-slot="message-actions"]')).toBeNull();
    expect(menu.closest('[data-uikit-root]')).not.toBeNull();
  });

  it('close the menu on Tab, focus moving on from the button: Tab to what follows it, Shift+Tab to what precedes it', async () => {
    const user = userEvent.setup();
    renderItems({ custom: four });
    const more = answerRow().getByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'Open in editor' })).toHaveFocus();
    });
    await user.tab();
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'Open in editor' })).toHaveFocus();
    });
    await user.tab({ shift: true });
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(answerRow().getByRole('button', { name: 'Report' })).toHaveFocus();
  });
});
