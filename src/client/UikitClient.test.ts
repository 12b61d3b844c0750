import { describe, expect, it, vi } from 'vitest';
import { everyItem, thread, THREAD_ID } from '../../test/fixtures/items';
import {
  recordedEvents,
  recordedStreamBytes,
  splitAt,
  streamOf,
} from '../../test/fixtures/recordedStream';
import { errorResponse, fakeFetch, jsonResponse, sseResponse } from '../../test/support/fakeFetch';
import {
  UikitApiError,
  UikitConnectionError,
  UikitParseError,
  UikitValidationError,
} from '../wire/errors';
import { StreamEventSchema } from '../wire/events';
import { parseWire } from '../wire/parse';
import type { FetchLike } from './transport';
import { createUikitClient, type UikitClientOptions } from './UikitClient';

const BASE = 'https://api.example.test';

function client(fetch: FetchLike, extra: Partial<UikitClientOptions> = {}) {
  return createUikitClient({ baseUrl: `${BASE}/`, clientSecret: 'cs_1', fetch, ...extra });
}

/** Reads a stream to its end. */
async function drain(stream: AsyncIterable<unknown>) {
  const events: unknown[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const list = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  object: 'list',
  data,
  first_id: null,
  last_id: null,
  has_more: false,
  ...extra,
});

