import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createChatQueries } from './chatQueries';

describe('where a chat keeps its cold data', () => {
  it('uses the host’s client and key as given, and never mounts the host’s client', () => {
    const host = new QueryClient();
    const mount = vi.spyOn(host, 'mount');
    const unmount = vi.spyOn(host, 'unmount');
    const queries = createChatQueries(host, ['support']);
    expect(queries.queryClient).toBe(host);
    expect(queries.queryKey).toEqual(['support']);
    queries.mount();
    queries.unmount();
    expect(mount).not.toHaveBeenCalled();
    expect(unmount).not.toHaveBeenCalled();
  });

  it('mounts its own client while the chat runs, under a key no other chat has', () => {
    const first = createChatQueries(undefined, undefined);
    const second = createChatQueries(undefined, undefined);
    expect(first.queryKey[0]).toBe('uikit');
    expect(first.queryKey).not.toEqual(second.queryKey);
    expect(first.queryClient).not.toBe(second.queryClient);
    const mount = vi.spyOn(first.queryClient, 'mount');
    const unmount = vi.spyOn(first.queryClient, 'unmount');
    first.mount();
    first.unmount();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('retries a failed query once on its own client', () => {
    const { queryClient } = createChatQueries(undefined, undefined);
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(1);
  });
});
