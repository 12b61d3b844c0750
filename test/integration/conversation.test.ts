import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UikitClient } from '../../src/client';
import {
  parseWidget,
  type ReceivedStreamEvent,
  type ReceivedThreadItem,
  type WidgetNode,
} from '../../src/wire';
import { streamAssistantMessage } from '../../server-example/workflows/events';
import { createDemoWorkflow } from '../../server-example/workflows/demo/demoWorkflow';
import { echoWorkflow } from '../../server-example/workflows/echo';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import type { Workflow } from '../../server-example/workflows/workflow';
import {
  API_KEY,
  openSession,
  removeDataDir,
  startTestServer,
  stopAnswer,
  type TestServer,
} from './support/testServer';
import { collect, eventually, finishedItems, textOf, typesOf, userInput } from './support/streams';

/** Fails after its first sentence, as a buggy workflow would. */
const brokenWorkflow: Workflow = {
  id: 'broken',
  version: '1',
  async *respond(_input, context) {
    const message = context.items.assistantMessage();
    yield { type: 'thread.item.added', item: message };
    await context.sleep(1);
    yield {
      type: 'thread.item.updated',
      item_id: message.id,
      update: {
        type: 'assistant_message.content_part.text_delta',
        content_index: 0,
        delta: 'So far ',
      },
    };
    throw new Error('the model fell over');
  },
};

/** Asks the page twice in one answer, then says what it heard. */
const twoToolsWorkflow: Workflow = {
  id: 'two-tools',
  version: '1',
  async *respond(input, context) {
    if (input.type !== 'user_message') return;
    const first = await context.callClientTool('first', { n: 1 });
    const second = await context.callClientTool('second', { n: 2 });
    yield* streamAssistantMessage(context, `heard ${JSON.stringify([first, second])}`);
  },
};

const STEADY_TEXT = Array.from({ length: 40 }, (_, index) => `${String(index)} `).join('');

/** Counts to 40, a token every few milliseconds: an answer that takes a while, but not long. */
const steadyWorkflow: Workflow = {
  id: 'steady',
  version: '1',
  async *respond(_input, context) {
    yield* streamAssistantMessage(context, STEADY_TEXT, { tokenDelayMs: 3 });
  },
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    workflows: createWorkflowRegistry([
      createDemoWorkflow({ tokenDelayMs: 0, slowTokenDelayMs: 5, stepDelayMs: 0 }),
      echoWorkflow,
      brokenWorkflow,
      twoToolsWorkflow,
      steadyWorkflow,
    ]),
  });
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

async function storedItems(client: UikitClient, threadId: string): Promise<ReceivedThreadItem[]> {
  const { data } = await client.threads.listItems(threadId, { order: 'asc', limit: 100 });
  return data.data;
}

function threadIdOf(events: readonly ReceivedStreamEvent[]): string {
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread.created');
  return created.thread.id;
}

/** Every node of a widget tree, depth first. */
function widgetNodes(node: WidgetNode): WidgetNode[] {
  return [node, ...('children' in node ? node.children.flatMap(widgetNodes) : [])];
}

