import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UikitClient, UikitEventStream } from '../../src/client';
import { UikitConnectionError, type ReceivedStreamEvent } from '../../src/wire';
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
import { collect, eventually, finishedItems, textOf, userInput } from './support/streams';
import {
  API_KEY,
  openSession,
  removeDataDir,
  startTestServer,
  stopAnswer,
  type TestServer,
  type TestServerOptions,
  type TestSession,
} from './support/testServer';

// Protocol section 11: an answer belongs to its thread. Any client of the thread's user follows it
// with threads.resume (a snapshot, then the live events), threads.stop stops it, and it carries
// on when its sender goes away.

// ---- workflows that wait where the test says --------------------------------------------------

const gates = createGates();
const openGate = (name: string) => {
  gates.open(name);
};

const BEFORE = 'Before the pause. ';
const AFTER = 'After it.';

/** An assistant message: its first sentence, a wait at the gate `name`, its second sentence. */
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

/** Answers with a pause at the gate named by the user's text. */
const pausingWorkflow: Workflow = {
  id: 'pausing',
  version: '1',
  async *respond(input, context) {
    if (input.type === 'user_message' || input.type === 'retry')
      yield* pausingMessage(context, userText(input.item));
  },
};

/** Asks the page for a gate's name, then answers with a pause there. */
const toolThenPauseWorkflow: Workflow = {
  id: 'tool-then-pause',
  version: '1',
  async *respond(input, context) {
    if (input.type !== 'user_message') return;
    const name = await context.callClientTool('pick_gate', {});
    yield* pausingMessage(context, typeof name === 'string' ? name : JSON.stringify(name));
  },
};

/** Shows a widget; a press updates it, then answers with a pause at the gate named by the action. */
const widgetThenPauseWorkflow: Workflow = {
  id: 'widget-then-pause',
  version: '1',
  async *respond(input, context) {
    if (input.type === 'user_message')
      yield itemDone(
        context.items.widget({ type: 'Card', children: [{ type: 'Text', value: 'Press me' }] }),
      );
    if (input.type === 'widget_action') {
      yield itemUpdated(input.item.id, {
        type: 'widget.root.updated',
        widget: JSON.stringify({ type: 'Card', children: [{ type: 'Text', value: 'Pressed' }] }),
      });
      yield* pausingMessage(context, input.action.type);
    }
  },
};

const workflows = () =>
  createWorkflowRegistry([pausingWorkflow, toolThenPauseWorkflow, widgetThenPauseWorkflow]);

// ---- reading streams a bit at a time ----------------------------------------------------------

/** Reads a stream as far as the test wants, keeping every event read. */
function reader(stream: UikitEventStream) {
  const iterator = stream[Symbol.asyncIterator]();
  const events: ReceivedStreamEvent[] = [];
  return {
    events,
    /** Reads up to the first event `check` accepts. */
    async until(check: (event: ReceivedStreamEvent) => boolean): Promise<ReceivedStreamEvent> {
      for (;;) {
        const next = await iterator.next();
        if (next.done === true) throw new Error('the stream ended first');
        events.push(next.value);
        if (check(next.value)) return next.value;
      }
    },
    /** Reads to the end: the events not read before. */
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
const isAdded = (event: ReceivedStreamEvent) => event.type === 'thread.item.added';

const resume = (client: UikitClient, threadId: string) =>
  client.conversation.stream({ type: 'threads.resume', params: { thread_id: threadId } });

async function storedItems(client: UikitClient, threadId: string) {
  return (await client.threads.listItems(threadId, { order: 'asc', limit: 100 })).data.data;
}

// ---- the server --------------------------------------------------------------------------------

const servers: TestServer[] = [];
let server: TestServer;

async function start(options: TestServerOptions = {}): Promise<TestServer> {
  const started = await startTestServer({ workflows: workflows(), ...options });
  servers.push(started);
  return started;
}

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  for (const started of servers) {
    await started.stop();
    removeDataDir(started);
  }
});

