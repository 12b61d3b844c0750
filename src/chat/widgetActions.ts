/**
 * Widget actions: a client action goes to the host's handler, a server action to the workflow
 * (`threads.custom_action`), queued behind the answer streaming now. The service streams one
 * response per thread at a time (a second is a 409), so an action never stops an answer: it waits.
 */
import type { WidgetAction } from '../wire/conversation';
import type { WidgetActionContext, WidgetActionHandler } from '../wire/widgetActions';
import type { AnswerInProgress } from './answerInProgress';
import type { ChatCore } from './chatCore';
import type { Sending } from './sending';

export interface WidgetActionsOptions extends Pick<ChatCore, 'chat'> {
  answer: Pick<AnswerInProgress, 'ended'>;
  respond: Sending['respond'];
  /** The host's handler of client actions, read when one fires. */
  onClientWidgetAction?: (() => WidgetActionHandler | undefined) | undefined;
}

export interface WidgetActions {
  /**
   * Sends a server action once no answer streams, after the actions fired before it. One whose
   * thread is no longer open when its turn comes, or that was waiting when the user pressed stop,
   * is dropped. Resolves once the action's own answer has ended.
   */
  readonly sendCustomAction: (action: WidgetAction, itemId: string) => Promise<void>;
  /** Routes an action by its `handler`; resolves when it has been handled. */
  readonly handleWidgetAction: (
    action: WidgetAction,
    context: WidgetActionContext,
  ) => Promise<void>;
  /** The user pressed stop: the actions waiting now are not sent after it. */
  readonly stopPressed: () => void;
}

export function createWidgetActions(options: WidgetActionsOptions): WidgetActions {
  const { chat, answer, respond } = options;
  /** Actions fired while an answer streams, sent one after another once it ends. */
  let queue: Promise<void> = Promise.resolve();
  /** How many times the user pressed stop: an action fired before a stop is not sent after it. */
  let stopPresses = 0;

  const sendCustomAction: WidgetActions['sendCustomAction'] = (action, itemId) => {
    const threadId = chat.getState().threadId;
    if (threadId === null) return Promise.resolve();
    const firedAfter = stopPresses;
    const turn = queue.then(async () => {
      await answer.ended();
      if (chat.getState().threadId !== threadId || stopPresses !== firedAfter) return;
      await respond(
        { type: 'threads.custom_action', params: { thread_id: threadId, item_id: itemId, action } },
        'action',
      );
    });
    queue = turn.catch(() => undefined);
    return turn;
  };

  return {
    sendCustomAction,
    handleWidgetAction: async (action, context) => {
      if (action.handler === 'client') await options.onClientWidgetAction?.()?.(action, context);
      else await sendCustomAction(action, context.itemId);
    },
    stopPressed: () => {
      stopPresses += 1;
    },
  };
}
