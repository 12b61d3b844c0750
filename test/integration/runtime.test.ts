import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createChatRuntime,
  type ChatEventMap,
  type ChatEventName,
  type ChatRuntime,
  type ChatRuntimeCommonOptions,
  type ClientToolHandler,
  type HistoryState,
  type RateLimitState,
} from '../../src/chat';
import type { GetSession, UikitClient } from '../../src/client';
import {
  UikitApiError,
  type CreateSessionParams,
  type ReceivedThreadItem,
  type Session,
} from '../../src/wire';
import { createDemoWorkflow } from '../../server-example/workflows/demo/demoWorkflow';
import { slowAnswer } from '../../server-example/workflows/demo/showcase';
import { echoWorkflow } from '../../server-example/workflows/echo';
import { streamAssistantMessage, textOf as userText } from '../../server-example/workflows/events';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import type { Workflow } from '../../server-example/workflows/workflow';
import { textOf } from './support/streams';
import {
  openSession,
  postSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  type ManualClock,
  type TestServer,
} from './support/testServer';

// Whole conversations through the framework-neutral runtime alone, against the local API: the
// proof that a chat works without React or a DOM. Importing either fails the file.
vi.mock('react', () => {
  throw new Error('the chat runtime imported react');
});
vi.mock('react-dom', () => {
  throw new Error('the chat runtime imported react-dom');
});

/** Echoes the user's text a token every few milliseconds, so an answer spans several flushes. */
const dripWorkflow: Workflow = {
  id: 'drip',
  version: '1',
  async *respond(input, context) {
    if (input.type === 'user_message' || input.type === 'retry')
      yield* streamAssistantMessage(context, userText(input.item), { tokenDelayMs: 5 });
  },
};

/**
 * The server reads the process's time plus what a test adds, so one faked `Date` moves the
 * server's rate-limit window and the runtime's countdown together.
 */
function liveClock(): ManualClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    clock: liveClock(),
    workflows: createWorkflowRegistry([
      createDemoWorkflow({ tokenDelayMs: 0, slowTokenDelayMs: 5, stepDelayMs: 0 }),
      echoWorkflow,
      dripWorkflow,
    ]),
  });
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const running: ChatRuntime[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const runtime of running.splice(0)) runtime.dispose();
});

let users = 0;

interface ChatOptions {
  user?: string;
  /** Session parameters, by the number of the session being minted (1 for the first). */
  session?: Partial<CreateSessionParams> | ((call: number) => Partial<CreateSessionParams>);
  clientTools?: Record<string, ClientToolHandler>;
  /** Runtime options besides those a host always gives. */
  runtime?: Partial<ChatRuntimeCommonOptions>;
}

/**
 * A runtime as a host page builds one: `getSession` asks the host's server, which mints the
 * session with its API key (`POST /v1/uikit/sessions`); flushes run at once, as no frames come.
 */
function chat(options: ChatOptions = {}) {
  users += 1;
  const user = options.user ?? `runtime_user_${users}`;
  const minted: Session[] = [];
  const getSession: GetSession = async () => {
    const params =
      typeof options.session === 'function'
        ? options.session(minted.length + 1)
        : (options.session ?? {});
    const response = await postSession(server, {
      user,
      workflow: { id: 'echo' },
      rate_limits: { max_requests_per_1_minute: 1000 },
      ...params,
    });
    if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
    const session = (await response.json()) as Session;
    minted.push(session);
    return session;
  };
  const runtime = createChatRuntime({
    baseUrl: server.baseUrl,
    getSession,
    clientTools: () => options.clientTools ?? {},
    uploadMessages: () => ({
      uploadsDisabled: 'Uploads are off',
      tooLarge: (name) => `${name} is too large`,
      tooMany: (max) => `At most ${String(max)} files`,
      wrongType: (name) => `${name} is not accepted`,
      failed: (name) => `${name} failed`,
    }),
    acceptedFileTypes: () => [],
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
    ...options.runtime,
  });
  running.push(runtime);
  return { runtime, minted, user };
}

/** Every payload of the named events, in order, as the runtime emits them. */
function record<K extends ChatEventName>(runtime: ChatRuntime, ...names: K[]) {
  const seen: { name: K; payload: ChatEventMap[K] }[] = [];
  for (const name of names)
    runtime.events.on(name, (payload) => {
      seen.push({ name, payload });
    });
  return seen;
}

/** A second client of the same user, to check what the service stored. */
async function serverView(user: string): Promise<UikitClient> {
  return (await openSession(server, { user })).client;
}