describe('threads.create', () => {
  it('sends the events in the protocol order and stores what it sent', async () => {
    const { client } = await openSession(server);
    const events = await collect(client.conversation.createThread(userInput('Hello there, uikit')));
    const types = typesOf(events);
    expect(types.slice(0, 4)).toEqual([
      'stream_options',
      'thread.created',
      'thread.item.done',
      'thread.item.added',
    ]);
    expect(types.slice(-2)).toEqual(['thread.item.done', 'thread.updated']);
    expect(types.filter((type) => type === 'thread.item.updated').length).toBeGreaterThan(3);
    expect(events[0]).toEqual({ type: 'stream_options', stream_options: { allow_cancel: true } });

    const created = events[1];
    expect(created).toMatchObject({
      type: 'thread.created',
      thread: { object: 'uikit.thread', title: null, status: { type: 'active' } },
    });
    const [user, answer] = finishedItems(events);
    expect(user).toMatchObject({
      type: 'uikit.user_message',
      content: [{ type: 'input_text', text: 'Hello there, uikit' }],
      attachments: [],
      inference_options: { model: null, tool_choice: null },
    });
    expect(textOf(answer)).toBe('Hello there, uikit');
    expect(events.at(-1)).toMatchObject({
      type: 'thread.updated',
      thread: { title: 'Hello there, uikit' },
    });

    const threadId = threadIdOf(events);
    expect(await storedItems(client, threadId)).toEqual([user, answer]);
  });

  it('sends no title when automatic titling is off', async () => {
    const { client } = await openSession(server, {
      chatkit_configuration: { automatic_thread_titling: { enabled: false } },
    });
    const events = await collect(client.conversation.createThread(userInput('no title please')));
    expect(typesOf(events)).not.toContain('thread.updated');
    expect((await client.threads.get(threadIdOf(events))).data.title).toBeNull();
  });

  it('titles only once, after the first answer', async () => {
    const { client } = await openSession(server);
    const first = await collect(
      client.conversation.createThread(userInput(`${'long words '.repeat(10)}end`)),
    );
    const threadId = threadIdOf(first);
    const title = (await client.threads.get(threadId)).data.title ?? '';
    expect(title.length).toBeLessThanOrEqual(61);
    expect(title).toMatch(/^long words .*…$/);
    const second = await collect(client.conversation.addUserMessage(threadId, userInput('more')));
    expect(typesOf(second)).toEqual(
      expect.not.arrayContaining(['thread.created', 'thread.updated']),
    );
    expect(typesOf(second)[0]).toBe('stream_options');
  });
});

