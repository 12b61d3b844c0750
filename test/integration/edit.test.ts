import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UikitClient, UikitEventStream } from '../../src/client';
import type { ReceivedStreamEvent, ReceivedThreadItem, UserInput } from '../../src/wire';
import { echoWorkflow } from '../../server-example/workflows/echo';
import {
  itemAdded,
  itemDone,
  itemUpdated,
  streamAssistantMessage,
  textOf as userText,
} from '../../server-example/workflows/events';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import type {
  Workflow,
  WorkflowContext,
  WorkflowEvent,
} from '../../server-example/workflows/workflow';
import { createGates } from './support/gates';
import { replay } from './support/replay';
import { collect, finishedItems, textOf, typesOf, userInput } from './support/streams';
import {
  openSession,
  removeDataDir,
  startTestServer,
  type TestServer,
  type TestSession,
} from './support/testServer';

// Protocol section 11, `edit`: threads.edit_user_message makes a user message say something else
// and answers it anew. Everything after it goes (thread.item.removed, in order), the message is
// replaced in place (same id, same created_at), and no branch is kept.

// ---- a workflow that does what the message says -----------------------------------------------

const gates = createGates();

const BEFORE = 'Before the pause. ';
const AFTER = 'After it.';

/** An assistant message: a first sentence, a wait at the gate `name`, a second sentence. */
async function* pausingMessage(
  context: WorkflowContext,
  name: string,
): AsyncGenerator<WorkflowEvent, void, undefined> {
  const message = context.items.assistantMessage();
  yield itemAdded(message);
  yield itemUpdated(message.id, {
    type: 'assistant_message.content_part.added',
    content_index: 0,
    content: { type: 'output_text', text: '', annotations: [] },
  });
  yield itemUpdated(message.id, {
    type: 'assistant_message.content_part.text_delta',
    content_index: 0,
    delta: BEFORE,
  });
  await gates.pass(name, context.signal);
  if (context.signal.aborted) return;
  yield itemUpdated(message.id, {
    type: 'assistant_message.content_part.text_delta',
    content_index: 0,
    delta: AFTER,
  });
  yield itemDone({
    ...message,
    content: [{ type: 'output_text', text: BEFORE + AFTER, annotations: [] }],
  });
}

/**
 * Echoes the message, except: `wait …` pauses at the gate of that name, `tool …` opens a message
 * and asks the page, `lock me` and `close me` lock or close the thread after the answer.
 */
const biddableWorkflow: Workflow = {
  id: 'biddable',
  version: '1',
  async *respond(input, context) {
    if (input.type === 'client_tool_output') {
      yield* streamAssistantMessage(context, `picked ${JSON.stringify(input.output)}`);
      return;
    }
    if (input.type !== 'user_message' && input.type !== 'retry') return;
    const text = userText(input.item);
    if (text.startsWith('wait ')) {
      yield* pausingMessage(context, text);
      return;
    }
    if (text.startsWith('tool ')) {
      // Its message stays open while the page runs the tool.
      const asking = context.items.assistantMessage();
      yield itemAdded(asking);
      const picked = await context.callClientTool('pick', {});
      const said = `picked ${JSON.stringify(picked)}`;
      yield itemDone({
        ...asking,
        content: [{ type: 'output_text', text: said, annotations: [] }],
      });
      return;
    }
    yield* streamAssistantMessage(context, text);
    if (text === 'lock me') context.lockThread('Read only now');
    if (text === 'close me') context.closeThread(null);
  },
};

// ---- the server --------------------------------------------------------------------------------

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    workflows: createWorkflowRegistry([biddableWorkflow, echoWorkflow]),
  });
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const openChat = (params: Parameters<typeof openSession>[1] = {}) =>
  openSession(server, { workflow: { id: 'biddable' }, ...params });

async function storedItems(client: UikitClient, threadId: string): Promise<ReceivedThreadItem[]> {
  const { data } = await client.threads.listItems(threadId, { order: 'asc', limit: 100 });
  return data.data;
}

/** A thread with one turn per text, each answered to its end. */
async function threadOf(client: UikitClient, texts: readonly string[]) {
  const [first = '', ...rest] = texts;
  const created = await collect(client.conversation.createThread(userInput(first)));
  const threadId = finishedItems(created)[0]?.thread_id ?? '';
  for (const text of rest)
    await collect(client.conversation.addUserMessage(threadId, userInput(text)));
  return { threadId, items: await storedItems(client, threadId) };
}