async function storedItems(client: UikitClient, threadId: string) {
  const items: ReceivedThreadItem[] = [];
  let after: string | undefined;
  for (;;) {
    const { data } = await client.threads.listItems(threadId, {
      order: 'asc',
      limit: 100,
      ...(after === undefined ? {} : { after }),
    });
    items.push(...data.data);
    if (!data.has_more || data.last_id === null) return items;
    after = data.last_id;
  }
}

const itemsOf = (runtime: ChatRuntime) => runtime.getSnapshot().thread.items;
const lastAnswer = (runtime: ChatRuntime) =>
  itemsOf(runtime).findLast((item) => item.type === 'uikit.assistant_message');
const openThreadId = (runtime: ChatRuntime) => {
  const id = runtime.getSnapshot().chat.threadId;
  if (id === null) throw new Error('no open thread');
  return id;
};

it('runs without a DOM', () => {
  expect(typeof document).toBe('undefined');
  expect(typeof requestAnimationFrame).toBe('undefined');
});

describe('a conversation', () => {
  it('creates a thread, streams the answer over several flushes and takes the title', async () => {
    const { runtime, user } = chat({ session: { workflow: { id: 'drip' } } });
    const events = record(runtime, 'ready', 'responseStart', 'threadChange', 'responseEnd');
    await runtime.start();
    const lengths: number[] = [];
    runtime.state.thread.subscribe(() => {
      const length = textOf(lastAnswer(runtime)).length;
      if (length !== lengths.at(-1)) lengths.push(length);
    });

    const text = 'one two three four five six seven eight nine ten eleven';
    runtime.setComposerValue({ text });
    await runtime.sendUserMessage();

    const threadId = openThreadId(runtime);
    expect(events.map(({ name }) => name)).toEqual([
      'ready',
      'responseStart',
      'threadChange',
      'responseEnd',
    ]);
    expect(events.at(-1)?.payload).toEqual({ threadId });
    // The answer grew in several steps, each longer than the last, to the whole text.
    expect(lengths.filter((length) => length > 0).length).toBeGreaterThan(2);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const snapshot = runtime.getSnapshot();
    expect(snapshot.thread.items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    expect(textOf(lastAnswer(runtime))).toBe(text);
    expect(snapshot.thread.response.status).toBe('idle');
    expect(snapshot.thread.thread?.title).toBe(text);
    expect(snapshot.composer.text).toBe('');

    const stored = await storedItems(await serverView(user), threadId);
    expect(stored).toEqual(snapshot.thread.items);
  });

  it('stops mid-answer: marked stopped here, and the service keeps what it produced', async () => {
    const { runtime, user } = chat({ session: { workflow: { id: 'demo' } } });
    await runtime.start();
    const stopOnce = runtime.state.thread.subscribe(() => {
      if (textOf(lastAnswer(runtime)).length > 40) {
        stopOnce();
        runtime.stop();
      }
    });
    await runtime.sendUserMessage({ text: 'something slow' });

    const answer = lastAnswer(runtime);
    const received = textOf(answer);
    expect(received.length).toBeGreaterThan(40);
    expect(answer).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'stopped' },
    });
    expect(runtime.getSnapshot().thread.response).toMatchObject({
      status: 'idle',
      stopped: true,
    });
    expect(runtime.isResponding()).toBe(false);
    // The service titles the thread as it stores the answer, with no event to say so: the
    // runtime reads it again.
    await vi.waitFor(
      () => {
        expect(runtime.getSnapshot().thread.thread?.title).toBe('something slow');
      },
      { timeout: 5000 },
    );

    const view = await serverView(user);
    const threadId = openThreadId(runtime);
    await vi.waitFor(async () => {
      const kept = (await storedItems(view, threadId)).find(
        (item) => item.type === 'uikit.assistant_message',
      );
      expect(kept).toMatchObject({
        id: answer?.id,
        status: 'incomplete',
        incomplete_details: { reason: 'stopped' },
      });
      expect(textOf(kept).startsWith(received)).toBe(true);
      expect(slowAnswer().startsWith(textOf(kept))).toBe(true);
      expect(textOf(kept).length).toBeLessThan(slowAnswer().length);
    });
  });

  it('runs a client tool the workflow asks for, posts its output, and the answer goes on', async () => {
    const calls: { args: Record<string, unknown>; name: string }[] = [];
    const { runtime, user } = chat({
      session: { workflow: { id: 'demo' } },
      clientTools: {
        get_page_info: (args, { name }) => {
          calls.push({ args, name });
          return { title: 'Runtime page', url: 'https://runtime.example/here' };
        },
      },
    });
    const events = record(runtime, 'responseStart', 'responseEnd');
    await runtime.start();
    await runtime.sendUserMessage({ text: 'use the tool' });

    expect(calls).toEqual([{ name: 'get_page_info', args: { fields: ['title', 'url'] } }]);
    // One response for the whole round, across both streams.
    expect(events.map(({ name }) => name)).toEqual(['responseStart', 'responseEnd']);
    const items = itemsOf(runtime);
    expect(items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
      'uikit.client_tool_call',
      'uikit.assistant_message',
    ]);
    expect(items[2]).toMatchObject({
      name: 'get_page_info',
      status: 'completed',
      output: JSON.stringify({ title: 'Runtime page', url: 'https://runtime.example/here' }),
    });
    expect(textOf(items[3])).toContain('**Runtime page**');

    const stored = await storedItems(await serverView(user), openThreadId(runtime));
    expect(stored).toEqual(items);
  });

  it('answers again in place of an answer, removing everything after its question', async () => {
    const { runtime, user } = chat();
    await runtime.start();
    await runtime.sendUserMessage({ text: 'first question' });
    await runtime.sendUserMessage({ text: 'second question' });
    const [question, firstAnswer] = itemsOf(runtime);
    expect(itemsOf(runtime)).toHaveLength(4);

    await runtime.retryAnswer(firstAnswer?.id ?? '');

    const items = itemsOf(runtime);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual(question);
    expect(items[1]?.type).toBe('uikit.assistant_message');
    expect(items[1]?.id).not.toBe(firstAnswer?.id);
    expect(textOf(items[1])).toBe('first question');
    expect(await storedItems(await serverView(user), openThreadId(runtime))).toEqual(items);
  });
});