/** A user with two sessions: two devices, say. */
async function twoDevices(workflow = 'pausing'): Promise<[TestSession, TestSession]> {
  const first = await openSession(server, { workflow: { id: workflow } });
  const second = await openSession(server, {
    user: first.session.user,
    workflow: { id: workflow },
  });
  return [first, second];
}

/** Starts an answer on a new thread and reads it up to the pause. */
async function pausedAnswer(client: UikitClient, name: string) {
  const sender = reader(await client.conversation.createThread(userInput(name)));
  const created = await sender.until((event) => event.type === 'thread.created');
  if (created.type !== 'thread.created') throw new Error('no thread.created');
  await sender.until(isPause);
  return { sender, thread: created.thread, threadId: created.thread.id };
}

describe('active_response', () => {
  it('is set on the thread (get, list, rename, thread.created) while the answer runs, and null after', async () => {
    const { client } = await openSession(server, { workflow: { id: 'pausing' } });
    const { sender, thread, threadId } = await pausedAnswer(client, 'active while running');
    const active = thread.active_response;
    expect(active).toEqual({
      id: expect.stringMatching(/^resp_[0-9a-f]{24}$/) as unknown,
      started_at: Math.floor(server.clock.now() / 1000),
    });
    expect((await client.threads.get(threadId)).data.active_response).toEqual(active);
    const listed = (await client.threads.list()).data.data.find((entry) => entry.id === threadId);
    expect(listed?.active_response).toEqual(active);
    expect((await client.threads.rename(threadId, 'Renamed')).data.active_response).toEqual(active);

    openGate('active while running');
    await sender.rest();
    expect((await client.threads.get(threadId)).data.active_response).toBeNull();
    const after = (await client.threads.list()).data.data.find((entry) => entry.id === threadId);
    expect(after?.active_response).toBeNull();
  });
});

