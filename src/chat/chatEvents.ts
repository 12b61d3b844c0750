/** Everything a chat reports to its host. Payloads are plain objects so they can be logged. */
export interface ChatEventMap {
  ready: { sessionId: string };
  error: { error: unknown };
  threadChange: { threadId: string | null };
  responseStart: { threadId: string | null };
  responseEnd: { threadId: string | null };
  threadLoadStart: { threadId: string };
  threadLoadEnd: { threadId: string };
  /** A `client_effect` event: fire-and-forget work for the host page. */
  effect: { name: string; data: unknown };
  /**
   * Diagnostic breadcrumbs (requests, retries, dropped streams), for the host's logging. Data the
   * client repaired or left out (protocol section 10) comes as `data.repaired` / `data.skipped`
   * with `{ subject, path, message, itemId? }`; a skipped one is an `error` too.
   */
  log: { name: string; data?: Record<string, unknown> };
}

export type ChatEventName = keyof ChatEventMap;
export type ChatEventListener<K extends ChatEventName> = (payload: ChatEventMap[K]) => void;

/** A tiny typed event emitter; a throwing listener never breaks the chat. */
export function createChatEvents() {
  const listeners = new Map<ChatEventName, Set<(payload: never) => void>>();
  return {
    on<K extends ChatEventName>(name: K, listener: ChatEventListener<K>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
    emit<K extends ChatEventName>(name: K, payload: ChatEventMap[K]): void {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as ChatEventListener<K>)(payload);
        } catch (error) {
          if (name !== 'error') this.emit('error', { error });
        }
      }
    },
  };
}

export type ChatEvents = ReturnType<typeof createChatEvents>;
