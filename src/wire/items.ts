import * as v from 'valibot';
import { AttachmentSchema } from './attachments';
import { TimestampSchema } from './common';
import { InputTagSchema } from './inputTag';
import { lenient, lenientPicklist } from './lenient';
import { openUnion } from './openUnion';

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
/** Schema of an annotation of assistant text: a file or URL citation; an unknown `type` is kept. */
export const AnnotationSchema = openUnion([FileAnnotationSchema, UrlAnnotationSchema]);
export type FileAnnotation = v.InferOutput<typeof FileAnnotationSchema>;
export type UrlAnnotation = v.InferOutput<typeof UrlAnnotationSchema>;
/** An annotation of assistant text: a file or URL citation. */
export type Annotation = v.InferOutput<typeof AnnotationSchema>;

// ---- content parts ----------------------------------------------------------------------------

export const InputTextSchema = v.object({ type: v.literal('input_text'), text: v.string() });
export const QuotedTextSchema = v.object({ type: v.literal('quoted_text'), text: v.string() });
/** Schema of a content part of a user message (`input_text`, `quoted_text`, `input_tag`). */
export const UserContentSchema = openUnion([InputTextSchema, QuotedTextSchema, InputTagSchema]);
export type InputText = v.InferOutput<typeof InputTextSchema>;
export type QuotedText = v.InferOutput<typeof QuotedTextSchema>;
/** A content part of a user message: the typed text, quoted text or an entity tag. */
export type UserContent = v.InferOutput<typeof UserContentSchema>;

/** Schema of the `output_text` content part of an assistant message. */
export const OutputTextSchema = v.object({
  type: v.literal('output_text'),
  text: v.string(),
  annotations: v.optional(v.array(AnnotationSchema), []),
});
export const AssistantContentSchema = openUnion([OutputTextSchema]);
/** Assistant text (markdown) with its annotations. */
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

/** Schema of a `uikit.user_message` thread item. */
export const UserMessageItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.user_message'),
  content: v.array(UserContentSchema),
  attachments: v.optional(v.array(AttachmentSchema), []),
  inference_options: v.optional(InferenceOptionsSchema, { model: null, tool_choice: null }),
});

/**
 * Why an answer ended before its workflow finished: `stopped` by the user, `interrupted` by the
 * server going away mid-answer (a crash or restart; the kit also marks an answer so whose stream
 * broke off), or `error`. Not in api-spec.md: it follows the
 * Responses API's `status: "incomplete"` with `incomplete_details.reason`. A reason this version
 * does not know is kept as text.
 */
export type IncompleteReason = 'stopped' | 'interrupted' | 'error' | (string & {});

/** Schema of a `uikit.assistant_message` thread item. */
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

/** Schema of a `uikit.widget` thread item: a widget tree, JSON-encoded. */
export const WidgetItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.widget'),
  /** The widget tree, JSON-encoded (protocol section 8); parse it with `parseWidget`. */
  widget: v.string(),
});

/** Schema of a `uikit.client_tool_call` thread item: a tool the browser runs. */
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

/** Schema of a `uikit.task` thread item: one step the workflow reports. */
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
/** One task of a task group. */
export type GroupTask = v.InferOutput<typeof GroupTaskSchema>;

/** Schema of a `uikit.task_group` thread item: steps shown together with their progress. */
export const TaskGroupItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.task_group'),
  tasks: v.array(GroupTaskSchema),
});

/** Schema of any thread item; an unknown `type` is kept as an unknown item. */
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

/** A message the user sent, as the protocol defines it. */
export type UserMessageItem = v.InferOutput<typeof UserMessageItemSchema>;
/** An answer of the workflow, as the protocol defines it. */
export type AssistantMessageItem = v.InferOutput<typeof AssistantMessageItemSchema>;
/** A widget the workflow shows, as the protocol defines it. */
export type WidgetItem = v.InferOutput<typeof WidgetItemSchema>;
/** A call of a tool the browser runs (`onClientTool`), as the protocol defines it. */
export type ClientToolCallItem = v.InferOutput<typeof ClientToolCallItemSchema>;
/** A step the workflow reports, as the protocol defines it. */
export type TaskItem = v.InferOutput<typeof TaskItemSchema>;
/** A group of steps the workflow reports, as the protocol defines it. */
export type TaskGroupItem = v.InferOutput<typeof TaskGroupItemSchema>;
/**
 * Any thread item as the protocol defines it. Renderers see `ReceivedThreadItem`, its checked form.
 */
export type ThreadItem = v.InferOutput<typeof ThreadItemSchema>;
/** A thread item of a type this version of the kit does not know, kept as received. */
export type UnknownThreadItem = Extract<ThreadItem, { type: 'unknown' }>;
export type ThreadItemType = ThreadItem['type'];
