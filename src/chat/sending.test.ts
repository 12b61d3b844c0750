import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantMessage, thread, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
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
import { createSending } from './sending';
import { TITLE_REREAD_MS } from './titleReread';

afterEach(() => {
  vi.useRealTimers();
});

const sse = (...events: object[]) =>
  sseResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
const storedUser = { ...userMessage, id: 'itm_u_new' };
const stored = () => sse({ type: 'thread.item.done', item: storedUser });
/** An answer that never sends a byte (until stopped). */
const hanging = () =>
  new Response(new ReadableStream<Uint8Array>(), {
    headers: { 'content-type': 'text/event-stream' },
  });

async function sendingWith(responders: Responder[], threadId: string | null = THREAD_ID) {
  const { fetch, requests } = fakeFetch(...responders);
  const events = createChatEvents();
  const sessions = createSessionManager({
    getSession: () =>
      Promise.resolve(sessionFixture({ expires_at: Math.floor(Date.now() / 1000) + 600 })),
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
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
  });
  const errors = vi.fn();
  events.on('error', errors);
  return { sending, requests, composer, chat, store, loader, uploads, threadPart, answer, errors };
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
    const { sending, composer, chat, loader } = await sendingWith([
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
