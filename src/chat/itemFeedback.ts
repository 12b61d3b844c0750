/**
 * Feedback on answers: on items, or on the whole turn an answer belongs to, sent for the open
 * thread.
 */
import { selectTurnItems } from '../state/turns';
import type { FeedbackKind } from '../wire/thread';
import type { ChatCore } from './chatCore';

export interface ItemFeedback {
  /** Sends feedback on `itemIds` of the open thread (nothing without one). */
  readonly sendFeedback: (itemIds: readonly string[], kind: FeedbackKind) => Promise<void>;
  /**
   * Sends feedback on every item that answered the same user message as `itemId` (a client tool
   * round trip's answers, calls and widgets together): the user rates an answer, not a fragment.
   */
  readonly sendTurnFeedback: (itemId: string, kind: FeedbackKind) => Promise<void>;
}

export function createItemFeedback(
  options: Pick<ChatCore, 'client' | 'chat' | 'store'>,
): ItemFeedback {
  const { client, chat, store } = options;
  const sendFeedback: ItemFeedback['sendFeedback'] = async (itemIds, kind) => {
    const threadId = chat.getState().threadId;
    if (threadId === null) return;
    await client.threads.sendFeedback(threadId, itemIds, kind);
  };
  return {
    sendFeedback,
    sendTurnFeedback: async (itemId, kind) => {
      const turn = selectTurnItems(store.getState(), itemId);
      await sendFeedback(turn.length === 0 ? [itemId] : turn.map((item) => item.id), kind);
    },
  };
}
