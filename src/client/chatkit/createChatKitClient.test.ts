import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatkitEvents,
  chatkitFixture,
  chatkitJson,
} from '../../../test/fixtures/chatkit/fixtures';
import {
  fakeFetch,
  jsonResponse,
  sseResponse,
  type Responder,
} from '../../../test/support/fakeFetch';
import {
  UikitApiError,
  UikitConnectionError,
  UikitParseError,
  UikitValidationError,
} from '../../wire/errors';
import type { ReceivedStreamEvent } from '../../wire/received';
import type { DataProblem } from '../../wire/receivePage';
import type { UikitClient } from '../UikitClient';
import { createChatKitClient, type ChatKitClientOptions } from './createChatKitClient';

const URL_ = 'https://chat.example.test/chatkit';
const THREAD = 'thr_4f1e2d3c';

function setup(responders: Responder[], extra: Partial<ChatKitClientOptions> = {}) {
  const { fetch, requests } = fakeFetch(...responders);
  const problems: DataProblem[] = [];
  const client = createChatKitClient({
    url: URL_,
    domainKey: 'domain_pk_test',
    fetch,
    onProblem: (problem) => problems.push(problem),
    ...extra,
  });
  return { client, fetch, requests, problems };
}

async function drain(stream: AsyncIterable<ReceivedStreamEvent>) {
  const events: ReceivedStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const sse = (name: string) => () => sseResponse(chatkitFixture(name));
const json = (body: unknown) => () => jsonResponse(200, body);
const types = (events: readonly ReceivedStreamEvent[]) => events.map((event) => event.type);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the seam', () => {
  it('is a uikit client: the chat takes it wherever it takes one', () => {
    const { client } = setup([json({})]);
    const seam: UikitClient = client;
    expect(Object.keys(seam).sort()).toEqual(['conversation', 'files', 'rateLimit', 'threads']);
  });
});

