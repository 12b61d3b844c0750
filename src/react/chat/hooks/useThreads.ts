import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hasMoreThreads, threadsOf, type HistoryAccess } from '../../../chat/threadHistory';
import { useChat } from '../ChatContext';
import { useChatState, useRuntimeState } from './useChatState';

const whole = (access: HistoryAccess) => access;

/**
 * The user's threads for the history panel, newest first: only when the session's configuration
 * and the host's options allow history, and never more than `recent_threads`. Listed while this is
 * rendered, through React Query's own observer on the runtime's query (`runtime.queries.threads()`),
 * so a host's `useQuery` of the same key, Suspense and the devtools see the same list; rename and
 * delete show at once and roll back if the service refuses.
 *
 * @example
 * const { threads, open } = useThreads();
 * return threads.map((thread) => <button key={thread.id} onClick={() => open(thread.id)}>{thread.title}</button>);
 */
export function useThreads() {
  const { runtime, display } = useChat();
  const access = useRuntimeState(runtime.history.access, whole);
  const openThreadId = useChatState((state) => state.threadId);
  // The runtime's client, passed on: the chat needs no provider, and uses the host's when it has
  // one (`useUikit` chose it).
  const list = useInfiniteQuery(
    { ...runtime.queries.threads(), enabled: access.enabled },
    runtime.queryClient,
  );
  const { data, hasNextPage } = list;
  const threads = useMemo(() => threadsOf(data, access.cap), [data, access.cap]);
  const enabled = access.enabled && display.history?.enabled !== false;
  return {
    enabled,
    threads,
    openThreadId,
    isLoading: enabled && list.isPending,
    error: list.error,
    hasMore: hasMoreThreads(data, hasNextPage, access.cap),
    loadMore: runtime.history.loadMore,
    isLoadingMore: list.isFetchingNextPage,
    rename: runtime.history.rename,
    remove: runtime.history.remove,
    open: runtime.setThreadId,
  };
}
