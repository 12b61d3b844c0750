import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ReceivedStreamEvent } from '../wire/received';
import { threadReducer, type ThreadAction } from './threadReducer';
import { createThreadState, type ThreadState } from './threadState';
import type { Thread } from '../wire/thread';

/** What a thread store does besides holding state: apply actions and stream events. */
export interface ThreadStoreActions {
  dispatch: (action: ThreadAction) => void;
  /** Applies many stream events in one update (one notification), e.g. a frame's worth of tokens. */
  applyEvents: (events: readonly ReceivedStreamEvent[]) => void;
}

/** The state of a thread store: the thread and its items, and the actions that change them. */
export type ThreadStoreState = ThreadState & ThreadStoreActions;
/** A vanilla zustand store of one thread, as `createThreadStore` returns it. */
export type ThreadStore = StoreApi<ThreadStoreState>;

/**
 * A vanilla zustand store for one chat's thread. Create one per chat (never a module singleton),
 * so two chats on a page share nothing.
 *
 * @example
 * const store = createThreadStore();
 * for await (const event of stream) store.getState().applyEvents([event]);
 */
export function createThreadStore(thread: Thread | null = null): ThreadStore {
  return createStore<ThreadStoreState>()((set) => ({
    ...createThreadState(thread),
    dispatch(action) {
      set((state) => threadReducer(state, action));
    },
    applyEvents(events) {
      set((state) =>
        events.reduce(
          (current, event) => threadReducer(current, { type: 'stream.event', event }),
          state,
        ),
      );
    },
  }));
}
