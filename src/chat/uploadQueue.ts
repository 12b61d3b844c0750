import type { UikitClient } from '../client/UikitClient';
import { UikitApiError } from '../wire/errors';
import type { ResolvedConfiguration } from '../wire/session';
import { maxSizeFor, type AttachmentLimits } from './attachmentLimits';
import { updateAttachment, type ComposerAttachment, type ComposerStore } from './composerStore';

/** Messages the upload queue shows; the React layer passes the translated ones. */
export interface UploadMessages {
  uploadsDisabled: string;
  tooLarge: (name: string, maxMegabytes: number) => string;
  tooMany: (maxFiles: number) => string;
  /** More files than the host allows on one message; default: `tooMany`'s words. */
  tooManyInMessage?: (maxFiles: number) => string;
  wrongType: (name: string) => string;
  failed: (name: string) => string;
}

export interface UploadQueueOptions {
  client: UikitClient;
  composer: ComposerStore;
  /** The session's `file_upload` configuration, read at each pick. */
  configuration: () => ResolvedConfiguration['file_upload'] | null;
  messages: () => UploadMessages;
  /** `accept` patterns (`image/*`, `.pdf`); empty for any type. */
  accept: () => readonly string[];
  /** The host's own limits (per message, per type), read at each pick; the stricter one wins. */
  limits?: () => AttachmentLimits | undefined;
  /**
   * Hears a removed upload the service could not delete (the chip is gone all the same): the
   * runtime reports it as a `log` and an `error` event.
   */
  onDeleteFailed?: (fileId: string, error: unknown) => void;
}

const MEGABYTE = 1024 * 1024;

/** Whether a file matches an `accept` list (`image/*`, `application/pdf`, `.csv`). */
export function acceptsFile(
  file: { name: string; type: string },
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((pattern) => {
    const rule = pattern.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * A limit in megabytes as the message says it: to a tenth, or two significant digits below one
 * megabyte (a host may allow 500 kB: 0.48 MB, never 0).
 */
function inMegabytes(bytes: number): number {
  const megabytes = bytes / MEGABYTE;
  return megabytes >= 1 ? Math.round(megabytes * 10) / 10 : Number(megabytes.toPrecision(2));
}

let nextLocalId = 1;

/**
 * Uploads files for the next message under the session's limits: checked before anything is sent
 * (size, count across the session, type), each with its own progress, cancel and removal.
 */
export function createUploadQueue(options: UploadQueueOptions) {
  const controllers = new Map<string, AbortController>();
  /**
   * Uploads removed after their last byte went out: the service may be storing them, and only
   * its answer says under which id, so the answer is awaited and the file deleted then.
   */
  const abandoned = new Set<string>();
  /** Uploads the service accepted in this session: `max_files` counts these. */
  let uploadedInSession = 0;
  /** Ids this queue uploaded: only these are deleted when their chip goes (not a host's own). */
  const ownUploads = new Set<string>();

  /**
   * Deletes an upload nobody will send (protocol section 9), so it stops counting against
   * `max_files`. Never in the user's way: a failure is reported and the chip stays gone.
   */
  const discard = (fileId: string) => {
    ownUploads.delete(fileId);
    options.client.files.delete(fileId).then(
      () => {
        uploadedInSession = Math.max(0, uploadedInSession - 1);
      },
      (error: unknown) => {
        options.onDeleteFailed?.(fileId, error);
      },
    );
  };

  const upload = async (localId: string, file: File) => {
    const controller = new AbortController();
    controllers.set(localId, controller);
    try {
      const { data } = await options.client.files.upload(file, {
        signal: controller.signal,
        onProgress: ({ fraction }) => {
          updateAttachment(options.composer, localId, { progress: fraction });
        },
      });
      uploadedInSession += 1;
      ownUploads.add(data.id);
      if (abandoned.delete(localId) || controller.signal.aborted) {
        // Removed while the answer was on its way: the service stored it, nobody will send it.
        discard(data.id);
        return;
      }
      updateAttachment(options.composer, localId, {
        status: 'uploaded',
        progress: 1,
        uploaded: data,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message =
        error instanceof UikitApiError ? error.message : options.messages().failed(file.name);
      updateAttachment(options.composer, localId, { status: 'failed', error: message });
    } finally {
      abandoned.delete(localId);
      controllers.delete(localId);
    }
  };

  return {
    /** Adds picked, dropped or pasted files; refuses what breaks a limit, with a message. */
    add(files: readonly File[]): void {
      const config = options.configuration();
      const messages = options.messages();
      const limits = options.limits?.();
      if (!config?.enabled || limits?.enabled === false) {
        options.composer.setState({ notice: messages.uploadsDisabled });
        return;
      }
      const { attachments } = options.composer.getState();
      const uploading = attachments.filter((a) => a.status === 'uploading').length;
      const sessionRoom = config.max_files - uploadedInSession - uploading;
      // The host's count is per message: every file on it now but the failed ones.
      const messageRoom =
        limits?.maxCount === undefined
          ? Infinity
          : limits.maxCount - attachments.filter((a) => a.status !== 'failed').length;
      let room = Math.min(sessionRoom, messageRoom);
      const perMessage = messageRoom < sessionRoom;
      const tooMany = () =>
        perMessage
          ? (messages.tooManyInMessage ?? messages.tooMany)(limits?.maxCount ?? 0)
          : messages.tooMany(config.max_files);
      const added: ComposerAttachment[] = [];
      const starts: [string, File][] = [];
      let notice: string | null = null;
      for (const file of files) {
        if (!acceptsFile(file, options.accept())) {
          notice = messages.wrongType(file.name);
          continue;
        }
        const maxBytes = Math.min(
          config.max_file_size * MEGABYTE,
          maxSizeFor(file, limits?.maxSize) ?? Infinity,
        );
        if (file.size > maxBytes) {
          notice = messages.tooLarge(file.name, inMegabytes(maxBytes));
          continue;
        }
        if (room <= 0) {
          notice = tooMany();
          break;
        }
        room -= 1;
        const localId = `upload_${String(nextLocalId++)}`;
        added.push({
          localId,
          name: file.name,
          size: file.size,
          mimeType: file.type || 'application/octet-stream',
          status: 'uploading',
          progress: 0,
          uploaded: null,
          error: null,
          file,
        });
        starts.push([localId, file]);
      }
      options.composer.setState((state) => ({
        attachments: [...state.attachments, ...added],
        notice,
      }));
      for (const [localId, file] of starts) void upload(localId, file);
    },

    /**
     * Cancels an upload in flight, or removes a finished or failed one from the message. One this
     * queue uploaded is deleted on the service too, which frees its place in `max_files`.
     */
    remove(localId: string): void {
      const removed = options.composer
        .getState()
        .attachments.find((attachment) => attachment.localId === localId);
      if (removed?.status === 'uploading' && removed.progress >= 1) abandoned.add(localId);
      else controllers.get(localId)?.abort();
      const fileId = removed?.uploaded?.id;
      if (fileId !== undefined && ownUploads.has(fileId)) discard(fileId);
      options.composer.setState((state) => ({
        attachments: state.attachments.filter((attachment) => attachment.localId !== localId),
      }));
    },

    /** Forgets the attachments once their message is sent (they stay counted for the session). */
    clearSent(): void {
      options.composer.setState((state) => ({
        attachments: state.attachments.filter((attachment) => attachment.status === 'uploading'),
      }));
    },

    /** A new session starts counting uploads again. */
    resetSession(): void {
      uploadedInSession = 0;
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
