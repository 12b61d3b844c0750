/**
 * Widget actions: a client action goes to the host's handler, a server action to the workflow
 * (`threads.custom_action`), queued behind the answer streaming now. The service streams one
 * response per thread at a time (a second is a 409), so an action never stops an answer: it waits.
 * An action whose config says `streaming: false` does not wait: `threads.sync_custom_action`
 * answers at once with the widget as it is now, which replaces it in place (protocol section 12).
 */
import { loadReaders } from '../client/loadReaders';
import type {
  ConversationOperation,
  StructuredInputResponse,
  WidgetAction,
} from '../wire/conversation';
import type { ClientWidgetActionHandler, WidgetActionContext } from '../wire/widgetActions';
import type { AnswerInProgress } from './answerInProgress';
import type { ChatCore } from './chatCore';
import type { ChatStateOwner } from './chatState';
import type { Sending } from './sending';

export interface WidgetActionsOptions extends Pick<
  ChatCore,
  'chat' | 'client' | 'store' | 'events'
> {
  problems: Pick<ChatStateOwner, 'report'>;
  answer: Pick<AnswerInProgress, 'ended'>;
  respond: Sending['respond'];
  /** The host's handler of client actions, read when one fires. */
  onClientWidgetAction?: (() => ClientWidgetActionHandler | undefined) | undefined;
}

export interface WidgetActions {
  /**
   * Sends a server action once no answer streams, after the actions fired before it, for the widget
   * `itemId` (default: the open thread's latest widget, as ChatKit does). One whose thread is no
   * longer open when its turn comes, or that was waiting when the user pressed stop, is dropped.
   * Resolves once the action's own answer has ended; rejects at once when no thread is open, or
   * no id is given and the thread has no widget.
   */
  readonly sendCustomAction: (action: WidgetAction, itemId?: string) => Promise<void>;
  /**
   * Sends an action that does not stream (`streaming: false`) now, even while an answer streams,
   * and puts the widget it answers with in place. A failure is shown as the action's problem and
   * emitted as an `error`; the promise still resolves.
   */
  readonly sendSyncAction: (action: WidgetAction, itemId: string) => Promise<void>;
  /**
   * Answers (or skips) a structured input with `threads.add_structured_input`, queued as a server
   * action is; resolves once its answer has ended.
   */
  readonly answerStructuredInput: (itemId: string, input: StructuredInputResponse) => Promise<void>;
  /** Routes an action by its `handler` and `streaming`; resolves when it has been handled. */
  readonly handleWidgetAction: (
    action: WidgetAction,
    context: WidgetActionContext,
  ) => Promise<void>;
  /** The user pressed stop: the actions waiting now are not sent after it. */
  readonly stopPressed: () => void;
}

export function createWidgetActions(options: WidgetActionsOptions): WidgetActions {
  const { chat, answer, respond, client, store, events, problems } = options;
  /** Actions fired while an answer streams, sent one after another once it ends. */
  let queue: Promise<void> = Promise.resolve();
  /** How many times the user pressed stop: an action fired before a stop is not sent after it. */
  let stopPresses = 0;

  /**
   * Sends an operation on the open thread once no answer streams, after those queued before it;
   * dropped when the thread is no longer open when its turn comes, or the user pressed stop since.
   */
  const whenIdle = (operation: (threadId: string) => ConversationOperation): Promise<void> => {
    const threadId = chat.getState().threadId;
    if (threadId === null) return Promise.resolve();
    const firedAfter = stopPresses;
    const turn = queue.then(async () => {
      await answer.ended();
      if (chat.getState().threadId !== threadId || stopPresses !== firedAfter) return;
      await respond(operation(threadId), 'action');
    });
    queue = turn.catch(() => undefined);
    return turn;
  };

  const sendCustomAction: WidgetActions['sendCustomAction'] = async (action, itemId) => {
    // ChatKit's form (no id: the latest widget) and its errors load with their first use.
    const target =
      itemId !== undefined && chat.getState().threadId !== null
        ? itemId
        : (await import('./widgetItems')).actionTarget(
            chat.getState().threadId,
            store.getState(),
            itemId,
          );
    return whenIdle((threadId) => ({
      type: 'threads.custom_action',
      params: { thread_id: threadId, item_id: target, action },
    }));
  };

  const sendSyncAction: WidgetActions['sendSyncAction'] = async (action, itemId) => {
    const threadId = chat.getState().threadId;
    if (threadId === null) return;
    try {
      const { data } = await client.conversation.syncCustomAction(threadId, itemId, action);
      const item = data.updatedItem;
      // The user may have moved on; an answer for another item than the widget is not its update.
      if (item === null || chat.getState().threadId !== threadId) return;
      store.getState().applyEvents([{ type: 'thread.item.replaced', item }]);
    } catch (error) {
      problems.report({ during: 'action', error });
      events.emit('error', { error });
    }
  };

  return {
    sendCustomAction,
    sendSyncAction,
    answerStructuredInput: (itemId, input) =>
      whenIdle((threadId) => ({
        type: 'threads.add_structured_input',
        params: { thread_id: threadId, item_id: itemId, input },
      })),
    handleWidgetAction: async (action, context) => {
      if (action.handler === 'client') {
        const handler = options.onClientWidgetAction?.();
        if (handler) {
          const [{ widgetItemRef }, readers] = await Promise.all([
            import('./widgetItems'),
            loadReaders(),
          ]);
          await handler(action, widgetItemRef(store.getState(), context, readers), context);
        }
      } else if (action.streaming === false) await sendSyncAction(action, context.itemId);
      else await sendCustomAction(action, context.itemId);
    },
    stopPressed: () => {
      stopPresses += 1;
    },
  };
}
