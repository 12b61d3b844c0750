import { describe, expect, it, vi } from 'vitest';
import { thread, THREAD_ID } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
  jsonResponse,
  type Responder,
} from '../../test/support/fakeFetch';
import { createSessionManager } from '../client/sessionManager';
import { createUikitClient } from '../client/UikitClient';
import { createThreadStore } from '../state/createThreadStore';
import type { Session } from '../wire/session';
import type { Thread } from '../wire/thread';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import type { LastThreadMemory } from './lastThread';
import { createOpenThread } from './openThread';

const session = sessionFixture({ expires_at: Math.floor(Date.now() / 1000) + 600 });

/** A memory of one user's last thread, kept in a map by user. */
function memoryOf(remembered: string | null) {
  const byUser = new Map<string, string>();
  if (remembered !== null) byUser.set(session.user, remembered);
  const memory: LastThreadMemory = {
    read: (of: Session) => byUser.get(of.user) ?? null,
    write: (of: Session, threadId: string | null) => {
      if (threadId === null) byUser.delete(of.user);
      else byUser.set(of.user, threadId);
    },
  };
  return { byUser, memory };
}

async function openThreadWith(
  options: { reopening?: boolean; remembered?: string | null; api?: Responder } = {},
) {
  const { fetch, requests } = fakeFetch(options.api ?? (() => jsonResponse(200, thread)));
  const events = createChatEvents();
  const sessions = createSessionManager({ getSession: () => Promise.resolve(session) });
  await sessions.get();
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs_test',
    fetch,
  });
  const store = createThreadStore();
  const { chat } = createChatState({
    events,
    threadId: null,
    reopening: options.reopening ?? false,
  });
  const loader = { open: vi.fn(), start: vi.fn() };
  const answer = { detach: vi.fn(), isResponding: vi.fn(() => false) };
  const { byUser, memory } = memoryOf(options.remembered ?? null);
  const changes: (string | null)[] = [];
  events.on('threadChange', ({ threadId }) => changes.push(threadId));
  const logs = vi.fn();
  events.on('log', logs);
  const open = createOpenThread({
    chat,
    store,
    events,
    client,
    sessions,
    loader,
    answer,
    lastThread: Promise.resolve(memory),
  });
  return { open, chat, store, loader, answer, byUser, changes, logs, requests };
}

describe('opening a thread', () => {
  it('leaves the answer, empties the store and loads the thread, once', async () => {
    const { open, chat, store, loader, answer, changes } = await openThreadWith();
    store.getState().dispatch({ type: 'thread.loaded', thread });
    chat.setState({ problem: { during: 'send', error: new Error('old') } });
    open.open('thr_next');
    open.open('thr_next');
    expect(answer.detach).toHaveBeenCalledTimes(1);
    expect(store.getState().thread).toBeNull();
    expect(chat.getState()).toMatchObject({
      threadId: 'thr_next',
      threadOrigin: 'opened',
      problem: null,
    });
    expect(loader.open).toHaveBeenCalledWith('thr_next', 'load', undefined);
    expect(changes).toEqual(['thr_next']);
  });

  it('takes the thread an answer created without loading what the store already holds', async () => {
    const { open, chat, loader, answer, changes } = await openThreadWith();
    open.created(thread);
    expect(chat.getState()).toMatchObject({ threadId: THREAD_ID, threadOrigin: 'created' });
    expect(loader.open).toHaveBeenCalledWith(THREAD_ID, 'created');
    expect(answer.detach).not.toHaveBeenCalled();
    expect(changes).toEqual([THREAD_ID]);
  });

  it('leaves the thread being deleted only if it is the open one', async () => {
    const { open, chat } = await openThreadWith();
    open.open(THREAD_ID);
    open.leave('thr_other');
    expect(chat.getState().threadId).toBe(THREAD_ID);
    open.leave(THREAD_ID);
    expect(chat.getState().threadId).toBeNull();
  });

  it('takes a new title from a rename or the history list for the open thread alone', async () => {
    const { open, store } = await openThreadWith();
    store.getState().dispatch({ type: 'thread.loaded', thread: { ...thread, title: null } });
    open.renamed({ ...thread, id: 'thr_other', title: 'Elsewhere' });
    expect(store.getState().thread?.title).toBeNull();
    const listed: Thread[] = [
      { ...thread, id: 'thr_other', title: 'Other' },
      { ...thread, title: 'From the list' },
    ];
    open.adoptListedTitle(listed);
    expect(store.getState().thread?.title).toBe('From the list');
    // A title the thread has is not replaced by the list's.
    open.adoptListedTitle([{ ...thread, title: 'Stale' }]);
    expect(store.getState().thread?.title).toBe('From the list');
    open.renamed({ ...thread, title: 'Renamed' });
    expect(store.getState().thread?.title).toBe('Renamed');
  });

  it('starts loading the thread the chat started with, or follows the one it created', async () => {
    const { open, chat, loader } = await openThreadWith();
    chat.setState({ threadId: THREAD_ID });
    open.start();
    expect(loader.start).toHaveBeenCalledTimes(1);
    expect(loader.open).toHaveBeenLastCalledWith(THREAD_ID, 'load');
    chat.setState({ threadOrigin: 'created' });
    open.start();
    expect(loader.open).toHaveBeenLastCalledWith(THREAD_ID, 'created');
  });
});

