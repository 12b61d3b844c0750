import * as v from 'valibot';
import { TimestampSchema } from './common';

const reason = v.optional(v.nullable(v.string()), null);

/** `active`; `locked` (cannot accept new input); `closed`. `reason` is null when none is recorded. */
export const ThreadStatusSchema = v.variant('type', [
  v.object({ type: v.literal('active') }),
  v.object({ type: v.literal('locked'), reason }),
  v.object({ type: v.literal('closed'), reason }),
]);
export type ThreadStatus = v.InferOutput<typeof ThreadStatusSchema>;

export const ThreadSchema = v.object({
  id: v.string(),
  object: v.literal('uikit.thread'),
  created_at: TimestampSchema,
  status: ThreadStatusSchema,
  /** Null until generated (automatic titling) or set by a rename. */
  title: v.optional(v.nullable(v.string()), null),
  user: v.string(),
});
export type Thread = v.InferOutput<typeof ThreadSchema>;

export const DeletedThreadSchema = v.object({
  id: v.string(),
  object: v.literal('uikit.thread.deleted'),
  deleted: v.boolean(),
});
export type DeletedThread = v.InferOutput<typeof DeletedThreadSchema>;

/** Title bounds of a rename (protocol section 5). */
export const THREAD_TITLE_LENGTH = { min: 1, max: 256 } as const;

export const FeedbackKindSchema = v.picklist(['positive', 'negative']);
export type FeedbackKind = v.InferOutput<typeof FeedbackKindSchema>;

export const FeedbackSchema = v.object({
  object: v.literal('uikit.feedback'),
  item_ids: v.array(v.string()),
  kind: FeedbackKindSchema,
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;
