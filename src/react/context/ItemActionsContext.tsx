import { createContext, useContext } from 'react';
import type { FeedbackKind } from '../../wire/thread';

/** The actions shown under an answer, and what they do. */
export interface ItemActions {
  copy: boolean;
  feedback: boolean;
  retry: boolean;
  /** Sends feedback on one answer. */
  onFeedback?: (itemId: string, kind: FeedbackKind) => Promise<void>;
  /** Answers again in place of this answer. */
  onRetry?: (itemId: string) => void;
  /** No action while an answer is being produced. */
  busy?: boolean;
}

export const ItemActionsContext = createContext<ItemActions>({
  copy: true,
  feedback: false,
  retry: false,
});

export function useItemActions(): ItemActions {
  return useContext(ItemActionsContext);
}
