import * as v from 'valibot';
import {
  AnnotationSchema,
  AssistantContentSchema,
  GroupTaskSchema,
  ThreadItemSchema,
} from './items';
import { GeneratedImageUpdatedSchema } from './generatedImage';
import { openUnion } from './openUnion';
import { ThreadSchema } from './thread';

// ---- item update kinds (thread.item.updated) --------------------------------------------------

const contentIndex = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Schema of the `assistant_message.content_part.added` item update: a new content part at
 * `content_index`.
 */
export const ContentPartAddedSchema = v.object({
  type: v.literal('assistant_message.content_part.added'),
  content_index: contentIndex,
  content: AssistantContentSchema,
});
/**
 * Schema of the `assistant_message.content_part.text_delta` item update: text appended to the part
 * at `content_index`.
 */
export const ContentPartTextDeltaSchema = v.object({
  type: v.literal('assistant_message.content_part.text_delta'),
  content_index: contentIndex,
  delta: v.string(),
});
/**
 * Schema of the `assistant_message.content_part.annotation_added` item update: an annotation (a
 * citation) of the part at `content_index`.
 */
export const ContentPartAnnotationAddedSchema = v.object({
  type: v.literal('assistant_message.content_part.annotation_added'),
  content_index: contentIndex,
  annotation_index: contentIndex,
  annotation: AnnotationSchema,
});
/**
 * Schema of the `assistant_message.content_part.done` item update: the final value of the part at
 * `content_index`.
 */
export const ContentPartDoneSchema = v.object({
  type: v.literal('assistant_message.content_part.done'),
  content_index: contentIndex,
  content: AssistantContentSchema,
});
/** Schema of the `widget.root.updated` item update: a whole new widget tree. */
export const WidgetRootUpdatedSchema = v.object({
  type: v.literal('widget.root.updated'),
  /** The new widget tree, JSON-encoded. */
  widget: v.string(),
});
/**
 * Schema of the `widget.streaming_text.value_delta` item update: text appended to one widget
 * component.
 */
export const WidgetStreamingTextDeltaSchema = v.object({
  type: v.literal('widget.streaming_text.value_delta'),
  component_id: v.string(),
  delta: v.string(),
  done: v.optional(v.boolean(), false),
});
/**
 * Schema of the `widget.component.updated` item update: the new value of the one component whose
 * `id` is `component_id` (chatkit-python's `WidgetComponentUpdated`), so a server changes one node
 * without sending the whole tree again. The kit's proposal (stories/guides/ProtocolChoices.mdx); JSON-encoded
 * as `widget.root.updated`'s tree is.
 */
export const WidgetComponentUpdatedSchema = v.object({
  type: v.literal('widget.component.updated'),
  component_id: v.string(),
  /** The new component, JSON-encoded. */
  component: v.string(),
});
/** Schema of the `task_group.task.added` item update: a new task at `task_index`. */
export const TaskAddedSchema = v.object({
  type: v.literal('task_group.task.added'),
  task_index: contentIndex,
  task: GroupTaskSchema,
});
/**
 * Schema of the `task_group.task.updated` item update: the new value of the task at `task_index`.
 */
export const TaskUpdatedSchema = v.object({
  type: v.literal('task_group.task.updated'),
  task_index: contentIndex,
  task: GroupTaskSchema,
});

export const ItemUpdateSchema = openUnion([
  ContentPartAddedSchema,
  ContentPartTextDeltaSchema,
  ContentPartAnnotationAddedSchema,
  ContentPartDoneSchema,
  WidgetRootUpdatedSchema,
  WidgetStreamingTextDeltaSchema,
  WidgetComponentUpdatedSchema,
  TaskAddedSchema,
  TaskUpdatedSchema,
  GeneratedImageUpdatedSchema,
]);
export type ItemUpdate = v.InferOutput<typeof ItemUpdateSchema>;
export type ItemUpdateType = ItemUpdate['type'];

// ---- stream events ----------------------------------------------------------------------------

