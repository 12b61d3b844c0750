import type { ReceivedStreamEvent } from '../wire/received';
import type { ReceivedThreadItem } from '../wire/received';
import { applyItemUpdate } from './applyItemUpdate';
import { shareEqual } from './shareEqual';
import { withItemOrder, type Notice, type ThreadState } from './threadState';

/** Whether an item belongs to the state's thread (events of a thread left behind are dropped). */
function belongs(state: ThreadState, item: ReceivedThreadItem): boolean {
  return state.thread === null || item.thread_id === state.thread.id;
}

function withoutKey<T>(
  record: Readonly<Record<string, T>>,
  key: string,
): Readonly<Record<string, T>> {
  if (!Object.hasOwn(record, key)) return record;
  const copy = { ...record };
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a record keyed by item id
  delete copy[key];
  return copy;
}

function setStreaming<S extends ThreadState>(state: S, id: string, streaming: boolean): S {
  if (streaming === Object.hasOwn(state.streaming, id)) return state;
  return {
    ...state,
    streaming: streaming
      ? { ...state.streaming, [id]: true as const }
      : withoutKey(state.streaming, id),
  };
}

/** The state with the item at `index` replaced; the same state when it is the same object. */
function replaceAt<S extends ThreadState>(state: S, index: number, item: ReceivedThreadItem): S {
  if (state.items[index] === item) return state;
  const items = state.items.slice();
  items[index] = item;
  return { ...state, items };
}

/** Puts an item in place (or at the end when new); `streaming` marks it as not yet done. */
function upsertItem<S extends ThreadState>(
  state: S,
  incoming: ReceivedThreadItem,
  streaming: boolean,
): S {
  if (!belongs(state, incoming)) return state;
  const index = state.itemIndex.get(incoming.id);
  let next: S;
  if (index === undefined) {
    next = {
      ...state,
      itemIds: [...state.itemIds, incoming.id],
      items: [...state.items, incoming],
      itemIndex: new Map(state.itemIndex).set(incoming.id, state.items.length),
    };
  } else {
    const existing = state.items[index] as ReceivedThreadItem;
    next = replaceAt(state, index, shareEqual(existing, incoming));
  }
  return openTurn(clearProgress(setStreaming(next, incoming.id, streaming)));
}

/** An item arrived while a response streams: the last turn is being answered. */
function openTurn<S extends ThreadState>(state: S): S {
  const { response } = state;
  if (response.status !== 'streaming' || response.turnOpen) return state;
  return { ...state, response: { ...response, turnOpen: true } };
}

function clearProgress<S extends ThreadState>(state: S): S {
  if (state.response.progress === null) return state;
  return { ...state, response: { ...state.response, progress: null } };
}

/**
 * The notices once `removedId` leaves the thread: those after it move up to the item before it
 * (or before every item), so they keep their place in the stream.
 */
function reanchorNotices(
  notices: readonly Notice[],
  itemIds: readonly string[],
  removedId: string,
): readonly Notice[] {
  if (!notices.some((notice) => notice.afterItemId === removedId)) return notices;
  const previous = itemIds[itemIds.indexOf(removedId) - 1] ?? null;
  return notices.map((notice) =>
    notice.afterItemId === removedId ? { ...notice, afterItemId: previous } : notice,
  );
}

function removeItem<S extends ThreadState>(state: S, id: string): S {
  if (!state.itemIndex.has(id)) return state;
  const next = withItemOrder(
    { ...state, notices: reanchorNotices(state.notices, state.itemIds, id) },
    state.items.filter((item) => item.id !== id),
  );
  return setStreaming(next, id, false);
}

/**
 * Applies one stream event of the protocol to the thread state. Pure: returns `state` itself when
 * nothing changes (`client_effect`, unknown event types, updates for items it does not hold), and
 * otherwise a new state in which every item the event did not touch is the same object.
 */
export function applyStreamEvent<S extends ThreadState>(state: S, event: ReceivedStreamEvent): S {
  switch (event.type) {
    case 'thread.created':
    case 'thread.updated': {
      if (state.thread !== null && state.thread.id !== event.thread.id) return state;
      const thread = state.thread ? shareEqual(state.thread, event.thread) : event.thread;
      return thread === state.thread ? state : { ...state, thread };
    }
    case 'thread.item.added':
      return upsertItem(state, event.item, true);
    case 'thread.item.done':
    case 'thread.item.replaced':
      return upsertItem(state, event.item, false);
    case 'thread.item.updated': {
      const index = state.itemIndex.get(event.item_id);
      if (index === undefined) return state;
      const item = state.items[index] as ReceivedThreadItem;
      // Protocol section 10: a delta for a part the item lacks is ignored.
      const updated = applyItemUpdate(item, event.update, { missingPart: 'ignore' });
      if (updated === item) return state;
      return clearProgress(replaceAt(state, index, updated));
    }
    case 'thread.item.removed':
      return removeItem(state, event.item_id);
    case 'stream_options': {
      const allowCancel = event.stream_options.allow_cancel;
      if (state.response.allowCancel === allowCancel) return state;
      return { ...state, response: { ...state.response, allowCancel } };
    }
    case 'progress_update':
      return {
        ...state,
        response: { ...state.response, progress: { text: event.text, icon: event.icon } },
      };
    case 'notice':
      return {
        ...state,
        notices: [
          ...state.notices,
          {
            id: state.nextNoticeId,
            level: event.level,
            message: event.message,
            title: event.title,
            afterItemId: state.itemIds.at(-1) ?? null,
          },
        ],
        nextNoticeId: state.nextNoticeId + 1,
      };
    case 'error':
      return {
        ...state,
        response: {
          ...state.response,
          progress: null,
          error: { code: event.code, message: event.message, allowRetry: event.allow_retry },
        },
      };
    // A client effect is fire-and-forget for the host page: nothing to keep.
    case 'client_effect':
    case 'unknown':
      return state;
  }
}
