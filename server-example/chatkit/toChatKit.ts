// What a workflow yields (uikit's items, item updates and stream events, src/wire) in ChatKit's
// words, for a ChatKit server's `respond` and `action`: the inverse of chatkit-dialect.md §5, which
// the kit reads with src/client/chatkit/. One case per kind, each checked exhaustively by the
// compiler, so a kind added to the workflow's types fails to compile here until it is mapped. What
// ChatKit has no word for is dropped where it happens, saying why.
import type {
  Annotation as ChatKitAnnotation,
  IconName,
  Attachment as ChatKitAttachment,
  ThreadItem as SdkThreadItem,
  ThreadItemUpdate as SdkItemUpdate,
  ThreadStreamEvent as SdkStreamEvent,
  Task as ChatKitTask,
  UserMessageContent as ChatKitUserContent,
  Workflow as ChatKitWorkflow,
} from 'chatkit-node-backend-sdk';
import type {
  Annotation,
  AssistantMessageItem,
  Attachment,
  GroupTask,
  StructuredInputItem,
  TaskSource,
  TaskType,
  UserContent,
} from '../../src/wire';
import type { WorkflowEvent, WorkflowItem, WorkflowItemUpdate } from '../workflows/workflow';

// ---- ChatKit kinds chatkit-node-backend-sdk 1.1.2 has no type for --------------------------------
// chatkit-python 1.6.5 has them; the SDK passes whatever `respond` yields through unchanged.

/** chatkit-python's `GeneratedImageItem`. */
export interface ChatKitGeneratedImageItem {
  id: string;
  thread_id: string;
  created_at: string;
  type: 'generated_image';
  image?: { id: string; url: string };
}
/** chatkit-python's `StructuredInputItem`; its inputs have the same fields as the kit's. */
export interface ChatKitStructuredInputItem {
  id: string;
  thread_id: string;
  created_at: string;
  type: 'structured_input';
  status: StructuredInputItem['status'];
  inputs: StructuredInputItem['inputs'];
}
/** chatkit-python's `GeneratedImageUpdated`. */
export interface ChatKitGeneratedImageUpdated {
  type: 'generated_image.updated';
  image: { id: string; url: string };
  progress?: number;
}
/** chatkit-python's `ClientEffectEvent`. */
export interface ChatKitClientEffectEvent {
  type: 'client_effect';
  name: string;
  data: Record<string, unknown>;
}

export type ChatKitItem = SdkThreadItem | ChatKitGeneratedImageItem | ChatKitStructuredInputItem;
export type ChatKitItemUpdate = SdkItemUpdate | ChatKitGeneratedImageUpdated;

interface ItemEvent<T extends string> {
  type: T;
  item: ChatKitItem;
}
/** What `respond` yields: the SDK's events, over every item and update kind above. */
export type ChatKitEvent =
  | Exclude<
      SdkStreamEvent,
      {
        type:
          'thread.item.added' | 'thread.item.done' | 'thread.item.replaced' | 'thread.item.updated';
      }
    >
  | ItemEvent<'thread.item.added'>
  | ItemEvent<'thread.item.done'>
  | ItemEvent<'thread.item.replaced'>
  | { type: 'thread.item.updated'; item_id: string; update: ChatKitItemUpdate }
  | ChatKitClientEffectEvent;

/**
 * An event as the SDK's `respond` is typed to yield. Its types lack the kinds above, yet it hands
 * every event on as it came (chatkit-dialect.md §6): this is the one place that says so.
 */
export const asSdkEvent = (event: ChatKitEvent): SdkStreamEvent => event as SdkStreamEvent;
/** An item as the SDK's store is typed to take (the same reason: it stores whatever it is given). */
export const asSdkItem = (item: ChatKitItem): SdkThreadItem => item as SdkThreadItem;

// ---- shared pieces --------------------------------------------------------------------------

