import { afterEach, describe, expect, it } from 'vitest';
import type { UikitClient, UikitEventStream } from '../../src/client';
import type { ReceivedStreamEvent, ReceivedThreadItem } from '../../src/wire';
import { itemAdded, itemDone, itemUpdated } from '../../server-example/workflows/events';
import type { Workflow } from '../../server-example/workflows/workflow';
import type { StoredItem } from '../../server-example/db/items';
import { createDemoWorkflow } from '../../server-example/workflows/demo/demoWorkflow';
import { echoWorkflow } from '../../server-example/workflows/echo';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import { fillDatabase, freeDatabase } from './support/fullDisk';
import { collect, eventually, finishedItems, textOf, userInput } from './support/streams';
import {
  openSession,
  postSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  stopAnswer,
  type TestServer,
  type TestServerOptions,
} from './support/testServer';

// Nothing the user saw is lost: answers are checkpointed while they stream, an answer the server
// never finished is stored as interrupted, and a full disk is said to be one.

/** An answer of 40 kB in 1 kB pieces: its checkpoints soon need more pages than a full disk has. */
const bigAnswerWorkflow: Workflow = {
  id: 'big',
  version: '1',
  async *respond(_input, context) {
    const message = context.items.assistantMessage();
    yield itemAdded(message);
    let text = '';
    for (let piece = 0; piece < 40; piece += 1) {
      await context.sleep(10);
      const delta = `${String(piece).padStart(4, '0')}${'x'.repeat(1019)} `;
      text += delta;
      yield itemUpdated(message.id, {
        type: 'assistant_message.content_part.text_delta',
        content_index: 0,
        delta,
      });
    }
    yield itemDone({ ...message, content: [{ type: 'output_text', text, annotations: [] }] });
  },
};

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    await server.stop();
    removeDataDir(server);
  }
});

async function start(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer({
    workflows: createWorkflowRegistry([
      createDemoWorkflow({ tokenDelayMs: 0, slowTokenDelayMs: 5, stepDelayMs: 0 }),
      echoWorkflow,
      bigAnswerWorkflow,
    ]),
    checkpoint: { intervalMs: 20, maxUpdates: 100 },
    ...options,
  });
  running.push(server);
  return server;
}

const storage = (server: TestServer) => {
  if (!server.uikit.storage) throw new Error('no embedded storage');
  return server.uikit.storage;
};

const checkpointed = (server: TestServer): StoredItem[] =>
  storage(server)
    .db.prepare<[], { data: string }>('SELECT data FROM open_items')
    .all()
    .map((row) => JSON.parse(row.data) as StoredItem);

/** Reads an answer's events until `until` says stop, keeping the text received so far. */
async function readUntil(
  stream: UikitEventStream,
  until: (received: string, events: ReceivedStreamEvent[]) => boolean | Promise<boolean>,
) {
  const events: ReceivedStreamEvent[] = [];
  let received = '';
  let threadId = '';
  for await (const event of stream) {
    events.push(event);
    if (event.type === 'thread.created') threadId = event.thread.id;
    if (
      event.type === 'thread.item.updated' &&
      event.update.type === 'assistant_message.content_part.text_delta'
    )
      received += event.update.delta;
    if (await until(received, events)) break;
  }
  return { events, received, threadId };
}

async function storedItems(client: UikitClient, threadId: string): Promise<ReceivedThreadItem[]> {
  return (await client.threads.listItems(threadId, { order: 'asc' })).data.data;
}

describe('an answer while it streams', () => {
  it('is checkpointed at a bounded interval, and listed only once it is done', async () => {
    const server = await start();
    const { client, session } = await openSession(server, { workflow: { id: 'demo' } });
    const stream = await client.conversation.createThread(userInput('something slow'));
    let snapshot: StoredItem | undefined;
    const { threadId } = await readUntil(stream, async (text) => {
      if (text.length < 40) return false;
      snapshot = await eventually(() =>
        Promise.resolve(checkpointed(server).find((item) => textOf(item).length >= 40)),
      );
      return true;
    });
    expect((await stopAnswer(server, session.client_secret, threadId)).status).toBe(200);
    expect(snapshot).toMatchObject({ type: 'uikit.assistant_message', thread_id: threadId });

    // Once the answer ended (stopped here), the checkpoint is gone and the item is stored: the
    // checkpoint was a state of that same answer.
    const answer = await eventually(async () =>
      (await storedItems(client, threadId)).find((item) => item.id === snapshot?.id),
    );
    expect(answer).toMatchObject({ incomplete_details: { reason: 'stopped' } });
    expect(textOf(answer).startsWith(textOf(snapshot))).toBe(true);
    expect(checkpointed(server)).toEqual([]);
  });

  it('writes nothing extra for an answer shorter than one checkpoint', async () => {
    const server = await start({ checkpoint: { intervalMs: 60_000, maxUpdates: 1000 } });
    const { client } = await openSession(server);
    const events = await collect(client.conversation.createThread(userInput('quick one')));
    expect(textOf(finishedItems(events).at(-1))).toBe('quick one');
    expect(checkpointed(server)).toEqual([]);
  });
});

