/**
 * Uploads to a ChatKit server, behind the uikit client's `files` methods (chatkit-dialect.md §2.5):
 * `direct` posts the file (multipart, one `file` field) to the host's `uploadUrl`, which answers
 * the attachment; `two_phase` asks for the attachment first (`attachments.create`) and then sends
 * the bytes where its `upload_descriptor` (or the older `upload_url`) says. `attachments.delete`
 * deletes an upload nobody sent.
 */
import { UploadedFileSchema, type DeletedFile, type UploadedFile } from '../../wire/attachments';
import { UikitConnectionError, UikitParseError, UikitValidationError } from '../../wire/errors';
import { parseWire } from '../../wire/parse';
import { isRecord } from '../../wire/problems';
import { toApiError } from '../apiError';
import type { UploadOptions } from '../filesEndpoints';
import { isAbortError, type RequestOptions, type UikitResult } from '../request';
import { createClientRequestId } from '../requestId';
import { readResponseMeta, type ResponseMeta } from '../responseMeta';
import { xhrFetch, type FetchLike, type UploadProgress } from '../transport';
import { resolveUrl, type ChatKitTransport } from './chatkitTransport';
import { toUnixSeconds } from './isoTime';

/**
 * How files reach a ChatKit server, as ChatKit's `api.uploadStrategy` says it:
 * `{type: 'direct', uploadUrl}` posts each file to your `uploadUrl` (through your `fetch`), which
 * answers the attachment; `{type: 'two_phase'}` creates the attachment with `attachments.create`
 * and sends the bytes where its upload descriptor says.
 */
export type ChatKitUploadStrategy = { type: 'direct'; uploadUrl: string } | { type: 'two_phase' };

interface UploadDescriptor {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** Where `attachments.create` says to send the bytes, or null when it says nothing usable. */
function descriptorOf(attachment: Readonly<Record<string, unknown>>): UploadDescriptor | null {
  const descriptor = attachment.upload_descriptor;
  if (isRecord(descriptor) && typeof descriptor.url === 'string' && descriptor.url !== '') {
    const headers: Record<string, string> = {};
    if (isRecord(descriptor.headers))
      for (const [name, value] of Object.entries(descriptor.headers))
        if (typeof value === 'string') headers[name] = value;
    const method = typeof descriptor.method === 'string' ? descriptor.method.toUpperCase() : 'POST';
    return { url: descriptor.url, method, headers };
  }
  // Before chatkit-python 1.5 (and in the Node SDK): a URL to POST the file to.
  if (typeof attachment.upload_url === 'string' && attachment.upload_url !== '')
    return { url: attachment.upload_url, method: 'POST', headers: {} };
  return null;
}

/** A ChatKit attachment as the kit's uploaded file; the size is the file's, as sent. */
function toUploadedFile(
  attachment: Readonly<Record<string, unknown>>,
  file: Blob,
  fileName: string,
): UploadedFile {
  const mimeType =
    typeof attachment.mime_type === 'string' ? attachment.mime_type : file.type || undefined;
  return parseWire(
    UploadedFileSchema,
    {
      id: attachment.id,
      object: 'uikit.attachment',
      type: attachment.type ?? (mimeType?.startsWith('image/') === true ? 'image' : 'file'),
      name: attachment.name ?? fileName,
      mime_type: mimeType,
      preview_url: attachment.preview_url ?? null,
      bytes: file.size,
      created_at: toUnixSeconds(attachment.created_at) ?? Math.floor(Date.now() / 1000),
    },
    'uploaded file',
  );
}

export interface ChatKitUploadsOptions {
  transport: ChatKitTransport;
  /** The ChatKit endpoint: an upload URL on its origin gets the host's `fetch` too. */
  endpoint: string;
  strategy: ChatKitUploadStrategy | undefined;
  /** The host's `fetch`, which carries its authentication; only ever sent to the host's origin. */
  fetch: FetchLike | undefined;
}

export function createChatKitUploads(options: ChatKitUploadsOptions) {
  const { transport } = options;

  /**
   * Sends the bytes. The host's `fetch` goes only to the host (its `uploadUrl`, its ChatKit
   * origin); an upload descriptor elsewhere (a storage bucket's signed URL) gets a plain request
   * with the descriptor's headers, never the host's credentials. Without the host's `fetch`,
   * browsers send through XHR to report progress.
   */
  const sendBytes = async (
    url: URL,
    init: { method: string; headers: Headers; body: FormData | Blob; signal?: AbortSignal },
    hostFetch: boolean,
    onUploadProgress: ((progress: UploadProgress) => void) | undefined,
  ): Promise<Response> => {
    const viaHost = hostFetch && options.fetch !== undefined;
    try {
      if (onUploadProgress && !viaHost && typeof XMLHttpRequest !== 'undefined')
        return await xhrFetch(url.href, init, onUploadProgress);
      const fetchImpl: FetchLike =
        viaHost && options.fetch
          ? options.fetch
          : (input, request) => globalThis.fetch(input, request);
      return await fetchImpl(url.href, init);
    } catch (error) {
      if (isAbortError(error, init.signal)) throw error;
      throw new UikitConnectionError(`Could not send the file to ${url.origin}`, { cause: error });
    }
  };

  const formOf = (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return form;
  };

  /** Reads an attachment answer: an object with an id. */
  const attachmentOf = (json: unknown): Readonly<Record<string, unknown>> => {
    if (isRecord(json) && typeof json.id === 'string' && json.id !== '') return json;
    throw new UikitParseError('attachment', [{ path: 'id', message: 'The attachment has no id' }]);
  };

  const deleteAttachment = async (
    fileId: string,
    requestOptions?: RequestOptions,
  ): Promise<UikitResult<DeletedFile>> => {
    const { meta } = await transport.requestJson(
      { type: 'attachments.delete', params: { attachment_id: fileId } },
      'deleted file',
      requestOptions,
    );
    return { data: { id: fileId, object: 'uikit.attachment.deleted', deleted: true }, meta };
  };

  const direct = async (
    uploadUrl: string,
    file: Blob,
    fileName: string,
    signal: AbortSignal | undefined,
    clientRequestId: string,
    onUploadProgress: ((progress: UploadProgress) => void) | undefined,
  ): Promise<UikitResult<UploadedFile>> => {
    const headers = new Headers({ Accept: 'application/json' });
    const response = await sendBytes(
      resolveUrl(uploadUrl),
      { method: 'POST', headers, body: formOf(file, fileName), ...(signal ? { signal } : {}) },
      true,
      onUploadProgress,
    );
    const meta = readResponseMeta(response, clientRequestId);
    const refused = await transport.settle(response, meta, 'the upload');
    if (refused) throw refused;
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (isAbortError(error, signal)) throw error;
      throw new UikitParseError('uploaded file', [{ path: '', message: 'the body is not JSON' }]);
    }
    return { data: toUploadedFile(attachmentOf(json), file, fileName), meta };
  };

