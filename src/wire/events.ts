import * as v from 'valibot';
import {
  AnnotationSchema,
  AssistantContentSchema,
  GroupTaskSchema,
  ThreadItemSchema,
} from './items';
import { openUnion } from './openUnion';
import { ThreadSchema } from './thread';

// ---- item update kinds (thread.item.updated) --------------------------------------------------

const contentIndex = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ContentPartAddedSchema = v.object({
  type: v.literal('assistant_message.content_part.added'),
  content_index: contentIndex,
  content: AssistantContentSchema,
});
export const ContentPartTextDeltaSchema = v.object({
  type: v.literal('assistant_message.content_part.text_delta'),
  content_index: contentIndex,
  delta: v.string(),
});
export const ContentPartAnnotationAddedSchema = v.object({
  type: v.literal('assistant_message.content_part.annotation_added'),
  content_index: contentIndex,
  annotation_index: contentIndex,
  annotation: AnnotationSchema,
});
export const ContentPartDoneSchema = v.object({
  type: v.literal('assistant_message.content_part.done'),
  content_index: contentIndex,
  content: AssistantContentSchema,
});
export const WidgetRootUpdatedSchema = v.object({
  type: v.literal('widget.root.updated'),
  /** The new widget tree, JSON-encoded. */
  widget: v.string(),
});
export const WidgetStreamingTextDeltaSchema = v.object({
  type: v.literal('widget.streaming_text.value_delta'),
  component_id: v.string(),
  delta: v.string(),
  done: v.optional(v.boolean(), false),
});
export const TaskAddedSchema = v.object({
  type: v.literal('task_group.task.added'),
  task_index: contentIndex,
  task: GroupTaskSchema,
});
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
  TaskAddedSchema,
  TaskUpdatedSchema,
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
export const ItemAddedEventSchema = v.object({
  type: v.literal('thread.item.added'),
  item: ThreadItemSchema,
});
export const ItemUpdatedEventSchema = v.object({
  type: v.literal('thread.item.updated'),
  item_id: v.string(),
  update: ItemUpdateSchema,
});
export const ItemDoneEventSchema = v.object({
  type: v.literal('thread.item.done'),
  item: ThreadItemSchema,
});
export const ItemRemovedEventSchema = v.object({
  type: v.literal('thread.item.removed'),
  item_id: v.string(),
});
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

export type StreamEvent = v.InferOutput<typeof StreamEventSchema>;
export type StreamEventType = StreamEvent['type'];
export type NoticeLevel = v.InferOutput<typeof NoticeLevelSchema>;
export type ThreadCreatedEvent = v.InferOutput<typeof ThreadCreatedEventSchema>;
export type ThreadUpdatedEvent = v.InferOutput<typeof ThreadUpdatedEventSchema>;
export type ItemAddedEvent = v.InferOutput<typeof ItemAddedEventSchema>;
export type ItemUpdatedEvent = v.InferOutput<typeof ItemUpdatedEventSchema>;
export type ItemDoneEvent = v.InferOutput<typeof ItemDoneEventSchema>;
export type ItemRemovedEvent = v.InferOutput<typeof ItemRemovedEventSchema>;
export type ItemReplacedEvent = v.InferOutput<typeof ItemReplacedEventSchema>;
export type StreamOptionsEvent = v.InferOutput<typeof StreamOptionsEventSchema>;
export type ProgressUpdateEvent = v.InferOutput<typeof ProgressUpdateEventSchema>;
export type ClientEffectEvent = v.InferOutput<typeof ClientEffectEventSchema>;
export type NoticeEvent = v.InferOutput<typeof NoticeEventSchema>;
export type ErrorEvent = v.InferOutput<typeof ErrorEventSchema>;