/** uikit times are Unix seconds; ChatKit's are ISO 8601 (the SDK writes UTC with a `Z`). */
export const isoTime = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** `{[key]: value}`, or nothing when the value is not set: ChatKit leaves out what is null. */
function opt<K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/**
 * uikit's JSON text (a widget tree, tool arguments, tool output) as the JSON value ChatKit carries.
 * The workflow wrote it with `JSON.stringify`; text that is not JSON stays text.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A kind's exhaustiveness check: `kind` is `never` once every case is handled. */
function unmapped(kind: never): null {
  return kind;
}

// ---- content --------------------------------------------------------------------------------

/**
 * A citation: ChatKit wraps the source in `{type: "annotation", source, index}`, and every source
 * has a `title` (a url's own title, else its address; a file's name). An annotation of a type the
 * kit does not know (kept as `unknown`) has no ChatKit source to become: dropped.
 */
export function toChatKitAnnotation(annotation: Annotation): ChatKitAnnotation | null {
  switch (annotation.type) {
    case 'url': {
      const { url, title } = annotation.source;
      return {
        type: 'annotation',
        source: { type: 'url', url, title: title ?? url },
        ...opt('index', annotation.index),
      };
    }
    case 'file': {
      const { filename } = annotation.source;
      return {
        type: 'annotation',
        source: { type: 'file', filename, title: filename },
        ...opt('index', annotation.index),
      };
    }
    case 'entity': {
      const { id, title, icon, group, data, interactive } = annotation.source;
      return {
        type: 'annotation',
        source: {
          type: 'entity',
          id,
          title,
          ...opt('icon', icon),
          ...opt('group', group),
          // chatkit-python's; the SDK's EntitySource lacks them.
          ...opt('data', data),
          ...opt('interactive', interactive),
        },
        ...opt('index', annotation.index),
      };
    }
    case 'unknown':
      return null;
    default:
      return unmapped(annotation);
  }
}

/** Assistant text; a content part of a type the kit does not know has no ChatKit form: dropped. */
function toChatKitOutputText(part: AssistantMessageItem['content'][number]) {
  if (part.type !== 'output_text') return null;
  return {
    type: 'output_text' as const,
    text: part.text,
    annotations: part.annotations.flatMap((annotation) => {
      const converted = toChatKitAnnotation(annotation);
      return converted === null ? [] : [converted];
    }),
  };
}

/** A user content part; `quoted_text` is not a part in ChatKit but the message's `quoted_text`. */
function toChatKitUserContent(part: UserContent): ChatKitUserContent | null {
  switch (part.type) {
    case 'input_text':
      return { type: 'input_text', text: part.text };
    case 'input_tag':
      return {
        type: 'input_tag',
        id: part.id,
        text: part.text,
        data: part.data ?? {},
        // chatkit-python's; the SDK's type lacks it.
        ...opt('group', part.group),
        interactive: part.interactive ?? false,
      };
    case 'quoted_text':
    case 'unknown':
      return null;
    default:
      return unmapped(part);
  }
}

/**
 * ChatKit's image attachment requires a `preview_url`: an image without one goes as a file. uikit's
 * `bytes` and `created_at` (upload answers) have no ChatKit field.
 */
function toChatKitAttachment(attachment: Attachment): ChatKitAttachment {
  const base = { id: attachment.id, name: attachment.name, mime_type: attachment.mime_type };
  return attachment.type === 'image' && attachment.preview_url
    ? { ...base, type: 'image', preview_url: attachment.preview_url }
    : { ...base, type: 'file' };
}

// ---- tasks ----------------------------------------------------------------------------------

const toChatKitUrlSource = (source: Extract<TaskSource, { type: 'url' }>) => ({
  type: 'url' as const,
  url: source.url,
  title: source.title ?? source.url,
});
const toChatKitFileSource = (source: Extract<TaskSource, { type: 'file' }>) => ({
  type: 'file' as const,
  filename: source.filename,
  title: source.filename,
});

