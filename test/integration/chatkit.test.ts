// The ChatKit client against a ChatKit server nobody here wrote: chatkit-node-backend-sdk 1.1.2,
// in-process (support/chatkitServer.ts). Where the Node SDK differs from chatkit-python (the
// reference of chatkit-dialect.md), the tests say so; the Python behaviour is tested with the
// fixtures in src/client/chatkit/createChatKitClient.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatKitClient, type ChatKitClient } from '../../src/client';
import type { DataProblem } from '../../src/wire/receivePage';
import { createThreadStore } from '../../src/state/createThreadStore';
import { UikitApiError, UikitConnectionError } from '../../src/wire';
import type { ReceivedStreamEvent, ReceivedThreadItem, Thread } from '../../src/wire';
import { startChatKitServer, type ChatKitTestServer } from './support/chatkitServer';
import { collect, finishedItems, textOf, userInput } from './support/streams';

let server: ChatKitTestServer;
let client: ChatKitClient;
const problems: DataProblem[] = [];

beforeAll(async () => {
  // The SDK logs every threads.create's params with console.log.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  server = await startChatKitServer();
  client = createChatKitClient({
    url: server.url,
    domainKey: 'domain_pk_local',
    fetch: server.fetch,
    uploadStrategy: { type: 'two_phase' },
    onProblem: (problem) => problems.push(problem),
  });
});

afterAll(async () => {
  await server.stop();
  vi.restoreAllMocks();
});

const types = (events: readonly ReceivedStreamEvent[]) => events.map((event) => event.type);

/** Starts a thread with one message; its thread and finished items. */
async function startThread(text: string) {
  const events = await collect(client.conversation.createThread(userInput(text)));
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread.created');
  return { thread: created.thread, events, items: finishedItems(events) };
}

