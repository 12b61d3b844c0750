import type { HistoryState } from '../../../chat/threadHistory';
import { useChat } from '../ChatContext';
import { useChatState, useRuntimeState } from './useChatState';

const whole = (state: HistoryState) => state;

/**
 * The user's threads for the history panel, newest first: only when the session's configuration
 * and the host's options allow history, and never more than `recent_threads`. The runtime lists
 * them while this is rendered; rename and delete show at once and roll back if the service
 * refuses.
 *
 * @example
 * const { threads, open } = useThreads();
 * return threads.map((thread) => <button key={thread.id} onClick={() => open(thread.id)}>{thread.title}</button>);
 */
export function useThreads() {
  const { runtime, display } = useChat();
  const history = useRuntimeState(runtime.state.history, whole);
  const openThreadId = useChatState((state) => state.threadId);
  const enabled = history.enabled && display.history?.enabled !== false;
  return {
    enabled,
    threads: history.threads,
    openThreadId,
    isLoading: enabled && history.isLoading,
    error: history.error,
    hasMore: history.hasMore,
    loadMore: runtime.history.loadMore,
    isLoadingMore: history.isLoadingMore,
    rename: runtime.history.rename,
    remove: runtime.history.remove,
    open: runtime.setThreadId,
  };
}
