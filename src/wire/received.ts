import type * as v from 'valibot';
import type {
  ContentPartAddedSchema,
  ContentPartAnnotationAddedSchema,
  ContentPartDoneSchema,
  ContentPartTextDeltaSchema,
  ItemAddedEvent,
  ItemDoneEvent,
  ItemReplacedEvent,
  ItemUpdatedEvent,
  StreamEvent,
  TaskAddedSchema,
  TaskUpdatedSchema,
  WidgetRootUpdatedSchema,
  WidgetStreamingTextDeltaSchema,
  WidgetComponentUpdatedSchema,
} from './events';
import type { Attachment } from './attachments';
import type { GeneratedImageItem, GeneratedImageUpdated } from './generatedImage';
import type { StructuredInput, StructuredInputItem } from './structuredInput';
import type {
  Annotation,
  AssistantMessageItem,
  ClientToolCallItem,
  GroupTask,
  OutputText,
  TaskGroupItem,
  TaskItem,
  TaskSource,
  UnknownThreadItem,
  UserContent,
  UserMessageItem,
  WidgetItem,
} from './items';
import type { UnknownVariant } from './openUnion';
import type { WireProblem } from './problems';

// What the kit holds after reading data from a service: the protocol's shapes (items.ts, which a
// service writes) widened by what repair may produce (protocol section 10). Every protocol value
// is a received value too, so a service's own types pass wherever these are expected.

/**
 * A content part, attachment, annotation or task of a known item that failed its check: a quiet
 * fallback for that value alone, while its siblings render.
 */
export interface InvalidVariant {
  readonly type: 'invalid';
  /** The `type` the value claimed, when it had a string one. */
  readonly original_type: string | null;
  /** The value as received, for hosts that want to show or log it. */
  readonly raw: unknown;
  readonly problems: readonly WireProblem[];
}

/** When an item was created (Unix seconds); null when the service sent no usable time. */
export type ReceivedTimestamp = number | null;

/** A content part of a received user message, or the fallback for one that failed its check. */
export type ReceivedUserContent = UserContent | InvalidVariant;
/** A received annotation, or the fallback for one that failed its check. */
export type ReceivedAnnotation = Annotation | InvalidVariant;
/** A received attachment, or the fallback for one that failed its check. */
export type ReceivedAttachment = Attachment | InvalidVariant;
/** A received source of a task, or the fallback for one that failed its check. */
export type ReceivedTaskSource = TaskSource | InvalidVariant;
/** A received task of a task group: its sources checked one by one. */
export interface ReceivedTask extends Omit<GroupTask, 'sources'> {
  sources?: ReceivedTaskSource[] | undefined;
}
/** A received task of a task group, or the fallback for one that failed its check. */
export type ReceivedGroupTask = ReceivedTask | InvalidVariant;
/** A received input of a structured input, or the fallback for one that failed its check. */
export type ReceivedStructuredInput = StructuredInput | InvalidVariant;

/** Received assistant text: its annotations checked one by one. */
export interface ReceivedOutputText extends Omit<OutputText, 'annotations'> {
  annotations: ReceivedAnnotation[];
}
/**
 * A content part of a received assistant message: text, a part of an unknown type, or the fallback
 * for one that failed its check.
 */
export type ReceivedAssistantContent = ReceivedOutputText | UnknownVariant | InvalidVariant;

/** A user message as the kit holds it: checked, its parts repaired where the protocol allows. */
export interface ReceivedUserMessageItem extends Omit<
  UserMessageItem,
  'created_at' | 'content' | 'attachments'
> {
  created_at: ReceivedTimestamp;
  content: ReceivedUserContent[];
  attachments: ReceivedAttachment[];
}
/**
 * An assistant message as the kit holds it: checked, its parts repaired where the protocol allows.
 */
export interface ReceivedAssistantMessageItem extends Omit<
  AssistantMessageItem,
  'created_at' | 'content'
> {
  created_at: ReceivedTimestamp;
  content: ReceivedAssistantContent[];
}
/** A widget item as the kit holds it. */
export interface ReceivedWidgetItem extends Omit<WidgetItem, 'created_at'> {
  created_at: ReceivedTimestamp;
}
/** A client tool call as the kit holds it. */
export interface ReceivedClientToolCallItem extends Omit<ClientToolCallItem, 'created_at'> {
  created_at: ReceivedTimestamp;
}
/** A task item as the kit holds it: its sources checked one by one. */
export interface ReceivedTaskItem extends Omit<TaskItem, 'created_at' | 'sources'> {
  created_at: ReceivedTimestamp;
  sources?: ReceivedTaskSource[] | undefined;
}
/** A task group as the kit holds it: its tasks checked one by one. */
export interface ReceivedTaskGroupItem extends Omit<TaskGroupItem, 'created_at' | 'tasks'> {
  created_at: ReceivedTimestamp;
  tasks: ReceivedGroupTask[];
}
/**
 * A generated image as the kit holds it: `image` is the latest preview (or the final image), and
 * `progress` how far it had come by then, when the service said.
 */
