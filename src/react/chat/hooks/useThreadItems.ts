import type { ThreadLoadState } from '../../../chat/threadLoader';
import { useChat } from '../ChatContext';
import { useChatState, useRuntimeState } from './useChatState';

const whole = (state: ThreadLoadState) => state;

/**
 * How far the open thread has loaded, and the command to load older items. The runtime loads the
 * thread (shown at once when cached) and merges its pages into the thread state; a thread this
 * chat created needs no loading.
 *
 * Bound to the runtime's load state, not to a React Query observer of `runtime.queries.items(id)`
 * (which hosts may still use: it is the same cache entry). The open thread's items are hot data:
 * the runtime merges each page into the thread store, where the stream also writes, and sets this
 * state in the same step, so "loaded" never shows before the items it loaded. A second observer
 * would hear the query apart from that merge, and would refetch a stale page on mount.
 *
 * @example
 * const { isLoading, hasOlder, loadOlder } = useThreadItems();
 */
export function useThreadItems() {
  const { runtime } = useChat();
  const threadId = useChatState((state) => state.threadId);
  const load = useRuntimeState(runtime.state.threadLoad, whole);
  return {
    threadId,
    isLoading: load.threadId === threadId && load.isLoading,
    error: load.threadId === threadId ? load.error : null,
    /** Pages merged into the thread so far (0 until the first arrives, whatever it held). */
    pageCount: load.threadId === threadId ? load.pageCount : 0,
    hasOlder: load.threadId === threadId && load.hasOlder,
    isLoadingOlder: load.threadId === threadId && load.isLoadingOlder,
    /** The last older page failed: loading it again waits for the user to scroll. */
    olderFailed: load.threadId === threadId && load.olderFailed,
    loadOlder: runtime.loadOlder,
  };
}
