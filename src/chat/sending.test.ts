import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantMessage, thread, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
  jsonResponse,
  sseResponse,
  type Responder,
} from '../../test/support/fakeFetch';
import { createSessionManager } from '../client/sessionManager';
import { createUikitClient } from '../client/UikitClient';
import { createThreadStore } from '../state/createThreadStore';
import { UikitConnectionError } from '../wire/errors';
import type { Thread } from '../wire/thread';
import { createAnswerInProgress } from './answerInProgress';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import { createComposerStore } from './composerStore';
import { UikitCommandError } from './messageCommands';
import {
  RESUME_DELAYS_MS,
  startAnswerRecovery,
  type StartedAnswerRecovery,
} from './answerRecovery';
import { createReadable } from './readable';
import { createSending } from './sending';
import type { ThreadLoadState } from './threadLoader';
import { TITLE_REREAD_MS } from './titleReread';

afterEach(() => {
  vi.useRealTimers();
});

const NOTHING_LOADED: ThreadLoadState = {
  threadId: null,
  isLoading: false,
  error: null,
  pageCount: 0,
  hasOlder: false,
  isLoadingOlder: false,
  olderFailed: false,
  activeResponse: null,
};

const sse = (...events: object[]) =>
  sseResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
const storedUser = { ...userMessage, id: 'itm_u_new' };
const stored = () => sse({ type: 'thread.item.done', item: storedUser });
/** An answer that never sends a byte (until stopped). */
const hanging = () =>
  new Response(new ReadableStream<Uint8Array>(), {
    headers: { 'content-type': 'text/event-stream' },
  });

async function sendingWith(
  responders: Responder[],
  threadId: string | null = THREAD_ID,
  capabilities?: string[],
) {
  const { fetch, requests } = fakeFetch(...responders);
  const events = createChatEvents();
  const sessions = createSessionManager({
    getSession: () =>
      Promise.resolve(
        sessionFixture({
          expires_at: Math.floor(Date.now() / 1000) + 600,
          ...(capabilities ? { capabilities } : {}),
        }),
      ),
  });
  await sessions.get();
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs_test',
    fetch,
  });
  const store = createThreadStore(threadId === null ? null : { ...thread, title: null });
  const composer = createComposerStore();
  const chatState = createChatState({ events, threadId, reopening: false });
  const { chat } = chatState;
  const threadPart = {
    open: vi.fn((id: string | null) => {
      chat.setState({ threadId: id });
    }),
    created: (created: Thread) => {
      chat.setState({ threadId: created.id, threadOrigin: 'created' });
    },
  };
  const loader = {
    refresh: vi.fn(() => Promise.resolve()),
    refreshThread: vi.fn(() => Promise.resolve()),
  };
  const uploads = { clearSent: vi.fn() };
  const answer = createAnswerInProgress({ chat });
  const sending = createSending({
    client,
    store,
    events,
    chat,
    composer,
    sessions,
    answer,
    thread: threadPart,
    loader,
    problems: chatState,
    uploads,
    choices: () => ({ tools: [{ id: 'web_search' }], models: [] }),
    clientTools: () => ({}),
    recovery: () => recovery,
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
  });
  // As the runtime does for a session with these capabilities (it loads the module then).
  let recovery: StartedAnswerRecovery | null = null;
  if (capabilities)
    recovery = startAnswerRecovery({
      client,
      sessions,
      chat,
      events,
      loader: { state: createReadable<ThreadLoadState>(NOTHING_LOADED) },
      answer,
      respond: sending.respond,
      fetchUpdates: loader.refresh,
    });
  const errors = vi.fn();
  events.on('error', errors);
  return {
    sending,
    requests,
    composer,
    chat,
    store,
    loader,
    uploads,
    threadPart,
    answer,
    errors,
    events,
    sessions,
  };
}

const operations = (requests: { body: unknown }[]) =>
  requests.map((request) => (request.body as { type?: string } | undefined)?.type);

