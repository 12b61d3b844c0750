import * as v from 'valibot';
import { AttachmentSchema } from './attachments';
import { EntityAnnotationSchema } from './entities';
import { GeneratedImageItemSchema } from './generatedImage';
import { InputTagSchema } from './inputTag';
import { itemBase } from './itemBase';
import { lenient, lenientPicklist } from './lenient';
import { openUnion } from './openUnion';
import { StructuredInputItemSchema } from './structuredInput';

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
/**
 * Schema of an annotation of assistant text: a file, URL or entity citation; an unknown `type` is
 * kept.
 */
export const AnnotationSchema = openUnion([
  FileAnnotationSchema,
  UrlAnnotationSchema,
  EntityAnnotationSchema,
]);
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
  /** What the copy action copies for this widget (protocol section 12); without it, nothing. */
  copy_text: v.optional(v.nullable(v.string())),
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

/**
 * What a task is: `custom` (a step), `thought` (the model's reasoning), and from ChatKit 1.6
 * (protocol section 12) `web_search` (with its queries and url sources), `file` (with its file
 * sources) and `image`.
 */
export const TaskTypeSchema = v.picklist(['custom', 'thought', 'web_search', 'file', 'image']);
/** What a task is: a step, the model's thought, a web search, files read, or an image. */
export type TaskType = v.InferOutput<typeof TaskTypeSchema>;

/**
 * Not in api-spec.md: ChatKit's optional progress mark of a task (`loading`, `complete`), which
 * lets a task group show "2 of 5". Without it the kit infers progress from streaming.
 */
const statusIndicator = lenientPicklist(['none', 'loading', 'complete']);
/** What a task shows of its state: nothing, that it is running, or that it is done. */
export type TaskStatusIndicator = 'none' | 'loading' | 'complete';

/** Schema of a web page a `web_search` task found: its URL and title. */
export const UrlSourceSchema = v.object({
  type: v.literal('url'),
  url: v.string(),
  title: v.optional(v.nullable(v.string()), null),
});
/** Schema of a file a `file` task read: its name. */
export const FileSourceSchema = v.object({ type: v.literal('file'), filename: v.string() });
/** Schema of a source of a task: a web page or a file. */
export const TaskSourceSchema = v.variant('type', [UrlSourceSchema, FileSourceSchema]);
/** A web page a task found. */
export type UrlSource = v.InferOutput<typeof UrlSourceSchema>;
/** A file a task read. */
export type FileSource = v.InferOutput<typeof FileSourceSchema>;
/** A source of a task: a web page (`web_search`) or a file (`file`). */
export type TaskSource = v.InferOutput<typeof TaskSourceSchema>;

/**
 * What a task shows beside its heading and summary (protocol section 12), every field optional:
 * an older service sends none of them.
 */
const taskDetails = {
  status_indicator: statusIndicator,
  /**
   * An icon name: one of ChatKit's (`search`, `sparkle`, …), drawn from the kit's set; a name it
   * does not know keeps its place, empty. Without one, the task type's own icon shows.
   */
  icon: v.optional(v.nullable(v.string())),
  /** `web_search`: what it searched for. */
  queries: v.optional(v.array(v.string())),
  /** `web_search`: the pages it found; `file`: the files it read. */
  sources: v.optional(v.array(TaskSourceSchema)),
};

/** Schema of a `uikit.task` thread item: one step the workflow reports. */
export const TaskItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.task'),
  heading: v.optional(v.nullable(v.string()), null),
  summary: v.optional(v.nullable(v.string()), null),
  task_type: TaskTypeSchema,
  ...taskDetails,
});

/** One task of a task group. */
export const GroupTaskSchema = v.object({
  heading: v.optional(v.nullable(v.string()), null),
  summary: v.optional(v.nullable(v.string()), null),
  type: TaskTypeSchema,
  ...taskDetails,
});
/** One task of a task group. */
export type GroupTask = v.InferOutput<typeof GroupTaskSchema>;

/**
 * Schema of what a finished task group says in its title (ChatKit's workflow summary), told apart
 * by the key it has, as ChatKit has no discriminator: a title (with an optional icon), or how long
 * the reasoning took.
 */
export const TaskGroupSummarySchema = v.union([
  v.object({ title: v.string(), icon: v.optional(v.nullable(v.string())) }),
  v.object({
    /** Seconds. */
    duration: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
]);
/** What a finished task group says in its title: a title with an icon, or a duration in seconds. */
export type TaskGroupSummary = v.InferOutput<typeof TaskGroupSummarySchema>;

/** Schema of what a task group is: steps of a job (`custom`) or the model's `reasoning`. */
export const TaskGroupTypeSchema = v.picklist(['custom', 'reasoning']);
/** What a task group is: steps of a job (`custom`) or the model's `reasoning`. */
export type TaskGroupType = v.InferOutput<typeof TaskGroupTypeSchema>;

/** Schema of a `uikit.task_group` thread item: steps shown together with their progress. */
export const TaskGroupItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.task_group'),
  tasks: v.array(GroupTaskSchema),
  /** ChatKit's workflow type (protocol section 12); absent means `custom`. */
  group_type: v.optional(TaskGroupTypeSchema),
  summary: v.optional(v.nullable(TaskGroupSummarySchema)),
  /** Whether the group starts open; absent, it is open while in progress. */
  expanded: v.optional(v.boolean()),
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
    GeneratedImageItemSchema,
    StructuredInputItemSchema,
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
