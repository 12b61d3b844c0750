import { describe, expect, it, vi } from 'vitest';
import { CHAT_EVENT_HANDLER_NAMES } from '../../chat/chatEvents';
import { displayOptions } from './displayOptions';
import type { UikitOptions } from './options';

const getSession = () => Promise.reject(new Error('unused'));

describe('displayOptions', () => {
  it('leaves out every callback and keeps everything the chat renders from', () => {
    const Renderer = () => null;
    const options: UikitOptions = {
      api: { baseUrl: 'https://api.example.test', getSession },
      header: {
        title: { text: 'Support' },
        actions: [{ label: 'Close', icon: 'close', onClick: vi.fn() }],
        leftAction: { icon: 'sidebar-left', onClick: vi.fn() },
        rightAction: { icon: 'settings-cog', label: 'Settings', onClick: vi.fn() },
      },
      widgets: { onAction: vi.fn(), components: { Fancy: Renderer } },
      threadItemActions: {
        feedback: true,
        custom: [
          { id: 'share', label: 'Share', icon: 'share', onClick: vi.fn() },
          { id: 'pin', label: 'Pin', on: ['user_message'], onClick: vi.fn() },
        ],
      },
      renderers: { items: { 'uikit.task': Renderer } },
      labels: { retry: 'Try again' },
      onClientTool: { get_page_info: () => ({}) },
      ...Object.fromEntries(CHAT_EVENT_HANDLER_NAMES.map((name) => [name, vi.fn()])),
    };
    expect(displayOptions(options)).toEqual({
      header: {
        title: { text: 'Support' },
        actions: [{ label: 'Close', icon: 'close' }],
        leftAction: { icon: 'sidebar-left' },
        rightAction: { icon: 'settings-cog', label: 'Settings' },
      },
      widgets: { components: { Fancy: Renderer } },
      threadItemActions: {
        feedback: true,
        custom: [
          { id: 'share', label: 'Share', icon: 'share' },
          { id: 'pin', label: 'Pin', on: ['user_message'] },
        ],
      },
      renderers: { items: { 'uikit.task': Renderer } },
      labels: { retry: 'Try again' },
    });
  });

  it('adds no keys the host did not give', () => {
    expect(displayOptions({ api: { baseUrl: 'https://api.example.test', getSession } })).toEqual(
      {},
    );
    expect(
      displayOptions({ api: { baseUrl: 'x', getSession }, header: { enabled: false } }),
    ).toStrictEqual({ header: { enabled: false } });
  });
});
