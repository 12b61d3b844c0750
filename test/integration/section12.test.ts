import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUikitClient, type UikitClient } from '../../src/client';
import { safeHref, safeSrc } from '../../src/security/urlPolicy';
import type {
  ReceivedStreamEvent,
  ReceivedThreadItem,
  StructuredInputResponse,
  WidgetAction,
} from '../../src/wire';
import type { DataProblem } from '../../src/wire/receivePage';
import { COUNTER, readCount } from '../../server-example/workflows/demo/counterWidget';
import { QUESTIONS } from '../../server-example/workflows/demo/questions';
import { expectApiError } from './support/apiError';
import { collect, finishedItems, textOf, typesOf, userInput } from './support/streams';
import {
  openSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  stopAnswer,
  type TestServer,
} from './support/testServer';

// Protocol section 12 through the local API and the demo workflow, read with the kit's own client:
// every item and event must pass its wire reader untouched (no problem reported, nothing
// repaired), live and when the thread is read back.

let server: TestServer;
/** Whatever the kit's reader repaired or set aside, in any test: there must be nothing. */
const problems: DataProblem[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
  expect(problems).toEqual([]);
});

interface DemoChat {
  client: UikitClient;
  secret: string;
}

async function demoChat(workflow = 'demo'): Promise<DemoChat> {
  const { session } = await openSession(server, { workflow: { id: workflow } });
  const client = createUikitClient({
    baseUrl: server.baseUrl,
    clientSecret: session.client_secret,
    onProblem: (problem) => problems.push(problem),
  });
  return { client, secret: session.client_secret };
}

function threadIdOf(events: readonly ReceivedStreamEvent[]): string {
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread.created');
  return created.thread.id;
}

const updatesOf = (events: readonly ReceivedStreamEvent[]) =>
  events.flatMap((event) => (event.type === 'thread.item.updated' ? [event.update] : []));

async function stored(client: UikitClient, threadId: string): Promise<ReceivedThreadItem[]> {
  const { data } = await client.threads.listItems(threadId, { order: 'asc', limit: 100 });
  return data.data;
}

/** Every finished item of the stream is stored exactly as it was sent. */
async function expectStoredAsSent(client: UikitClient, events: readonly ReceivedStreamEvent[]) {
  const threadId = threadIdOf(events);
  expect(await stored(client, threadId)).toEqual(finishedItems(events));
  return threadId;
}

function only<T extends ReceivedThreadItem['type']>(
  items: readonly ReceivedThreadItem[],
  type: T,
): Extract<ReceivedThreadItem, { type: T }> {
  const found = items.filter((item) => item.type === type);
  expect(found).toHaveLength(1);
  return found[0] as Extract<ReceivedThreadItem, { type: T }>;
}

/** An entry the reader read as it was sent (not set aside as `invalid`): fails the test otherwise. */
function valid<T extends { type: string }>(entry: T | undefined): Exclude<T, { type: 'invalid' }> {
  if (entry === undefined || entry.type === 'invalid') throw new Error('an entry was not read');
  return entry as Exclude<T, { type: 'invalid' }>;
}

