import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UikitApiError, type Thread, type ReceivedThreadItem } from '../../src/wire';
import type { UikitClient } from '../../src/client';
import {
  API_KEY,
  openSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  type TestServer,
  type TestSession,
} from './support/testServer';
import { collect, finishedItems, textOf, userInput } from './support/streams';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

/** Starts a thread with one message; returns the thread and its two items. */
async function startThread(client: UikitClient, text: string) {
  const events = await collect(client.conversation.createThread(userInput(text)));
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread.created');
  return { thread: created.thread, items: finishedItems(events) };
}

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('GET /v1/uikit/threads', () => {
  let owner: TestSession;
  let threads: Thread[];

  beforeAll(async () => {
    owner = await openSession(server);
    threads = [];
    for (const text of ['one', 'two', 'three', 'four', 'five'])
      threads.push((await startThread(owner.client, text)).thread);
  });

  it('lists the newest first by default, with the list envelope', async () => {
    const { data } = await owner.client.threads.list();
    expect(ids(data.data)).toEqual(ids(threads).reverse());
    expect(data).toMatchObject({
      object: 'list',
      first_id: threads[4]?.id,
      last_id: threads[0]?.id,
      has_more: false,
    });
    expect(data.data[0]?.title).toBe('five');
  });

  it('pages forwards and backwards with limit, order, after and before', async () => {
    const all = ids(threads);
    const { data: page1 } = await owner.client.threads.list({ limit: 2, order: 'asc' });
    expect(ids(page1.data)).toEqual(all.slice(0, 2));
    expect(page1.has_more).toBe(true);
    const { data: page2 } = await owner.client.threads.list({
      limit: 2,
      order: 'asc',
      after: page1.last_id ?? '',
    });
    expect(ids(page2.data)).toEqual(all.slice(2, 4));
    const { data: last } = await owner.client.threads.list({
      limit: 2,
      order: 'asc',
      after: page2.last_id ?? '',
    });
    expect(ids(last.data)).toEqual(all.slice(4));
    expect(last.has_more).toBe(false);

    // `before` gives the rows just before the cursor, still in the asked order.
    const { data: before } = await owner.client.threads.list({
      limit: 2,
      order: 'asc',
      before: all[4] ?? '',
    });
    expect(ids(before.data)).toEqual(all.slice(2, 4));
    expect(before.has_more).toBe(true);
    const { data: between } = await owner.client.threads.list({
      order: 'desc',
      after: all[4] ?? '',
      before: all[0] ?? '',
    });
    expect(ids(between.data)).toEqual(all.slice(1, 4).reverse());
  });

  it('acts for ?user= with the API key, and for nobody else', async () => {
    const response = await rawRequest(
      server,
      API_KEY,
      `/threads?user=${encodeURIComponent(owner.session.user)}&limit=1`,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as { data: Thread[]; has_more: boolean };
    expect(ids(page.data)).toEqual([threads[4]?.id]);
    expect(page.has_more).toBe(true);
    const item = await rawRequest(
      server,
      API_KEY,
      `/threads/${threads[0]?.id ?? ''}?user=${encodeURIComponent(owner.session.user)}`,
    );
    expect(item.status).toBe(200);
    const wrongUser = await rawRequest(
      server,
      API_KEY,
      `/threads/${threads[0]?.id ?? ''}?user=eve`,
    );
    expect(wrongUser.status).toBe(404);
    const sessionNamingAnother = await rawRequest(
      server,
      owner.session.client_secret,
      '/threads?user=eve',
    );
    expect(sessionNamingAnother.status).toBe(400);
  });

  it('lists only the n most recent threads with history.recent_threads = n', async () => {
    const capped = await openSession(server, {
      user: owner.session.user,
      chatkit_configuration: { history: { recent_threads: 2 } },
    });
    const { data } = await capped.client.threads.list();
    expect(ids(data.data)).toEqual([threads[4]?.id, threads[3]?.id]);
    const { data: asc } = await capped.client.threads.list({ order: 'asc', limit: 1 });
    expect(ids(asc.data)).toEqual([threads[3]?.id]);
    expect(asc.has_more).toBe(true);
    // An older thread is not in the list, so it is no cursor either; it can still be opened.
    await expect(capped.client.threads.list({ after: threads[0]?.id ?? '' })).rejects.toMatchObject(
      { status: 400, param: 'after' },
    );
    expect((await capped.client.threads.get(threads[0]?.id ?? '')).data.id).toBe(threads[0]?.id);
  });

  it('refuses the list with 403 when history is off', async () => {
    const off = await openSession(server, {
      user: owner.session.user,
      chatkit_configuration: { history: { enabled: false } },
    });
    await expect(off.client.threads.list()).rejects.toMatchObject({
      status: 403,
      type: 'permission_error',
      code: 'history_disabled',
    });
  });
});

describe('one thread', () => {
  it('gets, renames and deletes it; the deleted thread and its items are gone', async () => {
    const { client } = await openSession(server);
    const { thread, items } = await startThread(client, 'rename me');
    // `thread.created` carried the answer then running; it has ended since.
    expect(thread.active_response).toMatchObject({
      id: expect.stringMatching(/^resp_/) as unknown,
    });
    expect((await client.threads.get(thread.id)).data).toEqual({
      ...thread,
      title: 'rename me',
      active_response: null,
    });
    const renamed = await client.threads.rename(thread.id, 'A better title');
    expect(renamed.data).toMatchObject({
      id: thread.id,
      title: 'A better title',
      active_response: null,
    });
    expect((await client.threads.get(thread.id)).data.title).toBe('A better title');

    const deleted = await client.threads.delete(thread.id);
    expect(deleted.data).toEqual({ id: thread.id, object: 'uikit.thread.deleted', deleted: true });
    await expect(client.threads.get(thread.id)).rejects.toMatchObject({ status: 404 });
    await expect(client.threads.listItems(thread.id)).rejects.toMatchObject({ status: 404 });
    expect(server.uikit.storage?.items.find(items[0]?.id ?? '', thread.id)).toBeUndefined();
  });

  it('records feedback on items, the latest verdict winning', async () => {
    const { client, session } = await openSession(server);
    const { thread, items } = await startThread(client, 'rate me');
    const answerId = items[1]?.id ?? '';
    const { data } = await client.threads.sendFeedback(thread.id, [answerId], 'negative');
    expect(data).toEqual({ object: 'uikit.feedback', item_ids: [answerId], kind: 'negative' });
    await client.threads.sendFeedback(thread.id, [answerId], 'positive');
    expect(server.uikit.storage?.feedback.kindOf(answerId, session.user)).toBe('positive');
  });
});

describe('GET /v1/uikit/threads/{id}/items', () => {
  it('pages through a long thread in both orders and gives every item exactly once', async () => {
    const { client } = await openSession(server);
    const { thread } = await startThread(client, 'message 0');
    for (let index = 1; index < 12; index += 1)
      await collect(client.conversation.addUserMessage(thread.id, userInput(`message ${index}`)));

    const forwards: ReceivedThreadItem[] = [];
    for await (const page of client.threads.iterateItems(thread.id, { order: 'asc', limit: 5 }))
      forwards.push(...page.data);
    expect(forwards).toHaveLength(24);
    expect(
      forwards.map((item) => (item.type === 'uikit.user_message' ? item.content[0] : null)),
    ).toEqual(
      Array.from({ length: 24 }, (_, index) =>
        index % 2 === 0 ? { type: 'input_text', text: `message ${index / 2}` } : null,
      ),
    );
    expect(textOf(forwards[23])).toBe('message 11');

    const backwards: ReceivedThreadItem[] = [];
    for await (const page of client.threads.iterateItems(thread.id, { limit: 7 }))
      backwards.push(...page.data);
    expect(ids(backwards)).toEqual(ids(forwards).reverse());

    const { data: first } = await client.threads.listItems(thread.id);
    expect(first.data).toHaveLength(20);
    expect(first.has_more).toBe(true);
  });

  it('names a cursor from another thread as a 400 on that cursor', async () => {
    const { client } = await openSession(server);
    const a = await startThread(client, 'a');
    const b = await startThread(client, 'b');
    const error = (await client.threads
      .listItems(a.thread.id, { before: b.items[0]?.id ?? '' })
      .catch((e: unknown) => e)) as UikitApiError;
    expect(error).toMatchObject({ status: 400, code: 'invalid_cursor', param: 'before' });
  });
});

describe('user isolation', () => {
  it("answers 404 for every use of another user's thread, and never lists it", async () => {
    const alice = await openSession(server);
    const mallory = await openSession(server);
    const { thread, items } = await startThread(alice.client, 'private');
    const id = thread.id;
    const attempts: (() => Promise<unknown>)[] = [
      () => mallory.client.threads.get(id),
      () => mallory.client.threads.rename(id, 'mine'),
      () => mallory.client.threads.delete(id),
      () => mallory.client.threads.listItems(id),
      () => mallory.client.threads.sendFeedback(id, [items[0]?.id ?? ''], 'negative'),
      () => mallory.client.conversation.addUserMessage(id, userInput('hi')),
      () => mallory.client.conversation.retryAfterItem(id, items[0]?.id ?? ''),
      () => mallory.client.conversation.customAction(id, items[0]?.id ?? '', { type: 'x' }),
      () => mallory.client.conversation.addClientToolOutput(id, 'call_x', null),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toMatchObject({ status: 404, type: 'not_found_error' });
    expect((await mallory.client.threads.list()).data.data).toEqual([]);
    expect((await alice.client.threads.get(id)).data.title).toBe('private');
    expect((await alice.client.threads.listItems(id)).data.data).toHaveLength(2);
  });

  it('shares threads between sessions of the same user', async () => {
    const first = await openSession(server);
    const second = await openSession(server, { user: first.session.user });
    const { thread } = await startThread(first.client, 'shared');
    expect(ids((await second.client.threads.list()).data.data)).toEqual([thread.id]);
  });
});
