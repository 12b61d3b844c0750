import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { thread, THREAD_ID, userMessage } from '../../../../test/fixtures/items';
import { renderChat, sse } from '../../../../test/support/chat';
import type { ComposerModel, ComposerTool } from '../options';

const tools: ComposerTool[] = [
  {
    id: 'web_search',
    label: 'Search the web',
    shortLabel: 'Search',
    icon: 'globe',
    placeholderOverride: 'Search for…',
  },
  { id: 'write', label: 'Help me write', icon: 'write' },
  { id: 'canvas', label: 'Canvas', icon: 'notebook', pinned: true },
];
const models: ComposerModel[] = [
  { id: 'fast', label: 'Fast', description: 'Answers right away', default: true },
  { id: 'careful', label: 'Careful', description: 'Thinks first' },
  { id: 'expert', label: 'Expert', description: 'Not on your plan', disabled: true },
];

const stored = { ...userMessage, id: 'itm_u_new' };

function renderPickers() {
  return renderChat(
    { conversation: () => sse({ type: 'thread.item.done', item: stored }) },
    { composer: { tools, models } },
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' });

describe('composer pickers', () => {
  it('picks a tool from its listbox with the keyboard, and shows it as a removable chip', async () => {
    const user = userEvent.setup();
    renderPickers();
    const button = screen.getByRole('button', { name: 'Tools' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('listbox', { name: 'Tools' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    // Pinned tools have their own button, not an entry in the menu.
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Search the web', 'Help me write']);
    await waitFor(() => {
      expect(within(menu).getByRole('option', { name: 'Search the web' })).toHaveFocus();
    });
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('option', { name: 'Help me write' })).toHaveFocus();
    // Wraps around, and End / Home go to the ends.
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('option', { name: 'Search the web' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('option', { name: 'Help me write' })).toHaveFocus();
    await user.keyboard('{Home}');
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    expect(button).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', 'Search for…');
    const chip = screen.getByRole('button', { name: 'Remove tool: Search' });
    await user.click(chip);
    expect(screen.queryByRole('button', { name: 'Remove tool: Search' })).toBeNull();
    expect(input()).toHaveAttribute('placeholder', 'Message');
  });

  it('finds an option by typing its first letters, and Escape closes with focus back', async () => {
    const user = userEvent.setup();
    renderPickers();
    const button = screen.getByRole('button', { name: 'Tools' });
    await user.click(button);
    const menu = await screen.findByRole('listbox', { name: 'Tools' });
    await waitFor(() => {
      expect(within(menu).getAllByRole('option')[0]).toHaveFocus();
    });
    await user.keyboard('h');
    expect(within(menu).getByRole('option', { name: 'Help me write' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    expect(button).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Remove tool/ })).toBeNull();
  });

  it('shows the default model, announces a disabled one and never picks it', async () => {
    const user = userEvent.setup();
    const { requests } = renderPickers();
    const button = screen.getByRole('button', { name: 'Model: Fast' });
    await user.click(button);
    const menu = await screen.findByRole('listbox', { name: 'Model' });
    const fast = within(menu).getByRole('option', { name: /Fast/ });
    expect(fast).toHaveAttribute('aria-selected', 'true');
    expect(fast).toHaveTextContent('Answers right away');
    const expert = within(menu).getByRole('option', { name: /Expert/ });
    expect(expert).toHaveAttribute('aria-disabled', 'true');
    // Reachable, so a screen reader announces it, but Enter on it does nothing.
    await user.keyboard('{End}');
    expect(expert).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox', { name: 'Model' })).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Model: Careful' })).toHaveFocus();
    });

    await user.type(input(), 'Hi{Enter}');
    await waitFor(() => {
      expect(
        requests.find((request) => request.url.pathname === '/v1/uikit/conversation')?.body,
      ).toMatchObject({
        params: { input: { inference_options: { model: 'careful', tool_choice: null } } },
      });
    });
  });

  it('toggles a pinned tool with its own button, and sends the picked tool once', async () => {
    const user = userEvent.setup();
    const { requests } = renderPickers();
    const canvas = screen.getByRole('button', { name: 'Canvas' });
    expect(canvas).toHaveAttribute('aria-pressed', 'false');
    await user.click(canvas);
    expect(canvas).toHaveAttribute('aria-pressed', 'true');
    await user.type(input(), 'Draw{Enter}');
    await waitFor(() => {
      expect(
        requests.find((request) => request.url.pathname === '/v1/uikit/conversation')?.body,
      ).toMatchObject({
        params: { input: { inference_options: { model: 'fast', tool_choice: { id: 'canvas' } } } },
      });
    });
    // Not persistent: the pick was for that message.
    expect(canvas).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers nothing to pick in a locked thread, and closes a menu left open when it locks', async () => {
    const user = userEvent.setup();
    const locked = { ...thread, status: { type: 'locked' as const, reason: null } };
    const { chat } = renderChat(
      { threads: [{ ...thread, id: 'thr_open' }, locked], items: {} },
      { composer: { tools, models }, initialThread: 'thr_open' },
    );
    await user.click(await screen.findByRole('button', { name: 'Tools' }));
    await screen.findByRole('listbox', { name: 'Tools' });
    await act(async () => {
      await chat.setThreadId(THREAD_ID);
    });
    await waitFor(() => {
      expect(input()).toBeDisabled();
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    for (const name of ['Tools', 'Canvas', /^Model/]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