async function post(secret: string, body: unknown) {
  return rawRequest(server, secret, '/conversation', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('image: a generated image', () => {
  it('starts without an image, sharpens through previews, and ends with the final PNG', async () => {
    const { client } = await demoChat();
    const events = await collect(client.conversation.createThread(userInput('draw me a picture')));
    const added = events.find(
      (event) => event.type === 'thread.item.added' && event.item.type === 'uikit.generated_image',
    );
    expect(added).toMatchObject({ item: { image: null } });
    const previews = updatesOf(events).flatMap((update) =>
      update.type === 'generated_image.updated' ? [update] : [],
    );
    expect(previews.length).toBeGreaterThanOrEqual(3);
    const progress = previews.map((update) => update.progress ?? -1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeLessThan(1);
    const urls = previews.map((update) => update.image.url);
    expect(new Set(urls).size).toBe(urls.length);

    const image = only(finishedItems(events), 'uikit.generated_image');
    const url = image.image?.url ?? '';
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(urls).not.toContain(url);
    for (const src of [...urls, url]) expect(safeSrc(src)).toBe(src);
    expect(url.length).toBeLessThan(32 * 1024);
    expect(textOf(finishedItems(events).at(-1))).toMatch(/^Here is a \w+ landscape/);
    await expectStoredAsSent(client, events);
  });
});

describe('question: a structured input', () => {
  async function ask() {
    const chat = await demoChat();
    const events = await collect(
      chat.client.conversation.createThread(userInput('ask me a question')),
    );
    const item = only(finishedItems(events), 'uikit.structured_input');
    return { ...chat, events, item, threadId: threadIdOf(events) };
  }

  it('asks a single-choice, a multiple-choice and a free-form question, pending', async () => {
    const { client, events, item } = await ask();
    expect(item.status).toBe('pending');
    expect(item.inputs.map((input) => [valid(input).id, input.type])).toEqual([
      [QUESTIONS.topic, 'multiple_choice'],
      [QUESTIONS.items, 'multiple_choice'],
      [QUESTIONS.note, 'freeform'],
    ]);
    expect(item.inputs.map((input) => input.type === 'multiple_choice' && input.multiple)).toEqual([
      false,
      true,
      false,
    ]);
    // The stream ends with it: the answer waits for the user.
    expect(typesOf(events).at(-2)).toBe('thread.item.done');
    await expectStoredAsSent(client, events);
  });

  it('takes the answers, replaces the item with its answered form, and says them back', async () => {
    const { client, item, threadId } = await ask();
    const answers: StructuredInputResponse = {
      status: 'answered',
      answers: {
        [QUESTIONS.topic]: { values: ['Client tools'] },
        [QUESTIONS.items]: { values: ['Web search', 'Generated images'] },
        [QUESTIONS.note]: { values: ['Dictation, please'] },
      },
    };
    const events = await collect(
      client.conversation.addStructuredInput(threadId, item.id, answers),
    );
    expect(typesOf(events).slice(0, 3)).toEqual([
      'stream_options',
      'thread.item.replaced',
      'thread.item.added',
    ]);
    const replaced = events[1];
    if (replaced?.type !== 'thread.item.replaced') throw new Error('no replaced');
    expect(replaced.item).toMatchObject({ id: item.id, status: 'answered' });
    if (replaced.item.type !== 'uikit.structured_input') throw new Error('not the item');
    expect(replaced.item.inputs.map((input) => valid(input).answer)).toEqual([
      { values: ['Client tools'], skipped: false },
      { values: ['Web search', 'Generated images'], skipped: false },
      { values: ['Dictation, please'], skipped: false },
    ]);
    const answer = textOf(finishedItems(events).at(-1));
    expect(answer).toContain('You chose **Client tools**.');
    expect(answer).toContain('You chose **Web search**, **Generated images**.');
    expect(answer).toContain('You wrote: “Dictation, please”');

    const items = await stored(client, threadId);
    expect(items.find((one) => one.id === item.id)).toEqual(replaced.item);
    expect(items.at(-1)).toEqual(finishedItems(events).at(-1));

    // One answer only.
    await expect(
      client.conversation.addStructuredInput(threadId, item.id, answers),
    ).rejects.toMatchObject({ status: 409, code: 'structured_input_answered' });
  });

  it('takes a skip of the whole item', async () => {
    const { client, item, threadId } = await ask();
    const events = await collect(
      client.conversation.addStructuredInput(threadId, item.id, { status: 'skipped', answers: {} }),
    );
    expect(finishedItems(events)[0]).toMatchObject({ id: item.id, status: 'skipped' });
    expect(textOf(finishedItems(events).at(-1))).toContain('You skipped the questions');
  });

  it('refuses answers that do not fit the questions with a 400 naming the param, storing nothing', async () => {
    const { secret, client, item, threadId } = await ask();
    const send = (answers: Record<string, unknown>) =>
      post(secret, {
        type: 'threads.add_structured_input',
        params: { thread_id: threadId, item_id: item.id, input: { status: 'answered', answers } },
      });
    await expectApiError(await send({ colour: { values: ['red'] } }), {
      status: 400,
      code: 'invalid_answer',
      param: 'params.input.answers.colour',
    });
    await expectApiError(await send({ topic: { values: ['Widgets', 'Streaming'] } }), {
      status: 400,
      code: 'invalid_answer',
      param: 'params.input.answers.topic.values',
    });
    await expectApiError(await send({ items: { values: ['Everything'] } }), {
      status: 400,
      code: 'invalid_answer',
      param: 'params.input.answers.items.values[0]',
    });
    await expectApiError(await send({ note: { values: ['x'.repeat(4001)] } }), {
      status: 400,
      code: 'invalid_answer',
      param: 'params.input.answers.note.values[0]',
    });
    await expectApiError(await send({ note: { values: 'text' } }), {
      status: 400,
      code: 'invalid_value',
      param: 'params.input.answers.note.values',
    });
    expect((await stored(client, threadId)).find((one) => one.id === item.id)).toEqual(item);
  });

  it('answers 404 for an unknown thread or item, and 400 for an item that asks nothing', async () => {
    const { secret, events, item, threadId } = await ask();
    const send = (thread_id: string, item_id: string) =>
      post(secret, {
        type: 'threads.add_structured_input',
        params: { thread_id, item_id, input: { status: 'skipped', answers: {} } },
      });
    await expectApiError(await send('thr_nope', item.id), {
      status: 404,
      code: 'not_found',
      param: 'params.thread_id',
    });
    await expectApiError(await send(threadId, 'sti_nope'), {
      status: 404,
      code: 'not_found',
      param: 'params.item_id',
    });
    const userMessage = finishedItems(events)[0]?.id ?? '';
    await expectApiError(await send(threadId, userMessage), {
      status: 400,
      code: 'not_a_structured_input',
      param: 'params.item_id',
    });
    // Another user's item is as unknown as no item.
    const stranger = await demoChat();
    await expectApiError(
      await post(stranger.secret, {
        type: 'threads.add_structured_input',
        params: {
          thread_id: threadId,
          item_id: item.id,
          input: { status: 'skipped', answers: {} },
        },
      }),
      { status: 404, code: 'not_found' },
    );
  });
});

describe('reason: a reasoning workflow', () => {
  it('streams thoughts that finish one by one, then folds away with its duration', async () => {
    const { client } = await demoChat();
    const events = await collect(
      client.conversation.createThread(userInput('Can you reason about wonderful things?')),
    );
    const added = events.find(
      (event) => event.type === 'thread.item.added' && event.item.type === 'uikit.task_group',
    );
    expect(added).toMatchObject({ item: { group_type: 'reasoning', tasks: [] } });
    const updates = updatesOf(events);
    const thoughts = updates.flatMap((update) =>
      update.type === 'task_group.task.added' || update.type === 'task_group.task.updated'
        ? [[update.type, update.task.type, valid(update.task).status_indicator]]
        : [],
    );
    expect(thoughts).toEqual(
      [0, 1, 2].flatMap(() => [
        ['task_group.task.added', 'thought', 'loading'],
        ['task_group.task.updated', 'thought', 'complete'],
      ]),
    );
    const group = only(finishedItems(events), 'uikit.task_group');
    expect(group).toMatchObject({
      group_type: 'reasoning',
      expanded: false,
      summary: { duration: expect.any(Number) as unknown },
    });
    expect(valid(group.tasks[1]).summary).toBe('The longest word is “wonderful”.');
    expect(textOf(finishedItems(events).at(-1))).toContain('its longest is “wonderful”');
    await expectStoredAsSent(client, events);
  });
});

describe('search: a web search task', () => {
  it('shows its queries and sources as it goes, then answers citing them', async () => {
    const { client } = await demoChat();
    const events = await collect(
      client.conversation.createThread(userInput('search for sqlite storage')),
    );
    const tasks = updatesOf(events).flatMap((update) =>
      update.type === 'task_group.task.added' || update.type === 'task_group.task.updated'
        ? [update.task]
        : [],
    );
    expect(tasks[0]).toMatchObject({
      type: 'web_search',
      queries: ['sqlite storage'],
      sources: [],
      status_indicator: 'loading',
    });
    expect(tasks.at(-1)).toMatchObject({ type: 'web_search', status_indicator: 'complete' });
    const group = only(finishedItems(events), 'uikit.task_group');
    const task = valid(group.tasks[0]);
    expect(task.queries?.[0]).toBe('sqlite storage');
    const sources = task.sources ?? [];
    expect(sources[0]).toEqual({
      type: 'url',
      url: 'https://www.sqlite.org/wal.html',
      title: 'SQLite: Write-Ahead Logging',
    });
    for (const source of sources)
      if (source.type === 'url') expect(safeHref(source.url)).toBe(source.url);

    const answer = finishedItems(events).at(-1);
    if (answer?.type !== 'uikit.assistant_message') throw new Error('no answer');
    const cited = answer.content[0]?.type === 'output_text' ? answer.content[0].annotations : [];
    expect(cited.map((annotation) => annotation.type === 'url' && annotation.source.url)).toEqual(
      sources.map((source) => source.type === 'url' && source.url),
    );
    expect(textOf(answer)).toContain('nothing was fetched');
    await expectStoredAsSent(client, events);
  });
});

describe('counter: threads.sync_custom_action', () => {
  async function counter(chat?: DemoChat) {
    const used = chat ?? (await demoChat());
    const events = await collect(used.client.conversation.createThread(userInput('counter')));
    const widget = only(finishedItems(events), 'uikit.widget');
    return { ...used, widget, threadId: threadIdOf(events) };
  }
  const plus: WidgetAction = { type: COUNTER.action, payload: { by: 1 }, streaming: false };

  it('answers JSON with the widget the press leaves, and stores it', async () => {
    const { client, secret, widget, threadId } = await counter();
    expect(widget.copy_text).toBe('Glasses of water today: 0');
    expect(readCount(widget.widget)).toBe(0);

    const { data } = await client.conversation.syncCustomAction(threadId, widget.id, plus);
    const updated = data.updatedItem;
    if (updated?.type !== 'uikit.widget') throw new Error('no widget');
    expect(updated).toMatchObject({ id: widget.id, copy_text: 'Glasses of water today: 1' });
    expect(readCount(updated.widget)).toBe(1);
    expect((await stored(client, threadId)).find((item) => item.id === widget.id)).toEqual(updated);

    const response = await post(secret, {
      type: 'threads.sync_custom_action',
      params: { thread_id: threadId, item_id: widget.id, action: plus },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { updated_item: { widget: string } };
    expect(Object.keys(body)).toEqual(['updated_item']);
    expect(readCount(body.updated_item.widget)).toBe(2);
  });

  it('answers while an answer streams on the thread, which a streaming action may not', async () => {
    const { client, secret, widget, threadId } = await counter();
    const stream = await client.conversation.addUserMessage(threadId, userInput('something slow'));
    let count: number | null = null;
    for await (const event of stream) {
      if (
        event.type === 'thread.item.updated' &&
        event.update.type === 'assistant_message.content_part.text_delta'
      ) {
        const { data } = await client.conversation.syncCustomAction(threadId, widget.id, plus);
        count =
          data.updatedItem?.type === 'uikit.widget' ? readCount(data.updatedItem.widget) : null;
        await expect(
          client.conversation.customAction(threadId, widget.id, { type: COUNTER.action }),
        ).rejects.toMatchObject({ status: 409, code: 'response_in_progress' });
        // Closing the stream no longer stops the answer (protocol section 11): stop it.
        await stopAnswer(server, secret, threadId);
        break;
      }
    }
    expect(count).toBe(1);
  });

  it('refuses what it cannot do with a 4xx that says what is wrong', async () => {
    const chat = await counter();
    const { secret, widget, threadId } = chat;
    const send = (params: Record<string, unknown>) =>
      post(secret, {
        type: 'threads.sync_custom_action',
        params: { thread_id: threadId, item_id: widget.id, action: plus, ...params },
      });
    await expectApiError(await send({ action: { type: 'demo.explode', streaming: false } }), {
      status: 400,
      code: 'invalid_action',
      param: 'params.action.type',
    });
    await expectApiError(await send({ action: { type: COUNTER.action, payload: { by: 7 } } }), {
      status: 400,
      code: 'invalid_action',
      param: 'params.action.payload.by',
    });
    await expectApiError(await send({ action: { payload: {} } }), {
      status: 400,
      code: 'missing_required_parameter',
      param: 'params.action.type',
    });
    await expectApiError(await send({ item_id: 'wgt_nope' }), {
      status: 404,
      code: 'not_found',
      param: 'params.item_id',
    });
    await expectApiError(await send({ thread_id: 'thr_nope' }), {
      status: 404,
      code: 'not_found',
      param: 'params.thread_id',
    });
    const userMessage = (await stored(chat.client, threadId))[0]?.id;
    await expectApiError(await send({ item_id: userMessage }), {
      status: 400,
      code: 'not_a_widget',
      param: 'params.item_id',
    });
    // The count is where the one good press would have left it: nothing refused was stored.
    const item = (await stored(chat.client, threadId)).find((one) => one.id === widget.id);
    expect(item).toEqual(widget);
  });

  it('answers 409 on a locked thread', async () => {
    const chat = await counter();
    await collect(chat.client.conversation.addUserMessage(chat.threadId, userInput('lock')));
    await expect(
      chat.client.conversation.syncCustomAction(chat.threadId, chat.widget.id, plus),
    ).rejects.toMatchObject({ status: 409, code: 'thread_locked' });
  });

  it('answers 400 for a workflow without actions that answer at once', async () => {
    const chat = await demoChat('echo');
    const events = await collect(chat.client.conversation.createThread(userInput('hi')));
    const threadId = threadIdOf(events);
    const message = finishedItems(events).at(-1)?.id ?? '';
    // The echo workflow shows no widget: any item of it is refused the same way first.
    await expectApiError(
      await post(chat.secret, {
        type: 'threads.sync_custom_action',
        params: { thread_id: threadId, item_id: message, action: plus },
      }),
      { status: 400, code: 'not_a_widget' },
    );
    const widget = {
      id: 'wgt_echo',
      object: 'uikit.thread_item' as const,
      created_at: 0,
      thread_id: threadId,
      type: 'uikit.widget' as const,
      widget: '{"type":"Card","children":[]}',
    };
    server.uikit.storage?.items.save(widget);
    await expectApiError(
      await post(chat.secret, {
        type: 'threads.sync_custom_action',
        params: { thread_id: threadId, item_id: widget.id, action: plus },
      }),
      { status: 400, code: 'unsupported_operation', param: 'type' },
    );
  });
});

describe('the showcase', () => {
  it('lists the new trigger words with the others', async () => {
    const { client } = await demoChat();
    const text = textOf(
      finishedItems(await collect(client.conversation.createThread(userInput('hi')))).at(-1),
    );
    for (const word of ['image', 'question', 'reason', 'search', 'counter'])
      expect(text).toContain(`- **${word}**`);
  });
});
