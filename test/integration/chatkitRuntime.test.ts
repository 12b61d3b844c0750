// The whole runtime on a ChatKit server nobody here wrote (chatkit-node-backend-sdk 1.1.2,
// in-process: support/chatkitServer.ts), connected as a ChatKit app connects its custom backend:
// `api: { url, domainKey, fetch }`. Nothing above src/client knows which dialect it speaks.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  canEditMessages,
  createChatRuntime,
  UikitCommandError,
  type ChatRuntime,
  type ChatRuntimeCommonOptions,
} from '../../src/chat';
import type { ReceivedThreadItem } from '../../src/wire';
import { startChatKitServer, type ChatKitTestServer } from './support/chatkitServer';
import { textOf } from './support/streams';

let server: ChatKitTestServer;
const running: ChatRuntime[] = [];

beforeAll(async () => {
  // The SDK logs every threads.create's params with console.log.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  server = await startChatKitServer();
});

afterEach(() => {
  for (const runtime of running.splice(0)) runtime.dispose();
});

afterAll(async () => {
  await server.stop();
  vi.restoreAllMocks();
});

function chat(options: Partial<ChatRuntimeCommonOptions> = {}) {
  const errors: unknown[] = [];
  const runtime = createChatRuntime({
    api: { url: server.url, domainKey: 'domain_pk_local', fetch: server.fetch },
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
    ...options,
  });
  runtime.events.on('error', ({ error }) => errors.push(error));
  running.push(runtime);
  return { runtime, errors };
}

const items = (runtime: ChatRuntime): readonly ReceivedThreadItem[] =>
  runtime.getSnapshot().thread.items;

describe('the runtime on a ChatKit server', () => {
  it('is ready without a session route, sends, streams the answer and lists the thread', async () => {
    const { runtime, errors } = chat();
    await runtime.start();
    expect(runtime.getSnapshot().session.status).toBe('ready');
    await runtime.sendUserMessage({ text: 'hello from the runtime' });
    expect(items(runtime).map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    expect(textOf(items(runtime)[1])).toBe('You said: hello from the runtime');
    expect(runtime.getSnapshot().thread.response.status).toBe('idle');
    const threadId = runtime.getSnapshot().chat.threadId;
    expect(threadId).toMatch(/^thr_/);

    // Reopened by a second chat, from history, as a user comes back to it.
    const { runtime: again } = chat({ initialThreadId: threadId });
    await again.start();
    await vi.waitFor(() => {
      expect(items(again).map((item) => item.id)).toEqual(items(runtime).map((item) => item.id));
    });
    expect(errors).toEqual([]);
  });

  it('runs a client tool round trip: the call completes here though the server says little', async () => {
    const { runtime, errors } = chat({
      clientTools: () => ({ get_location: () => ({ city: 'Porto' }) }),
    });
    await runtime.start();
    await runtime.sendUserMessage({ text: 'where am I?' });
    await vi.waitFor(() => {
      expect(textOf(items(runtime).at(-1))).toBe('You are in Porto.');
    });
    const call = items(runtime).find((item) => item.type === 'uikit.client_tool_call');
    expect(call).toMatchObject({ status: 'completed', output: JSON.stringify({ city: 'Porto' }) });
    expect(errors).toEqual([]);
  });

  it('sends a widget action and shows the server’s update in place', async () => {
    const { runtime, errors } = chat();
    await runtime.start();
    await runtime.sendUserMessage({ text: 'widget please' });
    const widget = items(runtime).find((item) => item.type === 'uikit.widget');
    if (widget?.type !== 'uikit.widget') throw new Error('no widget');
    await runtime.sendCustomAction({ type: 'book', payload: { seat: 3 } }, widget.id);
    const updated = items(runtime).find((item) => item.id === widget.id);
    expect(updated?.type === 'uikit.widget' ? updated.widget : '').toContain('Booked');
    expect(errors).toEqual([]);
  });

  it('shows the server’s own error as the answer’s, and keeps going', async () => {
    const { runtime } = chat();
    await runtime.start();
    await runtime.sendUserMessage({ text: 'fail now' });
    // ChatKit's custom error, with its message and no retry, as the answer's error.
    expect(runtime.getSnapshot().thread.response.error).toEqual({
      code: 'custom',
      message: 'Quota reached.',
      allowRetry: false,
    });
    await runtime.sendUserMessage({ text: 'and now?' });
    expect(textOf(items(runtime).at(-1))).toBe('You said: and now?');
  });

  it('offers no edit: a ChatKit server has no threads.edit_user_message, and nothing is sent', async () => {
    const requests = vi.spyOn(server, 'fetch');
    const { runtime, errors } = chat();
    await runtime.start();
    await runtime.sendUserMessage({ text: 'first' });
    expect(canEditMessages(runtime.getSnapshot().session)).toBe(false);
    const before = items(runtime).map((item) => item.id);
    const sentBefore = requests.mock.calls.length;
    expect(sentBefore).toBeGreaterThan(0);
    const edit = runtime.editUserMessage(before[0] ?? '', { text: 'second' });
    await expect(edit).rejects.toBeInstanceOf(UikitCommandError);
    await expect(edit).rejects.toThrow(/no "edit" capability/);
    expect(requests.mock.calls.length).toBe(sentBefore);
    expect(items(runtime).map((item) => item.id)).toEqual(before);
    expect(textOf(items(runtime)[1])).toBe('You said: first');
    expect(errors).toEqual([]);
  });
});