describe('stopping an answer', () => {
  it('threads.stop stores the partial answer as a final item, keeping everything that was sent', async () => {
    const { client, session } = await openSession(server, { workflow: { id: 'demo' } });
    const stream = await client.conversation.createThread(userInput('something slow'));
    const events: ReceivedStreamEvent[] = [];
    let threadId = '';
    let received = '';
    let deltas = 0;
    let stopped: Response | undefined;
    for await (const event of stream) {
      events.push(event);
      if (event.type === 'thread.created') threadId = event.thread.id;
      if (
        event.type === 'thread.item.updated' &&
        event.update.type === 'assistant_message.content_part.text_delta'
      ) {
        received += event.update.delta;
        deltas += 1;
        if (deltas === 8) stopped = await stopAnswer(server, session.client_secret, threadId);
      }
    }
    // The answer is the thread, no longer answering.
    expect(stopped?.status).toBe(200);
    expect(await stopped?.json()).toMatchObject({ id: threadId, active_response: null });
    expect(stream.aborted).toBe(false);

    // The stream ended by itself: the cut answer as stored (marked, so a reload still says it
    // was stopped), then the title a stop gives too.
    const answer = (await storedItems(client, threadId)).at(-1);
    expect(answer).toMatchObject({
      type: 'uikit.assistant_message',
      status: 'incomplete',
      incomplete_details: { reason: 'stopped' },
    });
    expect(events.slice(-2)).toEqual([
      { type: 'thread.item.done', item: answer },
      {
        type: 'thread.updated',
        thread: expect.objectContaining({
          title: 'something slow',
          active_response: null,
        }) as unknown,
      },
    ]);
    expect(textOf(answer).startsWith(received)).toBe(true);
    expect(textOf(answer).length).toBeLessThan(200);

    // The thread is free again at once: the stopped answer no longer holds it.
    const next = await collect(
      client.conversation.addUserMessage(threadId, userInput('hello again')),
    );
    expect(textOf(finishedItems(next).at(-1))).toContain('The uikit demo');
  });

  it('is not stopped by closing its stream: the answer runs to its end and is stored whole', async () => {
    const { client } = await openSession(server, { workflow: { id: 'steady' } });
    const stream = await client.conversation.createThread(userInput('count'));
    let threadId = '';
    for await (const event of stream) {
      if (event.type === 'thread.created') threadId = event.thread.id;
      // The page is closed in the middle of the answer.
      if (event.type === 'thread.item.updated') break;
    }
    expect((await client.threads.get(threadId)).data.active_response).not.toBeNull();
    const thread = await eventually(async () => {
      const { data } = await client.threads.get(threadId);
      return data.active_response === null ? data : undefined;
    }, 10_000);
    expect(thread.title).toBe('count');
    const items = await storedItems(client, threadId);
    expect(items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    expect(items[1]).not.toHaveProperty('incomplete_details');
    expect(textOf(items[1])).toBe(STEADY_TEXT);
  });

  it('stops the answer of a thread that is deleted, storing nothing after', async () => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const errorsBefore = server.log.errors.length;
    const stream = await client.conversation.createThread(userInput('slow down'));
    let threadId = '';
    let count = 0;
    for await (const event of stream) {
      count += 1;
      if (event.type === 'thread.created') threadId = event.thread.id;
      if (event.type === 'thread.item.added') await client.threads.delete(threadId);
    }
    expect(count).toBeLessThan(300);
    await expect(client.threads.get(threadId)).rejects.toMatchObject({ status: 404 });
    expect(server.uikit.storage?.items.all(threadId)).toEqual([]);
    expect(server.log.errors.slice(errorsBefore)).toEqual([]);
  });

  it('stops the answers of a cancelled session', async () => {
    const { client, session } = await openSession(server, { workflow: { id: 'demo' } });
    const stream = await client.conversation.createThread(userInput('slow please'));
    const seen: ReceivedStreamEvent[] = [];
    for await (const event of stream) {
      seen.push(event);
      if (event.type === 'thread.item.added')
        await fetch(`${server.baseUrl}/v1/uikit/sessions/${session.id}/cancel`, {
          method: 'POST',
          headers: { authorization: `Bearer ${API_KEY}` },
        });
    }
    // The stream ended by itself, long before the slow answer's 900 tokens, with the answer as
    // stored: interrupted (the server stopped it, not the user).
    expect(seen.length).toBeLessThan(300);
    const last = finishedItems(seen).at(-1);
    expect(last).toMatchObject({
      type: 'uikit.assistant_message',
      status: 'incomplete',
      incomplete_details: { reason: 'interrupted' },
    });
    // The session can no longer read it: look in the storage.
    expect(server.uikit.storage?.items.all(last?.thread_id ?? '').at(-1)).toEqual(last);
  });
});