describe('requests', () => {
  it('sends the secret, a generated client request id and JSON to /v1 paths', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, thread));
    const { data, meta } = await client(fetch).threads.rename(THREAD_ID, 'New title');
    expect(data.title).toBe('Planning a trip to Lisbon');
    const [request] = requests;
    expect(request?.url.href).toBe(`${BASE}/v1/uikit/threads/${THREAD_ID}`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer cs_1');
    expect(request?.body).toEqual({ title: 'New title' });
    const sentId = request?.headers.get('x-client-request-id') ?? '';
    expect(sentId).toMatch(/^uikit-[0-9a-f]{32}$/);
    expect(meta.clientRequestId).toBe(sentId);
    expect(meta.requestId).toBe('req_200');
  });

  it('sends a caller-given client request id and validates it before sending', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, thread));
    await client(fetch).threads.get(THREAD_ID, { clientRequestId: 'trace-42' });
    expect(requests[0]?.headers.get('x-client-request-id')).toBe('trace-42');

    await expect(
      client(fetch).threads.get(THREAD_ID, { clientRequestId: 'ü'.repeat(3) }),
    ).rejects.toBeInstanceOf(UikitValidationError);
    await expect(
      client(fetch).threads.get(THREAD_ID, { clientRequestId: 'x'.repeat(513) }),
    ).rejects.toThrow(/at most 512/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('encodes ids and list queries', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, list([])));
    await client(fetch).threads.listItems('a/b?c', { limit: 50, order: 'asc', after: 'itm_1' });
    expect(requests[0]?.url.pathname).toBe('/v1/uikit/threads/a%2Fb%3Fc/items');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      limit: '50',
      order: 'asc',
      after: 'itm_1',
    });
    await expect(client(fetch).threads.list({ limit: 101 })).rejects.toMatchObject({
      param: 'limit',
    });
    await expect(client(fetch).threads.list({ limit: 0 })).rejects.toMatchObject({
      param: 'limit',
    });
    await expect(client(fetch).threads.rename(THREAD_ID, '')).rejects.toBeInstanceOf(
      UikitValidationError,
    );
    await expect(client(fetch).threads.rename(THREAD_ID, 'x'.repeat(257))).rejects.toThrow(
      /1 to 256/,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the rate-limit headers and duration text into the meta', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(200, list([]), {
        'x-ratelimit-limit-requests': '10',
        'x-ratelimit-remaining-requests': '7',
        'x-ratelimit-reset-requests': '1m30s',
        'service-processing-ms': '12',
        'service-version': '2020-10-01',
      }),
    );
    const onResponse = vi.fn();
    const { meta } = await client(fetch, { onResponse }).threads.list();
    expect(meta.rateLimit).toEqual({ limit: 10, remaining: 7, resetMs: 90_000 });
    expect(meta.processingMs).toBe(12);
    expect(meta.version).toBe('2020-10-01');
    expect(onResponse).toHaveBeenCalledWith(meta);
  });

  it('parses every item type and keeps unknown ones as an explicit variant', async () => {
    const future = {
      id: 'itm_future',
      object: 'uikit.thread_item',
      created_at: 1,
      thread_id: THREAD_ID,
      type: 'uikit.hologram',
      beam: 'blue',
    };
    const { fetch } = fakeFetch(() => jsonResponse(200, list([...everyItem, future])));
    const { data } = await client(fetch).threads.listItems(THREAD_ID);
    expect(data.data.map((item) => item.type)).toEqual([
      ...everyItem.map((i) => i.type),
      'unknown',
    ]);
    expect(data.data.at(-1)).toMatchObject({
      type: 'unknown',
      id: 'itm_future',
      original_type: 'uikit.hologram',
      raw: future,
    });
  });

  // Protocol section 10 (this test used to expect the whole page to fail): one bad part costs
  // that part alone, and the client reports it with its path.
  it('keeps a page with a bad item, repairing it and reporting the path', async () => {
    const bad = { ...everyItem[1], content: [{ type: 'output_text', text: 42 }] };
    const { fetch } = fakeFetch(() =>
      jsonResponse(
        200,
        list([everyItem[0], bad, null, everyItem[5]], { has_more: true, last_id: 'x' }),
      ),
    );
    const onProblem = vi.fn();
    const { data } = await client(fetch, { onProblem }).threads.listItems(THREAD_ID);
    expect(data.data.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
      'uikit.task_group',
    ]);
    expect(data.data[1]).toMatchObject({
      content: [{ type: 'invalid', original_type: 'output_text' }],
    });
    expect(data).toMatchObject({ has_more: true, last_id: 'x' });
    expect(onProblem.mock.calls.map(([problem]) => problem as unknown)).toEqual([
      expect.objectContaining({
        outcome: 'repaired',
        subject: 'thread item list',
        path: 'data[1].content[0].text',
        itemId: everyItem[1]?.id,
      }),
      expect.objectContaining({ outcome: 'skipped', path: 'data[2]' }),
    ]);
  });

  it('still refuses a page whose envelope cannot be read', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { object: 'list', data: 'none' }));
    const error = await client(fetch)
      .threads.listItems(THREAD_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UikitParseError);
    expect((error as UikitParseError).path).toBe('data');
  });

  it('survives a host whose problem callback throws', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, list([null, everyItem[0]])));
    const onProblem = () => {
      throw new Error('host bug');
    };
    const { data } = await client(fetch, { onProblem }).threads.listItems(THREAD_ID);
    expect(data.data).toHaveLength(1);
  });

  it('follows the cursor through every page', async () => {
    const [a, b, c] = everyItem;
    const { fetch, requests } = fakeFetch(
      () => jsonResponse(200, list([a], { has_more: true, last_id: a?.id })),
      () => jsonResponse(200, list([b], { has_more: true, last_id: b?.id })),
      () => jsonResponse(200, list([c], { has_more: false, last_id: c?.id })),
    );
    const pages = [];
    for await (const page of client(fetch).threads.iterateItems(THREAD_ID, { order: 'asc' }))
      pages.push(page.data.map((item) => item.id));
    expect(pages).toEqual([[a?.id], [b?.id], [c?.id]]);
    expect(requests.map((r) => r.url.searchParams.get('after'))).toEqual([null, a?.id, b?.id]);
  });

  it('sends feedback', async () => {
    const { fetch, requests } = fakeFetch(() =>
      jsonResponse(200, { object: 'uikit.feedback', item_ids: ['itm_1'], kind: 'negative' }),
    );
    const { data } = await client(fetch).threads.sendFeedback(THREAD_ID, ['itm_1'], 'negative');
    expect(data.kind).toBe('negative');
    expect(requests[0]?.body).toEqual({ item_ids: ['itm_1'], kind: 'negative' });
  });
});

