/**
 * The file endpoint (`/uikit/files`): uploads a file for a later message and reports progress in
 * bytes of the file itself, from 0 before the request to the whole size once it is accepted; and
 * deletes an upload no message uses (protocol section 9).
 */
import {
  DeletedFileSchema,
  UploadedFileSchema,
  type DeletedFile,
  type UploadedFile,
} from '../wire/attachments';
import type { RequestOptions, RequestPipeline, UikitResult } from './request';
import type { UploadProgress } from './transport';

/** Options of an upload: the file name and a progress callback. */
export interface UploadOptions extends RequestOptions {
  /** File name to send; defaults to the `File`'s name. */
  name?: string;
  onProgress?: (progress: UploadProgress) => void;
}

export function createFilesEndpoints({ requestJson }: RequestPipeline) {
  return {
    /**
     * Uploads a file for a later message (`attachments: [id]`). In browsers `onProgress` reports
     * bytes sent; abort with `signal`.
     */
    async upload(
      file: Blob,
      uploadOptions: UploadOptions = {},
    ): Promise<UikitResult<UploadedFile>> {
      const { name, onProgress, ...requestOptions } = uploadOptions;
      const fileName = name ?? (file instanceof File ? file.name : 'file');
      const total = file.size;
      onProgress?.({ loaded: 0, total, fraction: 0 });
      return requestJson(
        {
          method: 'POST',
          path: '/uikit/files',
          form: () => {
            const form = new FormData();
            form.append('file', file, fileName);
            return form;
          },
          // The request body is the multipart envelope; report bytes of the file itself.
          ...(onProgress
            ? {
                onUploadProgress: ({ fraction }: UploadProgress) => {
                  onProgress({ loaded: Math.round(fraction * total), total, fraction });
                },
              }
            : {}),
          ...requestOptions,
        },
        UploadedFileSchema,
        'uploaded file',
      ).then((result) => {
        onProgress?.({ loaded: total, total, fraction: 1 });
        return result;
      });
    },

    /**
     * Deletes an upload that no stored message refers to, freeing its place in the session's
     * `max_files` (`DELETE /uikit/files/{id}`). 404 for an unknown id, 409 `attachment_in_use`
     * once a message was sent with it.
     */
    async delete(
      fileId: string,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<DeletedFile>> {
      return requestJson(
        {
          method: 'DELETE',
          path: `/uikit/files/${encodeURIComponent(fileId)}`,
          ...requestOptions,
        },
        DeletedFileSchema,
        'deleted file',
      );
    },
  };
}
