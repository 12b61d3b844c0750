import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { thread, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
  jsonResponse,
  type Responder,
} from '../../test/support/fakeFetch';
import type { Thread } from '../wire/thread';
import { createChatRuntime } from './createChatRuntime';

const list = (data: unknown[]) => ({
  object: 'list',
  data,
  first_id: null,
  last_id: null,
  has_more: false,
});

/** A runtime over a service holding `threads` (each with one item), answering by route. */
function runtimeOver(threads: Thread[], options: { refuseRename?: Promise<void> } = {}) {
  const route: Responder = async (request) => {
    const path = request.url.pathname;
    if (path === '/v1/uikit/threads') return jsonResponse(200, list(threads));
    if (path.endsWith('/items')) return jsonResponse(200, list([userMessage]));
    const found = threads.find((candidate) => path.endsWith(`/${candidate.id}`));
    if (found && request.method === 'POST') {
      await options.refuseRename;
      return errorResponse(500, { type: 'api_error', message: 'storage is down' });
    }
    if (found) return jsonResponse(200, found);
    return errorResponse(404, { type: 'not_found_error', message: 'not found' });
  };
  const { fetch } = fakeFetch(route);
  const runtime = createChatRuntime({
    baseUrl: 'https://api.example.test',
    getSession: () =>
      Promise.resolve(sessionFixture({ expires_at: Math.floor(Date.now() / 1000) + 600 })),
    fetch,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    clientTools: () => ({}),
    uploadMessages: () => ({
      uploadsDisabled: '',
      tooLarge: () => '',
      tooMany: () => '',
      wrongType: () => '',
      failed: () => '',
    }),
    acceptedFileTypes: () => [],
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
  });
  return { runtime };
}

/** Resolves once `check` passes (the cache notifies on a timer). */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

describe("the runtime's query options", () => {
  const threads = (): Thread[] => [
    { ...thread, id: 'thr_a', title: 'First' },
    { ...thread, id: 'thr_b', title: 'Second' },
  ];

  it("are the entries the runtime itself observes: a host's observer shares them", async () => {
    const { runtime } = runtimeOver(threads());
    expect(runtime.queries.threads()).toBe(runtime.queries.threads());
    expect(runtime.queries.threads().queryKey).toEqual([...runtime.queryKey, 'threads']);
    const stop = runtime.state.history.subscribe(() => undefined);
    await runtime.start();
    const host = new InfiniteQueryObserver(runtime.queryClient, runtime.queries.threads());
    const stopHost = host.subscribe(() => undefined);
    await eventually(() => {
      expect(runtime.state.history.getState().threads.map((listed) => listed.title)).toEqual([
        'First',
        'Second',
      ]);
      expect(host.getCurrentResult().data?.pages[0]?.data).toHaveLength(2);
    });
    // One entry for both: the host's observer holds the very pages the runtime lists.
    expect(host.getCurrentResult().data).toBe(
      runtime.queryClient.getQueryData(runtime.queries.threads().queryKey),
    );
    expect(runtime.state.history.getState().threads[0]).toBe(
      host.getCurrentResult().data?.pages[0]?.data[0],
    );
    stopHost();
    stop();
    runtime.dispose();
  });

  it('show a rename to every observer at once, and its rollback when the service refuses', async () => {
    let release: () => void = () => undefined;
    const refuseRename = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { runtime } = runtimeOver(threads(), { refuseRename });
    const errors: unknown[] = [];
    runtime.events.on('error', ({ error }) => errors.push(error));
    await runtime.start();
    const host = new InfiniteQueryObserver(runtime.queryClient, runtime.queries.threads());
    const stopHost = host.subscribe(() => undefined);
    const titles = () =>
      runtime.queryClient
        .getQueryData(runtime.queries.threads().queryKey)
        ?.pages.flatMap((page) => page.data.map((listed) => listed.title));
    await eventually(() => {
      expect(titles()).toEqual(['First', 'Second']);
    });
    const renaming = runtime.history.rename('thr_b', 'Renamed');
    await eventually(() => {
      expect(titles()).toEqual(['First', 'Renamed']);
      expect(host.getCurrentResult().data?.pages[0]?.data[1]?.title).toBe('Renamed');
    });
    release();
    await renaming;
    expect(titles()).toEqual(['First', 'Second']);
    expect(errors).toHaveLength(1);
    stopHost();
    runtime.dispose();
  });

  it('describe the open thread and its item pages as the loader caches them', async () => {
    const { runtime } = runtimeOver([thread]);
    await runtime.start();
    await runtime.openThread(THREAD_ID);
    const cachedThread = runtime.queryClient.getQueryData(
      runtime.queries.thread(THREAD_ID).queryKey,
    );
    expect(cachedThread?.title).toBe(thread.title);
    const pages = runtime.queryClient.getQueryData(runtime.queries.items(THREAD_ID).queryKey);
    expect(pages?.pages[0]?.items.map((item) => item.id)).toEqual([userMessage.id]);
    // A host's observer of the same options reads the cached thread without a request.
    const host = new QueryObserver(runtime.queryClient, runtime.queries.thread(THREAD_ID));
    expect(host.getCurrentResult().data?.id).toBe(THREAD_ID);
    runtime.dispose();
  });

  it("give the open thread its title from whoever lists the threads, the host's query too", async () => {
    const service: Thread[] = [{ ...thread, title: null }];
    const { runtime } = runtimeOver(service);
    await runtime.start();
    await runtime.openThread(THREAD_ID);
    expect(runtime.state.thread.getState().thread?.title).toBeNull();
    // The service has titled it since; only the host's sidebar lists the threads.
    service.splice(0, 1, { ...thread, title: 'Titled later' });
    const host = new InfiniteQueryObserver(runtime.queryClient, runtime.queries.threads());
    const stopHost = host.subscribe(() => undefined);
    await eventually(() => {
      expect(runtime.state.thread.getState().thread?.title).toBe('Titled later');
    });
    stopHost();
    runtime.dispose();
  });
});