describe('errors', () => {
  it.each([
    [400, 'invalid_request_error', 'invalid_value', 'title'],
    [401, 'authentication_error', 'invalid_client_secret', null],
    [403, 'permission_error', 'history_disabled', null],
    [404, 'not_found_error', 'thread_not_found', null],
    [409, 'conflict_error', 'thread_locked', null],
    [413, 'invalid_request_error', 'file_too_large', 'file'],
    [500, 'server_error', null, null],
  ])('maps %d %s to one error class with every field', async (status, type, code, param) => {
    const { fetch } = fakeFetch(() =>
      errorResponse(status, { type, code, param, message: 'nope' }),
    );
    const error = (await client(fetch)
      .threads.get(THREAD_ID)
      .catch((e: unknown) => e)) as UikitApiError;
    expect(error).toBeInstanceOf(UikitApiError);
    expect(error).toMatchObject({
      status,
      type,
      code,
      param,
      message: 'nope',
      requestId: `req_${status}`,
    });
  });

  it('describes a body that is not the error shape by its status', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'x-request-id': 'r' } }),
    );
    await expect(client(fetch).threads.get(THREAD_ID)).rejects.toMatchObject({
      status: 502,
      type: 'server_error',
      message: 'Request failed with status 502',
      requestId: 'r',
    });
  });

  it('wraps a network failure in a connection error', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client(fetch).threads.list()).rejects.toBeInstanceOf(UikitConnectionError);
  });

  it('lets an abort through as an AbortError', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, thread));
    const controller = new AbortController();
    controller.abort();
    await expect(
      client(fetch).threads.get(THREAD_ID, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('an expired session', () => {
  const expired = () =>
    errorResponse(401, {
      type: 'authentication_error',
      code: 'session_expired',
      message: 'expired',
    });

  it('asks for a fresh secret once and retries with it', async () => {
    const { fetch, requests } = fakeFetch(expired, () => jsonResponse(200, thread));
    const clientSecret = vi.fn(({ expiredSecret }: { expiredSecret: string | null }) =>
      expiredSecret === null ? 'cs_old' : 'cs_new',
    );
    const { data } = await client(fetch, { clientSecret }).threads.get(THREAD_ID);
    expect(data.id).toBe(THREAD_ID);
    expect(clientSecret.mock.calls.map(([context]) => context.expiredSecret)).toEqual([
      null,
      'cs_old',
    ]);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer cs_old',
      'Bearer cs_new',
    ]);
    // The retry is the same logical request.
    expect(requests[1]?.headers.get('x-client-request-id')).toBe(
      requests[0]?.headers.get('x-client-request-id'),
    );
  });

  it('retries only once', async () => {
    const { fetch } = fakeFetch(expired);
    const clientSecret = vi.fn(() => 'cs');
    await expect(client(fetch, { clientSecret }).threads.get(THREAD_ID)).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a cancelled session or a static secret', async () => {
    const cancelled = fakeFetch(() =>
      errorResponse(401, { type: 'authentication_error', code: 'session_cancelled', message: 'x' }),
    );
    await expect(
      client(cancelled.fetch, { clientSecret: () => 'cs' }).threads.get(THREAD_ID),
    ).rejects.toMatchObject({ code: 'session_cancelled' });
    expect(cancelled.fetch).toHaveBeenCalledTimes(1);

    const fixed = fakeFetch(expired);
    await expect(client(fixed.fetch).threads.get(THREAD_ID)).rejects.toMatchObject({ status: 401 });
    expect(fixed.fetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired secret before opening a stream too', async () => {
    const { fetch, requests } = fakeFetch(expired, () =>
      sseResponse(streamOf([recordedStreamBytes])),
    );
    const stream = await client(fetch, {
      clientSecret: ({ expiredSecret }) => (expiredSecret ? 'cs_new' : 'cs_old'),
    }).conversation.addUserMessage(THREAD_ID, { content: [{ type: 'input_text', text: 'hi' }] });
    let count = 0;
    for await (const event of stream) {
      expect(event.type).toBeTruthy();
      count += 1;
    }
    expect(count).toBe(recordedEvents.length);
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer cs_new');
  });
});

describe('rate limits', () => {
  it('exposes when to try again after a 429 and does not send blindly until then', async () => {
    let now = 1_000_000;
    const { fetch } = fakeFetch(
      () =>
        errorResponse(
          429,
          { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'slow down' },
          {
            'retry-after': '3',
            'x-ratelimit-remaining-requests': '0',
            'x-ratelimit-reset-requests': '3s',
          },
        ),
      () => jsonResponse(200, thread),
    );
    const api = client(fetch, { now: () => now });
    const error = (await api.threads.get(THREAD_ID).catch((e: unknown) => e)) as UikitApiError;
    expect(error).toMatchObject({ status: 429, type: 'rate_limit_error', retryAfterMs: 3000 });
    expect(api.rateLimit.get().retryAt).toBe(now + 3000);
    expect(api.rateLimit.waitMs()).toBe(3000);

    now += 1000;
    const early = (await api.threads.get(THREAD_ID).catch((e: unknown) => e)) as UikitApiError;
    expect(early).toMatchObject({ status: 429, retryAfterMs: 2000, requestId: null });
    expect(fetch).toHaveBeenCalledTimes(1);

    now += 2000;
    await expect(api.threads.get(THREAD_ID)).resolves.toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(api.rateLimit.get().retryAt).toBeNull();
  });

  it('waits for the reset when an answer says no request remains', async () => {
    let now = 0;
    const { fetch } = fakeFetch(() =>
      jsonResponse(200, thread, {
        'x-ratelimit-limit-requests': '2',
        'x-ratelimit-remaining-requests': '0',
        'x-ratelimit-reset-requests': '20s',
      }),
    );
    const api = client(fetch, { now: () => now });
    const seen = vi.fn();
    api.rateLimit.subscribe(seen);
    await api.threads.get(THREAD_ID);
    expect(seen).toHaveBeenLastCalledWith({
      limit: 2,
      remaining: 0,
      resetAt: 20_000,
      retryAt: 20_000,
    });
    await expect(api.threads.get(THREAD_ID)).rejects.toMatchObject({ status: 429 });
    now = 20_000;
    await api.threads.get(THREAD_ID);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to the reset header when a 429 has no retry-after', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(
        429,
        { type: 'rate_limit_error', message: 'x' },
        { 'x-ratelimit-reset-requests': '1m0s' },
      ),
    );
    await expect(client(fetch).threads.list()).rejects.toMatchObject({ retryAfterMs: 60_000 });
  });
});

