import * as v from 'valibot';
import { TimestampSchema } from './common';

// A module of their own: the client reads an upload's answer with these, and must not load every
// item schema (items.ts) for it.

/** Schema of a file attached to a user message. */
export const AttachmentSchema = v.object({
  id: v.string(),
  type: v.picklist(['image', 'file']),
  name: v.string(),
  mime_type: v.string(),
  /** A short-lived URL that loads without headers; may be null when the service has none. */
  preview_url: v.optional(v.nullable(v.string()), null),
  /** Present on upload answers (protocol section 7). */
  bytes: v.optional(v.number()),
  created_at: v.optional(TimestampSchema),
});
/**
 * A file attached to a user message: an image or a file, with a preview URL when the service has
 * one.
 */
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/** The answer of `POST /uikit/files`. */
export const UploadedFileSchema = v.object({
  ...AttachmentSchema.entries,
  object: v.literal('uikit.attachment'),
  bytes: v.number(),
  created_at: TimestampSchema,
});
/** The answer of an upload: the attachment to send with the next message. */
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

/** The answer of `DELETE /uikit/files/{id}` (protocol section 9). */
export const DeletedFileSchema = v.object({
  id: v.string(),
  object: v.literal('uikit.attachment.deleted'),
  deleted: v.boolean(),
});
/** The answer to deleting an upload that no message uses: its id and `deleted: true`. */
export type DeletedFile = v.InferOutput<typeof DeletedFileSchema>;
