import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChat } from '../ChatContext';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { useChatState } from './useChatState';
import { useSession } from './useSession';

/**
 * Loads the open thread: its metadata and its items, newest page first (a react-query infinite
 * query), merged into the thread store with the live stream state. Older pages load on request
 * (scroll-up). A thread this chat created needs no loading: the store holds it already.
 *
 * @example
 * const { isLoading, hasOlder, loadOlder } = useThreadItems();
 * if (isLoading) return <p>Loading…</p>;
 * return hasOlder ? <button onClick={() => void loadOlder()}>Show older</button> : null;
 */
export function useThreadItems() {
  const { runtime, queryKey } = useChat();
  const threadId = useChatState((state) => state.threadId);
  const origin = useChatState((state) => state.threadOrigin);
  const { status } = useSession();
  const enabled = threadId !== null && origin === 'opened' && status !== 'idle';

  const items = useInfiniteQuery({
    queryKey: [...queryKey, 'items', threadId],
    queryFn: ({ pageParam, signal }) =>
      runtime.fetchItemsPage(threadId as string, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
    enabled,
    // Live state is the truth while the thread is open; re-reads happen on request.
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });
  const thread = useQuery({
    queryKey: [...queryKey, 'thread', threadId],
    queryFn: async ({ signal }) =>
      (await runtime.client.threads.get(threadId as string, { signal })).data,
    enabled,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });

  // Merge before paint, so a cached thread shows at once rather than after an empty frame.
  useIsomorphicLayoutEffect(() => {
    const loaded = thread.data;
    if (loaded === undefined) return;
    if (runtime.chat.getState().threadId !== loaded.id) return;
    runtime.store.getState().dispatch({ type: 'thread.loaded', thread: loaded });
  }, [runtime, thread.data]);
  useIsomorphicLayoutEffect(() => {
    if (!items.data || runtime.chat.getState().threadId !== threadId) return;
    const { dispatch } = runtime.store.getState();
    items.data.pages.forEach((page, index) => {
      dispatch({
        type: 'items.page',
        items: page.items,
        position: index === 0 ? 'newer' : 'older',
      });
    });
  }, [runtime, items.data, threadId]);

  // threadLoadStart / threadLoadEnd around the first page of each opened thread.
  const announced = useRef<string | null>(null);
  const loading = enabled && items.isPending;
  useEffect(() => {
    if (threadId === null || !enabled) return;
    if (loading && announced.current !== threadId) {
      announced.current = threadId;
      runtime.events.emit('threadLoadStart', { threadId });
    } else if (!loading && announced.current === threadId) {
      announced.current = null;
      runtime.events.emit('threadLoadEnd', { threadId });
    }
  }, [runtime, threadId, enabled, loading]);

  return {
    threadId,
    isLoading: loading,
    error: items.error ?? thread.error,
    /** Pages merged into the store so far (0 until the first arrives, whatever it held). */
    pageCount: items.data?.pages.length ?? 0,
    hasOlder: items.hasNextPage,
    isLoadingOlder: items.isFetchingNextPage,
    /** The last older page failed: loading it again waits for the user to scroll. */
    olderFailed: items.isFetchNextPageError,
    loadOlder: () => items.fetchNextPage(),
  };
}