describe('sending a message', () => {
  it('starts a thread for a new chat, then adds to the thread the answer created', async () => {
    const { sending, requests, chat, composer, uploads } = await sendingWith(
      [
        () =>
          sse({ type: 'thread.created', thread }, { type: 'thread.item.done', item: storedUser }),
        stored,
      ],
      null,
    );
    composer.setState({ text: 'Hi', quote: 'earlier' });
    await sending.sendUserMessage();
    expect(chat.getState().threadId).toBe(THREAD_ID);
    expect(composer.getState()).toMatchObject({ text: '', quote: null });
    expect(uploads.clearSent).toHaveBeenCalledTimes(1);
    await sending.sendUserMessage({ text: 'More' });
    expect(operations(requests)).toEqual(['threads.create', 'threads.add_user_message']);
    expect(requests[1]?.body).toMatchObject({ params: { thread_id: THREAD_ID } });
  });

  it('opens a new chat first for `newThread`', async () => {
    const { sending, requests, threadPart } = await sendingWith([stored]);
    await sending.sendUserMessage({ text: 'Fresh start', newThread: true });
    expect(threadPart.open).toHaveBeenCalledWith(null);
    expect(operations(requests)).toEqual(['threads.create']);
  });

  it('refuses options the composer does not offer: an error, no request, the draft kept', async () => {
    const { sending, requests, composer, errors } = await sendingWith([stored]);
    composer.setState({ text: 'Keep me' });
    await sending.sendUserMessage({ toolChoice: { id: 'nope' } });
    expect(requests).toEqual([]);
    expect(composer.getState().text).toBe('Keep me');
    expect(errors).toHaveBeenCalledWith({ error: expect.any(UikitCommandError) as unknown });
  });

  it('gives the draft back, tool and all, when the service never stored the message', async () => {
    const { sending, composer, chat, loader } = await sendingWith([
      () => errorResponse(500, { type: 'server_error', message: 'Down' }),
    ]);
    composer.setState({ text: 'Are you there?', quote: 'earlier', toolId: 'web_search' });
    await sending.sendUserMessage();
    expect(composer.getState()).toMatchObject({
      text: 'Are you there?',
      quote: 'earlier',
      toolId: 'web_search',
    });
    expect(chat.getState().problem).toMatchObject({ during: 'send' });
    // A refusal that says nothing of the thread: nothing to re-read.
    expect(loader.refresh).not.toHaveBeenCalled();
  });

  it('re-reads the thread after a 409, so its status says why', async () => {
    const { sending, loader, chat } = await sendingWith([
      () =>
        errorResponse(409, { type: 'conflict_error', code: 'thread_locked', message: 'locked' }),
    ]);
    await sending.sendUserMessage({ text: 'Hi' });
    expect(loader.refresh).toHaveBeenCalledTimes(1);
    expect(chat.getState().problem).toMatchObject({ error: { code: 'thread_locked' } });
  });

  it('keeps the draft cleared and re-reads the thread when the stream drops after storing it', async () => {
    const { sending, composer, chat, loader, requests } = await sendingWith([
      () =>
        sse(
          { type: 'thread.item.done', item: storedUser },
          { type: 'thread.item.added', item: { ...assistantMessage, content: [] } },
        ),
    ]);
    composer.setState({ text: 'Hi' });
    await sending.sendUserMessage();
    expect(composer.getState().text).toBe('');
    expect(chat.getState().problem?.error).toBeInstanceOf(UikitConnectionError);
    expect(loader.refresh).toHaveBeenCalledTimes(1);
    // A service without `resume` is never asked to resume.
    expect(operations(requests)).toEqual(['threads.add_user_message']);
  });

  it('reads an untitled thread again for its title after the answer is stopped', async () => {
    vi.useFakeTimers();
    const { sending, answer, loader } = await sendingWith([hanging]);
    const sent = sending.sendUserMessage({ text: 'Write slowly' });
    await vi.advanceTimersByTimeAsync(10);
    answer.stop();
    await sent;
    expect(loader.refreshThread).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TITLE_REREAD_MS[0] ?? 0);
    expect(loader.refreshThread).toHaveBeenCalledTimes(1);
    sending.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loader.refreshThread).toHaveBeenCalledTimes(1);
  });
});

