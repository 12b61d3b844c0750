import { useLayoutEffect } from 'react';
import '../../src/styles/index.css';
import { UikitChat, useUikit, type UikitOptions } from '../../src/react/chat';
import type { FetchLike } from '../../src/client/transport';
import type { ThreadItem } from '../../src/wire/items';
import { benchSession, benchThread, json, list, notFound, THREAD_ID } from './chatThread';

// The thread benchmark's kit (bench/pages/thread.tsx loads it only for the kit's runs, so the
// other lists' heap never holds its code): <UikitChat> through useUikit over a fake API.

// ---- the fake API ------------------------------------------------------------------------------

let served: readonly ThreadItem[] = [];

/** Sets the thread the fake API serves. */
export function serve(items: readonly ThreadItem[]) {
  served = items;
}

const fakeFetch: FetchLike = (input) => {
  const url = new URL(input);
  const path = url.pathname.replace(/^\/v1\/uikit/, '');
  if (path === '/threads') return Promise.resolve(json(list([])));
  if (path === `/threads/${THREAD_ID}`) return Promise.resolve(json(benchThread));
  if (path === `/threads/${THREAD_ID}/items`) {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return Promise.resolve(json(list(served.slice(-limit).reverse())));
  }
  return Promise.resolve(notFound(path));
};

// ---- the kit -----------------------------------------------------------------------------------

const KIT_OPTIONS: UikitOptions = {
  api: {
    baseUrl: 'https://api.bench.test',
    getSession: () => Promise.resolve(benchSession()),
    fetch: fakeFetch,
  },
  initialThread: THREAD_ID,
  theme: { colorScheme: 'light' },
  header: { title: 'Lisbon trip' },
};

let kit: ReturnType<typeof useUikit> | null = null;

/** The mounted chat's handle (null before its first render). */
export const kitHandle = () => kit;
export const forgetKit = () => {
  kit = null;
};

export function KitHost({ show }: { show: boolean }) {
  const uikit = useUikit(KIT_OPTIONS);
  useLayoutEffect(() => {
    kit = uikit;
  });
  return show ? <UikitChat control={uikit.control} style={{ height: '100vh' }} /> : null;
}

export { benchThread };
