import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatKitClient, type ChatKitClient } from '../../src/client';
import { UikitApiError, type ReceivedStreamEvent, type Thread } from '../../src/wire';
import { collect, finishedItems, textOf, userInput } from '../../test/integration/support/streams';
import { silentLogger } from '../logger';
import { BOOKING } from '../workflows/demo/bookingForm';
import { startChatKitExample, type ChatKitExample } from './server';
import { VISITOR_COOKIE } from './visitors';

// `npm run start:chatkit`'s server without its page, driven by the kit's own ChatKit client as a
// page drives it: chatkit-node-backend-sdk runs the demo workflow, one visitor per cookie.

let example: ChatKitExample;
let endpoint: string;

beforeAll(async () => {
  example = await startChatKitExample({
    port: 0,
    host: '127.0.0.1',
    demo: { tokenDelayMs: 0, slowTokenDelayMs: 20, stepDelayMs: 0 },
    page: false,
    logger: silentLogger,
  });
  endpoint = `${example.url}chatkit`;
});
afterAll(() => example.close());

/** A browser's cookie jar, as far as this server needs one: its visitor cookie. */
function visitorFetch() {
  let cookie: string | null = null;
  const send = async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie !== null) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set !== null) cookie = set.split(';')[0] ?? null;
    return response;
  };
  /** The visitor's id, from the cookie the server gave (`visitor_….<signature>`). */
  const user = () => /=(visitor_[0-9a-f]+)\./.exec(cookie ?? '')?.[1] ?? '';
  return Object.assign(send, { user });
}

function visitor(uploadStrategy: 'two_phase' | 'direct' = 'two_phase') {
  const fetch = visitorFetch();
  const client = createChatKitClient({
    url: endpoint,
    domainKey: 'local-dev',
    fetch,
    uploadStrategy:
      uploadStrategy === 'direct'
        ? { type: 'direct', uploadUrl: `${example.url}chatkit/upload` }
        : { type: 'two_phase' },
  });
  return { client, fetch };
}

function createdThread(events: readonly ReceivedStreamEvent[]): Thread {
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread.created');
  return created.thread;
}

async function startThread(client: ChatKitClient, text: string, attachments: string[] = []) {
  const events = await collect(client.conversation.createThread(userInput(text, attachments)));
  return { thread: createdThread(events), events, items: finishedItems(events) };
}

