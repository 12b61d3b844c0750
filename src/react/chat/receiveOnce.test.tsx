import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  assistantMessage,
  everyItem,
  thread,
  THREAD_ID,
  userMessage,
} from '../../../test/fixtures/items';
import { renderChat, sse } from '../../../test/support/chat';
import { UikitParseError } from '../../wire/errors';
import { receiveThreadItem } from '../../wire/receiveItem';

// The one reader of thread items, watched wherever it is called from: the client's page and
// stream readers, and anything that would read an item again while rendering it.
vi.mock('../../wire/receiveItem', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../wire/receiveItem')>();
  return { ...original, receiveThreadItem: vi.fn(original.receiveThreadItem) };
});
const reads = vi.mocked(receiveThreadItem);

const stored = { ...userMessage, id: 'itm_u_new', attachments: [] };
const answer = (text: string, id = 'itm_a_new') => ({
  ...assistantMessage,
  id,
  content: [{ type: 'output_text', text, annotations: [] }],
});
const words = Array.from({ length: 20 }, (_, index) => `word${String(index)} `);

describe('thread items are read once, by the client', () => {
  it('renders store items and a streamed answer without reading an item again', async () => {
    const view = renderChat(
      {
        threads: [thread],
        items: { [THREAD_ID]: everyItem },
        conversation: () =>
          sse(
            { type: 'thread.item.done', item: stored },
            { type: 'thread.item.added', item: { ...answer(''), content: [] } },
            ...words.map((delta) => ({
              type: 'thread.item.updated',
              item_id: 'itm_a_new',
              update: {
                type: 'assistant_message.content_part.text_delta',
                content_index: 0,
                delta,
              },
            })),
            { type: 'thread.item.done', item: answer(words.join('').trim()) },
          ),
      },
      { initialThread: THREAD_ID },
    );
    expect(await screen.findByText('Found 3 sources about Lisbon weather in May')).toBeVisible();
    // The page: each item read once, as it arrived, for its thread.
    expect(reads).toHaveBeenCalledTimes(everyItem.length);
    for (const [, context] of reads.mock.calls) expect(context).toEqual({ threadId: THREAD_ID });

    reads.mockClear();
    await act(() => view.chat.sendUserMessage({ text: 'Hi' }));
    expect(await screen.findByText(/word19/)).toBeVisible();
    // 23 valid events, every token a render of the answer's row: no item read again.
    expect(reads).not.toHaveBeenCalled();
  });

  it('still catches a malformed item from the service, at the boundary', async () => {
    const onLog = vi.fn();
    const onError = vi.fn();
    const view = renderChat(
      {
        threads: [thread],
        items: { [THREAD_ID]: [] },
        conversation: () =>
          sse(
            { type: 'thread.item.done', item: stored },
            // Repairable: one bad field of a part.
            {
              type: 'thread.item.done',
              item: {
                ...answer('A repaired answer'),
                content: [{ type: 'output_text', text: 'A repaired answer', annotations: 'none' }],
              },
            },
            // Not an item at all: skipped.
            { type: 'thread.item.done', item: 42 },
          ),
      },
      { initialThread: THREAD_ID, onLog, onError },
    );
    await waitFor(() => {
      expect(document.querySelector('[data-slot="root"]')).toHaveAttribute('data-state', 'ready');
    });
    reads.mockClear();
    await act(() => view.chat.sendUserMessage({ text: 'Hi' }));
    expect(await screen.findByText('A repaired answer')).toBeVisible();

    // Read once each, by the stream reader (the valid one passed its strict parse there).
    expect(reads).toHaveBeenCalledTimes(2);
    expect(onLog).toHaveBeenCalledWith({
      name: 'data.repaired',
      data: expect.objectContaining({ subject: 'stream event', itemId: 'itm_a_new' }) as unknown,
    });
    expect(onError).toHaveBeenCalledWith({ error: expect.any(UikitParseError) as unknown });
    expect(document.querySelectorAll('[data-slot="thread-row"]')).toHaveLength(2);
  });
});