describe('reopening the last thread', () => {
  /** A browser's `localStorage`, for runtimes of one test. */
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    };
  }

  it('opens in a fresh runtime the thread the user had open, and starts new once it is gone', async () => {
    const storage = memoryStorage();
    const options = { initialThreadId: 'last', lastThreadStorage: storage } as const;
    const first = chat({ user: 'reopen_user', runtime: options });
    await first.runtime.start();
    // Nothing to reopen yet: a new chat.
    expect(first.runtime.getSnapshot().chat).toMatchObject({ threadId: null, reopening: false });
    await first.runtime.sendUserMessage({ text: 'remember me' });
    const threadId = openThreadId(first.runtime);
    await vi.waitFor(() => {
      expect([...storage.values.values()]).toEqual([threadId]);
    });
    // Kept per user and per API, and the user's id is not written in clear.
    expect([...storage.values.keys()][0]).toMatch(/^uikit-react:last-thread:/);
    expect([...storage.values.keys()][0]).not.toContain('reopen_user');
    first.runtime.dispose();

    // The next visit: the same user, in the same browser.
    const second = chat({ user: 'reopen_user', runtime: options });
    const loaded = record(second.runtime, 'threadChange', 'threadLoadEnd');
    await second.runtime.start();
    expect(second.runtime.getSnapshot().chat).toMatchObject({ threadId, reopening: false });
    const items = itemsOf(first.runtime).map((item) => item.id);
    await vi.waitFor(() => {
      expect(itemsOf(second.runtime).map((item) => item.id)).toEqual(items);
    });
    expect(second.runtime.getSnapshot().thread.thread?.title).toBe('remember me');
    expect(loaded.map(({ name }) => name)).toContain('threadChange');

    // Another user of the same browser has a thread of their own to reopen: none yet.
    const other = chat({ user: 'another_user', runtime: options });
    await other.runtime.start();
    expect(other.runtime.getSnapshot().chat.threadId).toBeNull();

    // Deleted meanwhile: the next visit starts a new chat, quietly, and forgets it.
    await (await serverView('reopen_user')).threads.delete(threadId);
    second.runtime.dispose();
    const third = chat({ user: 'reopen_user', runtime: options });
    const errors = record(third.runtime, 'error');
    await third.runtime.start();
    expect(third.runtime.getSnapshot().chat).toMatchObject({ threadId: null, reopening: false });
    expect(third.runtime.getSnapshot().chat.problem).toBeNull();
    expect(errors).toEqual([]);
    expect(storage.values.size).toBe(0);
  });
});

