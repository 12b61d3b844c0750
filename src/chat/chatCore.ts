import type { StoreApi } from 'zustand/vanilla';
import type { SessionManager } from '../client/sessionManager';
import type { UikitClient } from '../client/UikitClient';
import type { ThreadStore } from '../state/createThreadStore';
import type { ChatEvents } from './chatEvents';
import type { ChatState } from './chatState';
import type { ComposerStore } from './composerStore';

/**
 * What the parts of one chat share: its emitter, session, API client and stores. Each part takes
 * the few of these it uses (`Pick<ChatCore, …>`), never the runtime, so what a part can touch is
 * written in its options.
 */
export interface ChatCore {
  readonly events: ChatEvents;
  readonly sessions: SessionManager;
  readonly client: UikitClient;
  /** The open thread's items and response. */
  readonly store: ThreadStore;
  /** The draft and what goes with it. */
  readonly composer: ComposerStore;
  /** The chat's own state (`chatState.ts`). */
  readonly chat: StoreApi<ChatState>;
}
