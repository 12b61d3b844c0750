import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ListPage } from '../../../wire/common';
import type { Thread } from '../../../wire/thread';
import { useChat } from '../ChatContext';
import { useChatState } from './useChatState';
import { useConfiguration } from './useSession';

type ThreadPages = InfiniteData<ListPage<Thread>, string | undefined>;

/**
 * The user's threads for the history panel, newest first: only when the session's configuration
 * and the host's options allow history, and never more than `recent_threads`. Rename and delete
 * show at once and roll back if the service refuses.
 *
 * @example
 * const { enabled, threads, open } = useThreads();
 * if (!enabled) return null;
 * return (
 *   <ul>
 *     {threads.map((thread) => (
 *       <li key={thread.id}>
 *         <button onClick={() => { open(thread.id); }}>{thread.title ?? 'Untitled'}</button>
 *       </li>
 *     ))}
 *   </ul>
 * );
 */
export function useThreads() {
  const { runtime, queryKey, display } = useChat();
  const configuration = useConfiguration();
  const openThreadId = useChatState((state) => state.threadId);
  const queryClient = useQueryClient();
  const enabled = configuration?.history.enabled === true && display.history?.enabled !== false;
  const cap = configuration?.history.recent_threads ?? null;
  const key = [...queryKey, 'threads'] as const;

  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) =>
      (
        await runtime.client.threads.list(
          { limit: 20, order: 'desc', ...(pageParam === undefined ? {} : { after: pageParam }) },
          { signal },
        )
      ).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.has_more && page.last_id !== null ? page.last_id : undefined),
    enabled,
  });

  const all = query.data?.pages.flatMap((page) => page.data) ?? [];
  const threads = cap === null ? all : all.slice(0, cap);

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
    return previous;
  };

  const rename = useMutation({
    mutationFn: ({ threadId, title }: { threadId: string; title: string }) =>
      runtime.client.threads.rename(threadId, title),
    onMutate: ({ threadId, title }) =>
      optimistic((list) =>
        list.map((thread) => (thread.id === threadId ? { ...thread, title } : thread)),
      ),
    onSuccess: ({ data }) => {
      if (runtime.store.getState().thread?.id === data.id)
        runtime.store.getState().dispatch({ type: 'thread.loaded', thread: data });
    },
    onError: (error, _variables, previous) => {
      queryClient.setQueryData(key, previous);
      runtime.events.emit('error', { error });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const remove = useMutation({
    mutationFn: (threadId: string) => runtime.client.threads.delete(threadId),
    onMutate: (threadId) => {
      // Leave the thread first: leaving refreshes the list, and that refresh (the thread is not
      // deleted yet) must not bring it back while the request is on its way.
      if (runtime.chat.getState().threadId === threadId) runtime.setThreadId(null);
      return optimistic((list) => list.filter((thread) => thread.id !== threadId));
    },
    onError: (error, _threadId, previous) => {
      queryClient.setQueryData(key, previous);
      runtime.events.emit('error', { error });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return {
    enabled,
    threads,
    openThreadId,
    isLoading: enabled && query.isPending,
    error: query.error,
    hasMore: query.hasNextPage && (cap === null || all.length < cap),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    rename: (threadId: string, title: string) => rename.mutateAsync({ threadId, title }),
    remove: (threadId: string) => remove.mutateAsync(threadId),
    open: (threadId: string | null) => {
      runtime.setThreadId(threadId);
    },
  };
}