  const twoPhase = async (
    file: Blob,
    fileName: string,
    requestOptions: RequestOptions,
    onUploadProgress: ((progress: UploadProgress) => void) | undefined,
  ): Promise<UikitResult<UploadedFile>> => {
    const mimeType = file.type || 'application/octet-stream';
    const { json, meta } = await transport.requestJson(
      {
        type: 'attachments.create',
        params: { name: fileName, size: file.size, mime_type: mimeType },
      },
      'attachment',
      requestOptions,
    );
    const attachment = attachmentOf(json);
    // The attachment exists now: one that never gets its bytes is deleted again, if possible.
    const discard = () => {
      deleteAttachment(attachment.id as string).catch(() => undefined);
    };
    try {
      const descriptor = descriptorOf(attachment);
      if (descriptor === null)
        throw new UikitParseError('attachment', [
          { path: 'upload_descriptor', message: 'The attachment says nowhere to send the file' },
        ]);
      // A relative upload URL is the ChatKit server's: it resolves against its endpoint.
      const endpoint = resolveUrl(options.endpoint);
      const url = resolveUrl(descriptor.url, endpoint.href);
      const headers = new Headers(descriptor.headers);
      // PUT sends the bytes as they are (a signed storage URL); POST sends a form, as ChatKit does.
      const put = descriptor.method === 'PUT';
      if (put && !headers.has('content-type')) headers.set('Content-Type', mimeType);
      const { signal } = requestOptions;
      const response = await sendBytes(
        url,
        {
          method: descriptor.method,
          headers,
          body: put ? file : formOf(file, fileName),
          ...(signal ? { signal } : {}),
        },
        url.origin === endpoint.origin,
        onUploadProgress,
      );
      if (!response.ok) {
        const uploadMeta: ResponseMeta = readResponseMeta(response, meta.clientRequestId);
        throw await toApiError(
          response,
          uploadMeta,
          `The file could not be stored (HTTP ${String(response.status)} from ${url.origin})`,
        );
      }
      return { data: toUploadedFile(attachment, file, fileName), meta };
    } catch (error) {
      discard();
      throw error;
    }
  };

  return {
    /**
     * Uploads a file for a later message (`attachments: [id]`) the way `uploadStrategy` says.
     * `onProgress` reports bytes of the file; abort with `signal`.
     */
    async upload(
      file: Blob,
      uploadOptions: UploadOptions = {},
    ): Promise<UikitResult<UploadedFile>> {
      const { strategy } = options;
      if (strategy === undefined)
        throw new UikitValidationError(
          'uploadStrategy',
          'This ChatKit client has no uploadStrategy, so it cannot upload files',
        );
      const { name, onProgress, ...requestOptions } = uploadOptions;
      const fileName = name ?? (file instanceof File ? file.name : 'file');
      const total = file.size;
      onProgress?.({ loaded: 0, total, fraction: 0 });
      const onUploadProgress = onProgress
        ? ({ fraction }: UploadProgress) => {
            onProgress({ loaded: Math.round(fraction * total), total, fraction });
          }
        : undefined;
      const result =
        strategy.type === 'direct'
          ? await direct(
              strategy.uploadUrl,
              file,
              fileName,
              requestOptions.signal,
              requestOptions.clientRequestId ?? createClientRequestId(),
              onUploadProgress,
            )
          : await twoPhase(file, fileName, requestOptions, onUploadProgress);
      onProgress?.({ loaded: total, total, fraction: 1 });
      return result;
    },
    /** Deletes an upload that no message uses (`attachments.delete`). */
    delete: deleteAttachment,
  };
}