export interface ReceivedGeneratedImageItem extends Omit<GeneratedImageItem, 'created_at'> {
  created_at: ReceivedTimestamp;
}
/** A structured input as the kit holds it: its inputs checked one by one. */
export interface ReceivedStructuredInputItem extends Omit<
  StructuredInputItem,
  'created_at' | 'inputs'
> {
  created_at: ReceivedTimestamp;
  inputs: ReceivedStructuredInput[];
}
/** An item of an unknown type as the kit holds it; rendered by a host renderer or a placeholder. */
export interface ReceivedUnknownItem extends Omit<UnknownThreadItem, 'created_at'> {
  created_at: ReceivedTimestamp;
}

/**
 * An item of a known type whose required content cannot be read (an assistant message whose
 * `content` is not a list, a widget without its JSON): rendered as one "could not display" row in
 * its place, showing its id for support.
 */
export interface InvalidThreadItem {
  readonly type: 'invalid';
  /** The known type it claimed, e.g. `uikit.assistant_message`. */
  readonly original_type: string;
  readonly id: string;
  readonly object: 'uikit.thread_item';
  readonly thread_id: string;
  readonly created_at: ReceivedTimestamp;
  /** The item as received. */
  readonly raw: Readonly<Record<string, unknown>>;
  readonly problems: readonly WireProblem[];
}

/** A thread item as the kit holds it: checked, and repaired where the protocol allows. */
export type ReceivedThreadItem =
  | ReceivedUserMessageItem
  | ReceivedAssistantMessageItem
  | ReceivedWidgetItem
  | ReceivedClientToolCallItem
  | ReceivedTaskItem
  | ReceivedTaskGroupItem
  | ReceivedGeneratedImageItem
  | ReceivedStructuredInputItem
  | ReceivedUnknownItem
  | InvalidThreadItem;

/** The `type` of a received item: the keys of `ItemRenderers`. */
export type ReceivedThreadItemType = ReceivedThreadItem['type'];

/** A received `assistant_message.content_part.added` update. */
export interface ReceivedContentPartAdded extends Omit<
  v.InferOutput<typeof ContentPartAddedSchema>,
  'content'
> {
  content: ReceivedAssistantContent;
}
/** A received `assistant_message.content_part.done` update. */
export interface ReceivedContentPartDone extends Omit<
  v.InferOutput<typeof ContentPartDoneSchema>,
  'content'
> {
  content: ReceivedAssistantContent;
}
/** A received `assistant_message.content_part.annotation_added` update. */
export interface ReceivedAnnotationAdded extends Omit<
  v.InferOutput<typeof ContentPartAnnotationAddedSchema>,
  'annotation'
> {
  annotation: ReceivedAnnotation;
}
/** A received `task_group.task.added` update. */
export interface ReceivedTaskAdded extends Omit<v.InferOutput<typeof TaskAddedSchema>, 'task'> {
  task: ReceivedGroupTask;
}
/** A received `task_group.task.updated` update. */
export interface ReceivedTaskUpdated extends Omit<v.InferOutput<typeof TaskUpdatedSchema>, 'task'> {
  task: ReceivedGroupTask;
}

/** An increment of `thread.item.updated` as the kit holds it. */
export type ReceivedItemUpdate =
  | ReceivedContentPartAdded
  | v.InferOutput<typeof ContentPartTextDeltaSchema>
  | ReceivedAnnotationAdded
  | ReceivedContentPartDone
  | v.InferOutput<typeof WidgetRootUpdatedSchema>
  | v.InferOutput<typeof WidgetStreamingTextDeltaSchema>
  | v.InferOutput<typeof WidgetComponentUpdatedSchema>
  | ReceivedTaskAdded
  | ReceivedTaskUpdated
  | GeneratedImageUpdated
  | UnknownVariant;

/** A received `thread.item.added` event: its item checked. */
export interface ReceivedItemAddedEvent extends Omit<ItemAddedEvent, 'item'> {
  item: ReceivedThreadItem;
}
/** A received `thread.item.done` event: its item checked. */
export interface ReceivedItemDoneEvent extends Omit<ItemDoneEvent, 'item'> {
  item: ReceivedThreadItem;
}
/** A received `thread.item.replaced` event: its item checked. */
export interface ReceivedItemReplacedEvent extends Omit<ItemReplacedEvent, 'item'> {
  item: ReceivedThreadItem;
}
/** A received `thread.item.updated` event: its update checked. */
export interface ReceivedItemUpdatedEvent extends Omit<ItemUpdatedEvent, 'update'> {
  update: ReceivedItemUpdate;
}

/** A stream event as the kit's client yields it: checked, its items repaired. */
export type ReceivedStreamEvent =
  | Exclude<
      StreamEvent,
      {
        type:
          'thread.item.added' | 'thread.item.done' | 'thread.item.replaced' | 'thread.item.updated';
      }
    >
  | ReceivedItemAddedEvent
  | ReceivedItemDoneEvent
  | ReceivedItemReplacedEvent
  | ReceivedItemUpdatedEvent;
