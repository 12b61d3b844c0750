/**
 * Where a chat keeps its cold data (threads, pages, history): the host's TanStack Query client
 * when it gives one, so its devtools and `useQuery` see the same cache, or the chat's own.
 */
import { QueryClient } from '@tanstack/query-core';
import type { ThreadListQueryOptions } from './threadHistory';
import type { ItemsQueryOptions, ThreadQueryOptions } from './threadLoader';

/**
 * A chat's queries as TanStack Query options (`runtime.queries`, `useUikit`'s `queries`): plain
 * objects whose key is tagged with its data type, so `useQuery` and `getQueryData` infer it.
 *
 * @example
 * const { queries } = useUikit(options);
 * const { data } = useInfiniteQuery(queries.threads());
 */
export interface ChatQueryOptions {
  /** The user's threads, newest first, a page at a time (`[...queryKey, 'threads']`). */
  threads(): ThreadListQueryOptions;
  /** One thread's metadata (`[...queryKey, 'thread', id]`). */
  thread(threadId: string): ThreadQueryOptions;
  /** One thread's items, newest page first (`[...queryKey, 'items', id]`). */
  items(threadId: string): ItemsQueryOptions;
}

export interface ChatQueries {
  readonly queryClient: QueryClient;
  /** Prefix of this chat's query keys: two chats sharing a client never share an entry. */
  readonly queryKey: readonly unknown[];
  /** The chat starts: its own client starts listening for focus and reconnection. */
  readonly mount: () => void;
  readonly unmount: () => void;
}

let chatCount = 0;

/** `queryClient`: the host's (mounted by the host); `queryKey`: default `['uikit', <unique id>]`. */
export function createChatQueries(
  queryClient: QueryClient | undefined,
  queryKey: readonly unknown[] | undefined,
): ChatQueries {
  // A host's client is mounted by the host; the chat's own is mounted while the chat runs.
  const owned = queryClient === undefined;
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  chatCount += 1;
  return {
    queryClient: client,
    queryKey: queryKey ?? ['uikit', `chat-${chatCount}`],
    mount: () => {
      if (owned) client.mount();
    },
    unmount: () => {
      if (owned) client.unmount();
    },
  };
}