/**
 * A task: `heading` is ChatKit's `title`, `summary` its `content` (chatkit-dialect.md §5). A
 * thought's content is required, so a thought without a summary says `""`. Only the fields a type
 * has in ChatKit go: a web search's queries and pages, a file task's files; an icon only on a
 * custom task.
 */
export function toChatKitTask(
  task: Pick<
    GroupTask,
    'heading' | 'summary' | 'status_indicator' | 'icon' | 'queries' | 'sources'
  >,
  type: TaskType,
): ChatKitTask {
  const common = {
    ...opt('title', task.heading),
    ...opt('status_indicator', task.status_indicator),
  };
  const sources = task.sources ?? [];
  switch (type) {
    case 'custom':
      return { ...common, type, ...opt('icon', task.icon), ...opt('content', task.summary) };
    case 'thought':
      return { ...common, type, content: task.summary ?? '' };
    case 'web_search':
      return {
        ...common,
        type,
        queries: task.queries ?? [],
        sources: sources.flatMap((source) =>
          source.type === 'url' ? [toChatKitUrlSource(source)] : [],
        ),
      };
    case 'file':
      return {
        ...common,
        type,
        sources: sources.flatMap((source) =>
          source.type === 'file' ? [toChatKitFileSource(source)] : [],
        ),
      };
    case 'image':
      return { ...common, type };
    default:
      return unmapped(type) as never;
  }
}

const toChatKitGroupTask = (task: GroupTask) => toChatKitTask(task, task.type);

// ---- items ----------------------------------------------------------------------------------

/**
 * A thread item in ChatKit's shape: the type loses its `uikit.` prefix (a task group is a
 * `workflow`), the time becomes ISO, JSON text becomes JSON, and `object` goes.
 */
export function toChatKitItem(item: WorkflowItem): ChatKitItem {
  const base = { id: item.id, thread_id: item.thread_id, created_at: isoTime(item.created_at) };
  switch (item.type) {
    case 'uikit.user_message': {
      const quote = item.content.find((part) => part.type === 'quoted_text');
      const { model, tool_choice: toolChoice } = item.inference_options;
      return {
        ...base,
        type: 'user_message',
        content: item.content.flatMap((part) => {
          const converted = toChatKitUserContent(part);
          return converted === null ? [] : [converted];
        }),
        attachments: item.attachments.map(toChatKitAttachment),
        ...opt('quoted_text', quote?.text),
        inference_options: { ...opt('model', model), ...opt('tool_choice', toolChoice) },
      };
    }
    case 'uikit.assistant_message':
      // `status` and `incomplete_details` (an answer stopped or cut short) have no ChatKit field:
      // a stopped answer is stored as far as it went, as chatkit-python stores one.
      return {
        ...base,
        type: 'assistant_message',
        content: item.content.flatMap((part) => {
          const converted = toChatKitOutputText(part);
          return converted === null ? [] : [converted];
        }),
      };
    case 'uikit.widget':
      return {
        ...base,
        type: 'widget',
        widget: parseJson(item.widget) as Extract<SdkThreadItem, { type: 'widget' }>['widget'],
        ...opt('copy_text', item.copy_text),
      };
    case 'uikit.client_tool_call': {
      const args = parseJson(item.arguments);
      return {
        ...base,
        type: 'client_tool_call',
        status: item.status === 'in_progress' ? 'pending' : 'completed',
        call_id: item.call_id,
        name: item.name,
        // ChatKit's arguments are an object: anything else the workflow wrote goes as `{}`.
        arguments: isObject(args) ? args : {},
        ...opt('output', item.output === null ? null : parseJson(item.output)),
      };
    }
    case 'uikit.task':
      return { ...base, type: 'task', task: toChatKitTask(item, item.task_type) };
    case 'uikit.task_group': {
      const workflow: Omit<ChatKitWorkflow, 'expanded'> & { expanded?: boolean } = {
        type: item.group_type ?? 'custom',
        tasks: item.tasks.map(toChatKitGroupTask),
        ...opt(
          'summary',
          item.summary && 'title' in item.summary
            ? { title: item.summary.title, ...opt('icon', item.summary.icon) }
            : item.summary,
        ),
        // uikit's "absent: open while in progress" has no ChatKit spelling (its default is
        // closed): absent stays absent, so the kit keeps its own default.
        ...opt('expanded', item.expanded),
      };
      return { ...base, type: 'workflow', workflow: workflow as ChatKitWorkflow };
    }
    case 'uikit.generated_image':
      // `progress` belongs to `generated_image.updated` in ChatKit, not to the item: dropped.
      return {
        ...base,
        type: 'generated_image',
        ...opt('image', item.image ? { id: item.image.id, url: item.image.url } : null),
      };
    case 'uikit.structured_input':
      return { ...base, type: 'structured_input', status: item.status, inputs: item.inputs };
    default:
      return unmapped(item) as never;
  }
}