const edit = (client: UikitClient, threadId: string, itemId: string, input: UserInput) =>
  client.conversation.editUserMessage(threadId, itemId, input);

/** The text of a user message. */
const said = (item: ReceivedThreadItem | undefined) =>
  item?.type === 'uikit.user_message'
    ? item.content.map((part) => ('text' in part ? part.text : '')).join('')
    : '';

/** Reads a stream as far as the test wants, keeping every event read. */
function reader(stream: UikitEventStream) {
  const iterator = stream[Symbol.asyncIterator]();
  const events: ReceivedStreamEvent[] = [];
  return {
    events,
    async until(check: (event: ReceivedStreamEvent) => boolean): Promise<void> {
      for (;;) {
        const next = await iterator.next();
        if (next.done === true) throw new Error('the stream ended first');
        events.push(next.value);
        if (check(next.value)) return;
      }
    },
    async rest(): Promise<ReceivedStreamEvent[]> {
      const from = events.length;
      for (;;) {
        const next = await iterator.next();
        if (next.done === true) return events.slice(from);
        events.push(next.value);
      }
    },
  };
}

const isPause = (event: ReceivedStreamEvent) =>
  event.type === 'thread.item.updated' &&
  event.update.type === 'assistant_message.content_part.text_delta' &&
  event.update.delta === BEFORE;

// ---- the tests ---------------------------------------------------------------------------------

