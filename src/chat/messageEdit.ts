/**
 * Editing a sent user message and answering it anew (protocol section 11, `edit`): the checks
 * before anything is sent, and the `threads.edit_user_message` that goes. Loaded with the first
 * edit, so a chat whose user never edits never downloads it.
 */
import type { SessionState } from '../client/sessionManager';
import { textWithTags } from '../state/messageTags';
import { selectItem, type ThreadState } from '../state/threadState';
import type { InputTag } from '../wire/inputTag';
import type { ConversationOperation, UserInput } from '../wire/conversation';
import type { ReceivedUserMessageItem } from '../wire/received';
import { canEditMessages } from './capabilities';
import type { ComposerChoices } from './composerChoices';
import {
  attachmentId,
  contentProblems,
  messageContent,
  pickProblems,
  UikitCommandError,
  withStringTagData,
  type EditUserMessageParams,
} from './messageCommands';
import type { Sending, SendingOptions } from './sending';

/** The ids of a message's files; one the kit could not read keeps the id the service sent. */
function attachmentIds(item: ReceivedUserMessageItem): string[] {
  return item.attachments.flatMap((attachment) => {
    const id =
      attachment.type === 'invalid'
        ? (attachment.raw as { id?: unknown } | null)?.id
        : attachment.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** What the chat is doing when an edit is asked for. */
export interface EditSituation {
  readonly session: SessionState;
  readonly responding: boolean;
  readonly threadId: string | null;
  readonly thread: ThreadState;
  readonly choices: ComposerChoices;
}

/**
 * The edit of `itemId` as `edit` says, or why it is refused: the service cannot edit, an answer
 * is being produced, the item is not a user message of the open thread, an option names a tool
 * or model the composer does not offer or is a malformed tag, or the message would say nothing.
 */
export function planMessageEdit(
  situation: EditSituation,
  itemId: string,
  edit: EditUserMessageParams,
): { operation: ConversationOperation } | { problems: string[] } {
  const { threadId } = situation;
  const item = selectItem(situation.thread, itemId);
  const given = edit.content && withStringTagData(edit.content);
  const problems = [
    ...(canEditMessages(situation.session)
      ? []
      : ['the service cannot edit messages (its session has no "edit" capability)']),
    ...(situation.responding ? ['an answer is being produced; stop it or wait for it'] : []),
    ...(threadId !== null && item?.type === 'uikit.user_message'
      ? []
      : [`itemId: "${itemId}" is not a user message of the open thread`]),
    ...pickProblems(situation.choices, {
      ...(edit.toolChoice === undefined
        ? {}
        : { tool: ['toolChoice', edit.toolChoice?.id ?? null] as [string, string | null] }),
      ...(edit.model === undefined
        ? {}
        : { model: ['model', edit.model] as [string, string | null] }),
    }),
    ...contentProblems(given),
  ];
  if (problems.length > 0 || threadId === null || item?.type !== 'uikit.user_message')
    return { problems };

  // What the user wrote (quotes apart; a part the kit could not read cannot be sent back).
  const written = item.content.flatMap((part) =>
    part.type === 'input_text' || part.type === 'input_tag' ? [part] : [],
  );
  const body: UserInput['content'] = given
    ? messageContent({ reply: null, text: edit.text?.trim() ?? '', content: given })
    : edit.text === undefined
      ? written
      : textWithTags(
          edit.text,
          written.filter((part): part is InputTag => part.type === 'input_tag'),
        );
  const quotes: UserInput['content'] =
    edit.reply === undefined
      ? item.content.flatMap((part) => (part.type === 'quoted_text' ? [part] : []))
      : messageContent({ reply: edit.reply, text: '', content: [] });
  const attachments = edit.attachments?.map(attachmentId) ?? attachmentIds(item);
  if (attachments.length === 0 && body.every((part) => part.text.trim() === ''))
    return { problems: ['the message would be empty: give it text, a tag or a file'] };
  const stored = item.inference_options;
  const tool = edit.toolChoice === undefined ? stored.tool_choice : edit.toolChoice;
  return {
    operation: {
      type: 'threads.edit_user_message',
      params: {
        thread_id: threadId,
        item_id: itemId,
        input: {
          content: [...quotes, ...body],
          attachments,
          inference_options: {
            model: edit.model === undefined ? stored.model : edit.model,
            tool_choice: tool === null ? null : { id: tool.id },
          },
        },
      },
    },
  };
}

/** What `editUserMessage` reads and uses of the chat. */
export interface MessageEditContext extends Pick<
  SendingOptions,
  'sessions' | 'store' | 'chat' | 'choices' | 'answer'
> {
  readonly respond: Sending['respond'];
}

/**
 * Edits a user message and streams its new answer (as a retry does, through `respond`: stop,
 * resume, errors, title and history follow). Rejects with a `UikitCommandError`, sending nothing,
 * when `planMessageEdit` refuses; resolves once the answer ended, true when the service took the
 * edit (false: the chat shows why it did not).
 */
export async function editUserMessage(
  context: MessageEditContext,
  itemId: string,
  edit: EditUserMessageParams,
): Promise<boolean> {
  const { store } = context;
  const plan = planMessageEdit(
    {
      session: context.sessions.getState(),
      responding: context.answer.isResponding(),
      threadId: context.chat.getState().threadId,
      thread: store.getState(),
      choices: context.choices(),
    },
    itemId,
    edit,
  );
  if ('problems' in plan) throw new UikitCommandError('editUserMessage', plan.problems);
  // As a retry: the failure shown for the answers it replaces goes with them.
  store.getState().dispatch({ type: 'error.dismissed' });
  const outcome = await context.respond(plan.operation, 'send');
  return outcome.userMessageStored;
}