describe('a new thread and its answer', () => {
  it('streams in uikit events, with the stop control the SDK never offers', async () => {
    const { thread, events, items } = await startThread('hello there');
    expect(thread).toMatchObject({
      object: 'uikit.thread',
      title: null,
      status: { type: 'active' },
    });
    expect(thread.id).toMatch(/^thr_/);
    // The SDK sends no stream_options: the client gives ChatKit's default when the answer starts.
    expect(types(events)).toEqual([
      'thread.created',
      'thread.item.done',
      'stream_options',
      'thread.item.added',
      // The part, then "You ", "said: ", "hello ", "there".
      ...Array<string>(5).fill('thread.item.updated'),
      'thread.item.done',
      'thread.updated',
    ]);
    expect(items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    expect(textOf(items[1])).toBe('You said: hello there');
    expect(events.at(-1)).toMatchObject({ thread: { title: 'hello there' } });
    // The SDK's toISOString() times.
    expect(Math.abs((items[0]?.created_at ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(problems).toEqual([]);
  });

  it('applies to the kit’s thread store as a uikit answer does', async () => {
    const store = createThreadStore();
    const stream = await client.conversation.createThread(userInput('store me'));
    for await (const event of stream) store.getState().applyEvents([event]);
    expect(store.getState().items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    expect(store.getState().thread?.title).toBe('store me');
  });
});

describe('threads and their items', () => {
  let threads: Thread[];
  let items: ReceivedThreadItem[];

  beforeAll(async () => {
    threads = [];
    for (const text of ['one', 'two', 'three']) threads.push((await startThread(text)).thread);
    const [last] = threads.slice(-1);
    if (!last) throw new Error('no thread');
    for (const text of ['four', 'five']) {
      await collect(client.conversation.addUserMessage(last.id, userInput(text)));
    }
    items = (await client.threads.listItems(last.id, { limit: 100, order: 'asc' })).data.data;
  });

  it('lists threads newest first, page by page', async () => {
    const first = await client.threads.list({ limit: 2 });
    expect(first.data.data.map((thread) => thread.title)).toEqual(['three', 'two']);
    expect(first.data.has_more).toBe(true);
    const second = await client.threads.list({ limit: 2, after: first.data.last_id ?? '' });
    expect(second.data.data[0]?.title).toBe('one');
  });

  it('gets a thread (its embedded first page is not the thread’s business)', async () => {
    const thread = threads[2] as Thread;
    const { data } = await client.threads.get(thread.id);
    expect(data).toEqual({ ...thread, title: 'three' });
    expect(data).not.toHaveProperty('items');
  });

  it('pages through items newest first, whatever the SDK’s default order (ascending)', async () => {
    const thread = threads[2] as Thread;
    const pages: string[][] = [];
    for await (const page of client.threads.iterateItems(thread.id, { limit: 4 }))
      pages.push(page.data.map((item) => item.id));
    expect(pages.map((page) => page.length)).toEqual([4, 2]);
    expect(pages.flat()).toEqual(items.map((item) => item.id).reverse());
    expect(items.map(textOfItem)).toEqual([
      'three',
      'You said: three',
      'four',
      'You said: four',
      'five',
      'You said: five',
    ]);
  });
});

function textOfItem(item: ReceivedThreadItem): string {
  if (item.type === 'uikit.user_message')
    return item.content.map((part) => (part.type === 'input_text' ? part.text : '')).join('');
  return textOf(item);
}

describe('a client tool round trip', () => {
  it('completes the call, then answers with its output', async () => {
    const { thread, items } = await startThread('where am I?');
    const call = items.at(-1);
    if (call?.type !== 'uikit.client_tool_call') throw new Error('no client tool call');
    expect(call).toMatchObject({
      status: 'in_progress',
      name: 'get_location',
      arguments: '{"precise":true}',
      output: null,
    });
    const events = await collect(
      client.conversation.addClientToolOutput(thread.id, call.call_id, { city: 'Lisbon' }),
    );
    // The client completes the call at once; the SDK (unlike chatkit-python) also replaces it.
    expect(types(events).slice(0, 3)).toEqual([
      'thread.item.done',
      'stream_options',
      'thread.item.replaced',
    ]);
    for (const event of events.slice(0, 3))
      if (event.type !== 'stream_options')
        expect(event).toMatchObject({
          item: { id: call.id, status: 'completed', output: '{"city":"Lisbon"}' },
        });
    expect(textOf(finishedItems(events).at(-1))).toBe('You are in Lisbon.');
    const stored = (await client.threads.listItems(thread.id)).data.data;
    expect(stored.find((item) => item.id === call.id)).toMatchObject({ status: 'completed' });
  });
});

describe('a widget action', () => {
  it('sends the action for the widget and streams its updates as JSON text', async () => {
    const { thread, items } = await startThread('widget please');
    const widget = items.at(-1);
    if (widget?.type !== 'uikit.widget') throw new Error('no widget');
    expect(JSON.parse(widget.widget)).toMatchObject({ type: 'Card' });
    const events = await collect(
      client.conversation.customAction(thread.id, widget.id, {
        type: 'book',
        payload: { seat: 3 },
      }),
    );
    const update = events.find((event) => event.type === 'thread.item.updated');
    expect(update).toMatchObject({ item_id: widget.id, update: { type: 'widget.root.updated' } });
    if (update?.type === 'thread.item.updated' && update.update.type === 'widget.root.updated')
      expect(JSON.parse(update.update.widget)).toMatchObject({
        children: [{ value: 'Booked' }],
      });
    expect(textOf(finishedItems(events).at(-1))).toBe('Booked seat 3.');
  });

  it('a non-streaming action is not something the SDK answers: a clear error', async () => {
    const { thread, items } = await startThread('widget again');
    const error: unknown = await client.conversation
      .syncCustomAction(thread.id, items.at(-1)?.id ?? '', { type: 'book' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UikitApiError);
    expect(error).toMatchObject({
      status: 500,
      message:
        'The ChatKit server refused threads.sync_custom_action (HTTP 500): Internal Server Error',
    });
  });
});

describe('retry', () => {
  it('removes what came after the message, then answers again', async () => {
    const { thread, items } = await startThread('first question');
    await collect(client.conversation.addUserMessage(thread.id, userInput('second question')));
    const all = (await client.threads.listItems(thread.id, { order: 'asc' })).data.data;
    const [question, answer, laterQuestion, laterAnswer] = all;
    expect(question?.id).toBe(items[0]?.id);

    const store = createThreadStore();
    store.getState().dispatch({ type: 'items.page', items: all, position: 'newer' });
    const events = await collect(client.conversation.retryAfterItem(thread.id, question?.id ?? ''));
    expect(events.slice(0, 3)).toEqual([
      { type: 'thread.item.removed', item_id: laterAnswer?.id },
      { type: 'thread.item.removed', item_id: laterQuestion?.id },
      { type: 'thread.item.removed', item_id: answer?.id },
    ]);
    store.getState().applyEvents(events);
    const shown = store.getState().items;
    expect(shown.map(textOfItem)).toEqual(['first question', 'You said: first question']);
    expect(shown[1]?.id).not.toBe(answer?.id);
    // The SDK (unlike chatkit-python) deletes nothing: the store still holds the old answers.
    const stored = (await client.threads.listItems(thread.id)).data.data;
    expect(stored.map((item) => item.id)).toContain(answer?.id);
  });
});

describe('feedback, rename and delete', () => {
  it('sends feedback on items', async () => {
    const { thread, items } = await startThread('rate me');
    const { data } = await client.threads.sendFeedback(thread.id, [items[1]?.id ?? ''], 'positive');
    expect(data).toEqual({ object: 'uikit.feedback', item_ids: [items[1]?.id], kind: 'positive' });
    expect(server.server.feedback.at(-1)).toEqual({ itemIds: [items[1]?.id], kind: 'positive' });
  });

  it('renames a thread and deletes it; then it is gone', async () => {
    const { thread } = await startThread('to be renamed');
    expect((await client.threads.rename(thread.id, 'Renamed')).data.title).toBe('Renamed');
    expect((await client.threads.get(thread.id)).data.title).toBe('Renamed');
    expect((await client.threads.delete(thread.id)).data).toEqual({
      id: thread.id,
      object: 'uikit.thread.deleted',
      deleted: true,
    });
    await expect(client.threads.get(thread.id)).rejects.toMatchObject({
      status: 500,
      message: 'The ChatKit server refused threads.get_by_id (HTTP 500): Internal Server Error',
    });
  });
});

describe('uploads', () => {
  const pdf = () => new File(['%PDF-1.7 quarterly'], 'q3.pdf', { type: 'application/pdf' });

  it('two-phase, with the SDK’s upload_url: the file is stored and sent with a message', async () => {
    const progress: number[] = [];
    const { data } = await client.files.upload(pdf(), {
      onProgress: ({ fraction }) => progress.push(fraction),
    });
    expect(data).toMatchObject({ object: 'uikit.attachment', type: 'file', name: 'q3.pdf' });
    expect(progress).toEqual([0, 1]);
    expect(new TextDecoder().decode(server.files.bytes.get(data.id))).toBe('%PDF-1.7 quarterly');

    const { items } = await startThread('with a file');
    const thread = items[0]?.thread_id ?? '';
    const events = await collect(
      client.conversation.addUserMessage(thread, userInput('read this', [data.id])),
    );
    const message = finishedItems(events)[0];
    expect(message).toMatchObject({
      type: 'uikit.user_message',
      attachments: [{ id: data.id, name: 'q3.pdf', type: 'file', preview_url: null }],
    });
  });

  it('direct, to the host’s upload URL', async () => {
    const direct = createChatKitClient({
      url: server.url,
      domainKey: 'domain_pk_local',
      fetch: server.fetch,
      uploadStrategy: { type: 'direct', uploadUrl: `${server.origin}/direct-upload` },
    });
    const { data } = await direct.files.upload(pdf());
    expect(data).toMatchObject({ object: 'uikit.attachment', name: 'q3.pdf', bytes: pdf().size });
    expect(server.store.attachments.has(data.id)).toBe(true);
  });

  it('deletes an upload nobody sent', async () => {
    const { data } = await client.files.upload(pdf());
    await client.files.delete(data.id);
    expect(server.store.attachments.has(data.id)).toBe(false);
    expect(server.files.bytes.has(data.id)).toBe(false);
  });
});

describe('what never surfaces, and what fails', () => {
  it('hidden items and end_of_turn stay out of answers and pages', async () => {
    const { thread, events } = await startThread('hidden things');
    expect(finishedItems(events).map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    // The SDK keeps end_of_turn in its pages (it filters hidden_context_item only).
    const stored = server.store.items.get(thread.id)?.map((item) => item.type);
    expect(stored).toContain('end_of_turn');
    const page = (await client.threads.listItems(thread.id)).data.data;
    expect(page.map((item) => item.type)).toEqual([
      'uikit.assistant_message',
      'uikit.user_message',
    ]);
  });

  it('an error the workflow raises is an error event', async () => {
    const events = await collect(client.conversation.createThread(userInput('fail now')));
    expect(events.find((event) => event.type === 'error')).toEqual({
      type: 'error',
      code: 'custom',
      message: 'Quota reached.',
      allow_retry: false,
    });
  });

  it('an unknown thread: a 500 for reads, a stream that breaks off for messages', async () => {
    await expect(client.threads.get('thr_missing')).rejects.toBeInstanceOf(UikitApiError);
    await expect(
      collect(client.conversation.addUserMessage('thr_missing', userInput('hi'))),
    ).rejects.toBeInstanceOf(UikitConnectionError);
  });

  it('the host’s fetch carries the authentication: without it, 401', async () => {
    const anonymous = createChatKitClient({ url: server.url, domainKey: 'domain_pk_local' });
    await expect(anonymous.threads.list()).rejects.toMatchObject({
      status: 401,
      type: 'authentication_error',
      message: 'The ChatKit server refused threads.list (HTTP 401): Not authenticated',
    });
  });

  it('dictation is not something the SDK answers', async () => {
    await expect(
      client.conversation.transcribe({ audioBase64: 'AAAA', mimeType: 'audio/webm' }),
    ).rejects.toMatchObject({ status: 500 });
  });
});