describe('answering again', () => {
  it('retries from the last user message by default', async () => {
    const { sending, requests, store } = await sendingWith([stored]);
    store.getState().dispatch({
      type: 'items.page',
      items: [userMessage, assistantMessage],
      position: 'newer',
    });
    await sending.retry();
    expect(requests[0]?.body).toEqual({
      type: 'threads.retry_after_item',
      params: { thread_id: THREAD_ID, item_id: userMessage.id },
    });
  });

  it('answers again in place of an answer, from the user message it replied to', async () => {
    const { sending, requests, store } = await sendingWith([stored]);
    const later = { ...userMessage, id: 'itm_u_later' };
    store.getState().dispatch({
      type: 'items.page',
      items: [userMessage, assistantMessage, later],
      position: 'newer',
    });
    await sending.retryAnswer(assistantMessage.id);
    expect(requests[0]?.body).toMatchObject({ params: { item_id: userMessage.id } });
  });

  it('retries nothing without a thread or a user message', async () => {
    const newChat = await sendingWith([stored], null);
    await newChat.sending.retry();
    const empty = await sendingWith([stored]);
    await empty.sending.retry();
    await empty.sending.retryAnswer('itm_unknown');
    expect([...newChat.requests, ...empty.requests]).toEqual([]);
  });
});