describe('threads.resume', () => {
  it('gives a second device the answer so far, then the rest live; it ends with the stored items', async () => {
    const [laptop, phone] = await twoDevices();
    const { sender, threadId } = await pausedAnswer(laptop.client, 'second device');
    // The phone opens the thread: the stored items, then the answer going on.
    const before = await storedItems(phone.client, threadId);
    expect(before.map((item) => item.type)).toEqual(['uikit.user_message']);
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);
    // Following the answer is not answering: the phone's input waits, as the laptop's would.
    await expect(
      phone.client.conversation.addUserMessage(threadId, userInput('me too')),
    ).rejects.toMatchObject({ status: 409, code: 'response_in_progress' });
    const soFar = replay([], sender.events).find((item) => item.type === 'uikit.assistant_message');
    expect(textOf(soFar)).toBe(BEFORE);
    expect(resumed.events).toEqual([
      { type: 'stream_options', stream_options: { allow_cancel: true } },
      { type: 'thread.item.done', item: before[0] },
      { type: 'thread.item.added', item: soFar },
    ]);

    openGate('second device');
    const live = await resumed.rest();
    expect(live.map((event) => event.type)).toEqual([
      'thread.item.updated',
      'thread.item.done',
      'thread.updated',
    ]);
    expect(live.at(-1)).toMatchObject({
      type: 'thread.updated',
      thread: { title: 'second device', active_response: null },
    });
    expect(await sender.rest()).toEqual(live);
    const stored = await storedItems(phone.client, threadId);
    expect(textOf(stored[1])).toBe(BEFORE + AFTER);
    expect(replay(before, resumed.events)).toEqual(stored);
  });

  it('sends every reader the same live events', async () => {
    const [laptop, phone] = await twoDevices();
    const { sender, threadId } = await pausedAnswer(laptop.client, 'same for all');
    const readers = [
      reader(await resume(phone.client, threadId)),
      reader(await resume(laptop.client, threadId)),
    ];
    for (const each of readers) await each.until(isAdded);
    openGate('same for all');
    const [fromSender, ...fromOthers] = await Promise.all([
      sender.rest(),
      ...readers.map((each) => each.rest()),
    ]);
    expect(fromSender).toHaveLength(3);
    for (const events of fromOthers) expect(events).toEqual(fromSender);
  });

  it('does not send thread.created, and tells a client that dropped mid-retry what the retry removed', async () => {
    const [laptop, phone] = await twoDevices();
    openGate('retry me');
    const first = await collect(laptop.client.conversation.createThread(userInput('retry me')));
    const [user, oldAnswer] = finishedItems(first);
    const threadId = user?.thread_id ?? '';
    const shown = await storedItems(phone.client, threadId);
    expect(shown.map((item) => item.id)).toEqual([user?.id, oldAnswer?.id]);

    const sender = reader(
      await laptop.client.conversation.retryAfterItem(threadId, user?.id ?? ''),
    );
    await sender.until(isPause);
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);
    expect(resumed.events.map((event) => event.type)).toEqual([
      'stream_options',
      'thread.item.removed',
      'thread.item.added',
    ]);
    expect(resumed.events[1]).toEqual({ type: 'thread.item.removed', item_id: oldAnswer?.id });
    openGate('retry me');
    await Promise.all([sender.rest(), resumed.rest()]);
    const stored = await storedItems(phone.client, threadId);
    expect(stored.map((item) => item.id)).not.toContain(oldAnswer?.id);
    expect(replay(shown, resumed.events)).toEqual(stored);
  });

  it('answers 409 no_active_response once the answer has ended, and 404 for another user', async () => {
    const [laptop] = await twoDevices();
    const stranger = await openSession(server, { workflow: { id: 'pausing' } });
    const { sender, threadId } = await pausedAnswer(laptop.client, 'not yours');
    await expect(resume(stranger.client, threadId)).rejects.toMatchObject({ status: 404 });
    expect((await stopAnswer(server, stranger.session.client_secret, threadId)).status).toBe(404);
    expect((await laptop.client.threads.get(threadId)).data.active_response).not.toBeNull();

    openGate('not yours');
    await sender.rest();
    await expect(resume(laptop.client, threadId)).rejects.toMatchObject({
      status: 409,
      type: 'conflict_error',
      code: 'no_active_response',
    });
    await expect(resume(laptop.client, 'thr_unknown')).rejects.toMatchObject({ status: 404 });
  });

  it('still pauses the answer for a client tool: nothing to resume until its output starts it again', async () => {
    const [laptop, phone] = await twoDevices('tool-then-pause');
    const first = await collect(laptop.client.conversation.createThread(userInput('use a tool')));
    const call = finishedItems(first).at(-1);
    if (call?.type !== 'uikit.client_tool_call') throw new Error('no call');
    const threadId = call.thread_id;
    expect((await phone.client.threads.get(threadId)).data.active_response).toBeNull();
    await expect(resume(phone.client, threadId)).rejects.toMatchObject({
      status: 409,
      code: 'no_active_response',
    });

    const sender = reader(
      await laptop.client.conversation.addClientToolOutput(threadId, call.call_id, 'tool gate'),
    );
    await sender.until(isPause);
    expect((await phone.client.threads.get(threadId)).data.active_response).not.toBeNull();
    const before = await storedItems(phone.client, threadId);
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);
    // The tool's output, which the answer's input stored, is part of the answer.
    expect(resumed.events[1]).toEqual({
      type: 'thread.item.done',
      item: { ...call, status: 'completed', output: JSON.stringify('tool gate') },
    });
    openGate('tool gate');
    const [, live] = await Promise.all([sender.rest(), resumed.rest()]);
    expect(live.at(-1)).toMatchObject({ type: 'thread.updated', thread: { title: 'use a tool' } });
    expect(replay(before, resumed.events)).toEqual(await storedItems(phone.client, threadId));
  });
});

