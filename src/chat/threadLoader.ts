/**
 * Loads the open thread: its metadata and its items, newest page first, then older pages on
 * request. The data is cached by TanStack Query's framework-neutral core (so a thread opened again
 * shows at once), and every result is merged into the thread store here, once, the moment it
 * arrives: there is no second loading path and no framework in between. The queries are described
 * once (`threadQuery`, `itemsQuery`): the observers here and a host's own `useQuery` read the same
 * entries.
 */
import {
  InfiniteQueryObserver,
  QueryObserver,
  type DataTag,
  type GetNextPageParamFunction,
  type InfiniteData,
  type InfiniteQueryObserverResult,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type QueryObserverResult,
} from '@tanstack/query-core';
import type { UikitClient } from '../client/UikitClient';
import type { ThreadStore } from '../state/createThreadStore';
import type { ListPage } from '../wire/common';
import type { ReceivedThreadItem } from '../wire/received';
import type { Thread } from '../wire/thread';
import type { ChatEvents } from './chatEvents';
import { createReadable, type Readable } from './readable';

/** Items of a page of the item list, oldest first, with the cursor to older ones. */
export interface ItemsPage {
  items: ReceivedThreadItem[];
  olderCursor: string | null;
}

/** How far the open thread has loaded. */
export interface ThreadLoadState {
  /** The thread being loaded; null for a new chat or one this chat created (nothing to load). */
  readonly threadId: string | null;
  /** True until its first page of items has arrived (or failed). */
  readonly isLoading: boolean;
  /** Why the thread or its first page could not be loaded. */
  readonly error: Error | null;
  /** Pages merged into the thread so far. */
  readonly pageCount: number;
  readonly hasOlder: boolean;
  readonly isLoadingOlder: boolean;
  /** The last older page failed: loading it again waits for the user to ask (scroll up). */
  readonly olderFailed: boolean;
  /**
   * The id of the answer the service said it is producing on the thread when it was last read
   * (`active_response`, protocol section 11), else null.
   */
  readonly activeResponse: string | null;
}

/** The cached pages of a thread's items, newest page first. */
export type ItemPages = InfiniteData<ItemsPage, string | undefined>;

/**
 * A thread's query options (`[...queryKey, 'thread', id]`), for `useQuery` or
 * `queryClient.getQueryData`. Without `enabled`: whoever observes it decides when it loads.
 */
export interface ThreadQueryOptions {
  /** `[...queryKey, 'thread', id]`, tagged with the thread's type. */
  readonly queryKey: DataTag<QueryKey, Thread, Error>;
  /** Reads the thread (`threads.get`). */
  readonly queryFn: QueryFunction<Thread>;
  /** Cached threads stay fresh this long: the live store is the truth while a thread is open. */
  readonly staleTime: number;
  /** The stream keeps an open thread current; a refocus need not read it again. */
  readonly refetchOnWindowFocus: false;
}

/**
 * The query options of a thread's items (`[...queryKey, 'items', id]`), for `useInfiniteQuery`:
 * pages of items oldest first, each with the cursor to older ones.
 */
export interface ItemsQueryOptions {
  /** `[...queryKey, 'items', id]`, tagged with the cached pages' type. */
  readonly queryKey: DataTag<QueryKey, ItemPages, Error>;
  /** Reads a page of items, newest first from the page param's cursor, and returns it oldest first. */
  readonly queryFn: QueryFunction<ItemsPage, QueryKey, string | undefined>;
  /** No cursor: the newest page. */
  readonly initialPageParam: string | undefined;
  /** The cursor to older items, while there are any. */
  readonly getNextPageParam: GetNextPageParamFunction<string | undefined, ItemsPage>;
  /** As the thread's: pages stay fresh 30 s. */
  readonly staleTime: number;
  /** As the thread's: the stream keeps the open thread's items current. */
  readonly refetchOnWindowFocus: false;
}

