import { describe, expect, it, vi } from 'vitest';
import { thread, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import { createSessionManager } from '../client/sessionManager';
import { createThreadStore } from '../state/createThreadStore';
import { createChatEvents } from './chatEvents';
import { createConversationFollowing } from './conversationFollowing';
import type { Thread } from '../wire/thread';

function followingWith() {
  const events = createChatEvents();
  const sessions = createSessionManager({ getSession: () => Promise.resolve(sessionFixture()) });
  const store = createThreadStore();
  const listed: { threads: readonly Thread[] } = { threads: [{ ...thread, title: 'Listed' }] };
  const listListeners = new Set<() => void>();
  const history = {
    refresh: vi.fn(),
    prefetch: vi.fn(),
    update: vi.fn(),
    listed: () => listed.threads,
    onListed: (listener: () => void) => {
      listListeners.add(listener);
      return () => listListeners.delete(listener);
    },
    /** The cached list changed (whoever listed it). */
    relist: (threads: readonly Thread[]) => {
      listed.threads = threads;
      for (const listener of listListeners) listener();
    },
  };
  const loader = { markStale: vi.fn() };
  const openThread = { remember: vi.fn(), adoptListedTitle: vi.fn() };
  const following = createConversationFollowing({
    events,
    sessions,
    store,
    history,
    loader,
    thread: openThread,
  });
  return { following, events, sessions, store, history, loader, openThread, listed };
}

describe('what follows the conversation', () => {
  it('refreshes history and remembers the thread when another opens', () => {
    const { following, events, history, openThread } = followingWith();
    following.start();
    events.emit('threadChange', { threadId: THREAD_ID });
    expect(history.refresh).toHaveBeenCalledTimes(1);
    expect(openThread.remember).toHaveBeenCalledTimes(1);
  });

  it('refreshes history after an answer, and marks its thread to be re-read when opened again', () => {
    const { following, events, history, loader } = followingWith();
    following.start();
    events.emit('responseEnd', { threadId: THREAD_ID });
    events.emit('responseEnd', { threadId: null });
    expect(history.refresh).toHaveBeenCalledTimes(2);
    expect(loader.markStale).toHaveBeenCalledTimes(1);
    expect(loader.markStale).toHaveBeenCalledWith(THREAD_ID);
  });

  it('reads the list after an answer only for an open thread with no title yet', () => {
    const { following, events, history, store } = followingWith();
    following.start();
    events.emit('responseEnd', { threadId: THREAD_ID });
    expect(history.prefetch).not.toHaveBeenCalled();
    store.getState().dispatch({ type: 'thread.loaded', thread: { ...thread, title: 'Named' } });
    events.emit('responseEnd', { threadId: THREAD_ID });
    expect(history.prefetch).not.toHaveBeenCalled();
    store.getState().dispatch({ type: 'thread.loaded', thread: { ...thread, title: null } });
    events.emit('responseEnd', { threadId: 'another thread' });
    expect(history.prefetch).not.toHaveBeenCalled();
    events.emit('responseEnd', { threadId: THREAD_ID });
    expect(history.prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks history whether it is allowed as the session changes', async () => {
    const { following, sessions, history } = followingWith();
    following.start();
    await sessions.get();
    expect(history.update).toHaveBeenCalled();
  });

  it('offers the listed titles to the open thread when it changes, not on other changes', () => {
    const { following, store, openThread, listed } = followingWith();
    following.start();
    store.getState().dispatch({ type: 'thread.loaded', thread: { ...thread, title: null } });
    expect(openThread.adoptListedTitle).toHaveBeenCalledWith(listed.threads);
    const itemsBefore = store.getState().items;
    store.getState().dispatch({ type: 'items.page', items: [userMessage], position: 'newer' });
    expect(store.getState().items).not.toBe(itemsBefore);
    expect(openThread.adoptListedTitle).toHaveBeenCalledTimes(1);
  });

  it('offers the listed titles to the open thread each time the cached list changes, until stopped', () => {
    const { following, history, openThread } = followingWith();
    following.start();
    const renamed = [{ ...thread, title: 'Renamed in a sidebar' }];
    history.relist(renamed);
    expect(openThread.adoptListedTitle).toHaveBeenCalledWith(renamed);
    following.stop();
    history.relist([]);
    expect(openThread.adoptListedTitle).toHaveBeenCalledTimes(1);
  });

  it('follows once however often started, and not at all once stopped', () => {
    const { following, events, history } = followingWith();
    following.start();
    following.start();
    events.emit('threadChange', { threadId: THREAD_ID });
    expect(history.refresh).toHaveBeenCalledTimes(1);
    following.stop();
    events.emit('threadChange', { threadId: null });
    expect(history.refresh).toHaveBeenCalledTimes(1);
    // Started again (React's strict mode remounts), it follows again.
    following.start();
    events.emit('threadChange', { threadId: null });
    expect(history.refresh).toHaveBeenCalledTimes(2);
  });
});
