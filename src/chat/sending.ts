/**
 * Sending: a user message, a retry, and the answer each one streams, with what follows an answer
 * that failed (the problem shown, the thread re-read) or was stopped (its title read again).
 */
import type { ConversationOperation } from '../wire/conversation';
import { UikitApiError, UikitConnectionError, UikitParseError } from '../wire/errors';
import type { AnswerInProgress } from './answerInProgress';
import type { ChatCore } from './chatCore';
import type { ChatProblem, ChatStateOwner } from './chatState';
import type { ComposerChoices } from './composerChoices';
import type { ComposerState } from './composerStore';
import {
  UikitCommandError,
  type EditUserMessageParams,
  type SendUserMessageParams,
} from './messageCommands';
import type { OpenThread } from './openThread';
import { planUserMessage, type OutgoingUserMessage } from './outgoingMessage';
import {
  startResponse,
  type AnswerRecovery,
  type ClientTools,
  type FlushScheduler,
  type ResponseOutcome,
} from './runResponse';
import type { ThreadLoader } from './threadLoader';
import { createTitleReread } from './titleReread';
import type { UploadQueue } from './uploadQueue';

export interface SendingOptions extends Pick<
  ChatCore,
  'client' | 'store' | 'events' | 'chat' | 'composer' | 'sessions'
> {
  answer: Pick<AnswerInProgress, 'run' | 'isResponding'>;
  /** Where a new thread opens (`newThread`), and takes the thread an answer created. */
  thread: Pick<OpenThread, 'open' | 'created'>;
  loader: Pick<ThreadLoader, 'refresh' | 'refreshThread'>;
  problems: Pick<ChatStateOwner, 'report'>;
  uploads: Pick<UploadQueue, 'clearSent'>;
  /** The composer's tools and models, read at each send. */
  choices: () => ComposerChoices;
  clientTools: () => ClientTools;
  scheduleFlush: FlushScheduler;
  /** Resuming and stopping through the service, once loaded for a service that has them. */
  recovery?: (() => AnswerRecovery | null) | undefined;
  /** While that is loading: settles once it has loaded or failed to. */
  recoveryLoading?: (() => Promise<unknown> | null) | undefined;
}

export interface Sending {
  /**
   * Sends `operation` and streams its answer (stopping the one in progress first). A failure is
   * shown as the chat's problem, `during` what; a dropped stream or a 409 re-reads the thread.
   */
  readonly respond: (
    operation: ConversationOperation,
    during: ChatProblem['during'],
  ) => Promise<ResponseOutcome>;
  /** Re-reads the thread and its loaded items (after a dropped stream, or on request). */
  readonly fetchUpdates: () => Promise<void>;
  /**
   * Sends a message, by default the composer's draft (see `planUserMessage`): the draft is
   * cleared at once and given back if the service never stored the message.
   */
  readonly sendUserMessage: (message?: SendUserMessageParams) => Promise<void>;
  /** Answers again from a user message (by default the last one): later items are removed. */
  readonly retry: (itemId?: string) => Promise<void>;
  /** Answers again in place of an answer: from the user message it replied to. */
  readonly retryAnswer: (itemId: string) => Promise<void>;
  /**
   * Edits a user message and answers it anew (protocol section 11, `edit`; see
   * `messageEdit.ts`): resolves once the answer ended, true when the service took the edit.
   */
  readonly editUserMessage: (itemId: string, edit?: EditUserMessageParams) => Promise<boolean>;
  /** Cancels the title's re-read (the chat is disposed). */
  readonly dispose: () => void;
}

