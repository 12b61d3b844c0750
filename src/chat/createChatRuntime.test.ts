import { describe, expect, it, vi } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  thread,
  THREAD_ID,
  userMessage,
} from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
  jsonResponse,
  sseResponse,
  type Responder,
} from '../../test/support/fakeFetch';
import { UikitApiError, UikitConnectionError } from '../wire/errors';
import { selectItem } from '../state/threadState';
import {
  createChatRuntime,
  STOP_GRACE_MS,
  type ChatRuntimeCommonOptions,
  type UikitServiceConnection,
} from './createChatRuntime';
import { lastThreadKey } from './lastThread';
import type { ClientToolHandler } from './runResponse';

const sse = (...events: object[]) =>
  sseResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
/** A request's JSON body as text. */
const bodyText = (init: RequestInit) => (typeof init.body === 'string' ? init.body : '');
const session = sessionFixture({ expires_at: Math.floor(Date.now() / 1000) + 600 });

const storedUser = (text: string, id = 'itm_u_new') => ({
  ...userMessage,
  id,
  attachments: [],
  content: [{ type: 'input_text', text }],
});
const answer = (text: string, id = 'itm_a_new') => ({
  ...assistantMessage,
  id,
  content: [{ type: 'output_text', text, annotations: [] }],
});

/** The events of a normal answer to a new thread. */
const newThreadAnswer = (text: string) => [
  { type: 'stream_options', stream_options: { allow_cancel: true } },
  { type: 'thread.created', thread: { ...thread, title: null } },
  { type: 'thread.item.done', item: storedUser('Hi') },
  { type: 'thread.item.added', item: { ...answer(''), content: [] } },
  {
    type: 'thread.item.updated',
    item_id: 'itm_a_new',
    update: { type: 'assistant_message.content_part.text_delta', content_index: 0, delta: text },
  },
  { type: 'thread.item.done', item: answer(text) },
  { type: 'thread.updated', thread: { ...thread, title: 'Greeting' } },
];

function runtimeWith(
  responders: Responder[],
  extra: Partial<
    ChatRuntimeCommonOptions & Extract<UikitServiceConnection, { getClientSecret?: undefined }>
  > = {},
) {
  const { fetch, requests } = fakeFetch(...responders);
  const runtime = createChatRuntime({
    baseUrl: 'https://api.example.test',
    getSession: () => Promise.resolve(session),
    fetch,
    clientTools: () => ({}),
    uploadMessages: () => ({
      uploadsDisabled: 'Uploads are off',
      tooLarge: (name, max) => `${name} is over ${String(max)} MB`,
      tooMany: (max) => `At most ${String(max)} files`,
      wrongType: (name) => `${name} is not accepted`,
      failed: (name) => `${name} failed`,
    }),
    acceptedFileTypes: () => [],
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
    ...extra,
  });
  return { runtime, requests, fetch };
}

