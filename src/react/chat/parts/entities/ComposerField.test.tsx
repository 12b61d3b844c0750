import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderChat } from '../../../../../test/support/chat';
import type { Entity } from '../../../../wire/entities';

const people: Entity[] = [
  { id: 'p1', title: 'Ada Lovelace', group: 'People', interactive: true },
  { id: 'p2', title: 'Alan Turing', group: 'People' },
  { id: 'd1', title: 'Q2 plan', group: 'Documents' },
];
const composer = () => screen.getByRole('textbox', { name: 'Message' });
/** The tagging field loads lazily; the plain field stands in for a moment. */
const taggingField = () =>
  waitFor(() => {
    expect(document.querySelector('[data-slot="composer-field"]')).not.toBeNull();
  });

describe('the @ menu and tags in the composer', () => {
  it('searches, chooses with the keyboard, deletes a tag as a unit and sends input_tag parts', async () => {
    const user = userEvent.setup();
    const onTagSearch = vi.fn((query: string) =>
      Promise.resolve(people.filter((entity) => entity.title.toLowerCase().includes(query))),
    );
    const { requests } = renderChat({}, { entities: { onTagSearch } });
    await taggingField();
    await user.type(composer(), 'Ask @a');
    const menu = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => {
      expect(
        within(menu)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ada Lovelace', 'Alan Turing', 'Q2 plan']);
    });
    expect(within(menu).getByRole('group', { name: 'People' })).toBeInTheDocument();
    expect(composer()).toHaveAttribute('aria-controls', menu.id);
    await user.keyboard('{ArrowDown}');
    const active = composer().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent('Alan Turing');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(composer()).toHaveValue('Ask Ada Lovelace ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(composer()).toHaveAccessibleDescription('Tagged: Ada Lovelace');

    // Backspace after the tag (past its space) removes all of it.
    await user.keyboard('{Backspace}{Backspace}');
    expect(composer()).toHaveValue('Ask ');
    await user.keyboard('@q');
    await waitFor(() => {
      expect(screen.getByRole('option')).toHaveTextContent('Q2 plan');
    });
    await user.keyboard('{Tab}now{Enter}');
    await waitFor(() => {
      expect(requests.find((r) => r.url.pathname === '/v1/uikit/conversation')?.body).toMatchObject(
        {
          params: {
            input: {
              content: [
                { type: 'input_text', text: 'Ask ' },
                { type: 'input_tag', id: 'd1', text: 'Q2 plan', group: 'Documents' },
                { type: 'input_text', text: ' now' },
              ],
            },
          },
        },
      );
    });
  });

  it('shows a failed search as a row, and the composer goes on', async () => {
    const user = userEvent.setup();
    renderChat({}, { entities: { onTagSearch: () => Promise.reject(new Error('down')) } });
    await taggingField();
    await user.type(composer(), '@x');
    expect(await screen.findByText('Search failed. Keep typing to try again.')).toBeInTheDocument();
    await user.keyboard('{Escape} more');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(composer()).toHaveValue('@x more');
  });

  it('has a Mention button with showComposerMenu that types @ and opens the menu', async () => {
    const user = userEvent.setup();
    const onTagSearch = vi.fn(() => Promise.resolve(people));
    renderChat({}, { entities: { onTagSearch, showComposerMenu: true } });
    await taggingField();
    await user.type(composer(), 'Ask');
    await user.click(screen.getByRole('button', { name: 'Mention' }));
    expect(composer()).toHaveValue('Ask @');
    expect(composer()).toHaveFocus();
    const menu = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => {
      expect(within(menu).getAllByRole('option')).toHaveLength(3);
    });
    expect(onTagSearch).toHaveBeenCalledWith('');
  });

  it('has no Mention button unless the host asks for it', async () => {
    renderChat({}, { entities: { onTagSearch: () => Promise.resolve(people) } });
    await taggingField();
    expect(screen.queryByRole('button', { name: 'Mention' })).toBeNull();
  });

  it('is a plain textarea without entities or commands', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(composer(), '@a');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.querySelector('[data-slot="composer-field"]')).toBeNull();
  });
});