describe('threads.resume after a widget action', () => {
  it('gives the older item the answer updated, as it is now', async () => {
    const [laptop, phone] = await twoDevices('widget-then-pause');
    const first = await collect(laptop.client.conversation.createThread(userInput('a widget')));
    const widget = finishedItems(first).find((item) => item.type === 'uikit.widget');
    if (!widget) throw new Error('no widget');
    const threadId = widget.thread_id;
    const shown = await storedItems(phone.client, threadId);

    const sender = reader(
      await laptop.client.conversation.customAction(threadId, widget.id, { type: 'press gate' }),
    );
    await sender.until(isPause);
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);
    const pressed = (await storedItems(phone.client, threadId)).find(
      (item) => item.id === widget.id,
    );
    expect(pressed?.type === 'uikit.widget' && pressed.widget).toContain('Pressed');
    expect(resumed.events.slice(1, 2)).toEqual([{ type: 'thread.item.done', item: pressed }]);
    expect(resumed.events[2]?.type).toBe('thread.item.added');

    openGate('press gate');
    await Promise.all([sender.rest(), resumed.rest()]);
    expect(replay(shown, resumed.events)).toEqual(await storedItems(phone.client, threadId));
  });
});

describe('stopping a running answer', () => {
  it('threads.stop from another session of the user ends every stream with the stopped item', async () => {
    const [laptop, phone] = await twoDevices();
    const { sender, threadId } = await pausedAnswer(laptop.client, 'stop it');
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);

    const stopped = await stopAnswer(server, phone.session.client_secret, threadId);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({
      id: threadId,
      object: 'uikit.thread',
      active_response: null,
    });
    const [fromSender, fromPhone] = await Promise.all([sender.rest(), resumed.rest()]);
    const answer = (await storedItems(phone.client, threadId)).at(-1);
    expect(answer).toMatchObject({
      type: 'uikit.assistant_message',
      status: 'incomplete',
      incomplete_details: { reason: 'stopped' },
    });
    expect(textOf(answer)).toBe(BEFORE);
    for (const events of [fromSender, fromPhone])
      expect(events).toEqual([
        { type: 'thread.item.done', item: answer },
        {
          type: 'thread.updated',
          thread: expect.objectContaining({ title: 'stop it', active_response: null }) as unknown,
        },
      ]);

    // Nothing running is not an error.
    const again = await stopAnswer(server, laptop.session.client_secret, threadId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: threadId,
      title: 'stop it',
      active_response: null,
    });
  });

  it('threads.stop drops a run waiting for a client tool; its call stays pending', async () => {
    const [laptop] = await twoDevices('tool-then-pause');
    const first = await collect(
      laptop.client.conversation.createThread(userInput('stop the tool')),
    );
    const call = finishedItems(first).at(-1);
    if (call?.type !== 'uikit.client_tool_call') throw new Error('no call');
    const threadId = call.thread_id;
    const stopped = await stopAnswer(server, laptop.session.client_secret, threadId);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ id: threadId, active_response: null });
    expect((await storedItems(laptop.client, threadId)).at(-1)).toEqual(call);
    // Nothing waits for the output any more: it starts the workflow afresh, which has nothing to
    // add (the dropped run would have paused at the gate it names).
    const next = await collect(
      laptop.client.conversation.addClientToolOutput(threadId, call.call_id, 'never opened'),
    );
    expect(next.map((event) => event.type)).toEqual([
      'stream_options',
      'thread.item.done',
      'thread.updated',
    ]);
  });

  it('a cancelled session interrupts its answer, for every reader', async () => {
    const [laptop, phone] = await twoDevices();
    const { sender, threadId } = await pausedAnswer(laptop.client, 'cancel it');
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);
    const cancelled = await fetch(
      `${server.baseUrl}/v1/uikit/sessions/${laptop.session.id}/cancel`,
      { method: 'POST', headers: { authorization: `Bearer ${API_KEY}` } },
    );
    expect(cancelled.status).toBe(200);
    const [fromSender, fromPhone] = await Promise.all([sender.rest(), resumed.rest()]);
    const answer = (await storedItems(phone.client, threadId)).at(-1);
    expect(answer).toMatchObject({ incomplete_details: { reason: 'interrupted' } });
    expect(fromPhone[0]).toEqual({ type: 'thread.item.done', item: answer });
    expect(fromSender).toEqual(fromPhone);
  });

  it('deleting the thread stops its answer, for every reader', async () => {
    const [laptop, phone] = await twoDevices();
    const { sender, threadId } = await pausedAnswer(laptop.client, 'delete it');
    const resumed = reader(await resume(phone.client, threadId));
    await resumed.until(isAdded);
    await laptop.client.threads.delete(threadId);
    const [fromSender, fromPhone] = await Promise.all([sender.rest(), resumed.rest()]);
    // The item as the stop stored it, just before the thread went; no thread to update.
    expect(fromPhone).toEqual([
      {
        type: 'thread.item.done',
        item: expect.objectContaining({ incomplete_details: { reason: 'stopped' } }) as unknown,
      },
    ]);
    expect(fromSender).toEqual(fromPhone);
    await expect(phone.client.threads.get(threadId)).rejects.toMatchObject({ status: 404 });
  });

  it('ends an answer that runs past the bound as interrupted', async () => {
    const bounded = await start({ maxAnswerMs: 150 });
    const { client } = await openSession(bounded, { workflow: { id: 'pausing' } });
    // Its gate never opens.
    const events = await collect(client.conversation.createThread(userInput('forever')));
    const threadId = finishedItems(events)[0]?.thread_id ?? '';
    const answer = (await storedItems(client, threadId)).at(-1);
    expect(answer).toMatchObject({ incomplete_details: { reason: 'interrupted' } });
    expect(events.slice(-2)).toEqual([
      { type: 'thread.item.done', item: answer },
      {
        type: 'thread.updated',
        thread: expect.objectContaining({ title: 'forever', active_response: null }) as unknown,
      },
    ]);
    expect(bounded.log.lines.filter((line) => line.includes('reached its bound'))).toHaveLength(1);
  });
});

