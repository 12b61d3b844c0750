import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderChat } from '../../../../test/support/chat';
import { thread } from '../../../../test/fixtures/items';
import { localDayTime } from '../../../../test/fixtures/calendar';
import type { Thread } from '../../../wire/thread';

// Two threads of today (made as the test runs: a time ahead of the clock counts as today too).
const threads = (): Thread[] =>
  (
    [
      ['thr_1', 'Fix the bike', localDayTime(0, 120)],
      ['thr_2', 'Plan the garden', localDayTime(0, 60)],
      ['thr_3', 'Old trip', localDayTime(40, 12 * 3600)],
    ] as const
  ).map(([id, title, createdAt]) => ({ ...thread, id, title, created_at: createdAt }));

async function openHistory(api: Parameters<typeof renderChat>[0] = {}) {
  const user = userEvent.setup();
  const view = renderChat({ threads: threads(), ...api });
  await user.click(await screen.findByRole('button', { name: 'Show history' }));
  const nav = screen.getByRole('navigation', { name: 'History' });
  await within(nav).findByRole('button', { name: 'Fix the bike' });
  return { user, nav, ...view };
}

const writes = (requests: { method: string; url: URL }[]) =>
  requests.filter(
    (request) => request.method !== 'GET' && request.url.pathname.startsWith('/v1/uikit/threads/'),
  );

describe('the history panel', () => {
  it('groups threads under date headings and has one new-chat control, in the header', async () => {
    const { nav } = await openHistory();
    // Headings with threads only, newest first.
    expect(within(nav).getAllByRole('list')).toHaveLength(2);
    expect(within(nav).getByRole('list', { name: 'Older' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Yesterday' })).toBeNull();
    const today = within(nav).getByRole('list', { name: 'Today' });
    expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'New chat' })).toHaveLength(1);
    expect(within(nav).queryByRole('button', { name: 'New chat' })).toBeNull();
  });

  it('moves between threads with the arrow keys, Home and End', async () => {
    const { user, nav } = await openHistory();
    within(nav).getByRole('button', { name: 'Fix the bike' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('button', { name: 'Plan the garden' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('button', { name: 'Old trip' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('button', { name: 'Fix the bike' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(nav).getByRole('button', { name: 'Old trip' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(within(nav).getByRole('button', { name: 'Fix the bike' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(within(nav).getByRole('button', { name: 'Plan the garden' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  it('opens a row menu from the keyboard, moves through it, and gives focus back on Escape', async () => {
    const { user, nav } = await openHistory();
    const more = within(nav).getByRole('button', { name: 'Options for “Fix the bike”' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('renames with Enter, and Escape leaves the title as it was', async () => {
    const { user, nav, requests } = await openHistory();
    await user.click(within(nav).getByRole('button', { name: 'Options for “Fix the bike”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    let field = within(nav).getByRole('textbox', { name: 'Rename “Fix the bike”' });
    expect(field).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Scrap the bike{Escape}');
    expect(within(nav).queryByRole('textbox')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Fix the bike' })).toHaveFocus();
    expect(writes(requests)).toHaveLength(0);

    await user.click(within(nav).getByRole('button', { name: 'Options for “Fix the bike”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    field = within(nav).getByRole('textbox', { name: 'Rename “Fix the bike”' });
    await user.clear(field);
    await user.type(field, 'Sell the bike{Enter}');
    expect(await within(nav).findByRole('button', { name: 'Sell the bike' })).toHaveFocus();
    await waitFor(() => {
      expect(writes(requests)).toHaveLength(1);
    });
  });

  it('saves a rename when the field loses focus, and sends nothing for an unchanged title', async () => {
    const { user, nav, requests } = await openHistory();
    await user.click(within(nav).getByRole('button', { name: 'Options for “Old trip”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    await user.tab();
    expect(within(nav).queryByRole('textbox')).toBeNull();
    expect(writes(requests)).toHaveLength(0);

    await user.click(within(nav).getByRole('button', { name: 'Options for “Old trip”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    await user.keyboard('{Control>}a{/Control}New trip');
    await user.click(within(nav).getByText('History'));
    expect(await within(nav).findByRole('button', { name: 'New trip' })).toBeInTheDocument();
    await waitFor(() => {
      expect(writes(requests)).toHaveLength(1);
    });
  });

  it('asks before deleting, with a short Delete button; Cancel keeps the thread', async () => {
    const { user, nav, requests } = await openHistory();
    const more = within(nav).getByRole('button', { name: 'Options for “Plan the garden”' });
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = within(nav).getByRole('group', {
      name: 'Delete “Plan the garden”? This cannot be undone.',
    });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('group')).toBeNull();
    expect(
      within(nav).getByRole('button', { name: 'Options for “Plan the garden”' }),
    ).toHaveFocus();
    expect(writes(requests)).toHaveLength(0);

    await user.click(within(nav).getByRole('button', { name: 'Options for “Plan the garden”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(nav).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(within(nav).queryByRole('button', { name: 'Plan the garden' })).toBeNull();
    });
    // Focus stays in the list, on the thread that followed.
    expect(within(nav).getByRole('button', { name: 'Old trip' })).toHaveFocus();
    expect(writes(requests).map(({ method }) => method)).toStrictEqual(['DELETE']);
  });
});