describe('sending', () => {
  it('creates a thread from the composer and streams the answer into the store', async () => {
    const { runtime, requests } = runtimeWith([() => sse(...newThreadAnswer('Hello there'))]);
    const seen: string[] = [];
    runtime.events.on('responseStart', () => seen.push('start'));
    runtime.events.on('threadChange', ({ threadId }) => seen.push(`thread:${String(threadId)}`));
    runtime.events.on('responseEnd', () => seen.push('end'));
    runtime.setComposerValue({ text: '  Hi  ', modelId: 'gpt-large', toolId: 'web_search' });
    await runtime.sendUserMessage();
    expect(requests[0]?.body).toEqual({
      type: 'threads.create',
      params: {
        input: {
          content: [{ type: 'input_text', text: 'Hi' }],
          attachments: [],
          inference_options: { model: 'gpt-large', tool_choice: { id: 'web_search' } },
        },
      },
    });
    const state = runtime.store.getState();
    expect(state.thread?.title).toBe('Greeting');
    expect(state.itemIds).toEqual(['itm_u_new', 'itm_a_new']);
    expect(selectItem(state, 'itm_a_new')).toMatchObject({ content: [{ text: 'Hello there' }] });
    expect(state.response.status).toBe('idle');
    expect(runtime.chat.getState().threadId).toBe(THREAD_ID);
    expect(runtime.composer.getState().text).toBe('');
    expect(seen).toEqual(['start', `thread:${THREAD_ID}`, 'end']);
  });

  it('adds to the open thread, with a quote', async () => {
    const { runtime, requests } = runtimeWith([
      () => sse({ type: 'thread.item.done', item: storedUser('More') }),
    ]);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendUserMessage({ text: 'More', quote: 'earlier words' });
    expect(requests[0]?.body).toMatchObject({
      type: 'threads.add_user_message',
      params: {
        thread_id: THREAD_ID,
        input: {
          content: [
            { type: 'quoted_text', text: 'earlier words' },
            { type: 'input_text', text: 'More' },
          ],
        },
      },
    });
  });

  it('gives the draft back when the service refused the message', async () => {
    const { runtime } = runtimeWith([
      () =>
        errorResponse(409, { type: 'conflict_error', code: 'thread_locked', message: 'locked' }),
      () => jsonResponse(200, { ...thread, status: { type: 'locked', reason: 'Resolved' } }),
      () =>
        jsonResponse(200, {
          object: 'list',
          data: [],
          first_id: null,
          last_id: null,
          has_more: false,
        }),
    ]);
    runtime.setThreadId(THREAD_ID);
    runtime.setComposerValue({ text: 'Are you there?' });
    await runtime.sendUserMessage();
    expect(runtime.composer.getState().text).toBe('Are you there?');
    expect(runtime.chat.getState().problem).toMatchObject({
      during: 'send',
      error: { code: 'thread_locked' },
    });
    // The thread was re-read, so its status can tell the user why.
    expect(runtime.store.getState().thread?.status).toEqual({ type: 'locked', reason: 'Resolved' });
  });

  it('keeps the draft cleared, and re-reads stored items, when the stream drops after the message was stored', async () => {
    const encoder = new TextEncoder();
    let pulls = 0;
    const dropping = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1)
          controller.enqueue(
            encoder.encode(
              [
                { type: 'thread.item.done', item: storedUser('Hi', 'itm_u1') },
                { type: 'thread.item.added', item: answer('Stored', 'itm_a1') },
              ]
                .map((event) => `data: ${JSON.stringify(event)}\n\n`)
                .join(''),
            ),
          );
        else controller.error(new TypeError('network reset'));
      },
    });
    // The service saw the request close, as it does for a stop.
    const storedAsStopped = {
      ...answer('Stored part', 'itm_a1'),
      status: 'incomplete',
      incomplete_details: { reason: 'stopped' },
    };
    const { runtime, requests } = runtimeWith([
      () => sseResponse(dropping),
      () => jsonResponse(200, thread),
      () =>
        jsonResponse(200, {
          object: 'list',
          data: [storedAsStopped, storedUser('Hi', 'itm_u1')],
          first_id: null,
          last_id: null,
          has_more: false,
        }),
    ]);
    runtime.setThreadId(THREAD_ID);
    runtime.setComposerValue({ text: 'Hi' });
    await runtime.sendUserMessage();
    expect(runtime.composer.getState().text).toBe('');
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /v1/uikit/conversation',
      `GET /v1/uikit/threads/${THREAD_ID}`,
      `GET /v1/uikit/threads/${THREAD_ID}/items`,
    ]);
    expect(runtime.store.getState().itemIds).toEqual(['itm_u1', 'itm_a1']);
    // What was stored, marked as it ended here: the user did not stop it, its stream broke off.
    expect(selectItem(runtime.store.getState(), 'itm_a1')).toMatchObject({
      content: [{ text: 'Stored part' }],
      incomplete_details: { reason: 'interrupted' },
    });
    expect(runtime.store.getState().response.interrupted).toBe(true);
  });

  it('takes a stream that ends mid-answer for one that broke off: marked, reported, re-read', async () => {
    const { runtime, requests } = runtimeWith([
      () =>
        sse(
          { type: 'thread.item.done', item: storedUser('Hi', 'itm_u1') },
          { type: 'thread.item.added', item: answer('Half', 'itm_a1') },
        ),
      () => jsonResponse(200, thread),
      () =>
        jsonResponse(200, {
          object: 'list',
          data: [answer('Half an answer', 'itm_a1'), storedUser('Hi', 'itm_u1')],
          first_id: null,
          last_id: null,
          has_more: false,
        }),
    ]);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendUserMessage({ text: 'Hi' });
    expect(runtime.store.getState().response.interrupted).toBe(true);
    expect(runtime.chat.getState().problem?.error).toBeInstanceOf(UikitConnectionError);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`).slice(1)).toEqual([
      `GET /v1/uikit/threads/${THREAD_ID}`,
      `GET /v1/uikit/threads/${THREAD_ID}/items`,
    ]);
    // The service finished it after all: its stored version wins, with no mark.
    expect(selectItem(runtime.store.getState(), 'itm_a1')).toEqual(
      answer('Half an answer', 'itm_a1'),
    );
  });

  it('does not send a rate-limited message, and says why', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { runtime, fetch } = runtimeWith([
      () =>
        errorResponse(
          429,
          { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'slow down' },
          { 'retry-after': '30' },
        ),
    ]);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendUserMessage({ text: 'one' });
    now = 5000;
    runtime.setComposerValue({ text: 'two' });
    await runtime.sendUserMessage();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(runtime.composer.getState().text).toBe('two');
    expect(runtime.chat.getState().problem?.error).toBeInstanceOf(UikitApiError);
    vi.mocked(Date.now).mockRestore();
  });

  it('waits for uploads before sending the composer', async () => {
    const { runtime, fetch } = runtimeWith([() => sse()]);
    runtime.composer.setState({
      text: 'see file',
      attachments: [
        {
          localId: 'u1',
          name: 'a.txt',
          size: 1,
          mimeType: 'text/plain',
          status: 'uploading',
          progress: 0.5,
          uploaded: null,
          error: null,
        },
      ],
    });
    await runtime.sendUserMessage();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('stopping, tools, effects, retry, actions', () => {
  it('stops an answer: the request aborts and the response ends quietly', async () => {
    const encoder = new TextEncoder();
    const fetch = vi.fn((_input: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            encoder.encode(
              `data: ${JSON.stringify({ type: 'thread.item.added', item: { ...answer(''), content: [] } })}\n\n`,
            ),
          );
          init.signal?.addEventListener('abort', () => {
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return Promise.resolve(sseResponse(body));
    });
    const { runtime } = runtimeWith([], { fetch });
    runtime.setThreadId(THREAD_ID);
    const sending = runtime.sendUserMessage({ text: 'long please' });
    await vi.waitFor(() => {
      expect(runtime.store.getState().itemIds).toEqual(['itm_a_new']);
    });
    expect(runtime.isResponding()).toBe(true);
    runtime.stop();
    await sending;
    expect(runtime.isResponding()).toBe(false);
    expect(runtime.store.getState().response.status).toBe('idle');
    expect(runtime.store.getState().streaming).toEqual({});
    expect(runtime.chat.getState().problem).toBeNull();
  });

  it('takes the title the service gave a stopped answer’s thread, which no event brings', async () => {
    const encoder = new TextEncoder();
    const hanging = () =>
      sseResponse(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              encoder.encode(
                [
                  { type: 'thread.created', thread: { ...thread, title: null } },
                  { type: 'thread.item.done', item: storedUser('Write slowly', 'itm_u1') },
                  { type: 'thread.item.added', item: { ...answer('Once'), content: [] } },
                ]
                  .map((event) => `data: ${JSON.stringify(event)}\n\n`)
                  .join(''),
              ),
            );
          },
        }),
      );
    const { runtime, requests } = runtimeWith([
      hanging,
      // Stored as the stream ended: titled, without a `thread.updated` to say so.
      () => jsonResponse(200, { ...thread, title: 'Write slowly' }),
    ]);
    const sending = runtime.sendUserMessage({ text: 'Write slowly' });
    await vi.waitFor(() => {
      expect(runtime.store.getState().itemIds).toEqual(['itm_u1', 'itm_a_new']);
    });
    expect(runtime.store.getState().thread?.title).toBeNull();
    runtime.stop();
    await sending;
    // Read again a moment later, when the service has stored the answer and titled the thread.
    await vi.waitFor(() => {
      expect(runtime.store.getState().thread?.title).toBe('Write slowly');
    });
    expect(requests.at(-1)?.url.pathname).toBe(`/v1/uikit/threads/${THREAD_ID}`);
    expect(selectItem(runtime.store.getState(), 'itm_a_new')).toMatchObject({
      incomplete_details: { reason: 'stopped' },
    });
  });

  it('runs a client tool and continues the answer: one response in all', async () => {
    const handler = vi.fn<ClientToolHandler>(() => ({
      title: 'Trip planner',
      url: 'https://app.example.com',
    }));
    const { runtime, requests } = runtimeWith(
      [
        () =>
          sse(
            { type: 'thread.item.done', item: storedUser('tool') },
            { type: 'thread.item.done', item: clientToolCall },
          ),
        () =>
          sse(
            {
              type: 'thread.item.done',
              item: { ...clientToolCall, status: 'completed', output: '{"title":"Trip planner"}' },
            },
            { type: 'thread.item.done', item: answer('You are on Trip planner.') },
          ),
      ],
      { clientTools: () => ({ get_page_info: handler }) },
    );
    const ends = vi.fn();
    runtime.events.on('responseEnd', ends);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendUserMessage({ text: 'tool' });
    expect(handler).toHaveBeenCalledWith(
      { fields: ['title', 'url'] },
      expect.objectContaining({ name: 'get_page_info', callId: 'call_1', threadId: THREAD_ID }),
    );
    expect(requests[1]?.body).toEqual({
      type: 'threads.add_client_tool_output',
      params: {
        thread_id: THREAD_ID,
        call_id: 'call_1',
        output: { title: 'Trip planner', url: 'https://app.example.com' },
      },
    });
    expect(ends).toHaveBeenCalledTimes(1);
    expect(selectItem(runtime.store.getState(), clientToolCall.id)).toMatchObject({
      status: 'completed',
    });
  });

  it('answers a tool the host has no handler for with an error output', async () => {
    const { runtime, requests } = runtimeWith([
      () => sse({ type: 'thread.item.done', item: clientToolCall }),
      () => sse(),
    ]);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendUserMessage({ text: 'tool' });
    expect(requests[1]?.body).toMatchObject({
      params: { output: { error: 'No handler for the client tool "get_page_info"' } },
    });
  });

  it('hands client effects to the host and keeps errors for a retry', async () => {
    const { runtime, requests } = runtimeWith([
      () =>
        sse(
          { type: 'thread.item.done', item: storedUser('error', 'itm_u9') },
          { type: 'client_effect', name: 'confetti', data: { count: 3 } },
          { type: 'error', code: 'model_error', message: 'The model failed', allow_retry: true },
        ),
      () => sse({ type: 'thread.item.done', item: answer('Second try works.') }),
    ]);
    const effects = vi.fn();
    runtime.events.on('effect', effects);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendUserMessage({ text: 'error' });
    expect(effects).toHaveBeenCalledWith({ name: 'confetti', data: { count: 3 } });
    expect(runtime.store.getState().response.error).toEqual({
      code: 'model_error',
      message: 'The model failed',
      allowRetry: true,
    });
    await runtime.retry();
    expect(requests[1]?.body).toEqual({
      type: 'threads.retry_after_item',
      params: { thread_id: THREAD_ID, item_id: 'itm_u9' },
    });
    expect(runtime.store.getState().response.error).toBeNull();
  });

  it('sends widget actions as custom actions', async () => {
    const { runtime, requests } = runtimeWith([() => sse()]);
    runtime.setThreadId(THREAD_ID);
    await runtime.sendCustomAction({ type: 'book', payload: { guest: 'Ana' } }, 'itm_w');
    expect(requests[0]?.body).toEqual({
      type: 'threads.custom_action',
      params: {
        thread_id: THREAD_ID,
        item_id: 'itm_w',
        action: { type: 'book', payload: { guest: 'Ana' } },
      },
    });
  });

  it('a widget action fired while an answer streams waits for it, never stops it', async () => {
    const encoder = new TextEncoder();
    const line = (event: object) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
    let finish: () => void = () => undefined;
    let aborted = false;
    const fetch = vi.fn((_input: string, init: RequestInit) => {
      const body = JSON.parse(bodyText(init)) as { type: string; params: { action?: object } };
      if (body.type === 'threads.custom_action') {
        const { type } = body.params.action as { type: string };
        return Promise.resolve(
          sse({ type: 'thread.item.done', item: answer(type, `itm_${type}`) }),
        );
      }
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            line({ type: 'thread.item.added', item: { ...answer(''), content: [] } }),
          );
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            controller.error(new DOMException('aborted', 'AbortError'));
          });
          finish = () => {
            controller.enqueue(line({ type: 'thread.item.done', item: answer('Long answer') }));
            controller.close();
          };
        },
      });
      return Promise.resolve(sseResponse(stream));
    });
    const { runtime } = runtimeWith([], { fetch });
    runtime.setThreadId(THREAD_ID);
    const sending = runtime.sendUserMessage({ text: 'long please' });
    await vi.waitFor(() => {
      expect(runtime.store.getState().itemIds).toEqual(['itm_a_new']);
    });
    let firstDone = false;
    const first = runtime.sendCustomAction({ type: 'first' }, 'itm_w').then(() => {
      firstDone = true;
    });
    const second = runtime.sendCustomAction({ type: 'second' }, 'itm_w');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The answer streams on; the actions wait.
    expect(aborted).toBe(false);
    expect(runtime.isResponding()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(firstDone).toBe(false);
    finish();
    await Promise.all([sending, first, second]);
    expect(aborted).toBe(false);
    const bodies = fetch.mock.calls.map(
      ([, init]) =>
        JSON.parse(bodyText(init)) as { type: string; params: { action?: { type: string } } },
    );
    expect(bodies.map((body) => body.type)).toEqual([
      'threads.add_user_message',
      'threads.custom_action',
      'threads.custom_action',
    ]);
    expect(bodies.slice(1).map((body) => body.params.action)).toEqual([
      { type: 'first' },
      { type: 'second' },
    ]);
    // The answer finished whole, and each action's answer followed it.
    const state = runtime.store.getState();
    expect(selectItem(state, 'itm_a_new')).toMatchObject({
      content: [{ text: 'Long answer' }],
    });
    expect(state.itemIds).toEqual(['itm_a_new', 'itm_first', 'itm_second']);
  });

  /**
   * A chat whose answer streams until it is stopped (the thread's reads are 404s): the runtime,
   * its fetch and the send, once the answer is on its way.
   */
  const streamingForever = async () => {
    const fetch = vi.fn((_input: string, init: RequestInit) => {
      // The other thread's reads: gone.
      if (init.method !== 'POST')
        return Promise.resolve(errorResponse(404, { type: 'not_found', message: 'Gone' }));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const options = { type: 'stream_options', stream_options: { allow_cancel: true } };
          controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(options)}\n\n`));
          init.signal?.addEventListener('abort', () => {
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return Promise.resolve(sseResponse(stream));
    });
    const { runtime } = runtimeWith([], { fetch });
    runtime.setThreadId(THREAD_ID);
    const sending = runtime.sendUserMessage({ text: 'long please' });
    // The answer is streaming.
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalled();
    });
    return { runtime, fetch, sending };
  };

  it('drops a waiting widget action whose thread was left meanwhile', async () => {
    const { runtime, fetch, sending } = await streamingForever();
    const action = runtime.sendCustomAction({ type: 'late' }, 'itm_w');
    // Leaving the thread stops its answer; the action's turn comes, in another thread.
    runtime.setThreadId('thr_other');
    await Promise.all([sending, action]);
    expect(fetch.mock.calls.some(([, init]) => bodyText(init).includes('custom_action'))).toBe(
      false,
    );
  });

  it('drops the widget actions waiting when the user presses stop', async () => {
    const { runtime, fetch, sending } = await streamingForever();
    const waiting = runtime.sendCustomAction({ type: 'queued' }, 'itm_w');
    // Stop means stop: the answer ends, and what waited for it is not sent in its place.
    runtime.stop();
    await Promise.all([sending, waiting]);
    expect(fetch.mock.calls.some(([, init]) => bodyText(init).includes('custom_action'))).toBe(
      false,
    );
    expect(runtime.isResponding()).toBe(false);
    // An action fired after the stop is sent.
    fetch.mockImplementation(() =>
      Promise.resolve(sse({ type: 'thread.item.done', item: answer('ok', 'itm_ok') })),
    );
    await runtime.sendCustomAction({ type: 'after' }, 'itm_w');
    expect(fetch.mock.calls.some(([, init]) => bodyText(init).includes('"after"'))).toBe(true);
  });

  it('switching threads stops the answer and empties the store', async () => {
    const { runtime } = runtimeWith([() => sse(...newThreadAnswer('x'))]);
    await runtime.sendUserMessage({ text: 'Hi' });
    const changes = vi.fn();
    runtime.events.on('threadChange', changes);
    runtime.setThreadId('thr_other');
    expect(runtime.store.getState().itemIds).toEqual([]);
    expect(changes).toHaveBeenCalledWith({ threadId: 'thr_other' });
  });
});