describe('history', () => {
  it('lists threads, renames and deletes them, and rolls back a rename the service refuses', async () => {
    const { runtime, user } = chat();
    const errors = record(runtime, 'error');
    await runtime.start();
    const ids: string[] = [];
    for (const title of ['alpha thread', 'beta thread', 'gamma thread']) {
      runtime.setThreadId(null);
      await runtime.sendUserMessage({ text: title });
      ids.push(openThreadId(runtime));
    }
    const [alpha, beta, gamma] = ids as [string, string, string];
    const view = await serverView(user);

    // Listed only while subscribed; every change of the list is kept to check the steps.
    const seen: HistoryState[] = [];
    const unsubscribe = runtime.state.history.subscribe(() => {
      seen.push(runtime.state.history.getState());
    });
    const titleOf = (state: HistoryState, id: string) =>
      state.threads.find((thread) => thread.id === id)?.title;
    await vi.waitFor(() => {
      expect(runtime.getSnapshot().history.threads.map((thread) => thread.id)).toEqual([
        gamma,
        beta,
        alpha,
      ]);
    });
    expect(runtime.getSnapshot().history.enabled).toBe(true);

    // Rename the open thread: shown at once, before the service answers, then confirmed by it.
    let answered = false;
    let shownBeforeAnswer = false;
    const watch = runtime.state.history.subscribe(() => {
      if (!answered && titleOf(runtime.state.history.getState(), gamma) === 'Gamma, renamed')
        shownBeforeAnswer = true;
    });
    await runtime.history.rename(gamma, 'Gamma, renamed');
    answered = true;
    watch();
    expect(shownBeforeAnswer).toBe(true);
    expect(titleOf(runtime.getSnapshot().history, gamma)).toBe('Gamma, renamed');
    expect(runtime.getSnapshot().thread.thread?.title).toBe('Gamma, renamed');
    expect((await view.threads.get(gamma)).data.title).toBe('Gamma, renamed');
    expect(errors).toEqual([]);

    // Delete the open thread: left, gone from the list and from the service.
    expect(openThreadId(runtime)).toBe(gamma);
    await runtime.history.remove(gamma);
    expect(runtime.getSnapshot().chat.threadId).toBeNull();
    expect(runtime.getSnapshot().thread.items).toEqual([]);
    expect(runtime.getSnapshot().history.threads.map((thread) => thread.id)).toEqual([beta, alpha]);
    await expect(view.threads.get(gamma)).rejects.toMatchObject({ status: 404 });

    // Refused: another device deleted alpha, which this list still shows.
    await view.threads.delete(alpha);
    const before = seen.length;
    await runtime.history.rename(alpha, 'Too late');
    const alphaTitles = seen
      .slice(before)
      .map((state) => titleOf(state, alpha))
      .filter((title, index, all) => title !== all[index - 1]);
    // Shown at once, then put back when the service refused.
    const shown = alphaTitles.indexOf('Too late');
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(alphaTitles[shown + 1]).toBe('alpha thread');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.payload.error).toBeInstanceOf(UikitApiError);
    expect(errors[0]?.payload.error).toMatchObject({ status: 404 });
    // The list is re-read after the refusal: alpha is gone there too.
    await vi.waitFor(() => {
      expect(runtime.getSnapshot().history.threads.map((thread) => thread.id)).toEqual([beta]);
    });
    unsubscribe();
  });
});

describe('a long thread', () => {
  it('opens in a fresh runtime a page at a time, every item once and in order', async () => {
    const { runtime: author, user } = chat();
    await author.start();
    for (let turn = 1; turn <= 20; turn += 1)
      await author.sendUserMessage({ text: `turn ${turn}` });
    const threadId = openThreadId(author);
    const stored = await storedItems(await serverView(user), threadId);
    expect(stored).toHaveLength(40);

    const { runtime } = chat({ user });
    const events = record(runtime, 'threadLoadStart', 'threadLoadEnd');
    await runtime.start();
    const loaded = new Promise<void>((resolve) => {
      runtime.events.on('threadLoadEnd', () => {
        resolve();
      });
    });
    runtime.setThreadId(threadId);
    expect(runtime.getSnapshot().threadLoad).toMatchObject({ threadId, isLoading: true });
    await loaded;
    expect(events).toEqual([
      { name: 'threadLoadStart', payload: { threadId } },
      { name: 'threadLoadEnd', payload: { threadId } },
    ]);
    expect(runtime.getSnapshot().threadLoad).toMatchObject({ pageCount: 1, hasOlder: true });
    expect(runtime.getSnapshot().thread.itemIds).toEqual(stored.slice(-30).map((item) => item.id));

    // A turn answered here, before the older pages are read.
    await runtime.sendUserMessage({ text: 'one more' });
    const all = await storedItems(await serverView(user), threadId);
    expect(all).toHaveLength(42);

    while (runtime.getSnapshot().threadLoad.hasOlder) await runtime.loadOlder();
    const { thread, threadLoad } = runtime.getSnapshot();
    expect(threadLoad).toMatchObject({ pageCount: 2, hasOlder: false, error: null });
    expect(thread.itemIds).toEqual(all.map((item) => item.id));
    expect(new Set(thread.itemIds).size).toBe(thread.itemIds.length);
    expect(thread.items).toEqual(all);
    expect(thread.thread?.id).toBe(threadId);

    // Left and opened again: the cached pages are read again, the turn answered here included.
    runtime.setThreadId(null);
    runtime.setThreadId(threadId);
    await vi.waitFor(() => {
      expect(runtime.getSnapshot().thread.itemIds).toEqual(all.map((item) => item.id));
    });
  });
});

