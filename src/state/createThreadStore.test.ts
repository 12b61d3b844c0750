import { describe, expect, it, vi } from 'vitest';
import { assistantMessage, thread, userMessage } from '../../test/fixtures/items';
import { createThreadStore } from './createThreadStore';

describe('createThreadStore', () => {
  it('gives each chat its own store', () => {
    const a = createThreadStore(thread);
    const b = createThreadStore();
    a.getState().applyEvents([{ type: 'thread.item.done', item: userMessage }]);
    expect(a.getState().itemIds).toEqual([userMessage.id]);
    expect(b.getState().itemIds).toEqual([]);
  });

  it('applies a batch of events with one notification, and none for no change', () => {
    const store = createThreadStore(thread);
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().applyEvents([
      { type: 'thread.item.added', item: { ...assistantMessage, content: [] } },
      ...['a', 'b', 'c'].map((delta) => ({
        type: 'thread.item.updated' as const,
        item_id: assistantMessage.id,
        update: {
          type: 'assistant_message.content_part.text_delta' as const,
          content_index: 0,
          delta,
        },
      })),
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.getState().applyEvents([{ type: 'client_effect', name: 'x', data: null }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tracks the response lifecycle and finalises what did not finish', () => {
    const store = createThreadStore(thread);
    const { dispatch, applyEvents } = store.getState();
    dispatch({ type: 'response.started' });
    expect(store.getState().response.status).toBe('streaming');
    applyEvents([
      { type: 'thread.item.added', item: { ...assistantMessage, content: [] } },
      { type: 'error', code: 'x', message: 'failed', allow_retry: true },
    ]);
    dispatch({ type: 'response.ended' });
    expect(store.getState().response).toMatchObject({
      status: 'idle',
      error: { allowRetry: true },
    });
    expect(store.getState().streaming).toEqual({});
    dispatch({ type: 'error.dismissed' });
    expect(store.getState().response.error).toBeNull();
  });

  it('marks an answer the user stopped mid-stream as the service stores it, and only that one', () => {
    const store = createThreadStore(thread);
    const { dispatch, applyEvents } = store.getState();
    const finished = { ...assistantMessage, id: 'msg_done' };
    applyEvents([{ type: 'thread.item.done', item: finished }]);
    dispatch({ type: 'response.started' });
    applyEvents([{ type: 'thread.item.added', item: { ...assistantMessage, content: [] } }]);
    dispatch({ type: 'response.ended', stopped: true });
    const [done, stopped] = store.getState().items;
    expect(done).toBe(finished);
    expect(stopped).toMatchObject({
      id: assistantMessage.id,
      status: 'incomplete',
      incomplete_details: { reason: 'stopped' },
    });
    expect(store.getState().response.stopped).toBe(true);
  });

  it('marks an answer whose stream broke off as interrupted, not stopped', () => {
    const store = createThreadStore(thread);
    const { dispatch, applyEvents } = store.getState();
    dispatch({ type: 'response.started' });
    applyEvents([{ type: 'thread.item.added', item: { ...assistantMessage, content: [] } }]);
    dispatch({ type: 'response.ended', interrupted: true });
    expect(store.getState().items[0]).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'interrupted' },
    });
    expect(store.getState().response).toMatchObject({ stopped: false, interrupted: true });
    // A stop wins: the user pressed it before the stream went.
    dispatch({ type: 'response.started' });
    applyEvents([{ type: 'thread.item.added', item: { ...assistantMessage, id: 'msg_2' } }]);
    dispatch({ type: 'response.ended', stopped: true, interrupted: true });
    expect(store.getState().items[1]).toMatchObject({ incomplete_details: { reason: 'stopped' } });
  });

  it('dismisses notices and resets to another thread', () => {
    const store = createThreadStore(thread);
    store.getState().applyEvents([{ type: 'notice', level: 'info', message: 'hi', title: null }]);
    store.getState().dispatch({ type: 'notice.dismissed', id: 1 });
    expect(store.getState().notices).toEqual([]);
    store.getState().dispatch({ type: 'reset', thread: null });
    expect(store.getState().thread).toBeNull();
    expect(typeof store.getState().dispatch).toBe('function');
  });
});