describe('a server stopped in the middle of an answer', () => {
  it('stores the answer as interrupted, and the thread goes on after the restart', async () => {
    const before = await start();
    const { session, client } = await openSession(before, { workflow: { id: 'demo' } });
    const stream = await client.conversation.createThread(userInput('something slow'));
    const { received, threadId } = await readUntil(stream, (text) => text.length >= 30);
    running.splice(running.indexOf(before), 1);
    await before.stop();

    const after = await start({ dataDir: before.dataDir });
    const again = (await openSession(after, { user: session.user, workflow: { id: 'demo' } }))
      .client;
    const answer = (await storedItems(again, threadId)).at(-1);
    expect(answer).toMatchObject({
      type: 'uikit.assistant_message',
      status: 'incomplete',
      incomplete_details: { reason: 'interrupted' },
    });
    expect(textOf(answer).startsWith(received)).toBe(true);

    const next = await collect(again.conversation.addUserMessage(threadId, userInput('hello?')));
    expect(textOf(finishedItems(next).at(-1))).toContain('The uikit demo');
  });
});

describe('a full disk', () => {
  it('ends a streaming answer with storage_error, keeps reads working, and recovers', async () => {
    const server = await start();
    const { client } = await openSession(server, { workflow: { id: 'big' } });
    const stream = await client.conversation.createThread(userInput('a long one'));
    let filled = false;
    const { events, threadId } = await readUntil(stream, (text) => {
      if (text.length > 0 && !filled) {
        fillDatabase(storage(server).db);
        filled = true;
      }
      return false;
    });
    expect(events.at(-1)).toEqual({
      type: 'error',
      code: 'storage_error',
      message: expect.stringContaining('storage is full') as unknown,
      allow_retry: true,
    });
    // Ended early, at a checkpoint: not after the whole answer.
    expect(events.filter((event) => event.type === 'thread.item.updated').length).toBeLessThan(40);
    expect(events.some((event) => event.type === 'error' && event.code === 'workflow_failed')).toBe(
      false,
    );
    // One line in the log, no stack.
    const failures = server.log.errors.filter((entry) => entry.line.includes('SQLITE_FULL'));
    expect(failures).toHaveLength(1);
    expect(failures[0]?.error).toBeUndefined();

    // Reads keep working.
    expect((await client.threads.get(threadId)).data.id).toBe(threadId);
    expect((await storedItems(client, threadId))[0]?.type).toBe('uikit.user_message');

    freeDatabase(storage(server).db);
    const next = await collect(client.conversation.addUserMessage(threadId, userInput('again')));
    expect(textOf(finishedItems(next).at(-1))).toHaveLength(40 * 1024);
  });

  it('answers REST writes with 507 storage_error, one log line each, until space returns', async () => {
    const server = await start();
    const { session, client } = await openSession(server);
    const events = await collect(client.conversation.createThread(userInput('hello')));
    const threadId = finishedItems(events)[0]?.thread_id ?? '';
    fillDatabase(storage(server).db);
    const linesBefore = server.log.lines.length;

    // Writes that need room: a long message, a session with many state variables.
    const send = await rawRequest(server, session.client_secret, '/conversation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'threads.add_user_message',
        params: { thread_id: threadId, input: userInput('x'.repeat(5000)) },
      }),
    });
    const stateVariables = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [`key_${String(index)}`, 'v'.repeat(100)]),
    );
    const mint = await postSession(server, {
      user: 'someone',
      workflow: { id: 'echo', state_variables: stateVariables },
    });
    for (const response of [send, mint]) {
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({
        error: {
          type: 'server_error',
          code: 'storage_error',
          param: null,
          message: expect.stringContaining('storage is full') as unknown,
        },
      });
    }
    const lines = server.log.lines.slice(linesBefore);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/ 507 \d+ms code=storage_error \(SQLITE_FULL/);
    expect(server.log.errors).toEqual([]);

    // Reads answer as usual.
    expect((await storedItems(client, threadId)).map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);

    freeDatabase(storage(server).db);
    await client.threads.rename(threadId, 'Back');
    const next = await collect(client.conversation.addUserMessage(threadId, userInput('more')));
    expect(textOf(finishedItems(next).at(-1))).toBe('more');
  });
});
