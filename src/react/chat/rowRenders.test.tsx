import { QueryClient } from '@tanstack/query-core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, Profiler, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { everyItem, thread, THREAD_ID } from '../../../test/fixtures/items';
import { fakeApi } from '../../../test/support/chat';
import {
  CHAT_EVENT_NAMES,
  chatEventHandlerName,
  type ChatEventHandlers,
} from '../../chat/chatEvents';
import type { ReceivedTaskItem } from '../../wire/received';
import type { ItemRendererProps, WithDefault } from '../context/renderers';
import type { UikitOptions } from './options';
import { UikitChat } from './UikitChat';
import { useUikit } from './useUikit';

/** Commits of each row after it mounted: what a host render must not cause. */
const rowUpdates = new Map<string, number>();

// Every row, in the plain list and the virtual one, is profiled from the outside: the kit's code
// paths stay the ones a host gets. A profiler reports a commit whenever anything in the row
// rendered, a context consumer deep inside it included.
vi.mock('./parts/ThreadRow', async (importOriginal) => {
  const original = await importOriginal<typeof import('./parts/ThreadRow')>();
  const Inner = original.ThreadRow;
  return {
    ThreadRow: memo(function ProfiledRow(props: ComponentProps<typeof Inner>) {
      return (
        <Profiler
          id={props.id}
          onRender={(id, phase) => {
            if (phase !== 'mount') rowUpdates.set(id, (rowUpdates.get(id) ?? 0) + 1);
          }}
        >
          <Inner {...props} />
        </Profiler>
      );
    }),
  };
});

/** A host's renderer override (module level, as components are): counts its own renders. */
const taskRendered = vi.fn();
function CountingTask({ Default, ...props }: WithDefault<ItemRendererProps<ReceivedTaskItem>>) {
  taskRendered();
  return <Default {...props} />;
}
function FancyWidget() {
  return <span>fancy</span>;
}

const queryClient = new QueryClient();
const api = fakeApi({ threads: [thread], items: { [THREAD_ID]: everyItem } });
const heard: string[] = [];

/**
 * A host as hosts are written: every option inline, so every function and object is new on each
 * render while its content stays the same. `satisfies Required<…>` makes an option added later
 * fail here until this test gives it too.
 */
function Host({ tick }: { tick: number }) {
  const { control } = useUikit({
    api: {
      baseUrl: 'https://api.example.test',
      getSession: (current) => api.getSession(current),
      fetch: (input, init) => api.fetch(input, init),
    },
    theme: { colorScheme: 'light', accentColor: '#0a7f5a', density: 'compact', radius: 'md' },
    header: {
      enabled: true,
      title: 'Support',
      actions: [
        {
          label: 'Close chat',
          icon: 'close',
          onClick: () => heard.push(`close@${String(tick)}`),
        },
        { label: 'Help', onClick: () => heard.push(`help@${String(tick)}`) },
      ],
    },
    history: { enabled: true, showRename: true, showDelete: true },
    startScreen: { greeting: 'How can we help?', prompts: [{ label: 'Track my order' }] },
    composer: {
      placeholder: 'Ask anything',
      attachments: { accept: ['image/*', '.pdf'] },
      tools: [{ id: 'web_search', label: 'Search' }],
      models: [{ id: 'gpt-large', label: 'Large', default: true }],
    },
    disclaimer: 'Answers may be wrong.',
    frameTitle: 'Support chat',
    thread: { autoScroll: true },
    threadItemActions: { feedback: true, retry: true, copy: true },
    widgets: {
      onAction: (action) => {
        heard.push(`${action.type}@${String(tick)}`);
      },
      components: { Fancy: FancyWidget },
    },
    renderers: { items: { 'uikit.task': CountingTask } },
    initialThread: THREAD_ID,
    locale: 'en-GB',
    dir: 'ltr',
    avatars: { assistant: { initials: 'AI' }, user: { src: 'https://files.example.com/me.png' } },
    labels: { conversation: 'Conversation', retry: 'Try again' },
    urlPolicy: { extraLinkSchemes: ['tel'], trustedImageOrigins: ['http://127.0.0.1:8787'] },
    onClientTool: { get_page_info: () => ({ tick }) },
    queryClient,
    entities: {
      onTagSearch: async () => Promise.resolve([{ id: String(tick), title: 'Ada' }]),
      onClick: () => tick,
      onRequestPreview: async () => Promise.resolve({ preview: null }),
      showComposerMenu: true,
    },
    commands: {
      enabled: true,
      onSearch: async () => Promise.resolve([]),
      onSelect: async () => {
        await Promise.resolve(tick);
      },
    },
    // Every event listener the options know, each a new closure.
    ...(Object.fromEntries(
      CHAT_EVENT_NAMES.map((name) => [chatEventHandlerName(name), () => tick]),
    ) as unknown as Required<ChatEventHandlers>),
  } satisfies Required<UikitOptions>);
  return <UikitChat control={control} />;
}

describe('a host render', () => {
  it('re-renders no thread row, whatever the host passes inline', async () => {
    const { rerender } = render(<Host tick={0} />);
    expect(await screen.findByText('Found 3 sources about Lisbon weather in May')).toBeVisible();
    // The rows above the first screen follow it.
    await waitFor(() => {
      expect(document.querySelectorAll('[data-slot="thread-row"]')).toHaveLength(everyItem.length);
    });
    // Let whatever loads lazily (the markdown renderer) settle before counting: under load that
    // takes longer than any fixed pause.
    await waitFor(() => {
      expect(document.querySelector('[data-slot="markdown-fallback"]')).toBeNull();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rowUpdates.clear();
    taskRendered.mockClear();

    for (let tick = 1; tick <= 5; tick++) {
      rerender(<Host tick={tick} />);
    }

    expect(Object.fromEntries(rowUpdates)).toEqual({});
    expect(taskRendered).not.toHaveBeenCalled();
  });

  it('still calls the callbacks of the latest render', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Host tick={0} />);
    await screen.findByText('Found 3 sources about Lisbon weather in May');
    rerender(<Host tick={7} />);
    heard.length = 0;

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const widget = document.querySelector<HTMLElement>('[data-item-type="uikit.widget"]');
    if (!widget) throw new Error('no widget');
    await user.click(within(widget).getByRole('button', { name: 'Cancel' }));

    // A widget's client action reaches the handler once the widget item it came from is read
    // (code loaded with the first action).
    await waitFor(() => {
      expect(heard).toEqual(['close@7', 'help@7', 'cancel@7']);
    });
  });
});