describe('requests', () => {
  it('POSTs {type, params} JSON to the one URL through the host fetch, with Accept-Language, and no domain key or request id header', async () => {
    const { client, requests } = setup([json(chatkitJson('thread.json'))], {
      acceptLanguage: () => 'pt-PT',
    });
    const { data, meta } = await client.threads.get(THREAD, { clientRequestId: 'trace-1' });
    expect(data.title).toBe('Trip plan');
    expect(meta.clientRequestId).toBe('trace-1');
    const [request] = requests;
    expect(request?.url.href).toBe(URL_);
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ type: 'threads.get_by_id', params: { thread_id: THREAD } });
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept-language')).toBe('pt-PT');
    expect([...(request?.headers.keys() ?? [])].sort()).toEqual([
      'accept',
      'accept-language',
      'content-type',
    ]);
  });

  it('lists threads newest first, with the cursor ChatKit gave', async () => {
    const { client, requests } = setup([json(chatkitJson('threads-list.json'))]);
    const { data } = await client.threads.list({ limit: 3, after: 'thr_x' });
    expect(requests[0]?.body).toEqual({
      type: 'threads.list',
      params: { order: 'desc', limit: 3, after: 'thr_x' },
    });
    expect(data.data.map((thread) => thread.id)).toEqual([
      'thr_4f1e2d3c',
      'thr_0a0b0c0d',
      'thr_0e0f1a1b',
    ]);
    expect(data).toMatchObject({ has_more: true, last_id: 'thr_0e0f1a1b' });
  });

  it('pages through items with `after`, always saying the order (the Node SDK defaults to ascending)', async () => {
    const { client, requests } = setup([
      json(chatkitJson('items-page-1.json')),
      json(chatkitJson('items-page-2.json')),
      json(chatkitJson('items-page-3.json')),
    ]);
    const pages = [];
    for await (const page of client.threads.iterateItems(THREAD, { limit: 3 }))
      pages.push(page.data.map((item) => item.id));
    expect(pages).toEqual([
      ['msg_7a8b9c0d', 'wf_6f7a8b9c'],
      ['tsk_5e6f7a8b', 'msg_4d5e6f7a', 'tc_3c4d5e6f'],
      ['msg_2b3c4d5e', 'msg_1a2b3c4d'],
    ]);
    expect(requests.map((request) => request.body)).toEqual([
      { type: 'items.list', params: { thread_id: THREAD, order: 'desc', limit: 3 } },
      {
        type: 'items.list',
        params: { thread_id: THREAD, order: 'desc', limit: 3, after: 'wf_6f7a8b9c' },
      },
      {
        type: 'items.list',
        params: { thread_id: THREAD, order: 'desc', limit: 3, after: 'tc_3c4d5e6f' },
      },
    ]);
  });

  it('reads a page that came ascending though descending was asked, and says so', async () => {
    const ascending = { ...chatkitJson('items-page-3.json') };
    ascending.data = [...(ascending.data as unknown[])].reverse();
    const { client, problems } = setup([json(ascending)]);
    const { data } = await client.threads.listItems(THREAD);
    expect(data.data.map((item) => item.id)).toEqual(['msg_2b3c4d5e', 'msg_1a2b3c4d']);
    expect(problems).toEqual([
      expect.objectContaining({ outcome: 'repaired', subject: 'thread item list', path: 'data' }),
    ]);
  });

  it('renames, deletes and sends feedback, answering in uikit shapes for ChatKit’s {}', async () => {
    const { client, requests } = setup([
      json({
        ...chatkitJson('thread.json'),
        title: 'Renamed',
        items: { data: [], has_more: false },
      }),
      json({}),
      () => new Response(null, { status: 200 }),
    ]);
    expect((await client.threads.rename(THREAD, 'Renamed')).data.title).toBe('Renamed');
    expect((await client.threads.delete(THREAD)).data).toEqual({
      id: THREAD,
      object: 'uikit.thread.deleted',
      deleted: true,
    });
    expect((await client.threads.sendFeedback(THREAD, ['msg_1'], 'negative')).data).toEqual({
      object: 'uikit.feedback',
      item_ids: ['msg_1'],
      kind: 'negative',
    });
    expect(requests.map((request) => request.body)).toEqual([
      { type: 'threads.update', params: { thread_id: THREAD, title: 'Renamed' } },
      { type: 'threads.delete', params: { thread_id: THREAD } },
      {
        type: 'items.feedback',
        params: { thread_id: THREAD, item_ids: ['msg_1'], kind: 'negative' },
      },
    ]);
  });

  it('checks arguments as the uikit client does, before anything is sent', async () => {
    const { client, fetch } = setup([json({})]);
    await expect(client.threads.rename(THREAD, '')).rejects.toBeInstanceOf(UikitValidationError);
    await expect(client.threads.rename(THREAD, 'x'.repeat(257))).rejects.toThrow(/1 to 256/);
    await expect(client.threads.list({ limit: 0 })).rejects.toThrow(/limit/);
    await expect(client.threads.sendFeedback(THREAD, [], 'positive')).rejects.toThrow(/item_ids/);
    // ChatKit pages forwards only.
    await expect(client.threads.listItems(THREAD, { before: 'x' })).rejects.toMatchObject({
      param: 'before',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves out a bad thread or item of a page, reports it, and reads the rest', async () => {
    const list = chatkitJson('threads-list.json');
    const items = chatkitJson('items-page-3.json');
    const { client, problems } = setup([
      json({ ...list, data: [...(list.data as unknown[]), { id: 7 }, 'x'] }),
      json({ ...items, data: [...(items.data as unknown[]), { type: 'user_message' }] }),
    ]);
    expect((await client.threads.list()).data.data).toHaveLength(3);
    expect((await client.threads.listItems(THREAD)).data.data).toHaveLength(2);
    expect(problems.filter((problem) => problem.outcome === 'skipped')).toHaveLength(3);
  });
});