describe('client tools', () => {
  it('ends the stream at the in-progress call and continues the same answer with the output', async () => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const first = await collect(client.conversation.createThread(userInput('use the tool')));
    const last = first.at(-1);
    expect(last?.type).toBe('thread.item.done');
    const call = last?.type === 'thread.item.done' ? last.item : undefined;
    expect(call).toMatchObject({
      type: 'uikit.client_tool_call',
      name: 'get_page_info',
      status: 'in_progress',
      output: null,
    });
    if (call?.type !== 'uikit.client_tool_call') throw new Error('no call');
    expect(JSON.parse(call.arguments)).toEqual({ fields: ['title', 'url'] });
    const threadId = call.thread_id;
    expect((await storedItems(client, threadId)).at(-1)).toEqual(call);

    const output = { title: 'Shop — Checkout', url: 'https://shop.example/checkout' };
    const second = await collect(
      client.conversation.addClientToolOutput(threadId, call.call_id, output),
    );
    expect(typesOf(second).slice(0, 2)).toEqual(['stream_options', 'thread.item.done']);
    const completed = { ...call, status: 'completed', output: JSON.stringify(output) };
    expect(second[1]).toEqual({ type: 'thread.item.done', item: completed });
    const answer = finishedItems(second).at(-1);
    expect(textOf(answer)).toContain('**Shop — Checkout**');
    expect(answer?.type === 'uikit.assistant_message' && answer.content[0]).toMatchObject({
      annotations: [{ type: 'url', source: { url: 'https://shop.example/checkout' } }],
    });
    // Titled at the end of the whole answer, which ended in the second stream.
    expect(second.at(-1)).toMatchObject({
      type: 'thread.updated',
      thread: { title: 'use the tool' },
    });
    const stored = await storedItems(client, threadId);
    expect(stored.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
      'uikit.client_tool_call',
      'uikit.assistant_message',
    ]);
    expect(stored[2]).toEqual(completed);
  });

  it('resumes a workflow waiting on several calls in turn', async () => {
    const { client } = await openSession(server, { workflow: { id: 'two-tools' } });
    const first = await collect(client.conversation.createThread(userInput('go')));
    const callOf = (events: ReceivedStreamEvent[]) => {
      const done = events.at(-1);
      if (done?.type !== 'thread.item.done' || done.item.type !== 'uikit.client_tool_call')
        throw new Error('no call');
      return done.item;
    };
    const one = callOf(first);
    expect(one.name).toBe('first');
    const second = await collect(
      client.conversation.addClientToolOutput(one.thread_id, one.call_id, 'a'),
    );
    const two = callOf(second);
    expect(two.name).toBe('second');
    const third = await collect(
      client.conversation.addClientToolOutput(two.thread_id, two.call_id, { b: 2 }),
    );
    expect(textOf(finishedItems(third).at(-1))).toBe('heard ["a",{"b":2}]');
  });

  it('drops a run whose tool output never comes, and then runs the workflow again', async () => {
    const impatient = await startTestServer({
      toolWaitMs: 1,
      workflows: createWorkflowRegistry([twoToolsWorkflow]),
    });
    try {
      const { client } = await openSession(impatient, { workflow: { id: 'two-tools' } });
      const first = await collect(client.conversation.createThread(userInput('go')));
      const call = finishedItems(first).at(-1);
      if (call?.type !== 'uikit.client_tool_call') throw new Error('no call');
      await new Promise((resolve) => setTimeout(resolve, 10));
      // A fresh run with the output as its input: this workflow has nothing to add then.
      const second = await collect(
        client.conversation.addClientToolOutput(call.thread_id, call.call_id, 'late'),
      );
      expect(typesOf(second)).toEqual(['stream_options', 'thread.item.done', 'thread.updated']);
    } finally {
      await impatient.stop();
      removeDataDir(impatient);
    }
  });

  it('abandons a waiting call when the user sends a new message instead', async () => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const first = await collect(client.conversation.createThread(userInput('tool time')));
    const threadId = threadIdOf(first);
    const next = await collect(
      client.conversation.addUserMessage(threadId, userInput('never mind')),
    );
    expect(textOf(finishedItems(next).at(-1))).toContain('The uikit demo');
  });
});

