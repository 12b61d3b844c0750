/**
 * What a `sendUserMessage` sends: its options checked against the composer's choices, the draft's
 * text, quote, files and tags taken where the options leave them out, and the tool and model it
 * goes with. Pure, so the rules can be read and tested without a chat.
 */
import type { UserInput } from '../wire/conversation';
import { effectiveModelId, keepsToolAfterSend, type ComposerChoices } from './composerChoices';
import type { ComposerAttachment, ComposerState } from './composerStore';
import {
  attachmentId,
  contentProblems,
  messageContent,
  pickProblems,
  withStringTagData,
  type SendUserMessageParams,
} from './messageCommands';

/** A message ready to go, and what its send does to the composer. */
export interface OutgoingUserMessage {
  readonly kind: 'send';
  /**
   * The input, but for the draft's tags: when `tagged`, `draftContent(draft)` adds them as parts
   * in their place in the text (its code loads only once a draft has tags).
   */
  readonly input: UserInput;
  /** The draft is what goes (neither `text` nor `content` given): the composer is cleared. */
  readonly fromComposer: boolean;
  readonly tagged: boolean;
  /** The draft's uploaded files that go with it (given back if the message is never stored). */
  readonly sent: readonly ComposerAttachment[];
  /** The composer's tool goes with it as a one-message choice: it clears after the send. */
  readonly clearsTool: boolean;
  readonly newThread: boolean;
}

/**
 * `refused`: an option names a tool or model the composer does not offer, or a malformed tag;
 * `waiting`: the draft's files are still uploading; `empty`: nothing but a quote.
 */
export type OutgoingPlan =
  | OutgoingUserMessage
  | { readonly kind: 'refused'; readonly problems: readonly string[] }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'empty' };

/** What sending `message` sends, with `draft` the composer as it is and `choices` what it offers. */
export function planUserMessage(
  message: SendUserMessageParams,
  draft: ComposerState,
  choices: ComposerChoices,
): OutgoingPlan {
  const fromComposer = message.text === undefined && message.content === undefined;
  const given = message.content && withStringTagData(message.content);
  const toolId =
    message.toolChoice !== undefined ? (message.toolChoice?.id ?? null) : message.toolId;
  const modelId = message.model !== undefined ? message.model : message.modelId;
  const problems = [
    ...pickProblems(choices, {
      tool: [message.toolChoice !== undefined ? 'toolChoice' : 'toolId', toolId],
      model: [message.model !== undefined ? 'model' : 'modelId', modelId],
    }),
    ...contentProblems(given),
  ];
  if (problems.length > 0) return { kind: 'refused', problems };
  // The composer keeps send disabled meanwhile; a command must not drop the files either.
  if (fromComposer && draft.attachments.some((attachment) => attachment.status === 'uploading'))
    return { kind: 'waiting' };
  const text = (message.text ?? (fromComposer ? draft.text : '')).trim();
  // A draft with tags goes as its parts, text and tags in their places.
  const tagged = fromComposer && draft.tags.length > 0;
  const sent: readonly ComposerAttachment[] = fromComposer
    ? draft.attachments.filter((a) => a.status === 'uploaded')
    : [];
  const attachmentIds = [
    ...sent.flatMap((attachment) => (attachment.uploaded ? [attachment.uploaded.id] : [])),
    ...(message.attachments ?? []).map(attachmentId),
  ];
  const content = messageContent({
    reply: message.reply ?? message.quote ?? (fromComposer ? draft.quote : null),
    text: tagged ? '' : text,
    content: given ?? [],
  });
  // A quote alone is not a message.
  const quoteOnly = content.every((part) => part.type === 'quoted_text');
  if (!tagged && quoteOnly && attachmentIds.length === 0) return { kind: 'empty' };
  const tool = toolId === undefined ? draft.toolId : toolId;
  return {
    kind: 'send',
    input: {
      content,
      attachments: attachmentIds,
      inference_options: {
        model: modelId === undefined ? effectiveModelId(choices, draft.modelId) : modelId,
        tool_choice: tool === null ? null : { id: tool },
      },
    },
    fromComposer,
    tagged,
    sent,
    // Like ChatKit, the composer's tool is a one-message choice unless the host marked it
    // persistent; a tool given with the message leaves the composer's as it is.
    clearsTool: toolId === undefined && !keepsToolAfterSend(choices, draft.toolId),
    newThread: message.newThread === true,
  };
}
