/**
 * The composer's commands: setting the draft from code or from the composer's own edits, the
 * quote, and the files (through its upload queue and the session's limits). The tool is reported
 * (`toolChange`) as it changes, whoever changed it: a picker, a command, a send that clears a
 * one-message tool.
 */
import type { ChatCore } from './chatCore';
import type { ComposerChoices } from './composerChoices';
import type { ComposerAttachment } from './composerStore';
import type { TaggedText } from './entities/draftParts';
import {
  attachmentId,
  contentProblems,
  draftOfContent,
  withStringTagData,
  pickProblems,
  UikitCommandError,
  type AttachmentReference,
  type ComposerValue,
} from './messageCommands';
import type { AttachmentLimits } from './attachmentLimits';
import { createUploadQueue, type UploadMessages, type UploadQueue } from './uploadQueue';

export interface ComposerCommandsOptions extends Pick<
  ChatCore,
  'composer' | 'events' | 'client' | 'sessions'
> {
  /** The composer's tools and models, read at each change. */
  choices: () => ComposerChoices;
  uploadMessages: () => UploadMessages;
  acceptedFileTypes: () => readonly string[];
  attachmentLimits?: (() => AttachmentLimits | undefined) | undefined;
}

export interface ComposerCommands {
  /** The composer's files, uploaded under the session's limits. */
  readonly uploads: UploadQueue;
  /**
   * Sets the composer without sending (ChatKit's `setComposerValue`). A tool or model the
   * composer does not offer, or a malformed tag, is refused with an `error` event and nothing
   * changes: the error is returned too (null when the value was set).
   */
  readonly setComposerValue: (value: ComposerValue) => UikitCommandError | null;
  /** Sets the draft's text and tags together (the tags must sit in the text). */
  readonly setComposerDraft: (draft: TaggedText) => void;
  readonly removeQuote: () => void;
  /** Adds files: checked against the session's limits, then uploaded. */
  readonly addFiles: (files: readonly File[]) => void;
  /** Cancels an upload in flight, or takes a finished or failed one off the message. */
  readonly removeFile: (localId: string) => void;
}

/** The chip of a file the host uploaded itself: already uploaded, labelled as the host says. */
function attachedChip(reference: AttachmentReference): ComposerAttachment {
  const id = attachmentId(reference);
  const known = typeof reference === 'string' ? { id } : reference;
  const mimeType = known.mime_type ?? 'application/octet-stream';
  const name = known.name ?? id;
  return {
    localId: `attached_${id}`,
    name,
    size: 0,
    mimeType,
    status: 'uploaded',
    progress: 1,
    uploaded: {
      id,
      type: known.type ?? (mimeType.startsWith('image/') ? 'image' : 'file'),
      name,
      mime_type: mimeType,
      preview_url: known.preview_url ?? null,
    },
    error: null,
  };
}

export function createComposerCommands(options: ComposerCommandsOptions): ComposerCommands {
  const { composer, events, client, sessions } = options;
  const uploads = createUploadQueue({
    client,
    composer,
    configuration: () => sessions.getState().session?.chatkit_configuration.file_upload ?? null,
    messages: options.uploadMessages,
    accept: options.acceptedFileTypes,
    ...(options.attachmentLimits ? { limits: options.attachmentLimits } : {}),
    // The chip is gone all the same; the host hears that the file stayed on the service.
    onDeleteFailed: (fileId, error) => {
      events.emit('log', { name: 'file.delete_failed', data: { fileId, error: String(error) } });
      events.emit('error', { error });
    },
  });
  composer.subscribe((state, previous) => {
    if (state.toolId !== previous.toolId) events.emit('toolChange', { toolId: state.toolId });
  });

  /** The composer's files become `references`: the others go as if their chips were removed. */
  const replaceAttachments = (references: readonly AttachmentReference[]) => {
    const kept = new Set(references.map(attachmentId));
    for (const attachment of composer.getState().attachments)
      if (!kept.has(attachment.uploaded?.id ?? '')) uploads.remove(attachment.localId);
    const present = new Set(composer.getState().attachments.map((a) => a.uploaded?.id));
    const added = references
      .filter((reference) => !present.has(attachmentId(reference)))
      .map(attachedChip);
    composer.setState((state) => ({ attachments: [...state.attachments, ...added] }));
  };

  return {
    uploads,
    setComposerValue: (value) => {
      const toolId = value.selectedToolId !== undefined ? value.selectedToolId : value.toolId;
      const modelId = value.selectedModelId !== undefined ? value.selectedModelId : value.modelId;
      const content = value.content && withStringTagData(value.content);
      const problems = [
        ...pickProblems(options.choices(), {
          tool: [value.selectedToolId !== undefined ? 'selectedToolId' : 'toolId', toolId],
          model: [value.selectedModelId !== undefined ? 'selectedModelId' : 'modelId', modelId],
        }),
        ...contentProblems(content),
      ];
      if (problems.length > 0) {
        const error = new UikitCommandError('setComposerValue', problems);
        events.emit('error', { error });
        return error;
      }
      if (value.attachments !== undefined) replaceAttachments(value.attachments);
      // `content`: its text parts in order with each tag's title in its place, tagged.
      const contentDraft = content === undefined ? null : draftOfContent(content);
      composer.setState((state) => ({
        ...(contentDraft ?? {
          text: value.text ?? state.text,
          // New text from the host: tags stay only if the text they sit in is unchanged.
          tags: value.text === undefined || value.text === state.text ? state.tags : [],
        }),
        quote: value.reply === undefined ? state.quote : value.reply === '' ? null : value.reply,
        toolId: toolId === undefined ? state.toolId : toolId,
        modelId: modelId === undefined ? state.modelId : modelId,
      }));
      if (value.files !== undefined && value.files.length > 0) uploads.add(value.files);
      return null;
    },
    setComposerDraft: (draft) => {
      composer.setState({ text: draft.text, tags: draft.tags });
    },
    removeQuote: () => {
      composer.setState({ quote: null });
    },
    addFiles: (files) => {
      uploads.add(files);
    },
    removeFile: (localId) => {
      uploads.remove(localId);
    },
  };
}
