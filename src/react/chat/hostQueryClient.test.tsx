import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderChat, type FakeApi } from '../../../test/support/chat';
import { thread } from '../../../test/fixtures/items';
import { errorResponse } from '../../../test/support/fakeFetch';
import type { ChatQueryOptions } from '../../chat/chatQueries';
import type { Thread } from '../../wire/thread';
import type { UikitOptions } from './options';
import { UikitChat } from './UikitChat';
import { useUikit } from './useUikit';

const now = Math.floor(Date.now() / 1000);
const threads = (): Thread[] => [
  { ...thread, id: 'thr_1', title: 'Fix the bike', created_at: now - 60 },
  { ...thread, id: 'thr_2', title: 'Plan the garden', created_at: now - 120 },
];

/** A host's own sidebar of recent threads, next to the chat, on the chat's query. */
function RecentThreads({ queries }: { queries: ChatQueryOptions }) {
  const { data } = useInfiniteQuery(queries.threads());
  const listed = data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <ul aria-label="Recent threads">
      {listed.map((listedThread) => (
        <li key={listedThread.id}>{listedThread.title}</li>
      ))}
    </ul>
  );
}

/** A host's own header of one thread, on the chat's thread query. */
function ThreadTitle({ queries, threadId }: { queries: ChatQueryOptions; threadId: string }) {
  const { data } = useQuery(queries.thread(threadId));
  return <p aria-label="Host title">{data?.title ?? ''}</p>;
}

interface HostAppProps {
  options: UikitOptions;
  /** A host header of this thread, beside the sidebar. */
  showTitleOf?: string | undefined;
  /** The sidebar of recent threads (on by default). */
  sidebar?: boolean;
}

function HostApp({ options, showTitleOf, sidebar = true }: HostAppProps) {
  const { control, queries } = useUikit(options);
  return (
    <>
      {sidebar && <RecentThreads queries={queries} />}
      {showTitleOf && <ThreadTitle queries={queries} threadId={showTitleOf} />}
      <UikitChat control={control} />
    </>
  );
}

/** The host's app inside its own `QueryClientProvider`, over a fake service. */
function renderHostApp(
  api: FakeApi,
  extra: Partial<UikitOptions> = {},
  host: Omit<HostAppProps, 'options'> = {},
) {
  const fake = fakeApi(api);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onError = vi.fn();
  const options: UikitOptions = {
    api: { baseUrl: 'https://api.example.test', getSession: fake.getSession, fetch: fake.fetch },
    onError,
    ...extra,
  };
  render(
    <QueryClientProvider client={client}>
      <HostApp options={options} {...host} />
    </QueryClientProvider>,
  );
  return { client, onError, ...fake };
}

const hostList = () => screen.getByRole('list', { name: 'Recent threads' });

async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Show history' }));
  const nav = screen.getByRole('navigation', { name: 'History' });
  await within(nav).findByRole('button', { name: 'Fix the bike' });
  return nav;
}

async function renameInPanel(
  user: ReturnType<typeof userEvent.setup>,
  nav: HTMLElement,
  from: string,
  to: string,
) {
  await user.click(within(nav).getByRole('button', { name: `Options for “${from}”` }));
  await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
  await user.keyboard(`{Control>}a{/Control}${to}{Enter}`);
}