describe('conversation streams', () => {
  const input = { content: [{ type: 'input_text' as const, text: 'Plan Lisbon' }] };
  const expected = recordedEvents.map((event) => parseWire(StreamEventSchema, event, 'event'));

  it('posts the operation and yields parsed events, unknown types as an explicit variant', async () => {
    const { fetch, requests } = fakeFetch(() => sseResponse(streamOf([recordedStreamBytes])));
    const stream = await client(fetch).conversation.createThread(input);
    const events = [];
    for await (const event of stream) events.push(event);
    expect(events).toEqual(expected);
    expect(events.find((e) => e.type === 'unknown')).toMatchObject({
      original_type: 'response.some_future_event',
    });
    expect(requests[0]?.url.pathname).toBe('/v1/uikit/conversation');
    expect(requests[0]?.headers.get('accept')).toBe('text/event-stream');
    expect(requests[0]?.body).toEqual({ type: 'threads.create', params: { input } });
    expect(stream.meta.requestId).toBe('req_stream');
  });

  it('parses the same events whatever byte the network splits the recorded stream at', async () => {
    for (let offset = 0; offset <= recordedStreamBytes.length; offset += 7) {
      const { fetch } = fakeFetch(() =>
        sseResponse(
          streamOf(
            splitAt(recordedStreamBytes, [
              offset,
              Math.min(offset + 3, recordedStreamBytes.length),
            ]),
          ),
        ),
      );
      const events = [];
      for await (const event of await client(fetch).conversation.createThread(input))
        events.push(event);
      expect(events, `split at ${offset}`).toEqual(expected);
    }
  });

  it.each([
    [
      'threads.add_user_message',
      (api: ReturnType<typeof client>) => api.conversation.addUserMessage('t', input),
      { thread_id: 't', input },
    ],
    [
      'threads.add_client_tool_output',
      (api: ReturnType<typeof client>) =>
        api.conversation.addClientToolOutput('t', 'call_1', { title: 'Docs' }),
      { thread_id: 't', call_id: 'call_1', output: { title: 'Docs' } },
    ],
    [
      'threads.retry_after_item',
      (api: ReturnType<typeof client>) => api.conversation.retryAfterItem('t', 'itm_1'),
      { thread_id: 't', item_id: 'itm_1' },
    ],
    [
      'threads.custom_action',
      (api: ReturnType<typeof client>) =>
        api.conversation.customAction('t', 'itm_w', { type: 'book', payload: { at: 19 } }),
      { thread_id: 't', item_id: 'itm_w', action: { type: 'book', payload: { at: 19 } } },
    ],
    [
      'threads.add_structured_input',
      (api: ReturnType<typeof client>) =>
        api.conversation.addStructuredInput('t', 'itm_q', {
          status: 'skipped',
          answers: {},
        }),
      { thread_id: 't', item_id: 'itm_q', input: { status: 'skipped', answers: {} } },
    ],
    [
      'threads.edit_user_message',
      (api: ReturnType<typeof client>) => api.conversation.editUserMessage('t', 'itm_1', input),
      { thread_id: 't', item_id: 'itm_1', input },
    ],
  ] as const)('sends %s', async (type, call, params) => {
    const { fetch, requests } = fakeFetch(() =>
      sseResponse('data: {"type":"stream_options","stream_options":{"allow_cancel":false}}\n\n'),
    );
    const stream = await call(client(fetch));
    for await (const event of stream) expect(event.type).toBe('stream_options');
    expect(requests[0]?.body).toEqual({ type, params });
  });

  it('rejects before streaming when the answer is a JSON error', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(409, { type: 'conflict_error', code: 'thread_locked', message: 'locked' }),
    );
    await expect(client(fetch).conversation.addUserMessage('t', input)).rejects.toMatchObject({
      status: 409,
      code: 'thread_locked',
    });
  });

  it('refuses an answer that is not an event stream', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { ok: true }));
    await expect(client(fetch).conversation.createThread(input)).rejects.toBeInstanceOf(
      UikitParseError,
    );
  });

  // Protocol section 10 (these two tests used to expect the answer to end with a parse error):
  // a bad event is skipped and reported, and the stream goes on.
  it('skips a malformed event, reports its path, and reads on', async () => {
    const { fetch } = fakeFetch(() =>
      sseResponse(
        'data: {"type":"thread.item.updated","item_id":"a","update":{"type":"assistant_message.content_part.text_delta","content_index":-1,"delta":"x"}}\n\n' +
          'data: {"type":"progress_update","text":"still here"}\n\n',
      ),
    );
    const onProblem = vi.fn();
    const stream = await client(fetch, { onProblem }).conversation.createThread(input);
    expect(await drain(stream)).toEqual([
      { type: 'progress_update', text: 'still here', icon: null },
    ]);
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({
        outcome: 'skipped',
        subject: 'stream event',
        path: 'update.content_index',
      }),
    );
  });

  it('skips data that is not JSON or not an object, and reads on', async () => {
    const { fetch } = fakeFetch(() =>
      sseResponse(
        'data: {oops\n\ndata: [1]\n\ndata: {"type":"notice","level":"info","message":"ok"}\n\n',
      ),
    );
    const onProblem = vi.fn();
    const stream = await client(fetch, { onProblem }).conversation.createThread(input);
    expect(await drain(stream)).toMatchObject([{ type: 'notice', message: 'ok' }]);
    expect(
      onProblem.mock.calls.map(([problem]) => (problem as { message: string }).message),
    ).toEqual(['The data is not JSON', 'Expected an event object, got an array']);
  });

  it("repairs an item of a stream from the operation's thread", async () => {
    const { thread_id: _, ...item } = everyItem[0] as Record<string, unknown>;
    const { fetch } = fakeFetch(() =>
      sseResponse(`data: ${JSON.stringify({ type: 'thread.item.done', item })}\n\n`),
    );
    const onProblem = vi.fn();
    const stream = await client(fetch, { onProblem }).conversation.addUserMessage(
      'thr_context',
      input,
    );
    expect(await drain(stream)).toMatchObject([{ item: { thread_id: 'thr_context' } }]);
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({
        outcome: 'repaired',
        path: 'item.thread_id',
        itemId: everyItem[0]?.id,
      }),
    );
  });

  it('reports a dropped connection as a connection error', async () => {
    const encoder = new TextEncoder();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1)
          controller.enqueue(encoder.encode('data: {"type":"progress_update","text":"…"}\n\n'));
        else controller.error(new TypeError('network error'));
      },
    });
    const { fetch } = fakeFetch(() => sseResponse(body));
    const stream = await client(fetch).conversation.createThread(input);
    const seen: string[] = [];
    const error = await (async () => {
      for await (const event of stream) seen.push(event.type);
    })().catch((e: unknown) => e);
    expect(seen).toEqual(['progress_update']);
    expect(error).toBeInstanceOf(UikitConnectionError);
  });

  /** A fetch whose body, like a real one, errors with an AbortError when the request aborts. */
  function hangingFetch() {
    const encoder = new TextEncoder();
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_input: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('data: {"type":"progress_update","text":"1"}\n\n'));
          init.signal?.addEventListener('abort', () => {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          });
        },
      });
      if (init.signal) signals.push(init.signal);
      return Promise.resolve(sseResponse(body));
    });
    return { fetch, signals };
  }

  it('ends quietly when stopped, and aborts the request', async () => {
    const { fetch, signals } = hangingFetch();
    const stream = await client(fetch).conversation.createThread(input);
    const seen: string[] = [];
    for await (const event of stream) {
      seen.push(event.type);
      stream.abort();
    }
    expect(seen).toEqual(['progress_update']);
    expect(stream.aborted).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('stops when the caller signal aborts', async () => {
    const controller = new AbortController();
    const { fetch, signals } = hangingFetch();
    const stream = await client(fetch).conversation.createThread(input, {
      signal: controller.signal,
    });
    const seen: string[] = [];
    for await (const event of stream) {
      seen.push(event.type);
      controller.abort();
    }
    expect(seen).toEqual(['progress_update']);
    expect(stream.aborted).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('can be iterated only once', async () => {
    const { fetch } = fakeFetch(() => sseResponse(''));
    const stream = await client(fetch).conversation.createThread(input);
    await drain(stream);
    expect(() => stream[Symbol.asyncIterator]()).toThrow(/only once/);
  });
});

describe('operations that answer JSON (protocol section 12)', () => {
  it('sends a widget action that does not stream and reads the widget it answers with', async () => {
    const widget = everyItem.find((item) => item.type === 'uikit.widget');
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, { updated_item: widget }));
    const action = { type: 'toggle', payload: {}, streaming: false };
    const { data } = await client(fetch).conversation.syncCustomAction('t', 'itm_w', action);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/v1/uikit/conversation');
    expect(requests[0]?.body).toEqual({
      type: 'threads.sync_custom_action',
      params: { thread_id: 't', item_id: 'itm_w', action },
    });
    expect(data.updatedItem).toEqual(widget);
  });

  it('answers no item when the action changed nothing, and leaves out one it cannot read', async () => {
    const onProblem = vi.fn();
    const { fetch } = fakeFetch(
      () => jsonResponse(200, {}),
      () => jsonResponse(200, { updated_item: { type: 'widget' } }),
    );
    const api = client(fetch, { onProblem });
    const action = { type: 'toggle', streaming: false };
    expect((await api.conversation.syncCustomAction('t', 'i', action)).data.updatedItem).toBeNull();
    expect(onProblem).not.toHaveBeenCalled();
    expect((await api.conversation.syncCustomAction('t', 'i', action)).data.updatedItem).toBeNull();
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'skipped', subject: 'widget action result' }),
    );
  });

  it('sends dictated audio and reads its text; a service without dictation refuses with a 400', async () => {
    const { fetch, requests } = fakeFetch(
      () => jsonResponse(200, { text: 'hello there' }),
      () =>
        errorResponse(400, {
          type: 'invalid_request_error',
          code: 'transcription_unavailable',
          message: 'no transcription',
        }),
    );
    const api = client(fetch);
    const audio = { audioBase64: 'AAAA', mimeType: 'audio/webm;codecs=opus' };
    expect((await api.conversation.transcribe(audio)).data).toEqual({ text: 'hello there' });
    expect(requests[0]?.body).toEqual({
      type: 'input.transcribe',
      params: { audio_base64: 'AAAA', mime_type: 'audio/webm;codecs=opus' },
    });
    await expect(api.conversation.transcribe(audio)).rejects.toMatchObject({ status: 400 });
  });
});

