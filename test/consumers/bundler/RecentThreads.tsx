// src/Support.tsx: the chat beside your own list of its threads, in your app's React Query cache
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { UikitChat, useUikit, type ChatQueryOptions, type UikitOptions } from 'uikit-react';
import 'uikit-react/styles.css';

const queryClient = new QueryClient();

/** Your sidebar: the chat's own thread list query, so a rename or delete in the chat shows here. */
function RecentThreads(props: { queries: ChatQueryOptions; open: (threadId: string) => void }) {
  const { data, hasNextPage, fetchNextPage } = useInfiniteQuery(props.queries.threads());
  const threads = data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <nav aria-label="Recent conversations">
      <ul>
        {threads.map((thread) => (
          <li key={thread.id}>
            <button type="button" onClick={() => props.open(thread.id)}>
              {thread.title ?? 'New conversation'}
            </button>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <button type="button" onClick={() => void fetchNextPage()}>
          Older conversations
        </button>
      )}
    </nav>
  );
}

function Support({ api }: { api: UikitOptions['api'] }) {
  // No `queryClient` option: inside a QueryClientProvider the chat keeps its data in that client.
  const { control, queries, setThreadId } = useUikit({ api });
  return (
    <div style={{ display: 'flex', height: '100vh' }}>
      <RecentThreads queries={queries} open={(threadId) => void setThreadId(threadId)} />
      <UikitChat control={control} style={{ flex: 1 }} />
    </div>
  );
}

export function App({ api }: { api: UikitOptions['api'] }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Support api={api} />
    </QueryClientProvider>
  );
}
