/** A client that loads on demand, standing in for it from the start (see `deferredClient`). */
import type { RateLimitSnapshot } from '../client/rateLimit';
import type { UikitClient } from '../client/UikitClient';

/**
 * A client whose code loads with its first request (or the first subscription to its budget):
 * every method waits for it, then calls the real one. The budget reads as unknown until then
 * (nothing was refused yet). A failed load is tried again by the next call.
 */
export function deferredClient(create: () => Promise<UikitClient>): UikitClient {
  let loading: Promise<UikitClient> | undefined;
  const load = (): Promise<UikitClient> => {
    loading ??= create().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  const idleBudget: RateLimitSnapshot = {
    limit: null,
    remaining: null,
    resetAt: null,
    retryAt: null,
  };
  let loaded: UikitClient | null = null;
  const whenLoaded = (client: UikitClient) => (loaded = client);
  const loadClient = () => load().then(whenLoaded);
  /**
   * A group of the client's methods (`threads`, `files`, `conversation`), each waiting for the
   * client and then calling its own: written once for every method (the first load carries no
   * copy of the client's surface), and checked against it by the type of the result.
   */
  const later = <K extends 'threads' | 'files' | 'conversation'>(group: K): UikitClient[K] =>
    new Proxy({} as UikitClient[K], {
      get: (_target, name: string) =>
        name === 'iterateItems'
          ? async function* (...args: Parameters<UikitClient['threads']['iterateItems']>) {
              yield* (await loadClient()).threads.iterateItems(...args);
            }
          : async (...args: unknown[]) => {
              const methods = (await loadClient())[group] as unknown as Record<
                string,
                (...args: unknown[]) => Promise<unknown>
              >;
              const method = methods[name];
              if (!method) throw new TypeError(`The ChatKit client has no ${group}.${name}`);
              return method.apply(methods, args);
            },
    });

  return {
    rateLimit: {
      get: () => loaded?.rateLimit.get() ?? idleBudget,
      waitMs: () => loaded?.rateLimit.waitMs() ?? 0,
      // Subscribing starts loading the client: a chat subscribes as it starts.
      subscribe: (listener) => {
        if (loaded) return loaded.rateLimit.subscribe(listener);
        let stop: (() => void) | null = null;
        let stopped = false;
        loadClient().then(
          (client) => {
            if (!stopped) stop = client.rateLimit.subscribe(listener);
          },
          () => undefined,
        );
        return () => {
          stopped = true;
          stop?.();
        };
      },
    },
    threads: later('threads'),
    files: later('files'),
    conversation: later('conversation'),
  };
}
