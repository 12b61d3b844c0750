import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../src/styles/index.css';
import {
  assistantMessage,
  clientToolCall,
  thread,
  THREAD_ID,
  userMessage,
} from '../fixtures/items';
import { renderChat } from '../support/chat';
import { sseResponse } from '../support/fakeFetch';

// An answer whose events nest 10,000 levels deep, and one event of 50 MB, through the whole chat in
// Chromium: the client reads (and skips the big event without holding it), the store takes the
// deep values, the thread renders them, and the answer and the chat go on.

afterEach(() => {
  cleanup();
});

const DEPTH = 10_000;
const deepJson = (leaf: string) => `${'{"next":['.repeat(DEPTH)}${leaf}${']}'.repeat(DEPTH)}`;
const deepWidget = `{"type":"Card","children":[${'{"type":"Box","children":['.repeat(DEPTH)}{"type":"Text","id":"t","value":"deep","streaming":true}${']}'.repeat(DEPTH)}]}`;
const item = (id: string, fields: string) =>
  `{"id":"${id}","object":"uikit.thread_item","created_at":1,"thread_id":"${THREAD_ID}",${fields}}`;

/** The answer's events as `data:` texts, the deep ones written by hand (stringify would recurse). */
const events = [
  JSON.stringify({ type: 'stream_options', stream_options: { allow_cancel: true } }),
  JSON.stringify({ type: 'thread.item.done', item: { ...userMessage, id: 'itm_q' } }),
  `{"type":"client_effect","name":"deep","data":${deepJson('1')}}`,
  `{"type":"thread.item.done","item":${item('itm_poll', `"type":"uikit.poll","body":${deepJson('2')}`)}}`,
  `{"type":"thread.item.done","item":${item('itm_poll', `"type":"uikit.poll","body":${deepJson('2')}`)}}`,
  JSON.stringify({
    type: 'thread.item.done',
    item: {
      ...clientToolCall,
      id: 'itm_tool',
      status: 'completed',
      arguments: deepJson('3'),
      output: deepJson('4'),
    },
  }),
  JSON.stringify({
    type: 'thread.item.done',
    item: { ...clientToolCall, id: 'itm_widget', type: 'uikit.widget', widget: deepWidget },
  }),
  JSON.stringify({
    type: 'thread.item.updated',
    item_id: 'itm_widget',
    update: {
      type: 'widget.streaming_text.value_delta',
      component_id: 't',
      delta: '!',
      done: true,
    },
  }),
];
const after = JSON.stringify({
  type: 'thread.item.done',
  item: {
    ...assistantMessage,
    id: 'itm_after',
    content: [{ type: 'output_text', text: 'Still answering after all that.', annotations: [] }],
  },
});

const BIG = 50 * 1024 * 1024;

/** The events, then a 50 MB event produced as it is read (never held whole here), then the end. */
function answerBody(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const filler = encoder.encode('x'.repeat(256 * 1024));
  let stage = 0;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(encoder.encode(events.map((data) => `data: ${data}\n\n`).join('')));
        controller.enqueue(encoder.encode('data: {"type":"notice","level":"info","message":"'));
        stage = 1;
      } else if (stage === 1 && sent < BIG) {
        controller.enqueue(filler);
        sent += filler.length;
      } else if (stage === 1) {
        controller.enqueue(encoder.encode(`"}\n\ndata: ${after}\n\n`));
        stage = 2;
      } else controller.close();
    },
  });
}

describe('deep and huge events', () => {
  it('reads, keeps and renders them, and the answer goes on', async () => {
    const uncaught: unknown[] = [];
    const onWindowError = (event: ErrorEvent) => {
      uncaught.push(event.error);
    };
    window.addEventListener('error', onWindowError);
    const onEffect = vi.fn();
    const onLog = vi.fn();
    const onError = vi.fn();
    const { requests } = renderChat(
      {
        threads: [thread],
        items: { [THREAD_ID]: [] },
        conversation: () => sseResponse(answerBody()),
      },
      { initialThread: THREAD_ID, onEffect, onLog, onError },
      { style: { height: 700 } },
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('Go deep{Enter}');
    // Asked again until it holds: the answer's paragraph may be rendered anew (its markdown
    // replacing its text) between finding it and asserting on it.
    await waitFor(
      () => {
        expect(screen.getByText('Still answering after all that.')).toBeInTheDocument();
      },
      { timeout: 60_000 },
    );

    expect(onEffect).toHaveBeenCalledWith(expect.objectContaining({ name: 'deep' }));
    expect(
      document.querySelector('[data-item-id="itm_poll"] [data-slot="unknown-item"]'),
    ).not.toBeNull();
    expect(
      document.querySelector('[data-item-id="itm_tool"] [data-slot="tool-call"]'),
    ).not.toBeNull();
    expect(document.querySelector('[data-item-id="itm_widget"]')).not.toBeNull();
    // The 50 MB event was skipped and reported, nothing else was.
    const skipped = onLog.mock.calls.filter(
      ([entry]) => (entry as { name: string }).name === 'data.skipped',
    );
    expect(skipped).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(uncaught).toEqual([]);

    // And the chat goes on.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    });
    await userEvent.keyboard('And now?{Enter}');
    await waitFor(() => {
      expect(
        requests.filter((request) => request.url.pathname === '/v1/uikit/conversation'),
      ).toHaveLength(2);
    });
    window.removeEventListener('error', onWindowError);
  }, 120_000);
});