describe('refusals (ChatKit defines no error body)', () => {
  it.each([
    [
      'FastAPI’s plain 500',
      () =>
        new Response('Internal Server Error', {
          status: 500,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        }),
      'The ChatKit server refused threads.get_by_id (HTTP 500): Internal Server Error',
      'server_error',
    ],
    [
      'an HTTPException’s detail',
      () => jsonResponse(404, { detail: 'Thread not found' }),
      'The ChatKit server refused threads.get_by_id (HTTP 404): Thread not found',
      'not_found_error',
    ],
    [
      'no body at all',
      () => new Response(null, { status: 502 }),
      'The ChatKit server answered threads.get_by_id with HTTP 502 and no error message',
      'server_error',
    ],
    [
      'a proxy’s HTML page',
      () =>
        new Response('<html><body>Bad gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      'The ChatKit server answered threads.get_by_id with HTTP 502 and no error message',
      'server_error',
    ],
  ])('%s becomes a clear UikitApiError', async (_, responder, message, type) => {
    const { client } = setup([responder]);
    const error: unknown = await client.threads.get(THREAD).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UikitApiError);
    expect(error).toMatchObject({ message, type });
  });

  it('a uikit error body is read as it is', async () => {
    const { client } = setup([
      () =>
        jsonResponse(409, {
          error: { type: 'conflict_error', message: 'Busy', code: 'busy', param: null },
        }),
    ]);
    await expect(client.threads.get(THREAD)).rejects.toMatchObject({ status: 409, code: 'busy' });
  });

  it('a network failure is a connection error; a body that is not JSON a parse error', async () => {
    const { client } = setup([
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('not json', { status: 200 }),
    ]);
    await expect(client.threads.get(THREAD)).rejects.toBeInstanceOf(UikitConnectionError);
    await expect(client.threads.get(THREAD)).rejects.toBeInstanceOf(UikitParseError);
  });

  it('waits out a proxy’s 429 before sending again', async () => {
    let now = 1_000_000;
    const { client, fetch } = setup(
      [() => jsonResponse(429, { detail: 'slow down' }, { 'retry-after': '2' }), json({})],
      { now: () => now },
    );
    await expect(client.threads.delete(THREAD)).rejects.toMatchObject({ status: 429 });
    expect(client.rateLimit.waitMs()).toBe(2000);
    await expect(client.threads.delete(THREAD)).rejects.toMatchObject({
      code: 'rate_limit_exceeded',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 2000;
    await client.threads.delete(THREAD);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells onResponse of every answer', async () => {
    const onResponse = vi.fn();
    const { client } = setup([json({}), () => new Response(null, { status: 500 })], {
      onResponse,
    });
    await client.threads.delete(THREAD);
    await client.threads.delete(THREAD).catch(() => undefined);
    expect(onResponse.mock.calls.map(([meta]) => (meta as { status: number }).status)).toEqual([
      200, 500,
    ]);
  });
});

describe('answers', () => {
  it('streams a new thread in uikit events; the request carries ChatKit’s input', async () => {
    const { client, requests, problems } = setup([sse('create-thread.sse')]);
    const events = await drain(
      await client.conversation.createThread({
        content: [
          { type: 'quoted_text', text: 'earlier' },
          { type: 'input_text', text: 'Plan a trip to Lisbon' },
        ],
        attachments: ['atc_1'],
      }),
    );
    expect(requests[0]?.body).toEqual({
      type: 'threads.create',
      params: {
        input: {
          content: [{ type: 'input_text', text: 'Plan a trip to Lisbon' }],
          attachments: ['atc_1'],
          quoted_text: 'earlier',
          inference_options: {},
        },
      },
    });
    expect(requests[0]?.headers.get('accept')).toBe('text/event-stream');
    expect(problems).toEqual([]);
    expect(types(events)).toEqual([
      'thread.created',
      'thread.item.done',
      'stream_options',
      'progress_update',
      'thread.item.added',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.done',
      'thread.updated',
    ]);
    expect(events[10]).toMatchObject({
      item: {
        type: 'uikit.assistant_message',
        content: [{ text: 'Lisbon is lovely in May.' }],
      },
    });
  });

  it('a client tool round trip: the output goes as `result`, and the call is completed here (ChatKit sends nothing for it)', async () => {
    const { client, requests } = setup([sse('client-tool-call.sse'), sse('tool-output.sse')]);
    const first = await drain(
      await client.conversation.addUserMessage(THREAD, {
        content: [{ type: 'input_text', text: 'Where am I?' }],
      }),
    );
    const call = first.at(-1);
    expect(call).toMatchObject({
      type: 'thread.item.done',
      item: { type: 'uikit.client_tool_call', status: 'in_progress', call_id: 'call_77' },
    });
    const second = await drain(
      await client.conversation.addClientToolOutput(THREAD, 'call_77', { city: 'Lisbon' }),
    );
    expect(requests[1]?.body).toEqual({
      type: 'threads.add_client_tool_output',
      params: { thread_id: THREAD, result: { city: 'Lisbon' } },
    });
    expect(types(second)).toEqual(['thread.item.done', 'stream_options', 'thread.item.done']);
    expect(second[0]).toEqual({
      type: 'thread.item.done',
      item: {
        ...(call?.type === 'thread.item.done' ? call.item : {}),
        status: 'completed',
        output: '{"city":"Lisbon"}',
      },
    });
  });

  it('completes the call even when the server answers the output with no event at all', async () => {
    const { client } = setup([sse('client-tool-call.sse'), () => sseResponse('')]);
    await drain(await client.conversation.addUserMessage(THREAD, { content: [] }));
    const events = await drain(await client.conversation.addClientToolOutput(THREAD, 'call_77', 1));
    expect(events).toMatchObject([
      { type: 'thread.item.done', item: { status: 'completed', output: '1' } },
    ]);
  });

  it('completes a call it saw waiting in a page of items', async () => {
    const call = chatkitEvents('client-tool-call.sse')[2]?.item;
    const { client } = setup([json({ data: [call], has_more: false }), sse('tool-output.sse')]);
    await client.threads.listItems(THREAD);
    const events = await drain(
      await client.conversation.addClientToolOutput(THREAD, 'call_77', 'ok'),
    );
    expect(events[0]).toMatchObject({ item: { id: 'tc_bb000002', output: '"ok"' } });
  });

  it('a retry removes the items after its message, which ChatKit deletes without a word', async () => {
    const { client, requests } = setup([
      json(chatkitJson('items-page-1.json')),
      json(chatkitJson('items-page-2.json')),
      sse('retry.sse'),
    ]);
    const events = await drain(await client.conversation.retryAfterItem(THREAD, 'msg_4d5e6f7a'));
    expect(requests.map((request) => request.body)).toEqual([
      { type: 'items.list', params: { thread_id: THREAD, order: 'desc', limit: 50 } },
      {
        type: 'items.list',
        params: { thread_id: THREAD, order: 'desc', limit: 50, after: 'wf_6f7a8b9c' },
      },
      { type: 'threads.retry_after_item', params: { thread_id: THREAD, item_id: 'msg_4d5e6f7a' } },
    ]);
    // end_of_turn is hidden: nothing to remove for it.
    expect(events.slice(0, 3)).toEqual([
      { type: 'thread.item.removed', item_id: 'msg_7a8b9c0d' },
      { type: 'thread.item.removed', item_id: 'wf_6f7a8b9c' },
      { type: 'thread.item.removed', item_id: 'tsk_5e6f7a8b' },
    ]);
    expect(types(events.slice(3))).toEqual([
      'stream_options',
      'thread.item.added',
      'thread.item.done',
    ]);
  });

  it('a retry of an item the thread does not hold removes nothing', async () => {
    const { client } = setup([json(chatkitJson('items-page-3.json')), () => sseResponse('')]);
    expect(await drain(await client.conversation.retryAfterItem(THREAD, 'msg_gone'))).toEqual([]);
  });

  it('gives ChatKit’s default stream_options when an answer starts without it (the Node SDK)', async () => {
    const withoutOptions = chatkitFixture('create-thread.sse')
      .split('\n\n')
      .filter((block) => !block.includes('"stream_options"'))
      .join('\n\n');
    const { client } = setup([() => sseResponse(withoutOptions)]);
    const events = await drain(await client.conversation.createThread({ content: [] }));
    expect(types(events).slice(0, 4)).toEqual([
      'thread.created',
      'thread.item.done',
      'stream_options',
      'progress_update',
    ]);
    expect(events[2]).toEqual({ type: 'stream_options', stream_options: { allow_cancel: true } });
    expect(types(events).filter((type) => type === 'stream_options')).toHaveLength(1);
  });

  it('keeps the server’s own stream_options, late as it comes', async () => {
    const { client } = setup([sse('custom-action.sse')]);
    const events = await drain(
      await client.conversation.customAction(THREAD, 'msg_4d5e6f7a', { type: 'cancel' }),
    );
    expect(events[0]).toEqual({ type: 'stream_options', stream_options: { allow_cancel: false } });
    expect(types(events)).toEqual([
      'stream_options',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'client_effect',
      'notice',
      'thread.item.done',
    ]);
  });

  it('a widget action on an item that is no widget: the error at once', async () => {
    const { client } = setup([sse('custom-action-not-widget.sse')]);
    const events = await drain(
      await client.conversation.customAction(THREAD, 'msg_1a2b3c4d', { type: 'x' }),
    );
    expect(events).toEqual([
      { type: 'error', code: 'stream.error', message: null, allow_retry: false },
    ]);
  });

  it('a custom error with its message, then the thread update that follows it', async () => {
    const { client } = setup([sse('custom-error.sse')]);
    const events = await drain(await client.conversation.addUserMessage(THREAD, { content: [] }));
    expect(events.slice(2)).toMatchObject([
      { type: 'error', code: 'custom', message: 'Quota reached.', allow_retry: false },
      { type: 'thread.updated', thread: { status: { type: 'locked', reason: 'Quota' } } },
    ]);
  });

  it('the ChatKit 1.6 items in uikit shape, hidden ones never surfacing', async () => {
    const { client } = setup([sse('items-1.6.sse')]);
    const events = await drain(await client.conversation.addUserMessage(THREAD, { content: [] }));
    const ids = events.flatMap((event) => ('item' in event ? [event.item.id] : []));
    expect(ids).not.toContain('shcx_ee00000a');
    expect(ids).not.toContain('hci_1');
    expect(ids).not.toContain('msg_ee000003');
    expect(ids).toEqual([
      'wf_ee000001',
      'wf_ee000001',
      'msg_ee000002',
      'msg_ee000002',
      'msg_77aa01bc',
    ]);
  });

  it('answers a structured input: the request as ChatKit takes it, the answered item replaced', async () => {
    const { client, requests } = setup([sse('structured-input.sse')]);
    const input = { status: 'answered' as const, answers: { size: { values: ['M'] } } };
    const events = await drain(
      await client.conversation.addStructuredInput(THREAD, 'msg_77aa01bc', input),
    );
    expect(requests[0]?.body).toEqual({
      type: 'threads.add_structured_input',
      params: { thread_id: THREAD, item_id: 'msg_77aa01bc', input },
    });
    expect(types(events)).toEqual(['stream_options', 'thread.item.replaced', 'thread.item.done']);
    expect(events[1]).toMatchObject({ item: { id: 'msg_77aa01bc' } });
  });

  it('skips and reports what it cannot read, and the answer goes on (CRLF framing)', async () => {
    const { client, problems } = setup([sse('damaged.sse')]);
    const events = await drain(await client.conversation.addUserMessage(THREAD, { content: [] }));
    expect(types(events)).toEqual([
      'stream_options',
      'thread.item.done',
      'thread.item.done',
      'thread.item.done',
    ]);
    expect(events[1]).toMatchObject({ item: { id: 'msg_d1', created_at: null } });
    expect(events[2]).toMatchObject({ item: { id: 'tc_d2', type: 'invalid' } });
    expect(events[3]).toMatchObject({ item: { id: 'msg_d3' } });
    const skipped = problems.filter((problem) => problem.outcome === 'skipped');
    const repaired = problems.filter((problem) => problem.outcome === 'repaired');
    // Not JSON, not an object, no type, an item without an id, an update without an item id.
    expect(skipped).toHaveLength(5);
    expect(repaired.map((problem) => [problem.itemId, problem.path])).toEqual(
      expect.arrayContaining([
        ['msg_d1', 'item.created_at'],
        ['tc_d2', 'item.created_at'],
        ['tc_d2', 'item.status'],
      ]),
    );
  });

  it('a new message whose stream closes with nothing failed; a stream that breaks off is a connection error', async () => {
    const first = `${chatkitFixture('client-tool-call.sse').split('\n\n')[0] ?? ''}\n\n`;
    let pulls = 0;
    // One event, then the connection drops (an error empties what is queued: it comes later).
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new TextEncoder().encode(first));
        else controller.error(new TypeError('terminated'));
      },
    });
    const { client } = setup([() => sseResponse(''), () => sseResponse(broken)]);
    await expect(
      drain(await client.conversation.createThread({ content: [] })),
    ).rejects.toBeInstanceOf(UikitConnectionError);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const event of await client.conversation.addUserMessage(THREAD, { content: [] }))
          seen.push(event.type);
      })(),
    ).rejects.toBeInstanceOf(UikitConnectionError);
    expect(seen).toEqual(['thread.item.done']);
  });

  it('an answer that is no event stream is refused', async () => {
    const { client } = setup([json({})]);
    await expect(client.conversation.createThread({ content: [] })).rejects.toBeInstanceOf(
      UikitParseError,
    );
  });

  it('stops quietly when aborted', async () => {
    const { client } = setup([
      () =>
        sseResponse(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(
                new TextEncoder().encode(
                  `${chatkitFixture('retry.sse').split('\n\n')[0] ?? ''}\n\n`,
                ),
              );
            },
          }),
        ),
    ]);
    const stream = await client.conversation.customAction(THREAD, 'w', { type: 'go' });
    const seen: string[] = [];
    for await (const event of stream) {
      seen.push(event.type);
      stream.abort();
    }
    expect(seen).toEqual(['stream_options']);
    expect(stream.aborted).toBe(true);
  });
});