/** An answer stream the test writes to and ends by hand. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => sseResponse(body),
    send: (...events: object[]) => {
      for (const event of events)
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    end: () => {
      controller.close();
    },
  };
}

const answerOpen = { ...assistantMessage, id: 'itm_a_live', content: [] };
const answerFinal = {
  ...assistantMessage,
  id: 'itm_a_live',
  content: [{ type: 'output_text', text: 'Hello there', annotations: [] }],
};
const delta = (text: string) => ({
  type: 'thread.item.updated',
  item_id: 'itm_a_live',
  update: { type: 'assistant_message.content_part.text_delta', content_index: 0, delta: text },
});
const textPart = {
  type: 'thread.item.updated',
  item_id: 'itm_a_live',
  update: {
    type: 'assistant_message.content_part.added',
    content_index: 0,
    content: { type: 'output_text', text: '', annotations: [] },
  },
};
const dropped = () =>
  sse(
    { type: 'thread.item.done', item: storedUser },
    { type: 'thread.item.added', item: answerOpen },
    textPart,
    delta('Hel'),
  );
const storedText = (store: ReturnType<typeof createThreadStore>) => {
  const item = store.getState().items.find((entry) => entry.id === 'itm_a_live');
  return item?.type === 'uikit.assistant_message'
    ? item.content.map((part) => ('text' in part ? part.text : '')).join('')
    : undefined;
};

describe('an answer that outlives its stream (protocol section 11)', () => {
  it('resumes a dropped stream, quietly, and the answer finishes from the snapshot', async () => {
    vi.useFakeTimers();
    const { sending, requests, chat, store, loader, errors } = await sendingWith(
      [
        dropped,
        () =>
          sse(
            { type: 'stream_options', stream_options: { allow_cancel: true } },
            { type: 'thread.item.done', item: storedUser },
            // The snapshot: what was produced meanwhile, content so far, then live events.
            {
              type: 'thread.item.added',
              item: {
                ...answerOpen,
                content: [{ type: 'output_text', text: 'Hello', annotations: [] }],
              },
            },
            delta(' there'),
            { type: 'thread.item.done', item: answerFinal },
          ),
      ],
      THREAD_ID,
      ['resume', 'stop'],
    );
    const sent = sending.sendUserMessage({ text: 'Hi' });
    await vi.advanceTimersByTimeAsync(10);
    expect(chat.getState().reconnecting).toBe(true);
    expect(chat.getState().problem).toBeNull();
    expect(storedText(store)).toBe('Hel');
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0] ?? 0);
    await sent;
    expect(operations(requests)).toEqual(['threads.add_user_message', 'threads.resume']);
    expect(requests[1]?.body).toEqual({ type: 'threads.resume', params: { thread_id: THREAD_ID } });
    expect(storedText(store)).toBe('Hello there');
    expect(store.getState().response).toMatchObject({ status: 'idle', interrupted: false });
    expect(chat.getState()).toMatchObject({ reconnecting: false, problem: null });
    expect(errors).not.toHaveBeenCalled();
    expect(loader.refresh).not.toHaveBeenCalled();
  });

  it('re-reads the items, with no error, when the answer ended while the stream was down', async () => {
    vi.useFakeTimers();
    const { sending, requests, chat, loader, errors } = await sendingWith(
      [
        dropped,
        () =>
          errorResponse(409, {
            type: 'conflict_error',
            code: 'no_active_response',
            message: 'No answer is running on this thread',
          }),
      ],
      THREAD_ID,
      ['resume'],
    );
    const sent = sending.sendUserMessage({ text: 'Hi' });
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0] ?? 0);
    await sent;
    expect(operations(requests)).toEqual(['threads.add_user_message', 'threads.resume']);
    expect(loader.refresh).toHaveBeenCalledTimes(1);
    expect(chat.getState()).toMatchObject({ reconnecting: false, problem: null });
    expect(errors).not.toHaveBeenCalled();
  });

  it('backs off between attempts, then falls back to re-reading the items and saying so', async () => {
    vi.useFakeTimers();
    const { sending, requests, chat, loader } = await sendingWith(
      [
        dropped,
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
      THREAD_ID,
      ['resume'],
    );
    const sent = sending.sendUserMessage({ text: 'Hi' });
    const delays = RESUME_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    await vi.advanceTimersByTimeAsync((RESUME_DELAYS_MS[0] ?? 0) + 1);
    expect(operations(requests)).toEqual(['threads.add_user_message', 'threads.resume']);
    expect(chat.getState().reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(delays);
    await sent;
    expect(operations(requests)).toHaveLength(1 + RESUME_DELAYS_MS.length);
    expect(chat.getState().reconnecting).toBe(false);
    expect(chat.getState().problem?.error).toBeInstanceOf(UikitConnectionError);
    expect(loader.refresh).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to be online again, however long, before it resumes', async () => {
    vi.useFakeTimers();
    const online = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('addEventListener', online.addEventListener.bind(online));
    vi.stubGlobal('removeEventListener', online.removeEventListener.bind(online));
    try {
      const { sending, requests } = await sendingWith(
        [dropped, () => sse({ type: 'thread.item.done', item: answerFinal })],
        THREAD_ID,
        ['resume'],
      );
      const sent = sending.sendUserMessage({ text: 'Hi' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(operations(requests)).toEqual(['threads.add_user_message']);
      vi.stubGlobal('navigator', { onLine: true });
      online.dispatchEvent(new Event('online'));
      await sent;
      expect(operations(requests)).toEqual(['threads.add_user_message', 'threads.resume']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says it reconnects while the browser is offline, and resumes once it is back online', async () => {
    const browser = new EventTarget();
    vi.stubGlobal('addEventListener', browser.addEventListener.bind(browser));
    vi.stubGlobal('removeEventListener', browser.removeEventListener.bind(browser));
    try {
      const live = openStream();
      const { sending, requests, chat, store } = await sendingWith(
        [
          live.response,
          () =>
            sse(
              { type: 'thread.item.added', item: { ...answerOpen, content: answerFinal.content } },
              { type: 'thread.item.done', item: answerFinal },
            ),
        ],
        THREAD_ID,
        ['resume', 'stop'],
      );
      const sent = sending.sendUserMessage({ text: 'Hi' });
      live.send(
        { type: 'thread.item.done', item: storedUser },
        { type: 'thread.item.added', item: answerOpen },
        textPart,
        delta('Hel'),
      );
      await vi.waitFor(() => {
        expect(storedText(store)).toBe('Hel');
      });
      browser.dispatchEvent(new Event('offline'));
      expect(chat.getState()).toMatchObject({ reconnecting: true, problem: null });
      // Back online, the stream may be dead without knowing it: the chat resumes the answer.
      browser.dispatchEvent(new Event('online'));
      await sent;
      expect(operations(requests)).toEqual(['threads.add_user_message', 'threads.resume']);
      expect(storedText(store)).toBe('Hello there');
      expect(chat.getState()).toMatchObject({ reconnecting: false, problem: null });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops by asking the service, and keeps reading until the service ends the stream', async () => {
    const live = openStream();
    const { sending, requests, answer, store } = await sendingWith(
      [live.response, () => jsonResponse(200, { ...thread, active_response: null })],
      THREAD_ID,
      ['resume', 'stop'],
    );
    const sent = sending.sendUserMessage({ text: 'Hi' });
    live.send(
      { type: 'thread.item.done', item: storedUser },
      { type: 'thread.item.added', item: answerOpen },
      textPart,
      delta('Hel'),
    );
    await vi.waitFor(() => {
      expect(storedText(store)).toBe('Hel');
    });
    answer.stop();
    await vi.waitFor(() => {
      expect(operations(requests)).toEqual(['threads.add_user_message', 'threads.stop']);
    });
    expect(requests[1]?.body).toEqual({ type: 'threads.stop', params: { thread_id: THREAD_ID } });
    // What the service stored, marked: the stream gives it before it ends.
    live.send(delta('lo'), {
      type: 'thread.item.done',
      item: {
        ...answerFinal,
        content: [{ type: 'output_text', text: 'Hello', annotations: [] }],
        status: 'incomplete',
        incomplete_details: { reason: 'stopped' },
      },
    });
    live.end();
    await sent;
    expect(storedText(store)).toBe('Hello');
    expect(store.getState().response).toMatchObject({ status: 'idle', stopped: true });
  });

  it('stopped before the service named the new thread, stops it once it does', async () => {
    const live = openStream();
    const { sending, requests, answer } = await sendingWith(
      [live.response, () => jsonResponse(200, { ...thread, active_response: null })],
      null,
      ['resume', 'stop'],
    );
    const sent = sending.sendUserMessage({ text: 'Hi' });
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    answer.stop();
    live.send({
      type: 'thread.created',
      thread: { ...thread, active_response: { id: 'resp_1', started_at: 1 } },
    });
    await vi.waitFor(() => {
      expect(operations(requests)).toEqual(['threads.create', 'threads.stop']);
    });
    expect(requests[1]?.body).toMatchObject({ params: { thread_id: THREAD_ID } });
    live.end();
    await sent;
  });

  it('leaves an answer running when another thread opens (detach), without stopping it', async () => {
    const live = openStream();
    const { sending, requests, answer, store, events } = await sendingWith(
      [live.response],
      THREAD_ID,
      ['resume', 'stop'],
    );
    const sent = sending.sendUserMessage({ text: 'Hi' });
    live.send({ type: 'thread.item.done', item: storedUser });
    await vi.waitFor(() => {
      expect(store.getState().itemIds).toContain(storedUser.id);
    });
    const ended: (string | null)[] = [];
    events.on('responseEnd', ({ threadId }) => ended.push(threadId));
    // As opening another thread does: the store empties, then the answer is left.
    store.getState().dispatch({ type: 'reset', thread: null });
    answer.detach();
    await sent;
    expect(operations(requests)).toEqual(['threads.add_user_message']);
    // The end names the answer's thread (its cached pages are stale), not the one now open.
    expect(ended).toEqual([THREAD_ID]);
  });

  it('aborts as before when the service cannot stop an answer', async () => {
    const { sending, requests, answer } = await sendingWith([hanging], THREAD_ID, ['resume']);
    const sent = sending.sendUserMessage({ text: 'Hi' });
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    answer.stop();
    await sent;
    expect(operations(requests)).toEqual(['threads.add_user_message']);
  });
});