describe('widgets', () => {
  it('streams a form widget, and its server action updates it in place', async () => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const events = await collect(client.conversation.createThread(userInput('show me a widget')));
    const streamed = events.flatMap((event) =>
      event.type === 'thread.item.updated' &&
      event.update.type === 'widget.streaming_text.value_delta'
        ? [event.update]
        : [],
    );
    expect(streamed.length).toBeGreaterThan(3);
    expect(streamed.at(-1)?.done).toBe(true);
    const widget = finishedItems(events).find((item) => item.type === 'uikit.widget');
    if (widget?.type !== 'uikit.widget') throw new Error('no widget');
    const parsed = parseWidget(widget.widget);
    if (!parsed.ok) throw new Error(parsed.error);
    const nodes = widgetNodes(parsed.root);
    expect(nodes.map((node) => node.type)).toEqual(
      expect.arrayContaining([
        'Card',
        'Input',
        'Select',
        'DatePicker',
        'Checkbox',
        'Button',
      ]) as unknown,
    );
    expect(nodes.filter((node) => node.type === 'invalid' || node.type === 'unknown')).toEqual([]);
    expect(streamed.map((update) => update.delta).join('')).toContain('press Book');

    const action = await collect(
      client.conversation.customAction(widget.thread_id, widget.id, {
        type: 'demo.book',
        payload: { name: 'Ada', tour: 'tools', date: '2026-12-24', newsletter: true },
      }),
    );
    expect(typesOf(action).slice(0, 3)).toEqual([
      'stream_options',
      'thread.item.updated',
      'client_effect',
    ]);
    const update = action[1];
    expect(update).toMatchObject({
      type: 'thread.item.updated',
      item_id: widget.id,
      update: { type: 'widget.root.updated' },
    });
    expect(action[2]).toMatchObject({
      type: 'client_effect',
      name: 'demo.booked',
      data: { name: 'Ada', tour: 'Client tools', date: '2026-12-24', newsletter: true },
    });
    expect(textOf(finishedItems(action).at(-1))).toContain('Booked **Client tools** for Ada');
    const stored = (await storedItems(client, widget.thread_id)).find(
      (item) => item.id === widget.id,
    );
    expect(stored?.type === 'uikit.widget' && stored.widget).toContain('See you, Ada!');
    // Stored as the stream left it: the new root, then its badge confirmed alone
    // (`widget.component.updated`).
    const badge = action.find(
      (event) =>
        event.type === 'thread.item.updated' && event.update.type === 'widget.component.updated',
    );
    expect(badge).toBeDefined();
    if (badge?.type === 'thread.item.updated' && badge.update.type === 'widget.component.updated')
      expect(stored?.type === 'uikit.widget' && stored.widget).toContain(
        typeof badge.update.component === 'string'
          ? badge.update.component
          : JSON.stringify(badge.update.component),
      );

    await collect(
      client.conversation.customAction(widget.thread_id, widget.id, { type: 'demo.reset' }),
    );
    const reset = (await storedItems(client, widget.thread_id)).find(
      (item) => item.id === widget.id,
    );
    expect(reset?.type === 'uikit.widget' && reset.widget).toBe(widget.widget);
  });
});

describe('threads.retry_after_item', () => {
  it('removes everything after the message and answers it again', async () => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const failed = await collect(client.conversation.createThread(userInput('cause an error')));
    expect(failed.find((event) => event.type === 'error')).toEqual({
      type: 'error',
      code: 'demo_failure',
      message: expect.stringContaining('failed on purpose') as unknown,
      allow_retry: true,
    });
    const [user, partial] = finishedItems(failed);
    const threadId = threadIdOf(failed);

    const retried = await collect(client.conversation.retryAfterItem(threadId, user?.id ?? ''));
    expect(typesOf(retried).slice(0, 2)).toEqual(['stream_options', 'thread.item.removed']);
    expect(retried[1]).toEqual({ type: 'thread.item.removed', item_id: partial?.id });
    const answer = finishedItems(retried).at(-1);
    expect(textOf(answer)).toContain('this time the answer **worked**');
    expect((await storedItems(client, threadId)).map((item) => item.id)).toEqual([
      user?.id,
      answer?.id,
    ]);
  });
});

