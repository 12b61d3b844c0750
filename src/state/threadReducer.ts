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
  | {
      type: 'response.started';
      /** It goes on with the last turn (a retry, a widget action) rather than starting one. */
      continuesTurn?: boolean;
    }
  | {
      type: 'response.ended';
      /** The user stopped it. */
      stopped?: boolean;
      /** Its stream broke off (a dropped connection), the user did not stop it. */
      interrupted?: boolean;
    }
  | { type: 'error.dismissed' }
  | { type: 'notice.dismissed'; id: number }
  | { type: 'reset'; thread: Thread | null };

/**
 * Answers still streaming when the response ended early, marked as the service stores them
 * (`status: "incomplete"` with the reason), so the mark shows at once and not only after a reload:
 * `stopped` when the user stopped them, `interrupted` when the stream broke off.
 */
function markEndedEarly<S extends ThreadState>(state: S, reason: 'stopped' | 'interrupted'): S {
  let items: ReceivedThreadItem[] | null = null;
  for (const id of Object.keys(state.streaming)) {
    const index = state.itemIndex.get(id);
    const item = index === undefined ? undefined : state.items[index];
    if (index === undefined || item?.type !== 'uikit.assistant_message') continue;
    items ??= state.items.slice();
    items[index] = { ...item, status: 'incomplete', incomplete_details: { reason } };
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
      return {
        ...state,
        response: {
          ...IDLE_RESPONSE,
          status: 'streaming',
          turnOpen: action.continuesTurn === true,
        },
      };
    case 'response.ended': {
      // Whatever did not get its `done` (an aborted answer) is final now: nothing keeps streaming.
      const { error } = state.response;
      const stopped = action.stopped === true;
      const interrupted = !stopped && action.interrupted === true;
      const ended = stopped
        ? markEndedEarly(state, 'stopped')
        : interrupted
          ? markEndedEarly(state, 'interrupted')
          : state;
      return {
        ...ended,
        streaming: {},
        response: { ...IDLE_RESPONSE, error, stopped, interrupted },
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
