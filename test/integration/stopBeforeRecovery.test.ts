import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createChatRuntime, type ChatRuntime } from '../../src/chat';
import type { ReceivedThreadItem, Session } from '../../src/wire';
import { createDemoWorkflow } from '../../server-example/workflows/demo/demoWorkflow';
import { slowAnswer } from '../../server-example/workflows/demo/showcase';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import { textOf } from './support/streams';
import {
  openSession,
  postSession,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './support/testServer';

// The code that stops an answer through the service (answerRecovery.ts) loads once the session
// says the service keeps answers running. A stop pressed before it has loaded (on a fresh page, or
// a busy machine: CI once) used to close the stream alone: the answer ran on to its end on the
// service, which stored it whole and titled the thread only then. The first import of that module
// in this file waits for the test to let it through.
let letRecoveryLoad: () => void = () => undefined;
const recoveryMayLoad = new Promise<void>((resolve) => {
  letRecoveryLoad = resolve;
});
vi.mock('../../src/chat/answerRecovery', async (importOriginal) => {
  await recoveryMayLoad;
  return importOriginal();
});

let server: TestServer;
let runtime: ChatRuntime | undefined;

beforeAll(async () => {
  server = await startTestServer({
    workflows: createWorkflowRegistry([
      createDemoWorkflow({ tokenDelayMs: 0, slowTokenDelayMs: 5, stepDelayMs: 0 }),
    ]),
  });
});

afterAll(async () => {
  runtime?.dispose();
  await server.stop();
  removeDataDir(server);
});

const answerOf = (items: readonly ReceivedThreadItem[]) =>
  items.findLast((item) => item.type === 'uikit.assistant_message');

it('stops the answer on the service when Stop comes before the code that does it has loaded', async () => {
  const user = 'stop_early_user';
  runtime = createChatRuntime({
    baseUrl: server.baseUrl,
    getSession: async () => {
      const response = await postSession(server, { user, workflow: { id: 'demo' } });
      return (await response.json()) as Session;
    },
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
  const chat = runtime;
  await chat.start();
  expect(chat.getSnapshot().session.session?.capabilities).toContain('stop');
  let stopped = false;
  const unsubscribe = chat.state.thread.subscribe(() => {
    if (!stopped && textOf(answerOf(chat.getSnapshot().thread.items)).length > 40) {
      stopped = true;
      unsubscribe();
      chat.stop();
      // Only now may the code that stops through the service arrive.
      letRecoveryLoad();
    }
  });
  await chat.sendUserMessage({ text: 'something slow' });
  expect(stopped).toBe(true);

  const threadId = chat.getSnapshot().chat.threadId as string;
  const view = (await openSession(server, { user, workflow: { id: 'demo' } })).client;
  const { data } = await view.threads.listItems(threadId, { order: 'asc', limit: 100 });
  const kept = answerOf(data.data);
  // Stopped there on the service: stored early, marked stopped, short of the whole answer.
  expect(kept).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'stopped' } });
  expect(textOf(kept).length).toBeLessThan(slowAnswer().length);
  // And titled as the stop stored it, which the chat reads.
  await vi.waitFor(() => {
    expect(chat.getSnapshot().thread.thread?.title).toBe('something slow');
  });
});
