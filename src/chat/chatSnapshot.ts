/**
 * The chat's state as one snapshot: every part read together, and one subscription to them all.
 */
import type { SessionState } from '../client/sessionManager';
import type { ThreadState } from '../state/threadState';
import type { ChatState } from './chatState';
import type { ComposerState } from './composerStore';
import type { RateLimitState } from './rateLimitState';
import type { Readable } from './readable';
import type { HistoryState } from './threadHistory';
import type { ThreadLoadState } from './threadLoader';

/**
 * Everything a chat shows, in one object: the same object until something changes, so it can be
 * compared by identity (`useSyncExternalStore`, a selector library, a test).
 */
export interface ChatSnapshot {
  readonly chat: ChatState;
  readonly thread: ThreadState;
  readonly threadLoad: ThreadLoadState;
  readonly composer: ComposerState;
  readonly session: SessionState;
  readonly history: HistoryState;
  readonly rateLimit: RateLimitState;
}

/** The chat's state part by part, each readable on its own. */
export type ChatStateParts = { readonly [K in keyof ChatSnapshot]: Readable<ChatSnapshot[K]> };

export interface ChatSnapshotSource {
  /** Everything the chat shows; the same object until a part changes. */
  readonly getSnapshot: () => ChatSnapshot;
  /**
   * Calls `listener` after any part changes. Subscribing subscribes to every part, so parts that
   * work only while heard (history is listed, the rate-limit countdown ticks) start working.
   */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createChatSnapshot(parts: ChatStateParts): ChatSnapshotSource {
  let snapshot: ChatSnapshot | undefined;
  return {
    getSnapshot: () => {
      const next: ChatSnapshot = {
        chat: parts.chat.getState(),
        thread: parts.thread.getState(),
        threadLoad: parts.threadLoad.getState(),
        composer: parts.composer.getState(),
        session: parts.session.getState(),
        history: parts.history.getState(),
        rateLimit: parts.rateLimit.getState(),
      };
      // Rebuilt only when a part changed, so the snapshot can be compared by identity.
      if (
        snapshot === undefined ||
        (Object.keys(next) as (keyof ChatSnapshot)[]).some((key) => next[key] !== snapshot?.[key])
      )
        snapshot = next;
      return snapshot;
    },
    subscribe: (listener) => {
      const stops = Object.values(parts).map((part) => part.subscribe(listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
