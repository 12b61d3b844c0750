/**
 * The user's threads for the history panel, newest first, through TanStack Query's core: listed
 * only while someone shows them and the session allows it, never more than `recent_threads`, kept
 * in step with the conversation, renamed and deleted at once with a rollback if the service
 * refuses.
 */
import { InfiniteQueryObserver, type InfiniteData, type QueryClient } from '@tanstack/query-core';
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

export interface ThreadHistory extends Readable<HistoryState> {
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
  /** Called each time the list changes. */
  listed?: () => void;
}

type ThreadPages = InfiniteData<ListPage<Thread>, string | undefined>;

const PAGE_SIZE = 20;

export function createThreadHistory(options: ThreadHistoryOptions): ThreadHistory {
  const { queryClient, client, events } = options;
  const key = [...options.queryKey, 'threads'];
  let allowed = options.allowed();

  const observerOptions = () => ({
    queryKey: key,
    queryFn: async ({
      pageParam,
      signal,
    }: {
      pageParam: string | undefined;
      signal: AbortSignal;
    }) =>
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
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ListPage<Thread>) =>
      page.has_more && page.last_id !== null ? page.last_id : undefined,
    enabled: allowed.enabled,
  });
  const observer = new InfiniteQueryObserver<
    ListPage<Thread>,
    Error,
    ThreadPages,
    unknown[],
    string | undefined
  >(queryClient, observerOptions());

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
    const { enabled, cap } = allowed;
    if (result.data !== lastPages) {
      lastPages = result.data;
      const all = result.data?.pages.flatMap((page) => page.data) ?? [];
      lastThreads = cap === null ? all : all.slice(0, cap);
    }
    const count = result.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
    state.set({
      enabled,
      threads: lastThreads,
      isLoading: enabled && result.isPending,
      error: result.error,
      hasMore: result.hasNextPage && (cap === null || count < cap),
      isLoadingMore: result.isFetchingNextPage,
    });
    options.listed?.();
  };

  // The list is fetched only while someone listens (the panel or the header's button is shown).
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
    async loadMore() {
      if (!observer.getCurrentResult().hasNextPage) return;
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
      if (next.enabled === allowed.enabled && next.cap === allowed.cap) return;
      allowed = next;
      lastPages = undefined;
      observer.setOptions(observerOptions());
      sync();
    },
  };
}