export const ThreadCreatedEventSchema = v.object({
  type: v.literal('thread.created'),
  thread: ThreadSchema,
});
export const ThreadUpdatedEventSchema = v.object({
  type: v.literal('thread.updated'),
  thread: ThreadSchema,
});
/** Schema of the `thread.item.added` stream event: an item starts (an answer begins streaming). */
export const ItemAddedEventSchema = v.object({
  type: v.literal('thread.item.added'),
  item: ThreadItemSchema,
});
/** Schema of the `thread.item.updated` stream event: one increment of a streaming item. */
export const ItemUpdatedEventSchema = v.object({
  type: v.literal('thread.item.updated'),
  item_id: v.string(),
  update: ItemUpdateSchema,
});
/** Schema of the `thread.item.done` stream event: the final value of an item. */
export const ItemDoneEventSchema = v.object({
  type: v.literal('thread.item.done'),
  item: ThreadItemSchema,
});
export const ItemRemovedEventSchema = v.object({
  type: v.literal('thread.item.removed'),
  item_id: v.string(),
});
/** Schema of the `thread.item.replaced` stream event: an item swapped for a new value. */
export const ItemReplacedEventSchema = v.object({
  type: v.literal('thread.item.replaced'),
  item: ThreadItemSchema,
});
export const StreamOptionsEventSchema = v.object({
  type: v.literal('stream_options'),
  stream_options: v.object({ allow_cancel: v.boolean() }),
});
export const ProgressUpdateEventSchema = v.object({
  type: v.literal('progress_update'),
  text: v.string(),
  icon: v.optional(v.nullable(v.string()), null),
});
export const ClientEffectEventSchema = v.object({
  type: v.literal('client_effect'),
  name: v.string(),
  data: v.optional(v.unknown(), null),
});
/** Schema of a notice's level: `info`, `warning` or `danger`. */
export const NoticeLevelSchema = v.picklist(['info', 'warning', 'danger']);
export const NoticeEventSchema = v.object({
  type: v.literal('notice'),
  level: NoticeLevelSchema,
  message: v.string(),
  title: v.optional(v.nullable(v.string()), null),
});
export const ErrorEventSchema = v.object({
  type: v.literal('error'),
  code: v.optional(v.string(), 'error'),
  message: v.optional(v.nullable(v.string()), null),
  allow_retry: v.optional(v.boolean(), false),
});

/**
 * Schema of one event of an answer's stream (protocol section 6); an unknown `type` is kept, not
 * rejected.
 */
export const StreamEventSchema = openUnion([
  ThreadCreatedEventSchema,
  ThreadUpdatedEventSchema,
  ItemAddedEventSchema,
  ItemUpdatedEventSchema,
  ItemDoneEventSchema,
  ItemRemovedEventSchema,
  ItemReplacedEventSchema,
  StreamOptionsEventSchema,
  ProgressUpdateEventSchema,
  ClientEffectEventSchema,
  NoticeEventSchema,
  ErrorEventSchema,
]);

/**
 * One event of an answer's stream as the protocol defines it. Hosts see `ReceivedStreamEvent`, its
 * checked form.
 */
export type StreamEvent = v.InferOutput<typeof StreamEventSchema>;
export type StreamEventType = StreamEvent['type'];
/** How a notice event is shown: `info`, `warning` or `danger`. */
export type NoticeLevel = v.InferOutput<typeof NoticeLevelSchema>;
export type ThreadCreatedEvent = v.InferOutput<typeof ThreadCreatedEventSchema>;
export type ThreadUpdatedEvent = v.InferOutput<typeof ThreadUpdatedEventSchema>;
/** The `thread.item.added` stream event as the protocol defines it. */
export type ItemAddedEvent = v.InferOutput<typeof ItemAddedEventSchema>;
/** The `thread.item.updated` stream event as the protocol defines it. */
export type ItemUpdatedEvent = v.InferOutput<typeof ItemUpdatedEventSchema>;
/** The `thread.item.done` stream event as the protocol defines it. */
export type ItemDoneEvent = v.InferOutput<typeof ItemDoneEventSchema>;
export type ItemRemovedEvent = v.InferOutput<typeof ItemRemovedEventSchema>;
/** The `thread.item.replaced` stream event as the protocol defines it. */
export type ItemReplacedEvent = v.InferOutput<typeof ItemReplacedEventSchema>;
export type StreamOptionsEvent = v.InferOutput<typeof StreamOptionsEventSchema>;
export type ProgressUpdateEvent = v.InferOutput<typeof ProgressUpdateEventSchema>;
export type ClientEffectEvent = v.InferOutput<typeof ClientEffectEventSchema>;
export type NoticeEvent = v.InferOutput<typeof NoticeEventSchema>;
export type ErrorEvent = v.InferOutput<typeof ErrorEventSchema>;
