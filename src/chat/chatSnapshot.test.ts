import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { createSessionManager } from '../client/sessionManager';
import { createRateLimitTracker } from '../client/rateLimit';
import { createThreadStore } from '../state/createThreadStore';
import { createChatEvents } from './chatEvents';
import { createChatSnapshot } from './chatSnapshot';
import { createChatState } from './chatState';
import { createComposerStore } from './composerStore';
import { createRateLimitState } from './rateLimitState';
import { createReadable } from './readable';
import type { HistoryState } from './threadHistory';
import type { ThreadLoadState } from './threadLoader';

function snapshotWith() {
  const { chat } = createChatState({
    events: createChatEvents(),
    threadId: null,
    reopening: false,
  });
  const store = createThreadStore();
  const composer = createComposerStore();
  const sessions = createSessionManager({ getSession: () => Promise.resolve(sessionFixture()) });
  const threadLoad = createReadable<ThreadLoadState>({
    threadId: null,
    isLoading: false,
    error: null,
    pageCount: 0,
    hasOlder: false,
    isLoadingOlder: false,
    olderFailed: false,
    activeResponse: null,
  });
  const history = createReadable<HistoryState>({
    enabled: false,
    threads: [],
    isLoading: false,
    error: null,
    hasMore: false,
    isLoadingMore: false,
  });
  const snapshot = createChatSnapshot({
    chat,
    thread: store,
    threadLoad,
    composer,
    session: sessions,
    history,
    rateLimit: createRateLimitState(createRateLimitTracker()),
  });
  return { snapshot, chat, composer, history };
}

describe('the chat’s snapshot', () => {
  it('is the same object until a part changes, and then holds the change', () => {
    const { snapshot, composer } = snapshotWith();
    const first = snapshot.getSnapshot();
    expect(snapshot.getSnapshot()).toBe(first);
    composer.setState({ text: 'Hi' });
    const second = snapshot.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.composer.text).toBe('Hi');
    // Unchanged parts stay identical, so selectors over them skip work.
    expect(second.chat).toBe(first.chat);
  });

  it('hears every part through one subscription, until it stops', () => {
    const { snapshot, chat, composer, history } = snapshotWith();
    const listener = vi.fn();
    const stop = snapshot.subscribe(listener);
    chat.setState({ historyOpen: true });
    composer.setState({ text: 'Hi' });
    history.set({ ...history.getState(), enabled: true });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    composer.setState({ text: 'Bye' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