describe('uploads', () => {
  it('posts multipart form data with one file field and reports progress', async () => {
    const uploaded = {
      id: 'file_1',
      object: 'uikit.attachment',
      type: 'file',
      name: 'notes.txt',
      mime_type: 'text/plain',
      bytes: 5,
      created_at: 1,
      preview_url: 'https://x/content?sig=1',
    };
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, uploaded));
    const onProgress = vi.fn();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const { data } = await client(fetch).files.upload(file, { onProgress });
    expect(data).toEqual(uploaded);
    const form = requests[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const sent = form.get('file') as File;
    expect(sent.name).toBe('notes.txt');
    expect(await sent.text()).toBe('hello');
    expect(requests[0]?.url.pathname).toBe('/v1/uikit/files');
    expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 0, total: 5, fraction: 0 });
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 5, total: 5, fraction: 1 });
  });

  it('re-sends the file after refreshing an expired secret', async () => {
    const { fetch, requests } = fakeFetch(
      () =>
        errorResponse(401, { type: 'authentication_error', code: 'session_expired', message: 'x' }),
      () =>
        jsonResponse(200, {
          id: 'f',
          object: 'uikit.attachment',
          type: 'image',
          name: 'a.png',
          mime_type: 'image/png',
          bytes: 3,
          created_at: 1,
          preview_url: null,
        }),
    );
    await client(fetch, { clientSecret: () => 'cs' }).files.upload(new Blob(['abc']), {
      name: 'a.png',
    });
    expect(requests).toHaveLength(2);
    expect(((requests[1]?.body as FormData).get('file') as File).name).toBe('a.png');
  });

  it('surfaces upload limits as API errors', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(413, {
        type: 'invalid_request_error',
        code: 'file_too_large',
        param: 'file',
        message: 'too big',
      }),
    );
    await expect(client(fetch).files.upload(new Blob(['x']))).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
    });
  });
});

describe('deleting an upload', () => {
  it('sends DELETE /uikit/files/{id} and reads the answer', async () => {
    const answer = { id: 'file_1', object: 'uikit.attachment.deleted', deleted: true };
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, answer));
    const { data } = await client(fetch).files.delete('file_1');
    expect(data).toEqual(answer);
    expect(requests[0]).toMatchObject({ method: 'DELETE' });
    expect(requests[0]?.url.pathname).toBe('/v1/uikit/files/file_1');
  });

  it('refuses an answer that is not a deletion, naming the field (protocol section 10)', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(200, { id: 'file_1', object: 'uikit.attachment' }),
    );
    const error: unknown = await client(fetch)
      .files.delete('file_1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UikitParseError);
    expect((error as UikitParseError).path).toBe('object');
  });

  it('surfaces 409 attachment_in_use as an API error', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(409, {
        type: 'conflict_error',
        code: 'attachment_in_use',
        message: 'sent',
      }),
    );
    await expect(client(fetch).files.delete('file_1')).rejects.toMatchObject({
      status: 409,
      code: 'attachment_in_use',
    });
  });
});
