import type { Attachment } from '../wire/attachments';
import type { UserInput } from '../wire/conversation';
import { inputTagProblems, type InputTag } from '../wire/inputTag';
import { canPick, type ComposerChoices } from './composerChoices';
import type { ComposerTag, TaggedText } from './entities/draftParts';

// The shapes of `sendUserMessage` and `setComposerValue`, as ChatKit's (`@openai/chatkit` 1.9)
// commands take them, and the pure checks the runtime runs before it sends or changes anything.

/** Typed text in a message's `content`. */
export interface UserMessageText {
  readonly type: 'input_text';
  readonly text: string;
}

/**
 * An entity tag in a message's `content` as a host gives it, ChatKit's `input_tag`: its `data`
 * may hold any values, sent as protocol section 9's strings (see `withStringTagData`).
 */
export type UserMessageTag = Omit<InputTag, 'data'> & {
  readonly data?: Readonly<Record<string, unknown>> | null | undefined;
};

/**
 * A part of a message's `content` as a host gives it: text, or an entity tag (`input_tag`,
 * protocol section 9), as ChatKit's `UserMessageContent`.
 */
export type UserMessageContent = UserMessageText | UserMessageTag;

/** A part of `content` as it is sent: text, or a tag whose `data` holds strings. */
export type SentContentPart = UserMessageText | InputTag;

/**
 * `content` with each tag's `data` as protocol section 9's flat map of strings, as the ChatKit
 * dialect's conversion does: a string as it is, any other value as its JSON (a ChatKit tag's data
 * may hold numbers, booleans or objects), a value JSON cannot write (undefined, a function) left
 * out. What is not a tag with an object `data` is left as it is, for `contentProblems` to check.
 */
export function withStringTagData(content: readonly unknown[]): readonly SentContentPart[] {
  return content.map((part) => {
    const { type, data } = (part ?? {}) as { type?: unknown; data?: unknown };
    if (type !== 'input_tag' || typeof data !== 'object' || !data || Array.isArray(data))
      return part as SentContentPart;
    // The root as it is, each value a string: JSON leaves out what it cannot write.
    const strings = JSON.stringify(data, (key, value: unknown) =>
      key === '' || typeof value === 'string' ? value : JSON.stringify(value),
    );
    return { ...(part as InputTag), data: JSON.parse(strings) as Record<string, string> };
  });
}

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

/**
 * What `editUserMessage` changes in a sent message (protocol section 11, `edit`). Whatever is left
 * out stays as the message has it: its text and tags, quote, files, tool and model.
 */
export interface EditUserMessageParams {
  /**
   * The message's new text. Without `content`, each of its tags stays a tag where its text still
   * stands (in their order); one whose text is gone goes with it.
   */
  text?: string;
  /** Text and entity tags, in order, in place of the message's own (after `text` when both). */
  content?: readonly UserMessageContent[];
  /** The text it replies to; `''` or null removes the quote. */
  reply?: string | null;
  /** Its files, in place of the message's (ids or attachment objects). */
  attachments?: readonly AttachmentReference[];
  /** Its tool (null: none); one the composer does not offer is refused. */
  toolChoice?: { readonly id: string } | null;
  /** Its model (null: the service's default); one the composer does not offer is refused. */
  model?: string | null;
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

/**
 * What the composer's draft becomes for `content`: its text parts in order, each tag's text in its
 * place in the text, tagged there (as the `@` menu tags it), so it sends back as the same parts.
 */
export function draftOfContent(content: readonly SentContentPart[]): TaggedText {
  let text = '';
  const tags: ComposerTag[] = [];
  for (const part of content) {
    const start = text.length;
    text += part.text;
    if (part.type !== 'input_tag') continue;
    const { id, group, data, interactive } = part;
    tags.push({
      start,
      end: text.length,
      entity: {
        id,
        title: part.text,
        ...(group == null ? {} : { group }),
        ...(data == null ? {} : { data }),
        ...(interactive == null ? {} : { interactive }),
      },
    });
  }
  return { text, tags };
}

/** The id of an attachment reference. */
export const attachmentId = (reference: AttachmentReference): string =>
  typeof reference === 'string' ? reference : reference.id;

/**
 * A message's `input.content`: the quote first, then the text, then the content parts (text and
 * tags in the host's order). Empty text parts are left out. A composer draft with tags adds its
 * parts after these (`draftContent`).
 */
export function messageContent(parts: {
  reply: string | null;
  text: string;
  content: readonly SentContentPart[];
}): UserInput['content'] {
  return [
    ...(parts.reply ? [{ type: 'quoted_text' as const, text: parts.reply }] : []),
    ...(parts.text === '' ? [] : [{ type: 'input_text' as const, text: parts.text }]),
    ...parts.content.filter((part) => part.type !== 'input_text' || part.text.trim() !== ''),
  ];
}
