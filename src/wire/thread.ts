import * as v from 'valibot';
import { TimestampSchema } from './common';

const reason = v.optional(v.nullable(v.string()), null);

/** `active`; `locked` (cannot accept new input); `closed`. `reason` is null when none is recorded. */
export const ThreadStatusSchema = v.variant('type', [
  v.object({ type: v.literal('active') }),
  v.object({ type: v.literal('locked'), reason }),
  v.object({ type: v.literal('closed'), reason }),
]);
/** Whether a thread takes new messages: `active`, `locked` or `closed`, with an optional reason. */
export type ThreadStatus = v.InferOutput<typeof ThreadStatusSchema>;

/**
 * The answer being produced on a thread (protocol section 11): its id and when it started, in
 * Unix seconds.
 */
export interface ActiveResponse {
  readonly id: string;
  readonly started_at: number;
}

/** A thread's `active_response`, read leniently: anything but `{id, started_at}` is null. */
const ActiveResponseSchema = v.pipe(
  v.unknown(),
  v.transform((value): ActiveResponse | null => {
    if (typeof value !== 'object' || value === null) return null;
    const { id, started_at: startedAt } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof startedAt === 'number' && Number.isFinite(startedAt)
      ? { id, started_at: startedAt }
      : null;
  }),
);

/** Schema of a thread (`object: "uikit.thread"`). */
export const ThreadSchema = v.object({
  id: v.string(),
  object: v.literal('uikit.thread'),
  created_at: TimestampSchema,
  status: ThreadStatusSchema,
  /** Null until generated (automatic titling) or set by a rename. */
  title: v.optional(v.nullable(v.string()), null),
  user: v.string(),
  /**
   * The hosts (and their subdomains) this thread's items may load images from (protocol section
   * 12): the chat passes them to the URL policy (`allowedImageHosts`), which then refuses an
   * image from anywhere else; https is still required. Absent means any host the policy allows.
   * A thread is never refused for it: a value that is not a list is dropped, and so is an entry
   * that is not a non-empty string.
   */
  allowed_image_domains: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): string[] | undefined =>
        Array.isArray(value)
          ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '')
          : undefined,
      ),
    ),
  ),
  /**
   * `{id, started_at}` while an answer is being produced on the thread, else null (protocol
   * section 11, services with the `resume` capability; absent elsewhere, read as null). A value
   * that is not that shape is read as null: the thread is never refused for it.
   */
  active_response: v.optional(ActiveResponseSchema),
});
/** A conversation: its id, status and title (null until one is generated or set). */
export type Thread = v.InferOutput<typeof ThreadSchema>;

/** Schema of the answer to a thread deletion. */
export const DeletedThreadSchema = v.object({
  id: v.string(),
  object: v.literal('uikit.thread.deleted'),
  deleted: v.boolean(),
});
/** The answer to a thread deletion. */
export type DeletedThread = v.InferOutput<typeof DeletedThreadSchema>;

/** Title bounds of a rename (protocol section 5). */
export const THREAD_TITLE_LENGTH = { min: 1, max: 256 } as const;

/** Schema of a feedback kind: `positive` or `negative`. */
export const FeedbackKindSchema = v.picklist(['positive', 'negative']);
/** A thumbs-up (`positive`) or thumbs-down (`negative`) on an answer. */
export type FeedbackKind = v.InferOutput<typeof FeedbackKindSchema>;

/** Schema of the answer to a feedback submission. */
export const FeedbackSchema = v.object({
  object: v.literal('uikit.feedback'),
  item_ids: v.array(v.string()),
  kind: FeedbackKindSchema,
});
/** The answer to a feedback submission: which items it applies to and its kind. */
export type Feedback = v.InferOutput<typeof FeedbackSchema>;