export interface ThreadLoader {
  readonly state: Readable<ThreadLoadState>;
  /** A thread's query options, as the loader observes them. */
  threadQuery(threadId: string): ThreadQueryOptions;
  /** The query options of a thread's items, as the loader observes them. */
  itemsQuery(threadId: string): ItemsQueryOptions;
  /**
   * Follows a thread: `load` fetches it (shown at once when cached), `created` only tracks it (the
   * store already holds what this chat streamed), null follows none. `known`: the thread, just
   * read, so it is not asked for again.
   */
  open(threadId: string | null, mode: 'load' | 'created', known?: Thread): void;
  /** Loads the next older page, if any. */
  loadOlder(): Promise<void>;
  /** Re-reads the thread and its loaded pages (after a dropped stream, a 409, or on request). */
  refresh(): Promise<void>;
  /** Re-reads the thread alone: its title or status may have changed without an event saying so. */
  refreshThread(): Promise<void>;
  /** Marks the cached thread stale, so opening it again re-reads it (it changed here). */
  markStale(threadId: string): void;
  /** Starts fetching (once a session can be had). */
  start(): void;
  dispose(): void;
}

export interface ThreadLoaderOptions {
  queryClient: QueryClient;
  /** Prefix of every query key of this chat. */
  queryKey: readonly unknown[];
  client: UikitClient;
  store: ThreadStore;
  events: ChatEvents;
  pageSize: number;
}

type ItemsData = ItemPages;

const IDLE: ThreadLoadState = {
  threadId: null,
  isLoading: false,
  error: null,
  pageCount: 0,
  hasOlder: false,
  isLoadingOlder: false,
  olderFailed: false,
  activeResponse: null,
};

/** Cached pages stay fresh this long: the live store is the truth while a thread is open. */
const STALE_MS = 30_000;

