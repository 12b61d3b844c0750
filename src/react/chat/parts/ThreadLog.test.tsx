import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thread, THREAD_ID, userMessage } from '../../../../test/fixtures/items';
import { renderChat } from '../../../../test/support/chat';
import { jsonResponse, type RecordedRequest } from '../../../../test/support/fakeFetch';

/** A thread of three pages of one message each, newest first, position cursors. */
function pagedThread() {
  const messages = [1, 2, 3].map((n) => ({
    ...userMessage,
    id: `itm_${String(n)}`,
    content: [{ type: 'input_text' as const, text: `Message ${String(n)}` }],
    attachments: [],
  }));
  const newestFirst = [...messages].reverse();
  return (request: RecordedRequest) => {
    if (request.url.pathname !== `/v1/uikit/threads/${THREAD_ID}/items`) return undefined;
    const after = request.url.searchParams.get('after');
    const start = after === null ? 0 : Number(after.slice('pos:'.length)) + 1;
    const data = newestFirst.slice(start, start + 1);
    return jsonResponse(200, {
      object: 'list',
      data,
      first_id: null,
      last_id: `pos:${String(start)}`,
      has_more: start + 1 < newestFirst.length,
    });
  };
}

const olderPages = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.url.searchParams.has('after')).length;

describe('older pages', () => {
  it('loads the next one when the wheel turns up at the top, where no scroll event comes', async () => {
    const { requests, container } = renderChat(
      { threads: [thread], route: pagedThread() },
      { initialThread: THREAD_ID },
    );
    await screen.findByText('Message 3');
    const scroller = container.querySelector('[data-slot="thread-scroll"]') as HTMLElement;
    // jsdom lays nothing out: the list is at its top, and a hidden list pages nothing by itself.
    expect(olderPages(requests)).toBe(0);
    fireEvent.wheel(scroller, { deltaY: 100 });
    expect(olderPages(requests)).toBe(0);
    fireEvent.wheel(scroller, { deltaY: -100 });
    await screen.findByText('Message 2');
    expect(olderPages(requests)).toBe(1);
    fireEvent.wheel(scroller, { deltaY: -100 });
    await screen.findByText('Message 1');
    await waitFor(() => {
      expect(olderPages(requests)).toBe(2);
    });
    // The first page has been reached: nothing more is asked for.
    fireEvent.wheel(scroller, { deltaY: -100 });
    expect(olderPages(requests)).toBe(2);
  });
});