describe('operations that answer JSON (protocol section 12)', () => {
  it('a widget action that does not stream: the widget it answers, in uikit shape', async () => {
    const widget = (chatkitJson('items-page.json').data as Record<string, unknown>[]).find(
      (item) => item.type === 'widget',
    );
    const { client, requests } = setup([json({ updated_item: widget }), json({})]);
    const action = { type: 'toggle', payload: { on: true } };
    const { data } = await client.conversation.syncCustomAction(THREAD, 'msg_4d5e6f7a', action);
    expect(requests[0]?.body).toEqual({
      type: 'threads.sync_custom_action',
      params: { thread_id: THREAD, item_id: 'msg_4d5e6f7a', action },
    });
    expect(data.updatedItem).toMatchObject({ id: 'msg_4d5e6f7a', type: 'uikit.widget' });
    expect(
      (await client.conversation.syncCustomAction(THREAD, 'w', action)).data.updatedItem,
    ).toBeNull();
  });

  it('an updated item it cannot read is left out and reported', async () => {
    const { client, problems } = setup([json({ updated_item: { type: 'widget' } })]);
    const { data } = await client.conversation.syncCustomAction(THREAD, 'w', { type: 'x' });
    expect(data.updatedItem).toBeNull();
    expect(problems).toEqual([
      expect.objectContaining({
        outcome: 'skipped',
        subject: 'widget action result',
        path: 'updated_item.id',
      }),
    ]);
  });

  it('dictation: the audio as ChatKit takes it, the text back', async () => {
    const { client, requests } = setup([json({ text: 'hello there' }), json({})]);
    const audio = { audioBase64: 'AAAA', mimeType: 'audio/webm;codecs=opus' };
    expect((await client.conversation.transcribe(audio)).data).toEqual({ text: 'hello there' });
    expect(requests[0]?.body).toEqual({
      type: 'input.transcribe',
      params: { audio_base64: 'AAAA', mime_type: 'audio/webm;codecs=opus' },
    });
    await expect(client.conversation.transcribe(audio)).rejects.toBeInstanceOf(UikitParseError);
  });
});

