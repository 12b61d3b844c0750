import type { Attachment } from '../wire/attachments';
import type { UserInput } from '../wire/conversation';
import { inputTagProblems, type InputTag } from '../wire/inputTag';
import { canPick, type ComposerChoices } from './composerChoices';

// The shapes of `sendUserMessage` and `setComposerValue`, as ChatKit's (`@openai/chatkit` 1.9)
// commands take them, and the pure checks the runtime runs before it sends or changes anything.

/** Typed text in a message's `content`. */
export interface UserMessageText {
  readonly type: 'input_text';
  readonly text: string;
}

/**
 * A part of a message's `content` as a host gives it: text, or an entity tag (`input_tag`,
 * protocol section 9), as ChatKit's `UserMessageContent`.
 */
export type UserMessageContent = UserMessageText | InputTag;

/**
 * A file already uploaded (`POST /uikit/files`, or by the host's own server): its id, or the
 * attachment object (ChatKit's `Attachment`; `name` and `mime_type` label its chip).
 */
export type AttachmentReference =
  | string
  | (Pick<Attachment, 'id'> &
      Partial<Pick<Attachment, 'type' | 'name' | 'mime_type' | 'preview_url'>>);

/** What `sendUserMessage` takes (ChatKit's options, plus the kit's earlier names). */
export interface SendUserMessageParams {
  /** The message's text. Leave out `text` and `content` to send the composer's draft. */
  text?: string;
  /** Text and entity tags, in order; sent after `text` when both are given. */
  content?: readonly UserMessageContent[];
  /** The text the user replies to, sent first as a `quoted_text` part. */
  reply?: string;
  /** Uploaded files to send with it (ids or attachment objects). */
  attachments?: readonly AttachmentReference[];
  /** Starts a new thread for it, whatever thread is open. */
  newThread?: boolean;
  /** The tool for this message only (the composer's pick is left as it is). */
  toolChoice?: { readonly id: string } | null;
  /** The model for this message only (the composer's pick is left as it is). */
  model?: string | null;
  /** The kit's earlier name of `reply`. */
  quote?: string;
  /** The kit's earlier name of `toolChoice` (an id). */
  toolId?: string | null;
  /** The kit's earlier name of `model`. */
  modelId?: string | null;
}

/** What `setComposerValue` takes (ChatKit's options, plus the kit's earlier names). */
export interface ComposerValue {
  /** The draft's text (replaces it). */
  text?: string;
  /**
   * Text and entity tags: the text parts become the draft's text, the tags its tag list (both
   * replaced).
   */
  content?: readonly UserMessageContent[];
  /** The text the next message replies to (a quote above the input); `''` or null removes it. */
  reply?: string | null;
  /** Files uploaded already: they replace the composer's files. */
  attachments?: readonly AttachmentReference[];
  /** Files to upload, through the same queue and limits as files the user picks. */
  files?: readonly File[];
  /** The composer's tool; null clears it. */
  selectedToolId?: string | null;
  /** The composer's model; null clears it. */
  selectedModelId?: string | null;
  /** The kit's earlier name of `selectedToolId`. */
  toolId?: string | null;
  /** The kit's earlier name of `selectedModelId`. */
  modelId?: string | null;
}

/** A command's options the runtime refused: nothing was sent or changed. */
export class UikitCommandError extends Error {
  override readonly name = 'UikitCommandError';
  constructor(
    /** `sendUserMessage` or `setComposerValue`. */
    readonly command: string,
    /** Each problem, naming its option (`toolChoice: …`, `content[1].id: …`). */
    readonly problems: readonly string[],
  ) {
    super(`${command}: ${problems.join('; ')}`);
  }
}

const listed = (offered: readonly { readonly id: string }[]) =>
  offered.length === 0 ? '' : ` (offered: ${offered.map((entry) => entry.id).join(', ')})`;

/** Problems of a tool or model pick against the composer's configured lists. */
export function pickProblems(
  choices: ComposerChoices,
  picks: {
    tool?: [option: string, id: string | null | undefined];
    model?: [option: string, id: string | null | undefined];
  },
): string[] {
  const problems: string[] = [];
  if (picks.tool && !canPick(choices.tools, picks.tool[1]))
    problems.push(
      `${picks.tool[0]}: unknown tool "${String(picks.tool[1])}"${listed(choices.tools)}`,
    );
  if (picks.model && !canPick(choices.models, picks.model[1]))
    problems.push(
      `${picks.model[0]}: unknown or disabled model "${String(picks.model[1])}"${listed(choices.models)}`,
    );
  return problems;
}

/** Problems of a `content` list: each part must be `input_text` or a valid `input_tag`. */
export function contentProblems(content: readonly unknown[] | undefined): string[] {
  if (content === undefined) return [];
  return content.flatMap((part, index) => {
    const at = `content[${String(index)}]`;
    const type = (part as { type?: unknown } | null)?.type;
    if (type === 'input_text')
      return typeof (part as { text?: unknown }).text === 'string'
        ? []
        : [`${at}.text: expected a string`];
    if (type === 'input_tag') return inputTagProblems(part).map((problem) => `${at}.${problem}`);
    return [`${at}.type: expected "input_text" or "input_tag"`];
  });
}

/** The text parts of `content`, joined: what the draft's text becomes. */
export function contentText(content: readonly UserMessageContent[]): string {
  return content.flatMap((part) => (part.type === 'input_text' ? [part.text] : [])).join('');
}

/** The tags of `content`, in order. */
export function contentTags(content: readonly UserMessageContent[]): InputTag[] {
  return content.filter((part): part is InputTag => part.type === 'input_tag');
}

/** The id of an attachment reference. */
export const attachmentId = (reference: AttachmentReference): string =>
  typeof reference === 'string' ? reference : reference.id;

/**
 * A message's `input.content`: the quote first, then the text, then the content parts (text and
 * tags in the host's order) and the composer's tags. Empty text parts are left out.
 */
export function messageContent(parts: {
  reply: string | null;
  text: string;
  content: readonly UserMessageContent[];
  tags: readonly InputTag[];
}): UserInput['content'] {
  return [
    ...(parts.reply ? [{ type: 'quoted_text' as const, text: parts.reply }] : []),
    ...(parts.text === '' ? [] : [{ type: 'input_text' as const, text: parts.text }]),
    ...parts.content.filter((part) => part.type !== 'input_text' || part.text.trim() !== ''),
    ...parts.tags,
  ];
}
