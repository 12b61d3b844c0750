import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { createSessionManager } from '../client/sessionManager';
import { watchRunningAnswers } from './answerRecovery';
import { createReadable } from './readable';
import type { ThreadLoadState } from './threadLoader';

const loaded: ThreadLoadState = {
  threadId: 'thr_1',
  isLoading: false,
  error: null,
  pageCount: 1,
  hasOlder: false,
  isLoadingOlder: false,
  olderFailed: false,
  activeResponse: null,
};

async function watchWith(capabilities: string[] | undefined, responding = false) {
  const state = createReadable<ThreadLoadState>({ ...loaded, isLoading: true });
  const sessions = createSessionManager({
    getSession: () => Promise.resolve(sessionFixture(capabilities ? { capabilities } : {})),
  });
  await sessions.get();
  const respond = vi.fn(() =>
    Promise.resolve({ status: 'completed' as const, userMessageStored: false, error: null }),
  );
  const stop = watchRunningAnswers({
    loader: { state },
    sessions,
    answer: { isResponding: () => responding },
    respond,
  });
  return { state, respond, stop };
}

describe('the watch on an answer running on the opened thread', () => {
  it('follows it once the first page is in, once per answer', async () => {
    const { state, respond } = await watchWith(['resume', 'stop']);
    state.set({ ...loaded, isLoading: true, activeResponse: 'resp_1' });
    expect(respond).not.toHaveBeenCalled();
    state.set({ ...loaded, activeResponse: 'resp_1' });
    expect(respond).toHaveBeenCalledExactlyOnceWith(
      { type: 'threads.resume', params: { thread_id: 'thr_1' } },
      'load',
    );
    // Loading an older page changes the state, not the answer.
    state.set({ ...loaded, activeResponse: 'resp_1', pageCount: 2 });
    expect(respond).toHaveBeenCalledTimes(1);
    state.set({ ...loaded, activeResponse: 'resp_2' });
    expect(respond).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a service without resume, a thread with nothing running, and its own answer', async () => {
    const without = await watchWith(undefined);
    without.state.set({ ...loaded, activeResponse: 'resp_1' });
    const idle = await watchWith(['resume']);
    idle.state.set(loaded);
    const own = await watchWith(['resume'], true);
    own.state.set({ ...loaded, activeResponse: 'resp_1' });
    for (const watch of [without, idle, own]) expect(watch.respond).not.toHaveBeenCalled();
  });

  it('follows it anew when its thread is left and opened again', async () => {
    const { state, respond } = await watchWith(['resume']);
    state.set({ ...loaded, activeResponse: 'resp_1' });
    state.set({ ...loaded, threadId: 'thr_2' });
    state.set({ ...loaded, activeResponse: 'resp_1' });
    expect(respond).toHaveBeenCalledTimes(2);
  });

  it('stops watching when stopped', async () => {
    const { state, respond, stop } = await watchWith(['resume']);
    stop();
    state.set({ ...loaded, activeResponse: 'resp_1' });
    expect(respond).not.toHaveBeenCalled();
  });
});