export function createSending(options: SendingOptions): Sending {
  const { client, store, events, chat, composer, answer, thread, loader, problems } = options;
  const titles = createTitleReread(options);

  const fetchUpdates = (): Promise<void> => loader.refresh();

  const afterFailure = async (outcome: ResponseOutcome, during: ChatProblem['during']) => {
    const { error } = outcome;
    if (error === null) return;
    problems.report({ during, error });
    try {
      if (error instanceof UikitConnectionError || error instanceof UikitParseError) {
        // A dropped stream: show what the service stored.
        await fetchUpdates();
      } else if (error instanceof UikitApiError && error.status === 409) {
        // Locked, closed or busy: the thread's status tells the composer why.
        await fetchUpdates();
      }
    } catch (refreshError) {
      events.emit('log', { name: 'refresh.failed', data: { error: String(refreshError) } });
    }
  };

  const respond: Sending['respond'] = async (operation, during) => {
    const outcome = await answer.run(() =>
      startResponse(
        {
          client,
          store,
          events,
          clientTools: options.clientTools,
          scheduleFlush: options.scheduleFlush,
          onThreadCreated: thread.created,
          recovery: options.recovery,
          recoveryLoading: options.recoveryLoading,
        },
        operation,
      ),
    );
    await afterFailure(outcome, during);
    if (outcome.status === 'stopped') titles.afterStop();
    return outcome;
  };

  /** Nothing was stored: gives the user their text, tags, quote, tool and files back. */
  const giveBack = (draft: ComposerState, message: OutgoingUserMessage) => {
    const { sent } = message;
    composer.setState((state) => ({
      text: state.text === '' ? draft.text : state.text,
      tags: state.text === '' ? draft.tags : state.tags,
      quote: state.quote ?? draft.quote,
      toolId: message.clearsTool && state.toolId === null ? draft.toolId : state.toolId,
      attachments: [
        ...sent,
        ...state.attachments.filter((attachment) => !sent.includes(attachment)),
      ],
    }));
  };

  const sendUserMessage: Sending['sendUserMessage'] = async (message = {}) => {
    const draft = composer.getState();
    const plan = planUserMessage(message, draft, options.choices());
    if (plan.kind === 'refused') {
      events.emit('error', { error: new UikitCommandError('sendUserMessage', plan.problems) });
      return;
    }
    if (plan.kind === 'waiting') events.emit('log', { name: 'send.waiting_for_uploads' });
    if (plan.kind !== 'send') return;
    if (plan.newThread) thread.open(null);
    if (plan.fromComposer) {
      composer.setState({ text: '', notice: null, tags: [], quote: null });
      options.uploads.clearSent();
    }
    if (plan.clearsTool) composer.setState({ toolId: null });
    let { input } = plan;
    if (plan.tagged) {
      // The code that splits the draft comes with the tagging field (in by the time a draft has
      // tags); it is awaited only once the draft is cleared, so a second Enter cannot send it again.
      const { draftContent } = await import('./entities/draftParts');
      input = { ...input, content: [...input.content, ...draftContent(draft)] };
    }
    const threadId = chat.getState().threadId;
    const outcome = await respond(
      threadId === null
        ? { type: 'threads.create', params: { input } }
        : { type: 'threads.add_user_message', params: { thread_id: threadId, input } },
      'send',
    );
    if (plan.fromComposer && !outcome.userMessageStored && outcome.error !== null)
      giveBack(draft, plan);
  };

  const retry: Sending['retry'] = async (itemId) => {
    const threadId = chat.getState().threadId;
    if (threadId === null) return;
    const target =
      itemId ??
      [...store.getState().items].reverse().find((item) => item.type === 'uikit.user_message')?.id;
    if (target === undefined) return;
    store.getState().dispatch({ type: 'error.dismissed' });
    await respond(
      { type: 'threads.retry_after_item', params: { thread_id: threadId, item_id: target } },
      'send',
    );
  };

  return {
    respond,
    fetchUpdates,
    sendUserMessage,
    retry,
    retryAnswer: async (itemId) => {
      const { items, itemIndex } = store.getState();
      const index = itemIndex.get(itemId) ?? items.length;
      const question = items
        .slice(0, index)
        .reverse()
        .find((item) => item.type === 'uikit.user_message');
      if (question) await retry(question.id);
    },
    editUserMessage: async (itemId, edit = {}) => {
      // Only an edit needs its checks and the input it builds: loaded with the first.
      const edits = await import('./messageEdit');
      return edits.editUserMessage({ ...options, respond }, itemId, edit);
    },
    dispose: titles.cancel,
  };
}