export function createThreadLoader(options: ThreadLoaderOptions): ThreadLoader {
  const { queryClient, client, store, events, pageSize } = options;
  const itemsKey = (threadId: string | null) => [...options.queryKey, 'items', threadId];
  const threadKey = (threadId: string | null) => [...options.queryKey, 'thread', threadId];

  let threadId: string | null = null;
  let mode: 'load' | 'created' = 'created';
  let started = false;

  const fetchPage = async (
    id: string,
    after: string | undefined,
    signal: AbortSignal,
  ): Promise<ItemsPage> => {
    const { data } = await client.threads.listItems(
      id,
      { limit: pageSize, order: 'desc', ...(after === undefined ? {} : { after }) },
      { signal },
    );
    const page = pageOf(data);
    if (page.olderCursor !== null && page.olderCursor === after) {
      // A cursor that does not move would fetch the same page forever.
      events.emit('log', { name: 'items.cursor_stuck', data: { threadId: id, after } });
      return { ...page, olderCursor: null };
    }
    return page;
  };

  // Built per call, as TanStack's own `queryOptions` are: the loader observes these very objects.
  // A thread id of null is the loader's idle state (never enabled, so never fetched).
  const itemsQuery = (id: string | null): ItemsQueryOptions => ({
    queryKey: itemsKey(id) as QueryKey as ItemsQueryOptions['queryKey'],
    queryFn: ({ pageParam, signal }) => fetchPage(id as string, pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
    refetchOnWindowFocus: false,
    staleTime: STALE_MS,
  });
  const threadQuery = (id: string | null): ThreadQueryOptions => ({
    queryKey: threadKey(id) as QueryKey as ThreadQueryOptions['queryKey'],
    queryFn: async ({ signal }) => (await client.threads.get(id as string, { signal })).data,
    refetchOnWindowFocus: false,
    staleTime: STALE_MS,
  });
  const enabled = () => started && threadId !== null && mode === 'load';
  const itemsOptions = () => ({ ...itemsQuery(threadId), enabled: enabled() });
  const threadOptions = () => ({ ...threadQuery(threadId), enabled: enabled() });

  const items = new InfiniteQueryObserver<
    ItemsPage,
    Error,
    ItemsData,
    QueryKey,
    string | undefined
  >(queryClient, itemsOptions());
  const thread = new QueryObserver<Thread, Error, Thread, Thread, QueryKey>(
    queryClient,
    threadOptions(),
  );

  const state = createReadable<ThreadLoadState>(IDLE);
  let mergedThread: Thread | undefined;
  let mergedItems: ItemsData | undefined;
  let announced: string | null = null;

  /** Merges what arrived into the store (once per result) and publishes the load state. */
  const sync = () => {
    if (threadId === null) {
      state.set(IDLE);
      return;
    }
    const id = threadId;
    const threadResult: QueryObserverResult<Thread> = thread.getCurrentResult();
    const itemsResult: InfiniteQueryObserverResult<ItemsData> = items.getCurrentResult();
    const { dispatch } = store.getState();
    if (threadResult.data !== undefined && threadResult.data !== mergedThread) {
      mergedThread = threadResult.data;
      if (threadResult.data.id === id)
        dispatch({ type: 'thread.loaded', thread: threadResult.data });
    }
    if (itemsResult.data !== undefined && itemsResult.data !== mergedItems) {
      mergedItems = itemsResult.data;
      itemsResult.data.pages.forEach((page, index) => {
        dispatch({
          type: 'items.page',
          items: page.items,
          position: index === 0 ? 'newer' : 'older',
        });
      });
    }
    const loading = started && mode === 'load' && itemsResult.isPending;
    state.set({
      threadId: mode === 'load' ? id : null,
      isLoading: loading,
      error: itemsResult.error ?? threadResult.error,
      pageCount: itemsResult.data?.pages.length ?? 0,
      hasOlder: itemsResult.hasNextPage,
      isLoadingOlder: itemsResult.isFetchingNextPage,
      olderFailed: itemsResult.isFetchNextPageError,
      activeResponse:
        mode === 'load' && threadResult.data?.id === id
          ? (threadResult.data.active_response?.id ?? null)
          : null,
    });
    // threadLoadStart / threadLoadEnd around the first page of each opened thread.
    if (loading && announced !== id) {
      announced = id;
      events.emit('threadLoadStart', { threadId: id });
    } else if (!loading && announced === id) {
      announced = null;
      events.emit('threadLoadEnd', { threadId: id });
    }
  };

  const follow = () => {
    mergedThread = undefined;
    mergedItems = undefined;
    items.setOptions(itemsOptions());
    thread.setOptions(threadOptions());
    // Cached data shows now, before anything paints; fresh data arrives through the listeners.
    sync();
  };

  let unsubscribe: (() => void)[] = [];
  // Threads answered here since their pages were last read whole. Marking the query alone is not
  // enough: loading an older page fetches only that page, yet clears the mark, so the cache would
  // come back without what was answered here.
  const changedHere = new Set<string>();
  const invalidate = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: itemsKey(id), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: threadKey(id), refetchType: 'none' });
  };

  return {
    state,
    threadQuery,
    itemsQuery,
    open(id, nextMode, known) {
      if (announced !== null && announced !== id) {
        events.emit('threadLoadEnd', { threadId: announced });
        announced = null;
      }
      if (id !== null && nextMode === 'load' && changedHere.delete(id)) invalidate(id);
      if (known?.id === id) queryClient.setQueryData(threadKey(id), known);
      threadId = id;
      mode = nextMode;
      follow();
    },
    async loadOlder() {
      if (threadId === null || !items.getCurrentResult().hasNextPage) return;
      await items.fetchNextPage();
    },
    async refresh() {
      if (threadId === null) return;
      const id = threadId;
      const [threadResult, itemsResult] = await Promise.all([thread.refetch(), items.refetch()]);
      if (id !== threadId) return;
      // Merge even what the cache already held: the store may have moved on (a dropped stream).
      mergedThread = undefined;
      mergedItems = undefined;
      sync();
      const error = threadResult.error ?? itemsResult.error;
      if (error) throw error;
    },
    async refreshThread() {
      if (threadId === null) return;
      const id = threadId;
      const result = await thread.refetch();
      if (id !== threadId) return;
      mergedThread = undefined;
      sync();
      if (result.error) throw result.error;
    },
    markStale(id) {
      changedHere.add(id);
      invalidate(id);
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = [items.subscribe(sync), thread.subscribe(sync)];
      follow();
    },
    dispose() {
      for (const stop of unsubscribe) stop();
      unsubscribe = [];
      started = false;
    },
  };
}

/**
 * A page oldest first, with the cursor to older ones: the page's `last_id`, else (a service that
 * left it out) the oldest item the page holds, so paging goes on.
 */
function pageOf(page: ListPage<ReceivedThreadItem>): ItemsPage {
  const cursor = page.last_id ?? page.data.at(-1)?.id ?? null;
  return { items: [...page.data].reverse(), olderCursor: page.has_more ? cursor : null };
}
