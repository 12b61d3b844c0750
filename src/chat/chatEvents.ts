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
  /** The composer's tool changed (picked, cleared, or cleared by a send); null for none. */
  toolChange: { toolId: string | null };
  /** The history panel opened. */
  historyOpen: Record<string, never>;
  /** The history panel closed. */
  historyClose: Record<string, never>;
  /**
   * The user clicked a deep link in an answer (`uikit-link://name?key=value`, see stories/guides/Options.mdx):
   * nothing was navigated to; the page decides what `name` means. `data` holds the query's pairs.
   */
  deeplink: { name: string; data: Record<string, string>; href: string };
  /**
   * Diagnostic breadcrumbs (requests, retries, dropped streams), for the host's logging. Data the
   * client repaired or left out (protocol section 10) comes as `data.repaired` / `data.skipped`
   * with `{ subject, path, message, itemId? }`; a skipped one is an `error` too.
   */
  log: { name: string; data?: Record<string, unknown> };
}

/** The name of a chat event (`ready`, `error`, `threadChange`, …): the keys of `ChatEventMap`. */
export type ChatEventName = keyof ChatEventMap;

// A record keyed by every event, so the compiler rejects a list that misses or invents one.
const EVENT_NAME_SET = {
  ready: true,
  error: true,
  threadChange: true,
  responseStart: true,
  responseEnd: true,
  threadLoadStart: true,
  threadLoadEnd: true,
  effect: true,
  toolChange: true,
  historyOpen: true,
  historyClose: true,
  deeplink: true,
  log: true,
} as const satisfies Record<ChatEventName, true>;

/**
 * The one list of event names: the host's `on…` options, their types and every forwarding loop
 * derive from it, so a new event cannot be forgotten in one of them.
 */
export const CHAT_EVENT_NAMES = Object.keys(EVENT_NAME_SET) as readonly ChatEventName[];

// Keyed by every event, so the compiler rejects a table that misses one.
const DOM_NAMES = {
  ready: 'ready',
  error: 'error',
  threadChange: 'thread.change',
  responseStart: 'response.start',
  responseEnd: 'response.end',
  threadLoadStart: 'thread.load.start',
  threadLoadEnd: 'thread.load.end',
  effect: 'effect',
  toolChange: 'tool.change',
  historyOpen: 'history.open',
  historyClose: 'history.close',
  deeplink: 'deeplink',
  log: 'log',
} as const satisfies Record<ChatEventName, string>;

/**
 * `threadLoadStart` → `thread.load.start`: an event's name in a DOM event's, after the prefix
 * (`uikit.` for `<uikit-chat>`, `chatkit.` as ChatKit's element names it).
 */
export function chatEventDomName<K extends ChatEventName>(name: K): (typeof DOM_NAMES)[K] {
  return DOM_NAMES[name];
}

/** `ready` → `onReady`: the name of the host option that hears an event. */
export type ChatEventHandlerName<K extends ChatEventName = ChatEventName> = `on${Capitalize<K>}`;

export function chatEventHandlerName<K extends ChatEventName>(name: K): ChatEventHandlerName<K> {
  return `on${name.charAt(0).toUpperCase()}${name.slice(1)}` as ChatEventHandlerName<K>;
}

/** The host's optional listeners, one per event (`onReady`, `onError`, …). */
export type ChatEventHandlers = {
  [K in ChatEventName as ChatEventHandlerName<K>]?: (event: ChatEventMap[K]) => void;
};

/** Every handler option name, for code that must leave them out (display options). */
export const CHAT_EVENT_HANDLER_NAMES: readonly ChatEventHandlerName[] =
  CHAT_EVENT_NAMES.map(chatEventHandlerName);
/** A listener of one chat event; it receives the event's payload. */
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