describe('a slow reader', () => {
  it('has its stream cut past the bound, while the answer goes on and is stored', async () => {
    let cut = false;
    /** Fills a reader's buffers until the server cuts it, then answers. */
    const flood: Workflow = {
      id: 'flood',
      version: '1',
      async *respond(_input, context) {
        const filler = 'x'.repeat(16 * 1024);
        for (let index = 0; index < 4000 && !cut; index += 1) {
          yield { type: 'progress_update', text: filler, icon: null };
          await context.sleep(1);
        }
        yield* streamAssistantMessage(context, 'Still here.');
      },
    };
    const slow = await start({
      maxReaderBacklogBytes: 256 * 1024,
      workflows: createWorkflowRegistry([flood]),
    });
    const cutLines = () => slow.log.lines.filter((line) => line.includes('fell too far behind'));
    const { client } = await openSession(slow, { workflow: { id: 'flood' } });
    // The sender reads up to thread.created, then no more. (It does start reading: a body nobody
    // has begun to read is cancelled by undici once its Response is garbage-collected.)
    const sender = reader(await client.conversation.createThread(userInput('flood')));
    const created = await sender.until((event) => event.type === 'thread.created');
    const threadId = created.type === 'thread.created' ? created.thread.id : '';
    await eventually(() => Promise.resolve(cutLines().length > 0 || undefined), 15_000);
    cut = true;
    await eventually(async () => {
      const { data } = await client.threads.get(threadId);
      return data.active_response === null || undefined;
    }, 15_000);
    const stored = await storedItems(client, threadId);
    expect(textOf(stored.at(-1))).toBe('Still here.');
    expect(stored.at(-1)).not.toHaveProperty('incomplete_details');
    expect(cutLines()).toHaveLength(1);
    // What it had been sent, then a broken connection: the kit resumes after such a drop.
    await expect(sender.rest()).rejects.toBeInstanceOf(UikitConnectionError);
    expect(sender.events.some((event) => event.type === 'thread.item.done')).toBe(true);
    expect(sender.events.some((event) => event.type === 'thread.updated')).toBe(false);
  });
});