describe('threads.edit_user_message', () => {
  it('removes every later item in order, replaces the message (same id, same created_at), then answers it', async () => {
    const { client } = await openChat();
    const { threadId, items } = await threadOf(client, ['one', 'two', 'three']);
    const [one, oneAnswer, two, ...later] = items;
    expect(later).toHaveLength(3);
    server.clock.advance(90_000);

    const events = await collect(edit(client, threadId, two?.id ?? '', userInput('deux')));
    const replaced = { ...two, content: [{ type: 'input_text', text: 'deux' }] };
    expect(events.slice(0, 5)).toEqual([
      { type: 'stream_options', stream_options: { allow_cancel: true } },
      ...later.map((item) => ({ type: 'thread.item.removed', item_id: item.id })),
      { type: 'thread.item.replaced', item: replaced },
    ]);
    // Then the answer, as to a new message: the thread, titled already, is not updated.
    const answer = finishedItems(events).at(-1);
    expect(typesOf(events.slice(5))).toEqual([
      'thread.item.added',
      ...Array<string>(3).fill('thread.item.updated'),
      'thread.item.done',
    ]);
    expect(textOf(answer)).toBe('deux');
    expect(answer?.created_at).toBe(Math.floor(server.clock.now() / 1000));
    expect(two?.created_at).toBeLessThan(answer?.created_at ?? 0);

    // The message at its old place, its new answer after it, nothing else.
    const stored = await storedItems(client, threadId);
    expect(stored).toEqual([one, oneAnswer, replaced, answer]);
    expect(replay(items, events)).toEqual(stored);
  });

  it('edits the last message, removing only its answer; editing the first keeps the title', async () => {
    const { client } = await openChat();
    const { threadId, items } = await threadOf(client, ['first words', 'last words']);
    const [first, , last, lastAnswer] = items;

    const lastEdit = await collect(edit(client, threadId, last?.id ?? '', userInput('final')));
    expect(lastEdit.slice(1, 3)).toEqual([
      { type: 'thread.item.removed', item_id: lastAnswer?.id },
      { type: 'thread.item.replaced', item: expect.objectContaining({ id: last?.id }) as unknown },
    ]);

    const firstEdit = await collect(edit(client, threadId, first?.id ?? '', userInput('redone')));
    expect(typesOf(firstEdit).filter((type) => type === 'thread.item.removed')).toHaveLength(3);
    expect(typesOf(firstEdit)).not.toContain('thread.updated');
    const stored = await storedItems(client, threadId);
    expect(stored.map(said)).toEqual(['redone', '']);
    expect(textOf(stored[1])).toBe('redone');
    // The title came from the first answer's message and stays (it may have been renamed since:
    // the server cannot tell).
    expect((await client.threads.get(threadId)).data.title).toBe('first words');
  });

  it('keeps the inference options and quoted text the new input brings', async () => {
    const { client } = await openChat();
    const { threadId, items } = await threadOf(client, ['plain']);
    const input: UserInput = {
      content: [
        { type: 'quoted_text', text: 'an earlier line' },
        { type: 'input_text', text: 'about this' },
      ],
      inference_options: { model: 'small', tool_choice: { id: 'search' } },
    };
    const events = await collect(edit(client, threadId, items[0]?.id ?? '', input));
    const stored = (await storedItems(client, threadId))[0];
    expect(stored).toMatchObject({
      id: items[0]?.id,
      content: input.content,
      attachments: [],
      inference_options: { model: 'small', tool_choice: { id: 'search' } },
    });
    expect(finishedItems(events)[0]).toEqual(stored);
  });

  it('drops a run waiting for a client tool: its open message and its call go with the later items', async () => {
    const { client } = await openChat();
    const first = await collect(client.conversation.createThread(userInput('tool please')));
    const opened = first.find((event) => event.type === 'thread.item.added');
    const [message, call] = finishedItems(first);
    if (call?.type !== 'uikit.client_tool_call' || opened?.type !== 'thread.item.added')
      throw new Error('no open message and call');
    const threadId = call.thread_id;

    const edited = await collect(edit(client, threadId, message?.id ?? '', userInput('no tool')));
    // Dropping the run stores its open message (interrupted), so the edit removes it too: nothing
    // the dropped run held comes back later.
    expect(edited.slice(1, 4)).toEqual([
      { type: 'thread.item.removed', item_id: call.id },
      { type: 'thread.item.removed', item_id: opened.item.id },
      {
        type: 'thread.item.replaced',
        item: expect.objectContaining({ id: message?.id }) as unknown,
      },
    ]);
    expect(textOf(finishedItems(edited).at(-1))).toBe('no tool');
    // The call is gone, and nothing waits for its output.
    await expect(
      client.conversation.addClientToolOutput(threadId, call.call_id, 'late'),
    ).rejects.toMatchObject({ status: 404, param: 'params.call_id' });
    expect((await storedItems(client, threadId)).map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
  });

  it('drops the feedback given on the answers it removes; the new answer takes feedback as usual', async () => {
    const { client, session } = await openChat();
    const { threadId, items } = await threadOf(client, ['rate me']);
    const [message, oldAnswer] = items;
    await client.threads.sendFeedback(threadId, [oldAnswer?.id ?? ''], 'negative');
    const feedback = server.uikit.storage?.feedback;
    expect(feedback?.kindOf(oldAnswer?.id ?? '', session.user)).toBe('negative');

    const events = await collect(edit(client, threadId, message?.id ?? '', userInput('rate me')));
    const answer = finishedItems(events).at(-1);
    expect(feedback?.kindOf(oldAnswer?.id ?? '', session.user)).toBeUndefined();
    await expect(
      client.threads.sendFeedback(threadId, [oldAnswer?.id ?? ''], 'positive'),
    ).rejects.toMatchObject({ status: 404, param: 'item_ids[0]' });
    await client.threads.sendFeedback(threadId, [answer?.id ?? ''], 'positive');
    expect(feedback?.kindOf(answer?.id ?? '', session.user)).toBe('positive');
  });
});

describe('threads.edit_user_message with attachments', () => {
  const uploads = () =>
    openChat({ chatkit_configuration: { file_upload: { enabled: true, max_files: 10 } } });
  const upload = async (client: UikitClient, name: string) =>
    (await client.files.upload(new File([name], name, { type: 'text/plain' }))).data;
  const attachedIds = (item: ReceivedThreadItem | undefined) =>
    item?.type === 'uikit.user_message'
      ? item.attachments.map((file) => (file.type === 'invalid' ? 'invalid' : file.id))
      : [];

  it('keeps the files the new input names, attaches new ones, and leaves the dropped ones with the thread', async () => {
    const { client } = await uploads();
    const [kept, dropped, added] = [
      await upload(client, 'kept.txt'),
      await upload(client, 'dropped.txt'),
      await upload(client, 'added.txt'),
    ];
    const created = await collect(
      client.conversation.createThread(userInput('files', [kept.id, dropped.id])),
    );
    const message = finishedItems(created)[0];
    const threadId = message?.thread_id ?? '';

    const events = await collect(
      edit(client, threadId, message?.id ?? '', userInput('other files', [kept.id, added.id])),
    );
    const replaced = events.find((event) => event.type === 'thread.item.replaced');
    expect(replaced?.type === 'thread.item.replaced' && attachedIds(replaced.item)).toEqual([
      kept.id,
      added.id,
    ]);
    const stored = (await storedItems(client, threadId))[0];
    expect(stored).toMatchObject({
      attachments: [
        { id: kept.id, name: 'kept.txt' },
        { id: added.id, name: 'added.txt' },
      ],
    });

    // The added file is the thread's now; the dropped one still is (as a retry leaves the files
    // of the messages it deletes): not deletable on its own, not for another thread, but for
    // this one.
    for (const file of [added, dropped])
      await expect(
        client.conversation.createThread(userInput('elsewhere', [file.id])),
      ).rejects.toMatchObject({ status: 400, code: 'attachment_in_use' });
    await expect(client.files.delete(dropped.id)).rejects.toMatchObject({
      status: 409,
      code: 'attachment_in_use',
    });
    await collect(
      edit(client, threadId, message?.id ?? '', userInput('only the text', [dropped.id])),
    );
    expect(attachedIds((await storedItems(client, threadId))[0])).toEqual([dropped.id]);

    // Every one of them goes with the thread.
    await client.threads.delete(threadId);
    for (const file of [kept, dropped, added])
      expect(existsSync(join(server.dataDir, 'files', file.id))).toBe(false);
  });

  it('takes an attachment alone as the new input', async () => {
    const { client } = await uploads();
    const { threadId, items } = await threadOf(client, ['words first']);
    const file = await upload(client, 'alone.txt');
    await collect(edit(client, threadId, items[0]?.id ?? '', userInput('', [file.id])));
    const stored = (await storedItems(client, threadId))[0];
    expect(said(stored)).toBe('');
    expect(attachedIds(stored)).toEqual([file.id]);
  });

  it('refuses a file of another thread or another user, and an unknown one, changing nothing', async () => {
    const alice = await uploads();
    const bob = await uploads();
    const { threadId, items } = await threadOf(alice.client, ['keep me']);
    const elsewhere = await upload(alice.client, 'elsewhere.txt');
    await collect(alice.client.conversation.createThread(userInput('other', [elsewhere.id])));
    const bobs = await upload(bob.client, 'bobs.txt');
    const messageId = items[0]?.id ?? '';

    await expect(
      edit(alice.client, threadId, messageId, userInput('x', [elsewhere.id])),
    ).rejects.toMatchObject({
      status: 400,
      code: 'attachment_in_use',
      param: 'params.input.attachments[0]',
    });
    for (const id of [bobs.id, 'file_nope'])
      await expect(
        edit(alice.client, threadId, messageId, userInput('x', [id])),
      ).rejects.toMatchObject({ status: 404, param: 'params.input.attachments[0]' });
    expect(await storedItems(alice.client, threadId)).toEqual(items);
    // Bob's file is still his to send.
    await collect(bob.client.conversation.createThread(userInput('mine', [bobs.id])));
  });
});

describe('threads.edit_user_message refusals', () => {
  let alice: TestSession;
  let threadId: string;
  let items: ReceivedThreadItem[];

  beforeAll(async () => {
    alice = await openChat();
    ({ threadId, items } = await threadOf(alice.client, ['hello']));
  });

  it('404 for an item that is not a user message of the thread, whatever the reason', async () => {
    const [message, answer] = items;
    const other = await threadOf(alice.client, ['another thread']);
    const notFound = { status: 404, type: 'not_found_error', code: 'not_found' };
    // No such item; an assistant message (the protocol's 404, where a retry's is a 400); a user
    // message of another thread.
    for (const itemId of ['msg_unknown', answer?.id ?? '', other.items[0]?.id ?? ''])
      await expect(edit(alice.client, threadId, itemId, userInput('x'))).rejects.toMatchObject({
        ...notFound,
        param: 'params.item_id',
      });
    // Another user's thread is no thread of theirs.
    const bob = await openChat();
    await expect(
      edit(bob.client, threadId, message?.id ?? '', userInput('x')),
    ).rejects.toMatchObject({ ...notFound, param: 'params.thread_id' });
    await expect(
      edit(alice.client, 'thr_unknown', message?.id ?? '', userInput('x')),
    ).rejects.toMatchObject({ ...notFound, param: 'params.thread_id' });
    expect(await storedItems(alice.client, threadId)).toEqual(items);
  });

  it('400 empty_message for an input with neither text nor attachments', async () => {
    for (const text of ['', '   \n'])
      await expect(
        edit(alice.client, threadId, items[0]?.id ?? '', userInput(text)),
      ).rejects.toMatchObject({
        status: 400,
        code: 'empty_message',
        param: 'params.input.content',
      });
    expect(await storedItems(alice.client, threadId)).toEqual(items);
  });

  it('409 for a locked or a closed thread', async () => {
    for (const [text, code] of [
      ['lock me', 'thread_locked'],
      ['close me', 'thread_closed'],
    ] as const) {
      const shut = await threadOf(alice.client, [text]);
      await expect(
        edit(alice.client, shut.threadId, shut.items[0]?.id ?? '', userInput('reopen')),
      ).rejects.toMatchObject({
        status: 409,
        type: 'conflict_error',
        code,
        param: 'params.thread_id',
      });
      expect(await storedItems(alice.client, shut.threadId)).toEqual(shut.items);
    }
  });

  it('409 response_in_progress while an answer runs, from any device; it works once it ends', async () => {
    const phone = await openChat({ user: alice.session.user });
    const sender = reader(
      await alice.client.conversation.createThread(userInput('wait for the edit')),
    );
    await sender.until(isPause);
    const message = finishedItems(sender.events)[0];
    const running = message?.thread_id ?? '';
    for (const client of [alice.client, phone.client])
      await expect(
        edit(client, running, message?.id ?? '', userInput('too soon')),
      ).rejects.toMatchObject({ status: 409, code: 'response_in_progress' });

    gates.open('wait for the edit');
    await sender.rest();
    const edited = await collect(edit(phone.client, running, message?.id ?? '', userInput('now')));
    expect(textOf(finishedItems(edited).at(-1))).toBe('now');
  });
});

describe('threads.resume during an edit’s answer', () => {
  it('gives the removed items and the edited message in its snapshot, then the answer live', async () => {
    const laptop = await openChat();
    const phone = await openChat({ user: laptop.session.user });
    gates.open('wait once');
    const { threadId, items } = await threadOf(laptop.client, ['wait once', 'more']);
    const [message, ...later] = items;
    expect(later).toHaveLength(3);
    // What the phone shows before the edit.
    const shown = await storedItems(phone.client, threadId);

    const sender = reader(
      await edit(laptop.client, threadId, message?.id ?? '', userInput('wait twice')),
    );
    await sender.until(isPause);
    const resumed = reader(await phone.client.conversation.resume(threadId));
    await resumed.until((event) => event.type === 'thread.item.added');
    const edited = { ...message, content: [{ type: 'input_text', text: 'wait twice' }] };
    const soFar = replay([], sender.events).find((item) => item.type === 'uikit.assistant_message');
    expect(textOf(soFar)).toBe(BEFORE);
    // The snapshot gives every final item as `done`: for the edited message, which the client
    // holds, that replaces it in place as `replaced` does.
    expect(resumed.events).toEqual([
      { type: 'stream_options', stream_options: { allow_cancel: true } },
      ...later.map((item) => ({ type: 'thread.item.removed', item_id: item.id })),
      { type: 'thread.item.done', item: edited },
      { type: 'thread.item.added', item: soFar },
    ]);

    gates.open('wait twice');
    const [fromSender, live] = await Promise.all([sender.rest(), resumed.rest()]);
    expect(live).toEqual(fromSender);
    const stored = await storedItems(phone.client, threadId);
    expect(stored.map((item) => item.id)).toEqual([message?.id, soFar?.id]);
    expect(textOf(stored[1])).toBe(BEFORE + AFTER);
    expect(replay(shown, resumed.events)).toEqual(stored);
    expect(replay(items, sender.events)).toEqual(stored);
  });
});