// ---- updates and events ---------------------------------------------------------------------

/** An increment of `thread.item.updated`; null when ChatKit has no way to say it. */
export function toChatKitUpdate(update: WorkflowItemUpdate): ChatKitItemUpdate | null {
  switch (update.type) {
    case 'assistant_message.content_part.added':
    case 'assistant_message.content_part.done': {
      const content = toChatKitOutputText(update.content);
      return content === null ? null : { ...update, content };
    }
    case 'assistant_message.content_part.text_delta':
      return { ...update };
    case 'assistant_message.content_part.annotation_added': {
      const annotation = toChatKitAnnotation(update.annotation);
      return annotation === null ? null : { ...update, annotation };
    }
    case 'widget.streaming_text.value_delta':
      return { ...update };
    case 'widget.root.updated':
      return { type: update.type, widget: parseJson(update.widget) as never };
    case 'widget.component.updated':
      return {
        type: update.type,
        component_id: update.component_id,
        component: parseJson(update.component) as never,
      };
    case 'task_group.task.added':
    case 'task_group.task.updated':
      return {
        type:
          update.type === 'task_group.task.added' ? 'workflow.task.added' : 'workflow.task.updated',
        task_index: update.task_index,
        task: toChatKitGroupTask(update.task),
      };
    case 'generated_image.updated':
      return { type: update.type, image: { ...update.image }, ...opt('progress', update.progress) };
    default:
      return unmapped(update);
  }
}

/**
 * One event of a workflow as ChatKit's, or null when it has none. `stream_options`,
 * `thread.created` and `thread.updated` never come from a workflow: the server sends them.
 */
export function toChatKitEvent(event: WorkflowEvent): ChatKitEvent | null {
  switch (event.type) {
    case 'thread.item.added':
    case 'thread.item.done':
    case 'thread.item.replaced':
      return { type: event.type, item: toChatKitItem(event.item) };
    case 'thread.item.updated': {
      const update = toChatKitUpdate(event.update);
      return update === null ? null : { type: event.type, item_id: event.item_id, update };
    }
    case 'thread.item.removed':
      return { ...event };
    case 'progress_update':
      // ChatKit names its icons (`IconName`); the workflow's name is passed on as it is.
      return { type: event.type, text: event.text, ...opt('icon', event.icon as IconName | null) };
    case 'client_effect':
      // ChatKit's effect data is an object; any other value the workflow sent goes as `{value}`.
      return {
        type: event.type,
        name: event.name,
        data: isObject(event.data) ? event.data : { ...opt('value', event.data) },
      };
    case 'notice':
      return {
        type: event.type,
        level: event.level,
        message: event.message,
        ...opt('title', event.title),
      };
    case 'error':
      // ChatKit shows a message only for its `custom` code; its other codes get the client's own
      // text. The workflow's code (`demo_failure`, say) has no place on ChatKit's wire.
      return event.message
        ? { type: 'error', code: 'custom', message: event.message, allow_retry: event.allow_retry }
        : { type: 'error', code: 'stream.error', allow_retry: event.allow_retry };
    default:
      return unmapped(event);
  }
}
