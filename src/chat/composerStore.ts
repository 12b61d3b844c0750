import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Attachment } from '../wire/attachments';
import type { InputTag } from '../wire/inputTag';

/** A file picked for the next message, from pick to upload. */
export interface ComposerAttachment {
  /** Local id (the upload's, until the service gives its own). */
  readonly localId: string;
  readonly name: string;
  readonly size: number;
  readonly mimeType: string;
  readonly status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1. */
  readonly progress: number;
  /** The service's attachment, once uploaded (or the host's, set with `setComposerValue`). */
  readonly uploaded: Attachment | null;
  /** Why it failed, for the chip. */
  readonly error: string | null;
  /**
   * The file the user picked (absent where the attachment came from elsewhere): a raster image
   * shows as a thumbnail in its chip, through an object URL the chip makes and revokes itself.
   * Never anything the service sent.
   */
  readonly file?: Blob;
}

/** The composer: the draft and what goes with it. Kept apart so a keystroke touches nothing else. */
export interface ComposerState {
  readonly text: string;
  readonly attachments: readonly ComposerAttachment[];
  /** The picked tool (`inference_options.tool_choice.id`), if any. */
  readonly toolId: string | null;
  /** The picked model (`inference_options.model`), if any. */
  readonly modelId: string | null;
  /** A problem with the last pick (too large, too many), shown until the next pick. */
  readonly notice: string | null;
  /**
   * Entity tags that go with the next message (`input_tag` parts, sent after the text), as data:
   * set from code (`setComposerValue({ content })`) or by the composer's tag UI.
   */
  readonly tags: readonly InputTag[];
  /** The text the next message replies to (sent first, as a `quoted_text` part); null for none. */
  readonly quote: string | null;
}

/**
 * The zustand store of one chat's composer: draft text, attachments, tags, the quote and the picked
 * tool and model.
 */
export type ComposerStore = StoreApi<ComposerState>;

export function createComposerStore(initial: Partial<ComposerState> = {}): ComposerStore {
  return createStore<ComposerState>()(() => ({
    text: '',
    attachments: [],
    toolId: null,
    modelId: null,
    notice: null,
    tags: [],
    quote: null,
    ...initial,
  }));
}

/** Replaces one attachment by local id (no-op when it was removed meanwhile). */
export function updateAttachment(
  store: ComposerStore,
  localId: string,
  change: Partial<ComposerAttachment>,
): void {
  store.setState((state) => ({
    attachments: state.attachments.map((attachment) =>
      attachment.localId === localId ? { ...attachment, ...change } : attachment,
    ),
  }));
}