describe("the host's React Query", () => {
  it("keeps the chat's data in the provider's client under the uikit keys, with no option", async () => {
    const { client } = renderHostApp({ threads: threads() });
    expect(await within(hostList()).findByText('Fix the bike')).toBeInTheDocument();
    const keys = client
      .getQueryCache()
      .findAll({ queryKey: ['uikit'] })
      .map((query) => query.queryKey);
    expect(keys).toContainEqual([expect.any(String), expect.any(String), 'threads']);
    expect(keys.every((key) => key[0] === 'uikit')).toBe(true);
  });

  it('lists the same threads in a host sidebar and the chat', async () => {
    const user = userEvent.setup();
    renderHostApp({ threads: threads() });
    const nav = await openHistory(user);
    expect(
      within(hostList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fix the bike', 'Plan the garden']);
    expect(within(nav).getByRole('button', { name: 'Plan the garden' })).toBeInTheDocument();
  });

  it("updates the host's list when the chat renames or deletes a thread", async () => {
    const user = userEvent.setup();
    renderHostApp({ threads: threads() });
    const nav = await openHistory(user);

    await renameInPanel(user, nav, 'Fix the bike', 'Fix the bicycle');
    expect(await within(hostList()).findByText('Fix the bicycle')).toBeInTheDocument();
    expect(within(hostList()).queryByText('Fix the bike')).toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'Options for “Plan the garden”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(nav).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(within(hostList()).queryByText('Plan the garden')).toBeNull();
    });
    expect(within(hostList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows a rename in the host's list at once, and rolls it back when the service refuses", async () => {
    const user = userEvent.setup();
    let refuse: (() => void) | undefined;
    const { onError } = renderHostApp({
      threads: threads(),
      route: (request) =>
        request.method === 'POST' && request.url.pathname === '/v1/uikit/threads/thr_2'
          ? new Promise<Response>((resolve) => {
              refuse = () => {
                resolve(errorResponse(500, { type: 'api_error', message: 'storage is down' }));
              };
            })
          : undefined,
    });
    const nav = await openHistory(user);
    await renameInPanel(user, nav, 'Plan the garden', 'Plan the orchard');
    // Shown at once, while the request is on its way.
    expect(await within(hostList()).findByText('Plan the orchard')).toBeInTheDocument();
    await waitFor(() => {
      expect(refuse).toBeDefined();
    });
    refuse?.();
    expect(await within(hostList()).findByText('Plan the garden')).toBeInTheDocument();
    expect(within(hostList()).queryByText('Plan the orchard')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Plan the garden' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
  });

  it("takes a deleted thread off the host's list at once, and puts it back when refused", async () => {
    const user = userEvent.setup();
    let refuse: (() => void) | undefined;
    renderHostApp({
      threads: threads(),
      route: (request) =>
        request.method === 'DELETE'
          ? new Promise<Response>((resolve) => {
              refuse = () => {
                resolve(errorResponse(403, { type: 'permission_error', message: 'not yours' }));
              };
            })
          : undefined,
    });
    const nav = await openHistory(user);
    await user.click(within(nav).getByRole('button', { name: 'Options for “Fix the bike”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(nav).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(within(hostList()).queryByText('Fix the bike')).toBeNull();
    });
    await waitFor(() => {
      expect(refuse).toBeDefined();
    });
    refuse?.();
    await waitFor(() => {
      expect(
        within(hostList())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Fix the bike', 'Plan the garden']);
    });
  });

  it("reads the open thread from the chat's cache with the thread query", async () => {
    const { requests } = renderHostApp(
      { threads: threads(), items: { thr_1: [] } },
      { initialThread: 'thr_1' },
      { showTitleOf: 'thr_1' },
    );
    await waitFor(() => {
      expect(screen.getByLabelText('Host title')).toHaveTextContent('Fix the bike');
    });
    const reads = requests.filter(
      (request) => request.method === 'GET' && request.url.pathname === '/v1/uikit/threads/thr_1',
    );
    // The chat's loader and the host's header share the one entry: read once.
    expect(reads).toHaveLength(1);
  });

  it('uses the client given as `queryClient` over the provider’s', async () => {
    const own = new QueryClient();
    const user = userEvent.setup();
    const { client } = renderHostApp(
      { threads: threads() },
      { queryClient: own },
      { sidebar: false },
    );
    await openHistory(user);
    await waitFor(() => {
      expect(own.getQueryCache().findAll({ queryKey: ['uikit'] }).length).toBeGreaterThan(0);
    });
    expect(client.getQueryCache().findAll({ queryKey: ['uikit'] })).toEqual([]);
  });

  it('keeps a client of its own outside any provider: nothing but the kit and React needed', async () => {
    const user = userEvent.setup();
    const { chat } = renderChat({ threads: threads() });
    const nav = await openHistory(user);
    expect(within(nav).getByRole('button', { name: 'Plan the garden' })).toBeInTheDocument();
    const { queryClient } = chat.control.runtime;
    const listed = queryClient.getQueryData(chat.queries.threads().queryKey);
    expect(listed?.pages[0]?.data.map((listedThread) => listedThread.title)).toEqual([
      'Fix the bike',
      'Plan the garden',
    ]);
  });
});
