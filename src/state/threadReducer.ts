import type { ReceivedStreamEvent } from '../wire/received';
import type { ReceivedThreadItem } from '../wire/received';
import type { Thread } from '../wire/thread';
import { applyStreamEvent } from './applyStreamEvent';
import { mergeItemsPage, type PagePosition } from './mergeItemsPage';
import { IDLE_RESPONSE, createThreadState, type ThreadState } from './threadState';

/** Everything that changes a thread's state: stream events and the chat's own steps. */
export type ThreadAction =
  | { type: 'stream.event'; event: ReceivedStreamEvent }
  | { type: 'items.page'; items: readonly ReceivedThreadItem[]; position: PagePosition }
  | { type: 'thread.loaded'; thread: Thread }
  | { type: 'response.started' }
  | { type: 'response.ended'; stopped?: boolean }
  | { type: 'error.dismissed' }
  | { type: 'notice.dismissed'; id: number }
  | { type: 'reset'; thread: Thread | null };

/**
 * Answers the user stopped mid-stream, marked as the service stores them (`status: "incomplete"`,
 * reason `stopped`), so the mark shows at once and not only after a reload.
 */
function markStopped<S extends ThreadState>(state: S): S {
  let items: ReceivedThreadItem[] | null = null;
  for (const id of Object.keys(state.streaming)) {
    const index = state.itemIndex.get(id);
    const item = index === undefined ? undefined : state.items[index];
    if (index === undefined || item?.type !== 'uikit.assistant_message') continue;
    items ??= state.items.slice();
    items[index] = { ...item, status: 'incomplete', incomplete_details: { reason: 'stopped' } };
  }
  return items ? { ...state, items } : state;
}

/** The pure reducer of a chat's thread; the store below is a thin wrapper around it. */
export function threadReducer<S extends ThreadState>(state: S, action: ThreadAction): S {
  switch (action.type) {
    case 'stream.event':
      return applyStreamEvent(state, action.event);
    case 'items.page':
      return mergeItemsPage(state, action.items, action.position);
    case 'thread.loaded':
      if (state.thread !== null && state.thread.id !== action.thread.id) return state;
      return applyStreamEvent(state, { type: 'thread.updated', thread: action.thread });
    case 'response.started':
      return { ...state, response: { ...IDLE_RESPONSE, status: 'streaming' } };
    case 'response.ended': {
      // Whatever did not get its `done` (an aborted answer) is final now: nothing keeps streaming.
      const { error } = state.response;
      const ended = action.stopped === true ? markStopped(state) : state;
      return {
        ...ended,
        streaming: {},
        response: { ...IDLE_RESPONSE, error, stopped: action.stopped ?? false },
      };
    }
    case 'error.dismissed':
      if (state.response.error === null) return state;
      return { ...state, response: { ...state.response, error: null } };
    case 'notice.dismissed': {
      const notices = state.notices.filter((notice) => notice.id !== action.id);
      return notices.length === state.notices.length ? state : { ...state, notices };
    }
    case 'reset':
      return { ...state, ...createThreadState(action.thread) };
  }
}
