import { createContext, useContext } from 'react';
import type { TurnActions } from '../../state/turnActions';
import type {
  ReceivedAssistantMessageItem,
  ReceivedThreadItem,
  ReceivedUserMessageItem,
} from '../../wire/received';
import type { LucideIconName } from '../../wire/lucideIcon';
import type { FeedbackKind } from '../../wire/thread';
import type { HeaderIconName } from '../primitives/icons/iconNames';

/** The items a host's action (`threadItemActions.custom`) can stand under. */
export type ThreadItemActionTarget = 'assistant_message' | 'user_message';

/**
 * A host's own action under answers or user messages (`threadItemActions.custom`): a button beside
 * copy, feedback and retry. The first two shown under an item are buttons; any more are in a "More
 * actions" menu.
 *
 * @example
 * threadItemActions: {
 *   custom: [
 *     { id: 'share', label: 'Share', icon: 'share', onClick: (item) => share(item.id) },
 *     { id: 'pin', label: 'Pin', icon: 'lucide:pin', on: ['assistant_message', 'user_message'], onClick: pin },
 *   ],
 * }
 */
export interface ThreadItemAction {
  /** Unique among the actions, and stable: it keys the button (`data-action-id`). */
  id: string;
  /** The button's accessible name and tooltip (its text when it has no icon). */
  label: string;
  /**
   * One of the kit's icon names (ChatKit's header and widget icons) or any lucide icon
   * (`lucide:pin`). Without one, the button shows its label.
   */
  icon?: HeaderIconName | LucideIconName | (string & {});
  /** Under which items it shows. Default `['assistant_message']`. */
  on?: readonly ThreadItemActionTarget[];
  /**
   * Runs on a click, with the item it stands under: under an answer, the final answer of its turn
   * (the turn has one action row); under a user message, that message. What it throws or rejects
   * with is reported through the chat's `error` event (`onError`).
   */
  onClick: (item: ReceivedAssistantMessageItem | ReceivedUserMessageItem) => void | Promise<void>;
}

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
  /** The host's own actions, without their handlers: what to draw. */
  custom?: readonly Omit<ThreadItemAction, 'onClick'>[] | undefined;
  /**
   * The host's actions as it gives them now, handlers included: read when one is clicked, so an
   * inline closure is never stale and never re-renders the thread. What a handler throws or rejects
   * with goes to the render context's `onRenderError` (in the chat: its `error` event).
   */
  customHandlers?: () => readonly ThreadItemAction[] | undefined;
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
