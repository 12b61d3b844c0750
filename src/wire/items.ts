import * as v from 'valibot';
import { TimestampSchema } from './common';
import { lenient, lenientPicklist } from './lenient';
import { openUnion } from './openUnion';

// ---- attachments ------------------------------------------------------------------------------

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
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/** The answer of `POST /uikit/files`. */
export const UploadedFileSchema = v.object({
  ...AttachmentSchema.entries,
  object: v.literal('uikit.attachment'),
  bytes: v.number(),
  created_at: TimestampSchema,
});
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

// ---- annotations ------------------------------------------------------------------------------

/**
 * `index` (an offset into the part's text where the citation belongs) and a url source's `title`
 * are not in api-spec.md; they follow the ChatKit protocol, are optional, and let the kit place an
 * inline marker and show a readable source name.
 */
const annotationIndex = v.optional(v.nullable(v.number()), null);

export const FileAnnotationSchema = v.object({
  type: v.literal('file'),
  source: v.object({ type: v.literal('file'), filename: v.string() }),
  index: annotationIndex,
});
export const UrlAnnotationSchema = v.object({
  type: v.literal('url'),
  source: v.object({
    type: v.literal('url'),
    url: v.string(),
    title: v.optional(v.nullable(v.string()), null),
  }),
  index: annotationIndex,
});
export const AnnotationSchema = openUnion([FileAnnotationSchema, UrlAnnotationSchema]);
export type FileAnnotation = v.InferOutput<typeof FileAnnotationSchema>;
export type UrlAnnotation = v.InferOutput<typeof UrlAnnotationSchema>;
export type Annotation = v.InferOutput<typeof AnnotationSchema>;

// ---- content parts ----------------------------------------------------------------------------

export const InputTextSchema = v.object({ type: v.literal('input_text'), text: v.string() });
export const QuotedTextSchema = v.object({ type: v.literal('quoted_text'), text: v.string() });
export const UserContentSchema = openUnion([InputTextSchema, QuotedTextSchema]);
export type InputText = v.InferOutput<typeof InputTextSchema>;
export type QuotedText = v.InferOutput<typeof QuotedTextSchema>;
export type UserContent = v.InferOutput<typeof UserContentSchema>;

export const OutputTextSchema = v.object({
  type: v.literal('output_text'),
  text: v.string(),
  annotations: v.optional(v.array(AnnotationSchema), []),
});
export const AssistantContentSchema = openUnion([OutputTextSchema]);
export type OutputText = v.InferOutput<typeof OutputTextSchema>;
export type AssistantContent = v.InferOutput<typeof AssistantContentSchema>;

export const InferenceOptionsSchema = v.object({
  model: v.optional(v.nullable(v.string()), null),
  tool_choice: v.optional(v.nullable(v.object({ id: v.string() })), null),
});
export type InferenceOptions = v.InferOutput<typeof InferenceOptionsSchema>;

// ---- thread items -----------------------------------------------------------------------------

const itemBase = {
  /** Never empty: an item without a usable id cannot be placed, updated or reported. */
  id: v.pipe(v.string(), v.nonEmpty()),
  object: v.literal('uikit.thread_item'),
  created_at: TimestampSchema,
  thread_id: v.string(),
};

export const UserMessageItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.user_message'),
  content: v.array(UserContentSchema),
  attachments: v.optional(v.array(AttachmentSchema), []),
  inference_options: v.optional(InferenceOptionsSchema, { model: null, tool_choice: null }),
});

/**
 * Why an answer ended before its workflow finished: `stopped` by the user, `interrupted` by the
 * server going away mid-answer (a crash or restart), or `error`. Not in api-spec.md: it follows the
 * Responses API's `status: "incomplete"` with `incomplete_details.reason`. A reason this version
 * does not know is kept as text.
 */
export type IncompleteReason = 'stopped' | 'interrupted' | 'error' | (string & {});

export const AssistantMessageItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.assistant_message'),
  content: v.array(AssistantContentSchema),
  /**
   * Not in api-spec.md (optional): `incomplete` marks an answer that ended early, with
   * `incomplete_details.reason` saying why. Absent means complete.
   */
  status: lenientPicklist(['in_progress', 'completed', 'incomplete']),
  incomplete_details: lenient(
    v.object({
      reason: v.pipe(
        v.string(),
        v.transform((reason): IncompleteReason => reason),
      ),
    }),
  ),
});

export const WidgetItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.widget'),
  /** The widget tree, JSON-encoded (protocol section 8); parse it with `parseWidget`. */
  widget: v.string(),
});

export const ClientToolCallItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.client_tool_call'),
  name: v.string(),
  call_id: v.string(),
  /** JSON-encoded. */
  arguments: v.string(),
  /** JSON-encoded; null while in progress. */
  output: v.optional(v.nullable(v.string()), null),
  status: v.picklist(['in_progress', 'completed']),
});

export const TaskTypeSchema = v.picklist(['custom', 'thought']);
export type TaskType = v.InferOutput<typeof TaskTypeSchema>;

/**
 * Not in api-spec.md: ChatKit's optional progress mark of a task (`loading`, `complete`), which
 * lets a task group show "2 of 5". Without it the kit infers progress from streaming.
 */
const statusIndicator = lenientPicklist(['none', 'loading', 'complete']);
export type TaskStatusIndicator = 'none' | 'loading' | 'complete';

export const TaskItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.task'),
  heading: v.optional(v.nullable(v.string()), null),
  summary: v.optional(v.nullable(v.string()), null),
  task_type: TaskTypeSchema,
  status_indicator: statusIndicator,
});

/** One task of a task group. */
export const GroupTaskSchema = v.object({
  heading: v.optional(v.nullable(v.string()), null),
  summary: v.optional(v.nullable(v.string()), null),
  type: TaskTypeSchema,
  status_indicator: statusIndicator,
});
export type GroupTask = v.InferOutput<typeof GroupTaskSchema>;

export const TaskGroupItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.task_group'),
  tasks: v.array(GroupTaskSchema),
});

export const ThreadItemSchema = openUnion(
  [
    UserMessageItemSchema,
    AssistantMessageItemSchema,
    WidgetItemSchema,
    ClientToolCallItemSchema,
    TaskItemSchema,
    TaskGroupItemSchema,
  ],
  itemBase,
);

export type UserMessageItem = v.InferOutput<typeof UserMessageItemSchema>;
export type AssistantMessageItem = v.InferOutput<typeof AssistantMessageItemSchema>;
export type WidgetItem = v.InferOutput<typeof WidgetItemSchema>;
export type ClientToolCallItem = v.InferOutput<typeof ClientToolCallItemSchema>;
export type TaskItem = v.InferOutput<typeof TaskItemSchema>;
export type TaskGroupItem = v.InferOutput<typeof TaskGroupItemSchema>;
export type ThreadItem = v.InferOutput<typeof ThreadItemSchema>;
export type UnknownThreadItem = Extract<ThreadItem, { type: 'unknown' }>;
export type ThreadItemType = ThreadItem['type'];
