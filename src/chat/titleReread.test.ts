import { afterEach, describe, expect, it, vi } from 'vitest';
import { thread } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import { createSessionManager } from '../client/sessionManager';
import { createThreadStore } from '../state/createThreadStore';
import { createChatEvents } from './chatEvents';
import { createTitleReread, TITLE_REREAD_MS } from './titleReread';

afterEach(() => {
  vi.useRealTimers();
});

const [FIRST = 0, SECOND = 0] = TITLE_REREAD_MS;

/** A stopped answer's untitled thread; `titleOnRead`: the read that finds the title (1-based). */
async function rereadWith(titling = true, titleOnRead = Infinity) {
  const store = createThreadStore({ ...thread, title: null });
  const sessions = createSessionManager({
    getSession: () =>
      Promise.resolve(
        sessionFixture({
          expires_at: Math.floor(Date.now() / 1000) + 600,
          chatkit_configuration: {
            ...sessionFixture().chatkit_configuration,
            automatic_thread_titling: { enabled: titling },
          },
        }),
      ),
  });
  await sessions.get();
  let reads = 0;
  const refreshThread = vi.fn(() => {
    reads += 1;
    if (reads >= titleOnRead)
      store.getState().dispatch({ type: 'thread.loaded', thread: { ...thread, title: 'Titled' } });
    return Promise.resolve();
  });
  const titles = createTitleReread({
    store,
    sessions,
    events: createChatEvents(),
    loader: { refreshThread },
  });
  return { store, titles, refreshThread };
}

describe('the title after a stop', () => {
  it('reads the untitled thread again after each wait, and no more', async () => {
    const { titles, refreshThread } = await rereadWith();
    vi.useFakeTimers();
    titles.afterStop();
    await vi.advanceTimersByTimeAsync(FIRST - 1);
    expect(refreshThread).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshThread).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(refreshThread).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshThread).toHaveBeenCalledTimes(2);
  });

  it('stops reading once the thread has its title', async () => {
    const { titles, refreshThread, store } = await rereadWith(true, 1);
    vi.useFakeTimers();
    titles.afterStop();
    await vi.advanceTimersByTimeAsync(FIRST + SECOND + 1000);
    expect(refreshThread).toHaveBeenCalledTimes(1);
    expect(store.getState().thread?.title).toBe('Titled');
  });

  it('reads nothing where the session does not title threads', async () => {
    const { titles, refreshThread } = await rereadWith(false);
    vi.useFakeTimers();
    titles.afterStop();
    await vi.advanceTimersByTimeAsync(FIRST + SECOND + 1000);
    expect(refreshThread).not.toHaveBeenCalled();
  });

  it('reads nothing once another thread is open, or the chat is disposed', async () => {
    const moved = await rereadWith();
    vi.useFakeTimers();
    moved.titles.afterStop();
    moved.store.getState().dispatch({ type: 'reset', thread: { ...thread, id: 'thr_other' } });
    await vi.advanceTimersByTimeAsync(FIRST + SECOND + 1000);
    expect(moved.refreshThread).not.toHaveBeenCalled();

    const disposed = await rereadWith();
    disposed.titles.afterStop();
    disposed.titles.cancel();
    await vi.advanceTimersByTimeAsync(FIRST + SECOND + 1000);
    expect(disposed.refreshThread).not.toHaveBeenCalled();
  });
});
