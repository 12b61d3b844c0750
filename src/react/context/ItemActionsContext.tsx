import { createContext, useContext } from 'react';
import type { TurnActions } from '../../state/turnActions';
import type { ReceivedThreadItem } from '../../wire/received';
import type { FeedbackKind } from '../../wire/thread';

/** The actions shown under an answer and under a user message, and what they do. */
export interface ItemActions {
  /** Copy, under answers and user messages alike (ChatKit's `threadItemActions.copy`). */
  copy: boolean;
  feedback: boolean;
  retry: boolean;
  /** Sends feedback on one answer (in the chat: on the whole turn it ends). */
  onFeedback?: (itemId: string, kind: FeedbackKind) => Promise<void>;
  /** Answers again in place of this answer. */
  onRetry?: (itemId: string) => void;
  /**
   * Edits a user message to say `text` and answers it anew (protocol section 11, `edit`): its
   * tags stay where their text still stands, its quote, files, tool and model as they were. User
   * messages offer "Edit message" only when it is given (the chat gives it where the session can
   * edit). Resolves true when the service took the edit, false when it did not (the editor keeps
   * the text).
   */
  onEditUserMessage?: (itemId: string, text: string) => Promise<boolean>;
  /** No action while an answer is being produced. */
  busy?: boolean;
  /**
   * The items of the turn an answer ends, for copy to take all of its text. Without it, an answer
   * stands alone.
   */
  turnOf?: (itemId: string) => readonly ReceivedThreadItem[];
}

export const ItemActionsContext = createContext<ItemActions>({
  copy: true,
  feedback: false,
  retry: false,
});

export function useItemActions(): ItemActions {
  return useContext(ItemActionsContext);
}

/**
 * Which actions the answer in this row shows: the chat gives each row its own, so a turn has one
 * action row, under its final answer. An answer rendered alone shows them all.
 */
export const TurnActionsContext = createContext<TurnActions>('all');

export function useTurnActions(): TurnActions {
  return useContext(TurnActionsContext);
}
