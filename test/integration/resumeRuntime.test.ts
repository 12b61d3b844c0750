import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatRuntime, type ChatRuntime } from '../../src/chat';
import type { FetchLike, GetSession, UikitClient } from '../../src/client';
import type { ReceivedThreadItem, Session } from '../../src/wire';
import { createDemoWorkflow } from '../../server-example/workflows/demo/demoWorkflow';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import { textOf } from './support/streams';
import {
  openSession,
  postSession,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './support/testServer';

// Answers that outlive the page (protocol section 11) through the framework-neutral runtime alone,
// against the local API: a chat that goes away and one that opens the thread later, two chats on
// one thread, a stream that drops. No React, no DOM.
vi.mock('react', () => {
  throw new Error('the chat runtime imported react');
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    workflows: createWorkflowRegistry([
      createDemoWorkflow({ tokenDelayMs: 0, slowTokenDelayMs: 8, stepDelayMs: 0 }),
    ]),
  });
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const running: ChatRuntime[] = [];
afterEach(() => {
  for (const runtime of running.splice(0)) runtime.dispose();
});

let users = 0;

/** A runtime as a host page builds one, its sessions minted with the API key. */
function chat(user: string, options: { initialThreadId?: string; fetch?: FetchLike } = {}) {
  const getSession: GetSession = async () => {
    const response = await postSession(server, {
      user,
      workflow: { id: 'demo' },
      rate_limits: { max_requests_per_1_minute: 1000 },
    });
    if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
    return (await response.json()) as Session;
  };
  const runtime = createChatRuntime({
    baseUrl: server.baseUrl,
    getSession,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    initialThreadId: options.initialThreadId ?? null,
    clientTools: () => ({}),
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
  });
  running.push(runtime);
  return runtime;
}

const answerOf = (runtime: ChatRuntime) =>
  runtime.getSnapshot().thread.items.findLast((item) => item.type === 'uikit.assistant_message');
const textSoFar = (runtime: ChatRuntime) => {
  const answer = answerOf(runtime);
  return answer ? textOf(answer) : '';
};
const responding = (runtime: ChatRuntime) =>
  runtime.getSnapshot().thread.response.status === 'streaming';

async function storedAnswer(client: UikitClient, threadId: string): Promise<ReceivedThreadItem> {
  const { data } = await client.threads.listItems(threadId, { order: 'desc', limit: 10 });
  const answer = data.data.find((item) => item.type === 'uikit.assistant_message');
  if (!answer) throw new Error('no stored answer');
  return answer;
}

/** Starts the slow answer (30 parts) in a new thread and waits for its first parts. */
async function startSlowAnswer(runtime: ChatRuntime): Promise<string> {
  await runtime.start();
  void runtime.sendUserMessage({ text: 'Write something slow' });
  await vi.waitFor(() => {
    expect(textSoFar(runtime)).toContain('Part 2 of 30');
  }, 10_000);
  const threadId = runtime.getSnapshot().chat.threadId;
  if (threadId === null) throw new Error('no thread');
  return threadId;
}

describe('an answer that outlives the chat that asked for it', () => {
  it('runs on when the chat goes away, and a chat opening the thread follows it to its end', async () => {
    users += 1;
    const user = `resume_user_${users}`;
    const first = chat(user);
    const threadId = await startSlowAnswer(first);
    const seenBefore = textSoFar(first);
    first.dispose();

    const later = chat(user, { initialThreadId: threadId });
    await later.start();
    // It shows the answer going on, then follows it live to the last part.
    await vi.waitFor(() => {
      expect(responding(later)).toBe(true);
      expect(textSoFar(later).length).toBeGreaterThan(seenBefore.length);
    }, 10_000);
    await vi.waitFor(() => {
      expect(responding(later)).toBe(false);
    }, 20_000);
    expect(textSoFar(later)).toContain('Part 30 of 30');
    const { client } = await openSession(server, { user, workflow: { id: 'demo' } });
    const stored = await storedAnswer(client, threadId);
    // Complete: a stored answer carries no status unless it ended early.
    expect(stored).not.toHaveProperty('incomplete_details');
    expect(textOf(stored)).toBe(textSoFar(later));
    expect(later.getSnapshot().chat.problem).toBeNull();
  });

  it('shows in a second chat on the thread, where a stop ends it in both', async () => {
    users += 1;
    const user = `resume_user_${users}`;
    const first = chat(user);
    const threadId = await startSlowAnswer(first);
    const second = chat(user, { initialThreadId: threadId });
    await second.start();
    await vi.waitFor(() => {
      expect(responding(second)).toBe(true);
      expect(textSoFar(second)).toContain('Part 3 of 30');
    }, 10_000);
    second.stop();
    await vi.waitFor(() => {
      expect(responding(first)).toBe(false);
      expect(responding(second)).toBe(false);
    }, 10_000);
    const { client } = await openSession(server, { user, workflow: { id: 'demo' } });
    const stored = await storedAnswer(client, threadId);
    expect(stored).toMatchObject({ incomplete_details: { reason: 'stopped' } });
    for (const runtime of [first, second]) {
      expect(answerOf(runtime)).toMatchObject({ incomplete_details: { reason: 'stopped' } });
      expect(textSoFar(runtime)).toBe(textOf(stored));
      expect(runtime.getSnapshot().chat.problem).toBeNull();
    }
    expect(textOf(stored)).not.toContain('Part 30 of 30');
  });

  it('resumes a stream that drops, quietly, and the answer ends as stored', async () => {
    users += 1;
    const user = `resume_user_${users}`;
    // The network drops the first answer stream after a few kilobytes, once.
    let cut = false;
    const dropOnce: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const body = response.body;
      if (cut || !body || !response.headers.get('content-type')?.includes('event-stream'))
        return response;
      cut = true;
      let bytes = 0;
      const reader = body.getReader();
      const dropped = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          bytes += value.byteLength;
          controller.enqueue(value);
          if (bytes > 4000) {
            await reader.cancel();
            controller.error(new TypeError('network error'));
          }
        },
      });
      return new Response(dropped, { status: response.status, headers: response.headers });
    };
    const runtime = chat(user, { fetch: dropOnce });
    const reconnecting: boolean[] = [false];
    runtime.state.chat.subscribe(() => {
      const { reconnecting: now } = runtime.getSnapshot().chat;
      if (reconnecting.at(-1) !== now) reconnecting.push(now);
    });
    const errors: unknown[] = [];
    runtime.events.on('error', ({ error }) => errors.push(error));
    const threadId = await startSlowAnswer(runtime);
    await vi.waitFor(() => {
      expect(responding(runtime)).toBe(false);
    }, 20_000);
    expect(cut).toBe(true);
    expect(reconnecting).toEqual([false, true, false]);
    expect(errors).toEqual([]);
    expect(runtime.getSnapshot().chat.problem).toBeNull();
    const { client } = await openSession(server, { user, workflow: { id: 'demo' } });
    const stored = await storedAnswer(client, threadId);
    expect(stored).not.toHaveProperty('incomplete_details');
    expect(textSoFar(runtime)).toBe(textOf(stored));
    expect(textOf(stored)).toContain('Part 30 of 30');
  });
});
