/**
 * When a thread the host opened shows: what ChatKit's `setThreadId` promise waits for. Loaded with
 * the first such command.
 */
import type { ThreadStore } from '../state/createThreadStore';
import type { StoreApi } from 'zustand/vanilla';
import type { ChatState } from './chatState';
import type { Readable } from './readable';
import type { ThreadLoadState } from './threadLoader';

export interface ThreadShownParts {
  chat: Pick<StoreApi<ChatState>, 'getState' | 'subscribe'>;
  load: Readable<ThreadLoadState>;
  store: Pick<ThreadStore, 'getState' | 'subscribe'>;
}

/**
 * Resolves once `threadId` and its first page have loaded, or as soon as another thread is open
 * (nothing is left to wait for); rejects with why it could not load.
 */
export function threadShown(threadId: string, parts: ThreadShownParts): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settled = (): boolean => {
      if (parts.chat.getState().threadId !== threadId) return (resolve(), true);
      const load = parts.load.getState();
      if (load.threadId !== threadId) return false;
      if (load.error) return (reject(load.error), true);
      // Shown: the thread itself and its first page are both in.
      if (load.isLoading || parts.store.getState().thread?.id !== threadId) return false;
      resolve();
      return true;
    };
    if (settled()) return;
    const stops = [
      parts.load.subscribe(check),
      parts.chat.subscribe(check),
      parts.store.subscribe(check),
    ];
    function check() {
      if (settled()) for (const stop of stops) stop();
    }
  });
}