describe('reopening the last thread', () => {
  it('opens the remembered thread once, however often asked, with the thread just read', async () => {
    const { open, chat, loader, requests } = await openThreadWith({
      reopening: true,
      remembered: THREAD_ID,
    });
    await Promise.all([open.reopenLast(session), open.reopenLast(session)]);
    expect(requests).toHaveLength(1);
    expect(chat.getState().threadId).toBe(THREAD_ID);
    expect(loader.open).toHaveBeenCalledWith(THREAD_ID, 'load', thread);
    // Still looking until the chat says the look is over.
    expect(chat.getState().reopening).toBe(true);
    open.settleReopening();
    expect(chat.getState().reopening).toBe(false);
  });

  it('forgets a thread that is gone and stays new, with a log line and no problem', async () => {
    const { open, chat, byUser, logs } = await openThreadWith({
      reopening: true,
      remembered: THREAD_ID,
      api: () => errorResponse(404, { type: 'not_found_error', message: 'No such thread' }),
    });
    await open.reopenLast(session);
    expect(chat.getState()).toMatchObject({ threadId: null, problem: null });
    expect(byUser.size).toBe(0);
    expect(logs).toHaveBeenCalledWith({
      name: 'thread.reopen_gone',
      data: { threadId: THREAD_ID },
    });
  });

  it('leaves the user where they went, or the answer they started, meanwhile', async () => {
    const moved = await openThreadWith({ reopening: true, remembered: THREAD_ID });
    const reopening = moved.open.reopenLast(session);
    moved.open.open('thr_other');
    await reopening;
    expect(moved.chat.getState().threadId).toBe('thr_other');

    const answering = await openThreadWith({ reopening: true, remembered: THREAD_ID });
    answering.answer.isResponding.mockReturnValue(true);
    await answering.open.reopenLast(session);
    expect(answering.chat.getState().threadId).toBeNull();
  });

  it('does nothing for a chat that is not reopening', async () => {
    const { open, chat, requests } = await openThreadWith({ remembered: THREAD_ID });
    await open.reopenLast(session);
    expect(requests).toHaveLength(0);
    expect(chat.getState().threadId).toBeNull();
  });

  it('remembers the open thread once the look is over, and forgets it for a new chat', async () => {
    const { open, byUser } = await openThreadWith({ reopening: true, remembered: THREAD_ID });
    open.open('thr_other');
    open.remember();
    await Promise.resolve();
    // While it still looks, what it found is not written over.
    expect(byUser.get(session.user)).toBe(THREAD_ID);
    open.settleReopening();
    await vi.waitFor(() => {
      expect(byUser.get(session.user)).toBe('thr_other');
    });
    open.open(null);
    open.remember();
    await vi.waitFor(() => {
      expect(byUser.has(session.user)).toBe(false);
    });
  });
});
