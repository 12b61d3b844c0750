import type { NoticeLevel } from '../wire/events';
import type { ReceivedThreadItem } from '../wire/received';
import type { Thread } from '../wire/thread';

/** A banner from a `notice` event, kept until dismissed. */
export interface Notice {
  /** Local, increasing id (notices have none on the wire). */
  readonly id: number;
  readonly level: NoticeLevel;
  readonly message: string;
  readonly title: string | null;
  /**
   * The item that was last in the thread when the notice arrived (null: none yet). The notice is
   * shown right after it, so it keeps its place in the stream: a notice that came before an
   * answer stays above it.
   */
  readonly afterItemId: string | null;
}

/** The state of the answer being produced, if any. */
export interface ResponseState {
  readonly status: 'idle' | 'streaming';
  /**
   * From `stream_options`: whether the stop control is offered; null until the service says (a
   * service that never does gets the stop control after a moment: see the composer).
   */
  readonly allowCancel: boolean | null;
  /** The transient status line of `progress_update`; cleared when content arrives. */
  readonly progress: { readonly text: string; readonly icon: string | null } | null;
  /** From an `error` event: the answer failed. */
  readonly error: {
    readonly code: string;
    readonly message: string | null;
    readonly allowRetry: boolean;
  } | null;
  /** Whether the last answer ended because the user stopped it. */
  readonly stopped: boolean;
  /** Whether the last answer's stream broke off (a dropped connection) before it ended. */
  readonly interrupted: boolean;
  /**
   * Whether the last turn is being answered: the response goes on with it (a retry, a widget
   * action) or has added to it. False between sending a message and its arrival, so the turn
   * before keeps its actions.
   */
  readonly turnOpen: boolean;
}

/**
 * One chat's thread, normalised: the ordered item ids, the items in the same order, and each id's
 * position. Every reducer keeps untouched parts identical (structural sharing) so per-item
 * selectors re-render only what changed.
 *
 * Items sit in an array rather than a record keyed by id because a token touches one item: copying
 * an array of pointers costs about a microsecond for a thousand items, copying a thousand-key
 * object about 250 (see `npm run bench`). `itemIds` and `itemIndex` change only when the order
 * does, so the list itself does not re-render while an answer streams.
 */
export interface ThreadState {
  /** Null for a new chat until `thread.created`. */
  readonly thread: Thread | null;
  /** Item ids, oldest first. */
  readonly itemIds: readonly string[];
  /** The items, in the order of `itemIds`. */
  readonly items: readonly ReceivedThreadItem[];
  /** Position of each id in `itemIds` and `items`. */
  readonly itemIndex: ReadonlyMap<string, number>;
  /** Items added but not yet done: still streaming. */
  readonly streaming: Readonly<Record<string, true>>;
  readonly response: ResponseState;
  readonly notices: readonly Notice[];
  readonly nextNoticeId: number;
}

export const IDLE_RESPONSE: ResponseState = {
  status: 'idle',
  allowCancel: null,
  progress: null,
  error: null,
  stopped: false,
  interrupted: false,
  turnOpen: false,
};

export function createThreadState(thread: Thread | null = null): ThreadState {
  return {
    thread,
    itemIds: [],
    items: [],
    itemIndex: new Map(),
    streaming: {},
    response: IDLE_RESPONSE,
    notices: [],
    nextNoticeId: 1,
  };
}

/** The item with this id, or undefined. The per-item selector of the React layer. */
export function selectItem(state: ThreadState, id: string): ReceivedThreadItem | undefined {
  const index = state.itemIndex.get(id);
  return index === undefined ? undefined : state.items[index];
}

/** A state whose items are exactly `items`, in that order (ids and positions rebuilt). */
export function withItemOrder<S extends ThreadState>(
  state: S,
  items: readonly ReceivedThreadItem[],
): S {
  return {
    ...state,
    items,
    itemIds: items.map((item) => item.id),
    itemIndex: new Map(items.map((item, index) => [item.id, index])),
  };
}