describe('the session', () => {
  it('is renewed by the runtime before it expires, and requests go on with the new one', async () => {
    const { runtime, minted } = chat({
      // A session of 3 s first; the renewed one lasts, so no second renewal comes into play.
      session: (call) => ({
        expires_after: { anchor: 'created_at', seconds: call === 1 ? 3 : 600 },
      }),
    });
    const renewedAt: number[] = [];
    runtime.state.session.subscribe(() => {
      if (runtime.getSnapshot().session.status === 'ready') renewedAt.push(Date.now());
    });
    await runtime.start();
    expect(minted).toHaveLength(1);
    const first = minted[0] as Session;

    await vi.waitFor(
      () => {
        expect(minted).toHaveLength(2);
        expect(runtime.getSnapshot().session.session?.id).toBe(minted[1]?.id);
      },
      { timeout: 4000, interval: 20 },
    );
    // Renewed by the timer, before the service would have refused the first secret.
    expect(renewedAt.at(-1)).toBeLessThan(first.expires_at * 1000);

    // Past the first session's end, the chat works on without asking for another.
    server.clock.advance(first.expires_at * 1000 - server.clock.now() + 1000);
    const expired = await rawRequest(server, first.client_secret, '/threads');
    expect(expired.status).toBe(401);
    await runtime.sendUserMessage({ text: 'still here' });
    expect(textOf(lastAnswer(runtime))).toBe('still here');
    expect(runtime.getSnapshot().chat.problem).toBeNull();
    expect(minted).toHaveLength(2);
  });
});

describe('the rate limit', () => {
  it('reports a 429 with a countdown, and a send after the wait succeeds', async () => {
    // Only Date is faked: sockets and the countdown's interval keep real time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { runtime, minted } = chat({
      session: { rate_limits: { max_requests_per_1_minute: 2 } },
    });
    const errors = record(runtime, 'error');
    await runtime.start();
    const countdown: RateLimitState[] = [];
    const stop = runtime.state.rateLimit.subscribe(() => {
      countdown.push(runtime.state.rateLimit.getState());
    });
    // Another tab of this session spent its budget, unknown to this runtime.
    const secret = (minted[0] as Session).client_secret;
    for (let request = 0; request < 2; request += 1)
      expect((await rawRequest(server, secret, '/threads')).status).toBe(200);

    await runtime.sendUserMessage({ text: 'too soon' });
    expect(errors.map(({ payload }) => payload.error)).toEqual([
      expect.objectContaining({ status: 429, code: 'rate_limit_exceeded' }),
    ]);
    expect(runtime.getSnapshot().chat.problem).toMatchObject({ during: 'send' });
    expect(runtime.getSnapshot().chat.threadId).toBeNull();
    const limited = runtime.getSnapshot().rateLimit;
    expect(limited.limited).toBe(true);
    expect(limited.seconds).toBeGreaterThan(50);

    vi.setSystemTime(Date.now() + 2000);
    await vi.waitFor(() => {
      expect(runtime.getSnapshot().rateLimit.seconds).toBe(limited.seconds - 2);
    });
    vi.setSystemTime(Date.now() + limited.seconds * 1000);
    await vi.waitFor(() => {
      expect(runtime.getSnapshot().rateLimit).toEqual({ limited: false, seconds: 0 });
    });
    expect(countdown.map((state) => state.seconds)).toEqual([
      limited.seconds,
      limited.seconds - 2,
      0,
    ]);

    await runtime.sendUserMessage({ text: 'now then' });
    expect(textOf(lastAnswer(runtime))).toBe('now then');
    expect(runtime.getSnapshot().chat.problem).toBeNull();
    expect(errors).toHaveLength(1);
    stop();
  });
});