describe('the demo workflow', () => {
  it('streams the markdown showcase with url and file annotations, greeting by state variable', async () => {
    const { client } = await openSession(server, {
      workflow: { id: 'demo', state_variables: { user_name: 'Ada' } },
    });
    const events = await collect(client.conversation.createThread(userInput('hi')));
    const answer = finishedItems(events).at(-1);
    const text = textOf(answer);
    for (const construct of [
      '## The uikit demo',
      'Hello, Ada!',
      '| Item type |',
      '```ts',
      '- **widget**',
      '1. ',
      '](https://',
    ])
      expect(text).toContain(construct);
    const annotations = answer?.type === 'uikit.assistant_message' ? answer.content[0] : undefined;
    expect(annotations).toMatchObject({
      annotations: expect.arrayContaining([
        expect.objectContaining({ type: 'url' }),
        expect.objectContaining({ type: 'file' }),
      ]) as unknown,
    });
    const added = events.filter(
      (event) =>
        event.type === 'thread.item.updated' &&
        event.update.type === 'assistant_message.content_part.annotation_added',
    );
    expect(added).toHaveLength(3);
  });

  it('runs a task group that progresses, then a task item replaced in place', async () => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const events = await collect(client.conversation.createThread(userInput('show tasks')));
    const kinds = events.flatMap((event) =>
      event.type === 'thread.item.updated' ? [event.update.type] : [],
    );
    expect(kinds.filter((kind) => kind === 'task_group.task.added')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'task_group.task.updated')).toHaveLength(3);
    expect(typesOf(events)).toContain('progress_update');
    expect(typesOf(events)).toContain('thread.item.replaced');
    const items = await storedItems(client, threadIdOf(events));
    expect(items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.task_group',
      'uikit.task',
      'uikit.assistant_message',
    ]);
    expect(items[1]).toMatchObject({ tasks: [{ summary: 'Found one question.' }, {}, {}] });
    expect(items[2]).toMatchObject({
      task_type: 'thought',
      summary: expect.stringContaining('all finished') as unknown,
    });
  });

  it.each([
    ['notice', ['notice', 'notice', 'notice']],
    ['progress', ['progress_update', 'progress_update', 'progress_update']],
  ])('sends %s events before its answer', async (trigger, expected) => {
    const { client } = await openSession(server, { workflow: { id: 'demo' } });
    const events = await collect(client.conversation.createThread(userInput(trigger)));
    expect(typesOf(events).filter((type) => expected.includes(type))).toEqual(expected);
  });

  it.each([
    ['lock', 'locked', 'Locked by the demo'],
    ['close', 'closed', 'Closed by the demo'],
  ])(
    'can %s the thread, saying so in thread.updated at the end',
    async (trigger, status, reason) => {
      const { client } = await openSession(server, {
        workflow: { id: 'demo' },
        chatkit_configuration: { automatic_thread_titling: { enabled: false } },
      });
      const events = await collect(
        client.conversation.createThread(userInput(`please ${trigger}`)),
      );
      expect(events.at(-1)).toMatchObject({
        type: 'thread.updated',
        thread: { status: { type: status, reason: expect.stringContaining(reason) as unknown } },
      });
      const threadId = threadIdOf(events);
      await expect(
        client.conversation.addUserMessage(threadId, userInput('hello?')),
      ).rejects.toMatchObject({ status: 409, code: `thread_${status}` });
      await expect(
        client.conversation.retryAfterItem(threadId, finishedItems(events)[0]?.id ?? ''),
      ).rejects.toMatchObject({ status: 409 });
    },
  );
});

describe('a failing workflow', () => {
  it('keeps what it sent, ends with a retryable error event, and logs the cause', async () => {
    const { client } = await openSession(server, { workflow: { id: 'broken' } });
    const events = await collect(client.conversation.createThread(userInput('go')));
    expect(typesOf(events).slice(-3)).toEqual(['thread.item.done', 'error', 'thread.updated']);
    expect(events.find((event) => event.type === 'error')).toEqual({
      type: 'error',
      code: 'workflow_failed',
      message: 'The answer could not be completed.',
      allow_retry: true,
    });
    const items = await storedItems(client, threadIdOf(events));
    expect(textOf(items[1])).toBe('So far ');
    // The cut answer says so, live (its `done`) and after a reload.
    expect(finishedItems(events).at(-1)).toEqual(items[1]);
    expect(items[1]).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'error' },
    });
    expect(
      server.log.errors.some(({ error }) => String(error).includes('the model fell over')),
    ).toBe(true);
  });
});
