import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderChat } from '../../../../test/support/chat';

const header = () => screen.getByRole('banner');

describe('the chat header', () => {
  it('lists no threads while the history is closed, and asks for them as its toggle is reached', async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({ threads: [] });
    const toggle = await within(header()).findByRole('button', { name: 'Show history' });
    const lists = () =>
      requests.filter(
        (request) => request.method === 'GET' && request.url.pathname === '/v1/uikit/threads',
      );
    // The chat is made, its session read: no list yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists()).toHaveLength(0);
    await user.hover(toggle);
    await waitFor(() => {
      expect(lists()).toHaveLength(1);
    });
    // Passing over it again is no request: the list is fresh.
    await user.unhover(toggle);
    await user.hover(toggle);
    expect(lists()).toHaveLength(1);
    await user.click(toggle);
    expect(await screen.findByRole('navigation', { name: 'History' })).toBeInTheDocument();
  });

  it('shows the title text it is given in place of the thread title, or none', async () => {
    const view = renderChat({}, { header: { title: { text: 'Support' } } });
    expect(await within(header()).findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    view.rerenderWith({ header: { title: { enabled: false } } });
    expect(within(header()).queryByRole('heading')).toBeNull();
    // The older string form still names a chat without a title.
    view.rerenderWith({ header: { title: 'Help desk' } });
    expect(within(header()).getByRole('heading', { name: 'Help desk' })).toBeInTheDocument();
  });

  it('draws the leading and trailing actions as named icon buttons that call the latest handler', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const latest = vi.fn();
    const close = vi.fn();
    const view = renderChat(
      {},
      {
        header: {
          leftAction: { icon: 'sidebar-left', label: 'Menu', onClick: first },
          rightAction: { icon: 'close', onClick: close },
        },
      },
    );
    const menu = await within(header()).findByRole('button', { name: 'Menu' });
    expect(menu.querySelector('svg[data-icon="sidebar-left"] path')).not.toBeNull();
    view.rerenderWith({
      header: {
        leftAction: { icon: 'sidebar-left', label: 'Menu', onClick: latest },
        rightAction: { icon: 'close', onClick: close },
      },
    });
    await user.click(within(header()).getByRole('button', { name: 'Menu' }));
    expect(latest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    // Without a label, the icon's name in words names the button.
    const buttons = within(header()).getAllByRole('button');
    expect(buttons.at(-1)).toHaveAccessibleName('Close');
    await user.click(buttons.at(-1) as HTMLElement);
    expect(close).toHaveBeenCalledOnce();
  });

  it('draws ChatKit’s lucide: icon names on header buttons, starter prompts and tools, and its history and share', async () => {
    renderChat(
      {},
      {
        header: {
          leftAction: { icon: 'history', label: 'History', onClick: vi.fn() },
          rightAction: { icon: 'lucide:bell-ring', label: 'Alerts', onClick: vi.fn() },
          actions: [{ label: 'Share', icon: 'share', onClick: vi.fn() }],
        },
        startScreen: { prompts: [{ label: 'Plan a trip', icon: 'lucide:plane-takeoff' }] },
        composer: {
          tools: [{ id: 'alarm', label: 'Alarm', icon: 'lucide:alarm-clock', pinned: true }],
        },
      },
    );
    const drawn = async (name: string) => {
      const button = await screen.findByRole('button', { name });
      await waitFor(() => {
        expect(button.querySelector('svg[data-icon] :is(path, circle, rect)')).not.toBeNull();
      });
      return button.querySelector('svg[data-icon]')?.getAttribute('data-icon');
    };
    expect(await drawn('History')).toBe('history');
    expect(await drawn('Alerts')).toBe('lucide:bell-ring');
    expect(await drawn('Share')).toBe('share');
    expect(await drawn('Plan a trip')).toBe('lucide:plane-takeoff');
    expect(await drawn('Alarm')).toBe('lucide:alarm-clock');
  });
});