describe('operations of protocol section 11, which ChatKit lacks', () => {
  it('resume, stop and edit reject with a 404 that names the operation, sending nothing', async () => {
    const { client, requests } = setup([json({})]);
    const input = { content: [{ type: 'input_text' as const, text: 'Rather this' }] };
    const refusals: [string, Promise<unknown>][] = [
      ['threads.resume', client.conversation.resume()],
      ['threads.stop', client.conversation.stop()],
      ['threads.edit_user_message', client.conversation.editUserMessage()],
    ];
    // The uikit client's signature is the seam's: callers pass the edit's arguments.
    const seam: UikitClient = client;
    refusals.push([
      'threads.edit_user_message',
      seam.conversation.editUserMessage(THREAD, 'msg_1', input),
    ]);
    for (const [operation, refused] of refusals) {
      await expect(refused).rejects.toBeInstanceOf(UikitApiError);
      await expect(refused).rejects.toMatchObject({
        status: 404,
        code: 'unsupported_operation',
        param: 'type',
        message: expect.stringContaining(operation) as unknown,
      });
    }
    expect(requests).toEqual([]);
  });
});

describe('uploads', () => {
  const file = () => new File(['%PDF-1.7 hello'], 'q3.pdf', { type: 'application/pdf' });

  it('direct: multipart to the host’s uploadUrl through the host fetch, progress from 0 to 1', async () => {
    const { client, requests } = setup(
      [json({ id: 'atc_1', name: 'q3.pdf', mime_type: 'application/pdf', type: 'file' })],
      { uploadStrategy: { type: 'direct', uploadUrl: 'https://chat.example.test/upload' } },
    );
    const progress: number[] = [];
    const { data } = await client.files.upload(file(), {
      onProgress: ({ fraction }) => progress.push(fraction),
    });
    expect(requests[0]?.url.href).toBe('https://chat.example.test/upload');
    const form = requests[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('q3.pdf');
    expect(data).toMatchObject({
      id: 'atc_1',
      object: 'uikit.attachment',
      type: 'file',
      bytes: file().size,
      preview_url: null,
    });
    expect(typeof data.created_at).toBe('number');
    expect(progress).toEqual([0, 1]);
  });

  it('two-phase: attachments.create, then the bytes where its descriptor says, without the host’s fetch elsewhere', async () => {
    const storage = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', storage);
    const { client, requests } = setup([json(chatkitJson('attachment-create.json'))], {
      uploadStrategy: { type: 'two_phase' },
    });
    const { data } = await client.files.upload(file());
    expect(requests.map((request) => request.body)).toEqual([
      {
        type: 'attachments.create',
        params: { name: 'q3.pdf', size: file().size, mime_type: 'application/pdf' },
      },
    ]);
    expect(storage).toHaveBeenCalledTimes(1);
    const [url, init] = storage.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://blob.example/up/atc_5e6f7a8b');
    expect(init.method).toBe('PUT');
    expect(init.body).toBeInstanceOf(Blob);
    const headers = new Headers(init.headers);
    expect(headers.get('x-sig')).toBe('abc');
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(data).toMatchObject({ id: 'atc_5e6f7a8b', name: 'q3.pdf', object: 'uikit.attachment' });
  });

  it('two-phase with the older upload_url on the endpoint’s origin: a form through the host fetch', async () => {
    const { client, requests } = setup(
      [
        json({
          id: 'atc_2',
          name: 'q3.pdf',
          mime_type: 'application/pdf',
          type: 'file',
          upload_url: '/files/atc_2',
        }),
        () => new Response('stored', { status: 201 }),
      ],
      { uploadStrategy: { type: 'two_phase' }, url: 'https://chat.example.test/chatkit' },
    );
    const { data } = await client.files.upload(file(), { name: 'report.pdf' });
    expect(requests[1]?.url.href).toBe('https://chat.example.test/files/atc_2');
    expect(requests[1]?.method).toBe('POST');
    expect(((requests[1]?.body as FormData).get('file') as File).name).toBe('report.pdf');
    expect(data.id).toBe('atc_2');
  });

  it('a refused upload deletes the attachment it created and says why', async () => {
    const { client, requests } = setup(
      [
        json({
          ...chatkitJson('attachment-create.json'),
          upload_descriptor: { url: '/up', method: 'post' },
        }),
        () => new Response('too big', { status: 413 }),
        json({}),
      ],
      { uploadStrategy: { type: 'two_phase' } },
    );
    await expect(client.files.upload(file())).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('HTTP 413') as unknown,
    });
    await vi.waitFor(() => {
      expect(requests[2]?.body).toEqual({
        type: 'attachments.delete',
        params: { attachment_id: 'atc_5e6f7a8b' },
      });
    });
  });

  it('an attachment that says nowhere to send the file is a parse error', async () => {
    const { client } = setup(
      [json({ id: 'atc_3', name: 'a', mime_type: 'text/plain', type: 'file' }), json({})],
      { uploadStrategy: { type: 'two_phase' } },
    );
    await expect(client.files.upload(file())).rejects.toMatchObject({
      path: 'upload_descriptor',
    });
  });

  it('without an uploadStrategy, uploads are refused before anything is sent', async () => {
    const { client, fetch } = setup([json({})]);
    await expect(client.files.upload(file())).rejects.toMatchObject({ param: 'uploadStrategy' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes an upload with attachments.delete', async () => {
    const { client, requests } = setup([json({})]);
    expect((await client.files.delete('atc_1')).data).toEqual({
      id: 'atc_1',
      object: 'uikit.attachment.deleted',
      deleted: true,
    });
    expect(requests[0]?.body).toEqual({
      type: 'attachments.delete',
      params: { attachment_id: 'atc_1' },
    });
  });
});