async function refusal(promise: Promise<unknown>): Promise<UikitApiError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UikitApiError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('the demo workflow behind ChatKit', () => {
  it('answers a new thread, titles it after its first message, and lists it for its visitor only', async () => {
    const { client } = visitor();
    const { thread, events, items } = await startThread(client, 'Show a notice');
    expect(events.filter((event) => event.type === 'notice').map((event) => event.level)).toEqual([
      'info',
      'warning',
      'danger',
    ]);
    expect(textOf(items.at(-1))).toContain('Three `notice` events arrived');
    expect(events.at(-1)).toMatchObject({
      type: 'thread.updated',
      thread: { title: 'Show a notice' },
    });
    const { data: listed } = await client.threads.list();
    expect(listed.data.map((entry) => entry.id)).toEqual([thread.id]);

    // Another visitor sees none of it.
    const stranger = visitor().client;
    expect((await stranger.threads.list()).data.data).toEqual([]);
    expect((await refusal(stranger.threads.get(thread.id))).status).toBe(404);
  });

  it('goes round a client tool: the stream ends at the call, the output continues the answer', async () => {
    const { client } = visitor();
    const { thread, items } = await startThread(client, 'Use the tool to read this page');
    const call = items.at(-1);
    expect(call).toMatchObject({ type: 'uikit.client_tool_call', status: 'in_progress' });
    if (call?.type !== 'uikit.client_tool_call') throw new Error('no call');
    expect(JSON.parse(call.arguments)).toEqual({ fields: ['title', 'url'] });

    const events = await collect(
      client.conversation.addClientToolOutput(thread.id, call.call_id, {
        title: 'A page',
        url: 'https://page.example/',
      }),
    );
    expect(textOf(finishedItems(events).at(-1))).toContain(
      'Your page answered `get_page_info`: it is **A page**',
    );
    const stored = (await client.threads.listItems(thread.id, { order: 'asc' })).data.data;
    expect(stored.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
      'uikit.client_tool_call',
      'uikit.assistant_message',
    ]);
    expect(stored[2]).toMatchObject({ status: 'completed' });
    // Nothing waits for a second output.
    const again = await refusal(
      collect(client.conversation.addClientToolOutput(thread.id, call.call_id, {})),
    );
    expect(again).toMatchObject({ status: 409, code: 'no_pending_tool_call' });
  });

  it('answers a widget action by updating the card, and keeps the card as updated', async () => {
    const { client } = visitor();
    const { thread, items } = await startThread(client, 'Show me a widget');
    const card = items.at(-1);
    if (card?.type !== 'uikit.widget') throw new Error('no widget');
    const events = await collect(
      client.conversation.customAction(thread.id, card.id, {
        type: BOOKING.bookAction,
        payload: { name: 'Ada', tour: 'tools', date: '2026-05-04' },
      }),
    );
    expect(events.map((event) => event.type)).toContain('client_effect');
    expect(textOf(finishedItems(events).at(-1))).toContain('Booked **Client tools** for Ada');
    const stored = (await client.threads.listItems(thread.id, { order: 'asc' })).data.data[1];
    expect(stored?.type === 'uikit.widget' ? stored.widget : '').toContain('See you, Ada!');
    expect(stored?.type === 'uikit.widget' ? stored.widget : '').toContain('Confirmed');
  });

  it('retries after an error, removing the failed attempt from the thread it keeps', async () => {
    const { client } = visitor();
    const { thread, events, items } = await startThread(client, 'Make an error');
    expect(events.find((event) => event.type === 'error')).toMatchObject({
      message: 'The demo failed on purpose. Retry to answer again.',
      allow_retry: true,
    });
    const message = items[0];
    if (!message) throw new Error('no message');
    const retried = await collect(client.conversation.retryAfterItem(thread.id, message.id));
    expect(textOf(finishedItems(retried).at(-1))).toContain('Retried: this time the answer');
    const stored = (await client.threads.listItems(thread.id, { order: 'asc' })).data.data;
    expect(stored.map((item) => textOf(item) || item.type)).toEqual([
      'uikit.user_message',
      'Retried: this time the answer **worked**. The failed attempt was removed.',
    ]);
  });

  it('locks a thread when the workflow says so, and then refuses its messages', async () => {
    const { client } = visitor();
    const { thread, events } = await startThread(client, 'Please lock this thread');
    expect(events.at(-1)).toMatchObject({
      type: 'thread.updated',
      thread: { status: { type: 'locked' } },
    });
    const refused = await refusal(
      collect(client.conversation.addUserMessage(thread.id, userInput('Still there?'))),
    );
    expect(refused).toMatchObject({ status: 409, code: 'thread_locked' });
  });

  it('keeps a stopped answer as far as it went', async () => {
    const { client } = visitor();
    const stop = new AbortController();
    const stream = await client.conversation.createThread(userInput('Write something slow'), {
      signal: stop.signal,
    });
    let threadId = '';
    let seen = '';
    try {
      for await (const event of stream) {
        if (event.type === 'thread.created') threadId = event.thread.id;
        if (event.type === 'thread.item.updated' && 'delta' in event.update)
          seen += event.update.delta;
        if (seen.includes('Part 2 of')) stop.abort();
      }
    } catch {
      // The abort ends the loop.
    }
    await expect
      .poll(async () => {
        const { data } = await client.threads.listItems(threadId, { order: 'asc' });
        return textOf(data.data[1]);
      })
      .toContain('Part 2 of');
    const { data } = await client.threads.listItems(threadId, { order: 'asc' });
    expect(textOf(data.data[1])).not.toContain('Part 30 of 30');
  });

  it('renames, deletes and takes feedback on the visitor’s own threads', async () => {
    const { client, fetch } = visitor();
    const { thread, items } = await startThread(client, 'Show a notice');
    const answer = items.at(-1);
    if (!answer) throw new Error('no answer');
    expect((await client.threads.rename(thread.id, 'Notices')).data.title).toBe('Notices');
    await client.threads.sendFeedback(thread.id, [answer.id], 'positive');
    expect(
      Object.fromEntries(example.chatkit.store.feedbackOf(thread.id, { user: fetch.user() })),
    ).toEqual({
      [answer.id]: 'positive',
    });
    await client.threads.delete(thread.id);
    expect((await refusal(client.threads.get(thread.id))).status).toBe(404);
  });
});

