/**
 * The user's threads for the history panel, newest first, through TanStack Query's core: listed
 * only while someone shows them and the session allows it, never more than `recent_threads`, kept
 * in step with the conversation, renamed and deleted at once with a rollback if the service
 * refuses. The list's query options (`query`, `runtime.queries.threads()`) describe it once: the
 * observer here, the React binding and a host's own `useInfiniteQuery` all read the same entry.
 */
import {
  InfiniteQueryObserver,
  matchQuery,
  type DataTag,
  type GetNextPageParamFunction,
  type InfiniteData,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/query-core';
import type { UikitClient } from '../client/UikitClient';
import type { ListPage } from '../wire/common';
import type { Thread } from '../wire/thread';
import type { ChatEvents } from './chatEvents';
import { createReadable, type Readable } from './readable';

/** What the history panel shows. */
export interface HistoryState {
  /** The session's configuration and the host allow history. */
  readonly enabled: boolean;
  /** Newest first, at most `recent_threads`. */
  readonly threads: readonly Thread[];
  readonly isLoading: boolean;
  readonly error: Error | null;
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
}

/** The cached pages of the thread list, as TanStack Query's infinite queries keep them. */
export type ThreadPages = InfiniteData<ListPage<Thread>, string | undefined>;

/**
 * The thread list's query options, for `useInfiniteQuery` or `queryClient.getQueryData`: its key
 * (`[...queryKey, 'threads']`, tagged with the data type), how a page is read, and how the next one
 * is found. Without `enabled`: whoever observes it decides when it lists.
 */
export interface ThreadListQueryOptions {
  /** `[...queryKey, 'threads']`, tagged with the cached pages' type. */
  readonly queryKey: DataTag<QueryKey, ThreadPages, Error>;
  /** Reads a page of 20 threads, newest first, after the page param's thread id. */
  readonly queryFn: QueryFunction<ListPage<Thread>, QueryKey, string | undefined>;
  /** No cursor: the newest page. */
  readonly initialPageParam: string | undefined;
  /** The last thread of a page, while the service has more. */
  readonly getNextPageParam: GetNextPageParamFunction<string | undefined, ListPage<Thread>>;
}

/** Whether the list may be shown, and how many threads at most (`recent_threads`; null: all). */
export interface HistoryAccess {
  /** The session's configuration and the host allow history. */
  readonly enabled: boolean;
  /** The session's `recent_threads`; null: no cap. */
  readonly cap: number | null;
}

export interface ThreadHistory extends Readable<HistoryState> {
  /** The list's query options: the same object each time. */
  readonly query: ThreadListQueryOptions;
  /** Whether history is allowed now and its cap; heard without listing anything. */
  readonly access: Readable<HistoryAccess>;
  /** The threads the cache holds now (whoever listed them), capped: empty until listed. */
  listed(): readonly Thread[];
  /**
   * Calls `listener` when the cached list changes, whoever observes it (this readable, the React
   * binding or the host's own query); returns the function that stops it.
   */
  onListed(listener: () => void): () => void;
  /**
   * Lists the threads ahead of the panel (the user points at or focuses its toggle), where history
   * is allowed and the list was not read in the last 30 s: it is otherwise fetched only while shown.
   */
  readonly prefetch: () => void;
  /** Loads the next page of older threads. */
  loadMore(): Promise<void>;
  /** Renames at once; restores the old title (and emits `error`) if the service refuses. */
  rename(threadId: string, title: string): Promise<void>;
  /** Removes at once (leaving the thread first if it is open); restores it if refused. */
  remove(threadId: string): Promise<void>;
  /** Marks the list stale: re-read now if shown, else when next shown. */
  refresh(): void;
  /** Re-reads whether history is allowed (the session or the host's option changed). */
  update(): void;
}

export interface ThreadHistoryOptions {
  queryClient: QueryClient;
  queryKey: readonly unknown[];
  client: UikitClient;
  events: ChatEvents;
  /** Whether the session's configuration and the host allow history, and the session's cap. */
  allowed: () => { enabled: boolean; cap: number | null };
  /** Called before an open thread is deleted, to leave it. */
  leave: (threadId: string) => void;
  /** Called with a renamed thread, to update it where it is open. */
  renamed: (thread: Thread) => void;
}

const PAGE_SIZE = 20;
/** How long (ms) a listed page needs no prefetch. */
const PREFETCH_FRESH_MS = 30_000;

/** The threads of the cached pages, newest first, at most `cap`. */
export function threadsOf(
  data: Pick<ThreadPages, 'pages'> | undefined,
  cap: number | null,
): readonly Thread[] {
  const all = data?.pages.flatMap((page) => page.data) ?? [];
  return cap === null ? all : all.slice(0, cap);
}

/** Whether an older page can be listed: the service has one and the cap is not reached. */
export function hasMoreThreads(
  data: Pick<ThreadPages, 'pages'> | undefined,
  hasNextPage: boolean,
  cap: number | null,
): boolean {
  const count = data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  return hasNextPage && (cap === null || count < cap);
}

export function createThreadHistory(options: ThreadHistoryOptions): ThreadHistory {
  const { queryClient, client, events } = options;
  const query: ThreadListQueryOptions = {
    queryKey: [...options.queryKey, 'threads'] as QueryKey as ThreadListQueryOptions['queryKey'],
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.threads.list(
          {
            limit: PAGE_SIZE,
            order: 'desc',
            ...(pageParam === undefined ? {} : { after: pageParam }),
          },
          { signal },
        )
      ).data,
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.has_more && page.last_id !== null ? page.last_id : undefined),
  };
  const key = query.queryKey;
  const access = createReadable<HistoryAccess>(options.allowed());

  const observer = new InfiniteQueryObserver<
    ListPage<Thread>,
    Error,
    ThreadPages,
    QueryKey,
    string | undefined
  >(queryClient, { ...query, enabled: access.getState().enabled });

  const state = createReadable<HistoryState>({
    enabled: false,
    threads: [],
    isLoading: false,
    error: null,
    hasMore: false,
    isLoadingMore: false,
  });
  let lastPages: ThreadPages | undefined;
  let lastThreads: readonly Thread[] = [];
  const sync = () => {
    const result = observer.getCurrentResult();
    const { enabled, cap } = access.getState();
    if (result.data !== lastPages) {
      lastPages = result.data;
      lastThreads = threadsOf(result.data, cap);
    }
    state.set({
      enabled,
      threads: lastThreads,
      isLoading: enabled && result.isPending,
      error: result.error,
      hasMore: hasMoreThreads(result.data, result.hasNextPage, cap),
      isLoadingMore: result.isFetchingNextPage,
    });
  };

  // The list is fetched only while someone listens (the panel is shown), or asked for ahead of it.
  let listeners = 0;
  let stopObserving: (() => void) | undefined;

  /** Applies a change to every cached page; returns what to restore on failure. */
  const optimistic = async (change: (threads: Thread[]) => Thread[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<ThreadPages>(key);
    queryClient.setQueryData<ThreadPages>(
      key,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: change(page.data) })),
        },
    );
    sync();
    return previous;
  };
  const settle = async <T>(
    work: () => Promise<T>,
    previous: ThreadPages | undefined,
  ): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      queryClient.setQueryData(key, previous);
      sync();
      events.emit('error', { error });
      return undefined;
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return {
    query,
    access,
    listed: () => threadsOf(queryClient.getQueryData(key), access.getState().cap),
    onListed: (listener) => {
      let data = queryClient.getQueryData(key);
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || !matchQuery({ queryKey: key, exact: true }, event.query))
          return;
        const next = queryClient.getQueryData(key);
        if (next === data) return;
        data = next;
        listener();
      });
    },
    subscribe: (listener) => {
      const stop = state.subscribe(listener);
      listeners += 1;
      if (listeners === 1) {
        const unsubscribe = observer.subscribe(sync);
        stopObserving = unsubscribe;
        sync();
      }
      return () => {
        stop();
        listeners -= 1;
        if (listeners === 0) {
          stopObserving?.();
          stopObserving = undefined;
        }
      };
    },
    getState: () => state.getState(),
    prefetch: () => {
      // Not again for a list read in the last 30 s (unless marked stale): a pointer that passes
      // over the toggle now and then is no request each time. A failure shows when the panel lists.
      if (access.getState().enabled)
        queryClient
          .infiniteQuery({ ...query, staleTime: PREFETCH_FRESH_MS })
          .catch(() => undefined);
    },
    async loadMore() {
      // Read from the cache, not this observer's result: the list may be shown by another observer
      // (the React binding) while this one is not subscribed.
      const pages = queryClient.getQueryData(key);
      const last = pages?.pages.at(-1);
      if (!pages || !last || query.getNextPageParam(last, pages.pages, undefined, []) === undefined)
        return;
      await observer.fetchNextPage();
    },
    async rename(threadId, title) {
      const previous = await optimistic((list) =>
        list.map((thread) => (thread.id === threadId ? { ...thread, title } : thread)),
      );
      const renamed = await settle(() => client.threads.rename(threadId, title), previous);
      if (renamed) options.renamed(renamed.data);
    },
    async remove(threadId) {
      // Leave the thread first: leaving refreshes the list, and that refresh (the thread is not
      // deleted yet) must not bring it back while the request is on its way.
      options.leave(threadId);
      const previous = await optimistic((list) => list.filter((thread) => thread.id !== threadId));
      await settle(() => client.threads.delete(threadId), previous);
    },
    refresh() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
    update() {
      const next = options.allowed();
      const current = access.getState();
      if (next.enabled === current.enabled && next.cap === current.cap) return;
      access.set(next);
      lastPages = undefined;
      observer.setOptions({ ...query, enabled: next.enabled });
      sync();
    },
  };
}
