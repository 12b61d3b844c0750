import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates what the server rendered, true after (and from the
 * first render of a chat that was not server-rendered): for parts that must render on the client
 * only what the server rendered too, until hydration is over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