describe('uploads', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it.each(['two_phase', 'direct'] as const)(
    'takes a file %s, sends it with a message, and previews an image to its visitor only',
    async (strategy) => {
      const { client, fetch } = visitor(strategy);
      const { data: file } = await client.files.upload(
        new File([png], 'dot.png', { type: 'image/png' }),
      );
      expect(file).toMatchObject({ type: 'image', name: 'dot.png', mime_type: 'image/png' });
      const { items } = await startThread(client, 'What is this?', [file.id]);
      expect(items[0]).toMatchObject({ attachments: [{ id: file.id, name: 'dot.png' }] });
      expect(textOf(items.at(-1))).toContain('**dot.png**: an image (image/png)');

      const preview = file.preview_url ?? '';
      expect(preview).toMatch(new RegExp(`^${example.url}chatkit/files/atc_`));
      const own = await fetch(preview);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await own.arrayBuffer())).toEqual(png);
      expect((await globalThis.fetch(preview)).status).toBe(404);
      // Sent, it stays until its thread goes.
      expect(await refusal(client.files.delete(file.id))).toMatchObject({
        status: 409,
        code: 'attachment_in_use',
      });
    },
  );

  it('refuses a message with a file that was never uploaded', async () => {
    const { client } = visitor();
    const refused = await refusal(
      collect(client.conversation.createThread(userInput('Here', ['atc_nothing']))),
    );
    expect(refused).toMatchObject({ status: 400, code: 'invalid_attachment' });
  });
});

describe('refusals', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers what it cannot do with a 4xx and a message, never a stack', async () => {
    const cases = [
      [post('{"type":'), 400, 'invalid_json'],
      [post({ type: 'threads.fly', params: {} }), 400, 'unknown_request'],
      [post({ type: 'input.transcribe', params: {} }), 400, 'unsupported_request'],
      [post({ type: 'threads.update', params: { thread_id: 'thr_x', title: '' } }), 400, null],
      [post({ type: 'items.list', params: { thread_id: 'thr_x' } }), 404, 'not_found'],
      [post({ type: 'threads.list', params: {} }, { 'content-type': 'text/plain' }), 400, null],
      [post('x'.repeat(1024 * 1024 + 1)), 413, 'request_too_large'],
    ] as const;
    for (const [sent, status, code] of cases) {
      const response = await sent;
      const body = (await response.json()) as { error: { message: string; code: string } };
      expect(response.status).toBe(status);
      if (code !== null) expect(body.error.code).toBe(code);
      expect(body.error.message).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it('gives a new visitor a signed HttpOnly cookie, and a forged one is a new visitor', async () => {
    const response = await post({ type: 'threads.list', params: {} });
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^${VISITOR_COOKIE}=visitor_[0-9a-f]{32}\\.[\\w-]+; Path=/; .*HttpOnly; SameSite=Lax`,
      ),
    );
    const forged = await post(
      { type: 'threads.list', params: {} },
      { cookie: `${VISITOR_COOKIE}=visitor_${'0'.repeat(32)}.forged` },
    );
    expect(forged.headers.get('set-cookie')).not.toContain(`visitor_${'0'.repeat(32)}`);
  });
});

describe('bounds', () => {
  it('refuses a thread, a file or bytes past the bounds, each with its own 4xx', async () => {
    const small = await startChatKitExample({
      port: 0,
      host: '127.0.0.1',
      demo: { tokenDelayMs: 0 },
      page: false,
      logger: silentLogger,
      limits: { threadsPerUser: 1, filesPerUser: 2, fileBytes: 1024, totalFileBytes: 1536 },
    });
    try {
      const fetch = visitorFetch();
      const client = createChatKitClient({
        url: `${small.url}chatkit`,
        domainKey: 'local-dev',
        fetch,
        uploadStrategy: { type: 'two_phase' },
      });
      const file = (name: string, bytes: number) =>
        new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });
      await startThread(client, 'Show a notice');
      expect(
        await refusal(collect(client.conversation.createThread(userInput('Another')))),
      ).toMatchObject({ status: 409, code: 'too_many_threads' });

      expect(await refusal(client.files.upload(file('big.bin', 1025)))).toMatchObject({
        status: 413,
        code: 'file_too_large',
      });
      // The last file a visitor may keep is taken; the space left is smaller than the next one.
      await client.files.upload(file('a.bin', 1000));
      expect(await refusal(client.files.upload(file('b.bin', 1000)))).toMatchObject({
        status: 507,
        code: 'storage_full',
      });
      await client.files.upload(file('c.bin', 500));
      expect(await refusal(client.files.upload(file('d.bin', 1)))).toMatchObject({
        status: 409,
        code: 'too_many_files',
      });
    } finally {
      await small.close();
    }
  });
});
