import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  thread,
  THREAD_ID,
  userMessage,
} from '../../../test/fixtures/items';
import { renderChat } from '../../../test/support/chat';
import { sseResponse } from '../../../test/support/fakeFetch';
import type { ThreadItemAction } from '../context/ItemActionsContext';
import type { ThreadItem } from '../../wire/items';

// `threadItemActions.custom` in the whole chat: where the actions stand in a thread, what their
// handlers get, and where their errors go.

const question = (text: string, id: string): ThreadItem => ({
  ...userMessage,
  id,
  attachments: [],
  inference_options: { model: null, tool_choice: null },
  content: [{ type: 'input_text', text }],
});
const answer = (text: string, id: string): ThreadItem => ({
  ...assistantMessage,
  id,
  content: [{ type: 'output_text', text, annotations: [] }],
});

/** Two turns: the first a tool round trip with two answers, the second a plain answer. */
const items: ThreadItem[] = [
  question('Read the page', 'itm_u1'),
  answer('Let me look.', 'itm_a1'),
  clientToolCall,
  answer('You are reading Docs.', 'itm_a2'),
  question('Thanks', 'itm_u2'),
  answer('You are welcome.', 'itm_a3'),
];
const api = { threads: [thread], items: { [THREAD_ID]: items } };

const articleOf = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('threadItemActions.custom in the chat', () => {
  it('stand once per turn, under its final answer, and under every user message that `on` names; onClick gets that item', async () => {
    const user = userEvent.setup();
    const share = vi.fn<ThreadItemAction['onClick']>();
    const pin = vi.fn<ThreadItemAction['onClick']>();
    renderChat(api, {
      initialThread: THREAD_ID,
      threadItemActions: {
        custom: [
          { id: 'share', label: 'Share', icon: 'share', onClick: share },
          { id: 'pin', label: 'Pin', on: ['user_message'], onClick: pin },
        ],
      },
    });
    await screen.findByText('You are welcome.');
    await waitFor(() => {
      expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(2);
    });
    expect(screen.getAllByRole('button', { name: 'Pin' })).toHaveLength(2);
    expect(within(articleOf('Let me look.')).queryByRole('button', { name: 'Share' })).toBeNull();

    await user.click(
      within(articleOf('You are reading Docs.')).getByRole('button', { name: 'Share' }),
    );
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'itm_a2', type: 'uikit.assistant_message' }),
    );
    await user.click(within(articleOf('Thanks')).getByRole('button', { name: 'Pin' }));
    expect(pin).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'itm_u2', type: 'uikit.user_message' }),
    );
    // Copy is ChatKit's default, still on beside them.
    expect(
      within(articleOf('You are welcome.')).getByRole('button', { name: 'Copy message' }),
    ).toBeInTheDocument();
  });

  it('call the handler the host passes now: a new closure takes effect without a remount', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    const chat = renderChat(api, {
      initialThread: THREAD_ID,
      threadItemActions: { custom: [{ id: 'share', label: 'Share', onClick: first }] },
    });
    await screen.findByText('You are welcome.');
    const button = within(articleOf('You are welcome.')).getByRole('button', { name: 'Share' });
    chat.rerenderWith({
      initialThread: THREAD_ID,
      threadItemActions: { custom: [{ id: 'share', label: 'Share', onClick: second }] },
    });
    // The same button: only the handler changed, which the thread does not render.
    expect(within(articleOf('You are welcome.')).getByRole('button', { name: 'Share' })).toBe(
      button,
    );
    await user.click(button);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('report a thrown or rejected error through onError, and keep working', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const thrown = new Error('Could not share');
    const rejected = new Error('Could not report');
    renderChat(api, {
      initialThread: THREAD_ID,
      onError,
      threadItemActions: {
        custom: [
          {
            id: 'share',
            label: 'Share',
            onClick: () => {
              throw thrown;
            },
          },
          { id: 'report', label: 'Report', onClick: () => Promise.reject(rejected) },
        ],
      },
    });
    await screen.findByText('You are welcome.');
    const row = within(articleOf('You are welcome.'));
    await user.click(row.getByRole('button', { name: 'Share' }));
    expect(onError).toHaveBeenCalledWith({ error: thrown });
    await user.click(row.getByRole('button', { name: 'Report' }));
    await waitFor(() => {
      expect(onError).toHaveBeenCalledWith({ error: rejected });
    });
    expect(row.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByText('You are welcome.')).toBeVisible();
  });

  it('stay usable under finished items while an answer streams; the streaming turn has none yet', async () => {
    const user = userEvent.setup();
    const share = vi.fn();
    const encoder = new TextEncoder();
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    const send = (event: object) =>
      stream?.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    renderChat(
      {
        ...api,
        conversation: () =>
          sseResponse(
            new ReadableStream<Uint8Array>({
              start(controller) {
                stream = controller;
              },
            }),
          ),
      },
      {
        initialThread: THREAD_ID,
        threadItemActions: {
          retry: true,
          custom: [
            {
              id: 'share',
              label: 'Share',
              on: ['assistant_message', 'user_message'],
              onClick: share,
            },
          ],
        },
      },
    );
    await screen.findByText('You are welcome.');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'More{Enter}');
    await waitFor(() => {
      expect(stream).toBeDefined();
    });
    send({ type: 'thread.item.done', item: question('More', 'itm_u3') });
    // An answer under way: added, not done.
    send({ type: 'thread.item.added', item: answer('Streaming now', 'itm_a4') });
    await screen.findByText(/Streaming now/);
    const earlier = within(articleOf('You are welcome.'));
    // Retry waits for the answer to end; the host's action does not.
    expect(earlier.getByRole('button', { name: 'Try again' })).toBeDisabled();
    await user.click(earlier.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ id: 'itm_a3' }));
    // The message just sent is done: its actions are there too.
    expect(within(articleOf('More')).getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(
      within(screen.getByText(/Streaming now/).closest('article') as HTMLElement).queryByRole(
        'button',
        { name: 'Share' },
      ),
    ).toBeNull();
    stream?.close();
  });
});