describe('session', () => {
  it('is ready once it has a session, and reports a failing route', async () => {
    const ready = vi.fn();
    const { runtime } = runtimeWith([]);
    runtime.events.on('ready', ready);
    await runtime.start();
    expect(ready).toHaveBeenCalledWith({ sessionId: session.id });
    expect(runtime.sessions.getState().status).toBe('ready');

    const failing = runtimeWith([], {
      getSession: () => Promise.reject(new Error('route down')),
    }).runtime;
    await failing.start();
    expect(failing.chat.getState().problem).toMatchObject({
      during: 'session',
      error: { message: 'route down' },
    });
  });
});

describe('session renewal', () => {
  it('renews once, about 30 s before it expires, and stops renewing when disposed', async () => {
    vi.useFakeTimers();
    try {
      let minted = 0;
      const getSession = vi.fn(() => {
        minted += 1;
        return Promise.resolve(
          sessionFixture({
            id: `cksess_${String(minted)}`,
            expires_at: Math.floor(Date.now() / 1000) + 120,
          }),
        );
      });
      const { runtime } = runtimeWith([], { getSession });
      await runtime.start();
      expect(getSession).toHaveBeenCalledTimes(1);

      // 120 s of life, renewed 30 s before the end: not yet at 89 s, once by 91 s.
      await vi.advanceTimersByTimeAsync(89_000);
      expect(getSession).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(getSession).toHaveBeenCalledTimes(2);
      expect(runtime.sessions.getState().session?.id).toBe('cksess_2');

      runtime.dispose();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(getSession).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('bad data from the service (protocol section 10)', () => {
  const page = (data: unknown[], more: Record<string, unknown> = {}) =>
    jsonResponse(200, {
      object: 'list',
      data,
      first_id: null,
      last_id: null,
      has_more: false,
      ...more,
    });

  /** Serves the thread at `/threads/:id` and item pages in turn at `/threads/:id/items`. */
  const threadWithPages = (...pages: (() => Response)[]): Responder => {
    let served = 0;
    return (request) => {
      if (!request.url.pathname.endsWith('/items')) return jsonResponse(200, thread);
      const next = pages[Math.min(served, pages.length - 1)];
      served += 1;
      if (!next) throw new Error('no page');
      return next();
    };
  };

  it('keeps the good items of a page and reports the rest: logs with paths, errors for what is left out', async () => {
    const { runtime } = runtimeWith([
      threadWithPages(() => page([userMessage, { ...assistantMessage, created_at: 'NaN' }, null])),
    ]);
    const logs = vi.fn();
    const errors = vi.fn();
    runtime.events.on('log', logs);
    runtime.events.on('error', errors);
    runtime.setThreadId(THREAD_ID);
    await runtime.start();
    await vi.waitFor(() => {
      expect(runtime.state.threadLoad.getState().pageCount).toBe(1);
    });
    expect(runtime.store.getState().itemIds).toEqual([assistantMessage.id, userMessage.id]);
    expect(logs).toHaveBeenCalledWith({
      name: 'data.repaired',
      data: {
        subject: 'thread item list',
        path: 'data[1].created_at',
        message: expect.any(String) as string,
        itemId: assistantMessage.id,
      },
    });
    expect(logs).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'data.skipped',
        data: expect.objectContaining({ path: 'data[2]' }) as unknown,
      }),
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith({
      error: expect.objectContaining({ name: 'UikitParseError', path: 'data[2]' }) as unknown,
    });
    runtime.dispose();
  });

  it('pages on from the oldest item when a page has no last_id, and stops at a cursor that does not move', async () => {
    const older = { ...userMessage, id: 'itm_older', created_at: userMessage.created_at - 100 };
    const { runtime, requests } = runtimeWith([
      threadWithPages(
        () => page([assistantMessage, userMessage], { has_more: true }),
        () => page([older], { has_more: true, last_id: userMessage.id }),
      ),
    ]);
    const logs = vi.fn();
    runtime.events.on('log', logs);
    runtime.setThreadId(THREAD_ID);
    await runtime.start();
    await vi.waitFor(() => {
      expect(runtime.state.threadLoad.getState().hasOlder).toBe(true);
    });
    await runtime.loadOlder();
    const itemRequests = requests.filter((request) => request.url.pathname.endsWith('/items'));
    expect(itemRequests[1]?.url.searchParams.get('after')).toBe(userMessage.id);
    await vi.waitFor(() => {
      expect(runtime.state.threadLoad.getState()).toMatchObject({ pageCount: 2, hasOlder: false });
    });
    expect(runtime.store.getState().itemIds[0]).toBe('itm_older');
    expect(logs).toHaveBeenCalledWith(expect.objectContaining({ name: 'items.cursor_stuck' }));
    runtime.dispose();
  });

  it('finishes an answer whose stream holds bad events, with the error, retry and title', async () => {
    const events = [
      ...newThreadAnswer('Hello').slice(0, 4),
      'not json',
      [1, 2],
      { type: 'thread.item.updated', item_id: 'itm_a_new', update: 'x' },
      ...newThreadAnswer('Hello').slice(4),
      { type: 'error', code: 'late', message: 'Partly failed', allow_retry: true },
    ];
    const body = events
      .map((event) => `data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`)
      .join('');
    const { runtime } = runtimeWith([() => sseResponse(body)]);
    const errors = vi.fn();
    runtime.events.on('error', errors);
    await runtime.start();
    await runtime.sendUserMessage({ text: 'Hi' });
    const state = runtime.store.getState();
    expect(selectItem(state, 'itm_a_new')).toMatchObject({ content: [{ text: 'Hello' }] });
    expect(state.thread?.title).toBe('Greeting');
    expect(state.response.error).toEqual({
      code: 'late',
      message: 'Partly failed',
      allowRetry: true,
    });
    expect(errors).toHaveBeenCalledTimes(3);
  });
});

describe('nothing wedges the chat (protocol section 10)', () => {
  it('ends the response, and applies the other events, when the state cannot take one', async () => {
    const { runtime } = runtimeWith([
      () =>
        sse(
          ...newThreadAnswer('Hello'),
          { type: 'notice', level: 'info', message: 'Breaks the store' },
          { type: 'progress_update', text: 'After it' },
        ),
    ]);
    const apply = runtime.store.getState().applyEvents;
    runtime.store.setState({
      applyEvents: (events) => {
        if (events.some((event) => event.type === 'notice')) throw new Error('store bug');
        apply(events);
      },
    });
    const errors = vi.fn();
    runtime.events.on('error', errors);
    await runtime.start();
    await runtime.sendUserMessage({ text: 'Hi' });
    const state = runtime.store.getState();
    expect(state.response.status).toBe('idle');
    expect(selectItem(state, 'itm_a_new')).toMatchObject({ content: [{ text: 'Hello' }] });
    expect(errors).toHaveBeenCalledWith({
      error: expect.objectContaining({ message: 'store bug' }) as unknown,
    });
    expect(runtime.isResponding()).toBe(false);
  });

  it('stops a client tool whose handler never settles, and the next message goes out', async () => {
    const { runtime, requests } = runtimeWith(
      [
        () =>
          sse(
            { type: 'thread.item.done', item: storedUser('tool') },
            { type: 'thread.item.done', item: clientToolCall },
          ),
        () => sse(...newThreadAnswer('Next').slice(2)),
      ],
      { clientTools: () => ({ get_page_info: () => new Promise(() => undefined) }) },
    );
    runtime.setThreadId(THREAD_ID);
    const first = runtime.sendUserMessage({ text: 'tool' });
    await vi.waitFor(() => {
      expect(runtime.isResponding()).toBe(true);
      expect(selectItem(runtime.store.getState(), clientToolCall.id)).toBeDefined();
    });
    runtime.stop();
    await first;
    await runtime.sendUserMessage({ text: 'next' });
    expect(
      requests.map((request) => (request.body as { type?: string } | undefined)?.type),
    ).toEqual(['threads.add_user_message', 'threads.add_user_message']);
  });
});

describe('the stop control', () => {
  it('is offered after STOP_GRACE_MS when the service never says whether it can stop', async () => {
    vi.useFakeTimers();
    try {
      // An answer that never sends a byte.
      const { runtime } = runtimeWith([
        () =>
          new Response(new ReadableStream<Uint8Array>(), {
            headers: { 'content-type': 'text/event-stream' },
          }),
      ]);
      const sending = runtime.sendUserMessage({ text: 'Hi' });
      await vi.advanceTimersByTimeAsync(STOP_GRACE_MS - 100);
      expect(runtime.state.chat.getState().stopGraceOver).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(runtime.state.chat.getState().stopGraceOver).toBe(true);
      runtime.stop();
      await sending;
      expect(runtime.state.chat.getState().stopGraceOver).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reopening the last thread (initialThreadId: "last")', () => {
  const key = lastThreadKey('https://api.example.test', session);
  function storage(values: Record<string, string> = {}) {
    const map = new Map(Object.entries(values));
    return {
      map,
      getItem: (name: string) => map.get(name) ?? null,
      setItem: (name: string, value: string) => {
        map.set(name, value);
      },
      removeItem: (name: string) => {
        map.delete(name);
      },
    };
  }
  const page = (data: unknown[]) =>
    jsonResponse(200, { object: 'list', data, first_id: null, last_id: null, has_more: false });
  /** The API of a user whose thread is `THREAD_ID`, or who has none left (`gone`). */
  const api =
    (gone = false): Responder =>
    (request) => {
      if (gone) return errorResponse(404, { type: 'not_found_error', message: 'No such thread' });
      return request.url.pathname.endsWith('/items')
        ? page([answer('Welcome back', 'itm_a1'), storedUser('Hello', 'itm_u1')])
        : jsonResponse(200, thread);
    };

  it('opens the thread the user had open, once the session says who they are', async () => {
    const remembered = storage({ [key]: THREAD_ID });
    const { runtime, requests } = runtimeWith([api()], {
      initialThreadId: 'last',
      lastThreadStorage: remembered,
    });
    expect(runtime.chat.getState()).toMatchObject({ threadId: null, reopening: true });
    // React's strict mode starts twice: the thread is still looked up once.
    void runtime.start();
    runtime.dispose();
    await runtime.start();
    expect(runtime.chat.getState()).toMatchObject({ threadId: THREAD_ID, reopening: false });
    await vi.waitFor(() => {
      expect(runtime.store.getState().itemIds).toEqual(['itm_u1', 'itm_a1']);
    });
    expect(runtime.store.getState().thread?.title).toBe(thread.title);
    // Read once to check it is there, and not again to show it.
    expect(
      requests.filter((r) => r.url.pathname === `/v1/uikit/threads/${THREAD_ID}`),
    ).toHaveLength(1);

    // What the user opens next is what opens next time; a new chat, nothing.
    runtime.setThreadId('thr_other');
    await vi.waitFor(() => {
      expect(remembered.map.get(key)).toBe('thr_other');
    });
    runtime.setThreadId(null);
    await vi.waitFor(() => {
      expect(remembered.map.has(key)).toBe(false);
    });
  });

  it('starts a new chat without a word when the thread is gone, and forgets it', async () => {
    const remembered = storage({ [key]: THREAD_ID });
    const { runtime } = runtimeWith([api(true)], {
      initialThreadId: 'last',
      lastThreadStorage: remembered,
    });
    const errors = vi.fn();
    runtime.events.on('error', errors);
    await runtime.start();
    expect(runtime.chat.getState()).toMatchObject({
      threadId: null,
      reopening: false,
      problem: null,
    });
    expect(errors).not.toHaveBeenCalled();
    expect(remembered.map.size).toBe(0);
  });

  it('starts a new chat when storage refuses, and when there is nothing to reopen', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { runtime, requests } = runtimeWith([api()], {
      initialThreadId: 'last',
      lastThreadStorage: refusing,
    });
    await runtime.start();
    expect(runtime.chat.getState()).toMatchObject({ threadId: null, reopening: false });
    // Nothing was remembered, so nothing was looked up.
    expect(requests).toEqual([]);
    expect(() => {
      runtime.setThreadId(THREAD_ID);
    }).not.toThrow();
    expect(runtime.chat.getState().threadId).toBe(THREAD_ID);
  });

  it('leaves the user where they went while the session was on its way', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const remembered = storage({ [key]: THREAD_ID });
    const { runtime } = runtimeWith([api()], {
      initialThreadId: 'last',
      lastThreadStorage: remembered,
      getSession: async () => {
        await arrived;
        return session;
      },
    });
    const starting = runtime.start();
    runtime.setThreadId('thr_other');
    release();
    await starting;
    expect(runtime.chat.getState()).toMatchObject({ threadId: 'thr_other', reopening: false });
    await vi.waitFor(() => {
      expect(remembered.map.get(key)).toBe('thr_other');
    });
  });
});

describe('composer tools and models', () => {
  const choices = {
    tools: [
      { id: 'web_search', placeholderOverride: 'Search for…' },
      { id: 'canvas', persistent: true },
    ],
    models: [{ id: 'fast', default: true }, { id: 'deep' }, { id: 'expert', disabled: true }],
  };
  const answered = () => sse({ type: 'thread.item.done', item: storedUser('Hi') });
  const sentOptions = (request: { body: unknown } | undefined) =>
    (request?.body as { params: { input: { inference_options: unknown } } }).params.input
      .inference_options;

  it('clears a picked tool after the send, unless it is persistent', async () => {
    const { runtime, requests } = runtimeWith([answered, answered, answered], {
      composerChoices: () => choices,
    });
    runtime.setComposerValue({ text: 'one', toolId: 'web_search' });
    await runtime.sendUserMessage();
    expect(sentOptions(requests[0])).toEqual({ model: 'fast', tool_choice: { id: 'web_search' } });
    expect(runtime.composer.getState().toolId).toBeNull();

    runtime.setComposerValue({ text: 'two', toolId: 'canvas' });
    await runtime.sendUserMessage();
    runtime.setComposerValue({ text: 'three' });
    await runtime.sendUserMessage();
    expect(sentOptions(requests[2])).toEqual({ model: 'fast', tool_choice: { id: 'canvas' } });
    expect(runtime.composer.getState().toolId).toBe('canvas');
  });

  it('gives the tool back with the draft when the message was never stored', async () => {
    const { runtime } = runtimeWith(
      [() => errorResponse(500, { type: 'server_error', message: 'Down' })],
      {
        composerChoices: () => choices,
      },
    );
    runtime.setComposerValue({ text: 'one', toolId: 'web_search' });
    await runtime.sendUserMessage();
    expect(runtime.composer.getState()).toMatchObject({ text: 'one', toolId: 'web_search' });
  });

  it('never picks a disabled or unknown model or tool, and sends the default model', async () => {
    const { runtime, requests } = runtimeWith([answered, answered], {
      composerChoices: () => choices,
    });
    runtime.setComposerValue({ modelId: 'expert', toolId: 'nope' });
    expect(runtime.composer.getState()).toMatchObject({ modelId: null, toolId: null });
    runtime.setComposerValue({ text: 'Hi' });
    await runtime.sendUserMessage();
    expect(sentOptions(requests[0])).toEqual({ model: 'fast', tool_choice: null });

    runtime.setComposerValue({ text: 'Hi', modelId: 'deep' });
    await runtime.sendUserMessage();
    expect(sentOptions(requests[1])).toEqual({ model: 'deep', tool_choice: null });
    // A model pick is kept for the next message.
    expect(runtime.composer.getState().modelId).toBe('deep');
  });

  it('takes any pick when the host configures none', () => {
    const { runtime } = runtimeWith([]);
    runtime.setComposerValue({ modelId: 'gpt-large', toolId: 'web_search' });
    expect(runtime.composer.getState()).toMatchObject({
      modelId: 'gpt-large',
      toolId: 'web_search',
    });
  });
});
