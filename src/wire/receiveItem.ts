import * as v from 'valibot';
import { AttachmentSchema } from './attachments';
import { GeneratedImageItemSchema, GeneratedImageSchema } from './generatedImage';
import {
  AnnotationSchema,
  AssistantContentSchema,
  AssistantMessageItemSchema,
  GroupTaskSchema,
  InferenceOptionsSchema,
  TaskGroupItemSchema,
  TaskItemSchema,
  TaskSourceSchema,
  TaskTypeSchema,
  ThreadItemSchema,
  UserContentSchema,
  WidgetItemSchema,
} from './items';
import { INVALID_TYPE } from './openUnion';
import { childPath, isRecord, kindOf, problemsOf, type WireProblem } from './problems';
import type {
  InvalidThreadItem,
  InvalidVariant,
  ReceivedAssistantContent,
  ReceivedGroupTask,
  ReceivedTask,
  ReceivedThreadItem,
  ReceivedTimestamp,
} from './received';
import { StructuredInputSchema, StructuredInputStatusSchema } from './structuredInput';

// Protocol section 10, for items: a valid item passes one strict parse (the common, cheap path);
// anything else is repaired field by field. An item that is not an object, or has no usable `id` or
// `type`, is left out; a known item whose required content cannot be read becomes one `invalid`
// item; a bad part, attachment, annotation or task becomes an `invalid` fallback for itself alone.

/** Where data comes from, to fill in what an item lacks. */
export interface ReceiveContext {
  /** The thread being read: a missing or malformed `thread_id` is taken from it. */
  readonly threadId: string | null;
}

export interface ReceivedItemResult {
  /** The item as the kit holds it; null when it cannot be an item and is left out. */
  readonly item: ReceivedThreadItem | null;
  /** Everything repaired or set aside, with paths under the given one; empty for a valid item. */
  readonly problems: readonly WireProblem[];
}

function isProblemList(value: unknown): value is WireProblem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (problem) =>
        isRecord(problem) &&
        typeof problem.path === 'string' &&
        typeof problem.message === 'string',
    )
  );
}

/** Whether a value is already a fallback made by repair (receiving is idempotent). */
function isInvalidVariant(value: unknown): value is InvalidVariant {
  return (
    isRecord(value) &&
    value.type === INVALID_TYPE &&
    (typeof value.original_type === 'string' || value.original_type === null) &&
    'raw' in value &&
    isProblemList(value.problems)
  );
}

function fallback(raw: unknown, problems: readonly WireProblem[]): InvalidVariant {
  return {
    type: INVALID_TYPE,
    original_type: isRecord(raw) && typeof raw.type === 'string' ? raw.type : null,
    raw,
    problems,
  };
}

/**
 * One entry of a list inside an item (a content part, attachment, annotation, task): the entry as
 * `schema` parses it, else an `invalid` fallback for it alone.
 */
function receiveEntry<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: unknown,
  path: string,
  problems: WireProblem[],
): v.InferOutput<TSchema> | InvalidVariant {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  if (isInvalidVariant(raw)) return raw;
  const found = problemsOf(path, result.issues);
  problems.push(...found);
  return fallback(raw, found);
}

/** A list of entries, each received alone; a value that is not a list is `null`. */
function receiveEntries<T>(
  raw: unknown,
  path: string,
  receive: (entry: unknown, entryPath: string) => T,
): T[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map((entry: unknown, index) => receive(entry, childPath(path, index)));
}

function receiveAnnotations(raw: unknown, path: string, problems: WireProblem[]) {
  if (raw === undefined) return [];
  const annotations = receiveEntries(raw, path, (entry, entryPath) =>
    receiveEntry(AnnotationSchema, entry, entryPath, problems),
  );
  if (annotations === null) {
    problems.push({ path, message: `Expected a list of annotations, got ${kindOf(raw)}` });
    return [];
  }
  return annotations;
}

/**
 * An assistant content part: an `output_text` with readable text keeps it, and a bad annotation
 * becomes a fallback for that annotation alone; any other bad part becomes a fallback.
 */
export function receiveAssistantPart(
  raw: unknown,
  path: string,
  problems: WireProblem[],
): ReceivedAssistantContent {
  const result = v.safeParse(AssistantContentSchema, raw);
  if (result.success) return result.output;
  if (isInvalidVariant(raw)) return raw;
  if (isRecord(raw) && raw.type === 'output_text' && typeof raw.text === 'string') {
    return {
      type: 'output_text',
      text: raw.text,
      annotations: receiveAnnotations(raw.annotations, childPath(path, 'annotations'), problems),
    };
  }
  const found = problemsOf(path, result.issues);
  problems.push(...found);
  return fallback(raw, found);
}

/** A `thread.item.updated` annotation: the value, or a fallback for it alone. */
export function receiveAnnotation(raw: unknown, path: string, problems: WireProblem[]) {
  return receiveEntry(AnnotationSchema, raw, path, problems);
}

/** The details of a task (protocol section 12) as a task item or a group's task holds them. */
type TaskDetails = Pick<ReceivedTask, 'status_indicator' | 'icon' | 'queries' | 'sources'>;

// The progress mark is lenient, as it always was: a value this version does not know is dropped.
const TaskHintsSchema = v.object({ status_indicator: TaskItemSchema.entries.status_indicator });

/**
 * A task's optional details, each repaired alone: an icon that is not a string and queries that
 * are not a list are dropped, a query that is not a string is left out, and a bad source becomes a
 * fallback for that source; each is reported.
 */
function receiveTaskDetails(
  record: Readonly<Record<string, unknown>>,
  path: string,
  problems: WireProblem[],
): TaskDetails {
  const details: TaskDetails = {};
  const { status_indicator: status } = v.parse(TaskHintsSchema, record);
  if (status !== undefined) details.status_indicator = status;
  const { icon, queries, sources } = record;
  if (typeof icon === 'string' || icon === null) details.icon = icon;
  else if (icon !== undefined)
    problems.push({
      path: childPath(path, 'icon'),
      message: `Expected an icon name, got ${kindOf(icon)}`,
    });
  if (Array.isArray(queries)) {
    details.queries = queries.filter((query: unknown, index): query is string => {
      if (typeof query === 'string') return true;
      problems.push({
        path: childPath(childPath(path, 'queries'), index),
        message: `Expected a string, got ${kindOf(query)}`,
      });
      return false;
    });
  } else if (queries !== undefined) {
    problems.push({
      path: childPath(path, 'queries'),
      message: `Expected a list of queries, got ${kindOf(queries)}`,
    });
  }
  const received = receiveEntries(sources, childPath(path, 'sources'), (entry, entryPath) =>
    receiveEntry(TaskSourceSchema, entry, entryPath, problems),
  );
  if (received !== null) details.sources = received;
  else if (sources !== undefined)
    problems.push({
      path: childPath(path, 'sources'),
      message: `Expected a list of sources, got ${kindOf(sources)}`,
    });
  return details;
}

// What a group's task must have to be shown as itself; its details are repaired one by one.
const GroupTaskCoreSchema = v.object({
  heading: GroupTaskSchema.entries.heading,
  summary: GroupTaskSchema.entries.summary,
  type: GroupTaskSchema.entries.type,
});

/**
 * A task of a task group (in the item or a `task_group.task.*` update): the task, its details
 * repaired one by one, or a fallback for it alone when its type, heading or summary is bad.
 */
export function receiveGroupTask(
  raw: unknown,
  path: string,
  problems: WireProblem[],
): ReceivedGroupTask {
  const strict = v.safeParse(GroupTaskSchema, raw);
  if (strict.success) return strict.output;
  if (isInvalidVariant(raw)) return raw;
  const core = v.safeParse(GroupTaskCoreSchema, raw);
  if (!core.success || !isRecord(raw)) {
    const found = core.success
      ? [{ path, message: `Expected a task object, got ${kindOf(raw)}` }]
      : problemsOf(path, core.issues);
    problems.push(...found);
    return fallback(raw, found);
  }
  return { ...core.output, ...receiveTaskDetails(raw, path, problems) };
}

const ITEM_OBJECT = 'uikit.thread_item';

interface ItemBase {
  readonly id: string;
  readonly object: typeof ITEM_OBJECT;
  readonly thread_id: string;
  readonly created_at: ReceivedTimestamp;
}

/** Reads one field of an item, recording a problem (under the item's path) when it is repaired. */
class ItemReader {
  constructor(
    readonly record: Readonly<Record<string, unknown>>,
    readonly path: string,
    readonly problems: WireProblem[],
  ) {}

  at(key: string): string {
    return childPath(this.path, key);
  }

  report(key: string, message: string): void {
    this.problems.push({ path: this.at(key), message });
  }

  /** A required string; undefined (and a problem) when it is not one. */
  string(key: string): string | undefined {
    const value = this.record[key];
    if (typeof value === 'string') return value;
    this.report(key, `Expected a string, got ${kindOf(value)}`);
    return undefined;
  }

  /** An optional, nullable string: null when absent; null (and a problem) when malformed. */
  optionalString(key: string): string | null {
    const value = this.record[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    this.report(key, `Expected a string or null, got ${kindOf(value)}`);
    return null;
  }

  /** The list at `key`, each entry received alone; null (and a problem) when it is not a list. */
  list<T>(key: string, receive: (entry: unknown, path: string) => T): T[] | null {
    const entries = receiveEntries(this.record[key], this.at(key), receive);
    if (entries === null) this.report(key, `Expected a list, got ${kindOf(this.record[key])}`);
    return entries;
  }

  /**
   * An optional field as `{ [key]: value }` when it is there and `schema` reads it, else `{}` (and a
   * problem when it is there but unreadable): spread into the item, so absent stays absent.
   */
  optional<const K extends string, TSchema extends v.GenericSchema>(
    key: K,
    schema: TSchema,
  ): Partial<Record<K, v.InferOutput<TSchema>>> {
    const value = this.record[key];
    if (value === undefined) return {};
    const result = v.safeParse(schema, value);
    if (result.success)
      return { [key]: result.output } as Partial<Record<K, v.InferOutput<TSchema>>>;
    this.problems.push(...problemsOf(this.at(key), result.issues));
    return {};
  }

  /** A field parsed with `schema`; `fallback` (and a problem unless absent) when it fails. */
  parsed<TSchema extends v.GenericSchema>(
    key: string,
    schema: TSchema,
    fallbackValue: v.InferOutput<TSchema>,
  ): v.InferOutput<TSchema> {
    const value = this.record[key];
    if (value === undefined) return fallbackValue;
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    this.problems.push(...problemsOf(this.at(key), result.issues));
    return fallbackValue;
  }
}

function readBase(
  reader: ItemReader,
  id: string,
  context: ReceiveContext,
): ItemBase | { missingThread: true } {
  const { record } = reader;
  if (record.object !== ITEM_OBJECT)
    reader.report('object', `Expected "${ITEM_OBJECT}", got ${kindOf(record.object)}`);
  let createdAt: ReceivedTimestamp = null;
  if (typeof record.created_at === 'number' && Number.isFinite(record.created_at))
    createdAt = record.created_at;
  else reader.report('created_at', `Expected a timestamp, got ${kindOf(record.created_at)}`);
  let threadId: string | null = null;
  if (typeof record.thread_id === 'string' && record.thread_id !== '') threadId = record.thread_id;
  else {
    reader.report('thread_id', `Expected a thread id, got ${kindOf(record.thread_id)}`);
    threadId = context.threadId;
  }
  if (threadId === null) return { missingThread: true };
  return { id, object: ITEM_OBJECT, thread_id: threadId, created_at: createdAt };
}

type KnownReader = (reader: ItemReader, base: ItemBase) => ReceivedThreadItem | null;

// The assistant message's optional hints are lenient: a value this version does not know is dropped.
const AssistantHintsSchema = v.object({
  status: AssistantMessageItemSchema.entries.status,
  incomplete_details: AssistantMessageItemSchema.entries.incomplete_details,
});
const ToolStatusSchema = v.picklist(['in_progress', 'completed']);
const GeneratedImageHintsSchema = v.object({
  progress: GeneratedImageItemSchema.entries.progress,
});

/** Each known item type's repair; null means its required content cannot be read. */
const KNOWN: Readonly<Record<string, KnownReader>> = {
  'uikit.user_message': (reader, base) => {
    const content = reader.list('content', (entry, path) =>
      receiveEntry(UserContentSchema, entry, path, reader.problems),
    );
    if (content === null) return null;
    // Optional: absent or unreadable, the message has none.
    const attachments =
      reader.record.attachments === undefined
        ? []
        : (reader.list('attachments', (entry, path) =>
            receiveEntry(AttachmentSchema, entry, path, reader.problems),
          ) ?? []);
    return {
      ...base,
      type: 'uikit.user_message',
      content,
      attachments,
      inference_options: reader.parsed('inference_options', InferenceOptionsSchema, {
        model: null,
        tool_choice: null,
      }),
    };
  },
  'uikit.assistant_message': (reader, base) => {
    const content = reader.list('content', (entry, path) =>
      receiveAssistantPart(entry, path, reader.problems),
    );
    if (content === null) return null;
    const hints = v.parse(AssistantHintsSchema, reader.record);
    return {
      ...base,
      type: 'uikit.assistant_message',
      content,
      ...(hints.status === undefined ? {} : { status: hints.status }),
      ...(hints.incomplete_details === undefined
        ? {}
        : { incomplete_details: hints.incomplete_details }),
    };
  },
  'uikit.widget': (reader, base) => {
    const widget = reader.string('widget');
    if (widget === undefined) return null;
    // Optional: unreadable, the copy action copies nothing of this widget.
    return {
      ...base,
      type: 'uikit.widget',
      widget,
      ...reader.optional('copy_text', WidgetItemSchema.entries.copy_text),
    };
  },
  'uikit.client_tool_call': (reader, base) => {
    const name = reader.string('name');
    const callId = reader.string('call_id');
    const args = reader.string('arguments');
    const status = v.safeParse(ToolStatusSchema, reader.record.status);
    if (!status.success) reader.problems.push(...problemsOf(reader.at('status'), status.issues));
    if (name === undefined || callId === undefined || args === undefined || !status.success)
      return null;
    return {
      ...base,
      type: 'uikit.client_tool_call',
      name,
      call_id: callId,
      arguments: args,
      output: reader.optionalString('output'),
      status: status.output,
    };
  },
  'uikit.task': (reader, base) => {
    const taskType = v.safeParse(TaskTypeSchema, reader.record.task_type);
    if (!taskType.success) {
      reader.problems.push(...problemsOf(reader.at('task_type'), taskType.issues));
      return null;
    }
    return {
      ...base,
      type: 'uikit.task',
      heading: reader.optionalString('heading'),
      summary: reader.optionalString('summary'),
      task_type: taskType.output,
      ...receiveTaskDetails(reader.record, reader.path, reader.problems),
    };
  },
  'uikit.task_group': (reader, base) => {
    const tasks = reader.list('tasks', (entry, path) =>
      receiveGroupTask(entry, path, reader.problems),
    );
    if (tasks === null) return null;
    // Presentation only: what cannot be read is dropped (a custom group, no summary, open while
    // in progress), and reported.
    const { group_type, summary, expanded } = TaskGroupItemSchema.entries;
    return {
      ...base,
      type: 'uikit.task_group',
      tasks,
      ...reader.optional('group_type', group_type),
      ...reader.optional('summary', summary),
      ...reader.optional('expanded', expanded),
    };
  },
  'uikit.generated_image': (reader, base) => {
    // No image yet, or one that cannot be read: the item shows as a placeholder, then a note.
    const image = reader.parsed('image', v.nullable(GeneratedImageSchema), null);
    const { progress } = v.parse(GeneratedImageHintsSchema, reader.record);
    return {
      ...base,
      type: 'uikit.generated_image',
      image,
      ...(progress === undefined ? {} : { progress }),
    };
  },
  'uikit.structured_input': (reader, base) => {
    const status = v.safeParse(StructuredInputStatusSchema, reader.record.status);
    if (!status.success) reader.problems.push(...problemsOf(reader.at('status'), status.issues));
    const inputs = reader.list('inputs', (entry, path) =>
      receiveEntry(StructuredInputSchema, entry, path, reader.problems),
    );
    // Without a status, whether it may still be answered is unknown: never offered as a form.
    if (!status.success || inputs === null) return null;
    return { ...base, type: 'uikit.structured_input', status: status.output, inputs };
  },
};

/** Whether an item is already an `invalid` item made by repair (receiving is idempotent). */
function isInvalidItem(record: Readonly<Record<string, unknown>>): boolean {
  return (
    record.type === INVALID_TYPE &&
    typeof record.original_type === 'string' &&
    isRecord(record.raw) &&
    isProblemList(record.problems)
  );
}

/**
 * Reads one thread item from untrusted data (protocol section 10). Valid items come back as the
 * strict parse gives them; others are repaired field by field, turned into one `invalid` item when
 * their required content cannot be read, or left out (`item: null`) when they cannot be an item:
 * not an object, or no usable `id`, `type` or thread. Never throws.
 *
 * @example
 * const { item, problems } = receiveThreadItem(json.data[3], { threadId }, 'data[3]');
 */
export function receiveThreadItem(
  raw: unknown,
  context: ReceiveContext,
  path = '',
): ReceivedItemResult {
  const strict = v.safeParse(ThreadItemSchema, raw);
  if (strict.success) return { item: strict.output, problems: [] };

  const problems: WireProblem[] = [];
  if (!isRecord(raw)) {
    return {
      item: null,
      problems: [{ path, message: `Expected an item object, got ${kindOf(raw)}` }],
    };
  }
  const reader = new ItemReader(raw, path, problems);
  const { id, type } = raw;
  if (typeof id !== 'string' || id === '') reader.report('id', `No usable id: ${kindOf(id)}`);
  if (typeof type !== 'string' || type === '')
    reader.report('type', `No usable type: ${kindOf(type)}`);
  if (typeof id !== 'string' || id === '' || typeof type !== 'string' || type === '')
    return { item: null, problems };

  const base = readBase(reader, id, context);
  if ('missingThread' in base) return { item: null, problems };

  if (type === INVALID_TYPE && isInvalidItem(raw)) {
    const received = raw as unknown as InvalidThreadItem;
    return { item: { ...received, ...base }, problems };
  }
  const known = Object.hasOwn(KNOWN, type) ? KNOWN[type] : undefined;
  if (known === undefined) {
    const alreadyUnknown =
      type === 'unknown' && typeof raw.original_type === 'string' && isRecord(raw.raw);
    return {
      item: {
        ...base,
        type: 'unknown',
        original_type: alreadyUnknown ? (raw.original_type as string) : type,
        raw: alreadyUnknown ? (raw.raw as Record<string, unknown>) : raw,
      },
      problems,
    };
  }
  const item = known(reader, base);
  if (item !== null) return { item, problems };
  const invalid: InvalidThreadItem = {
    ...base,
    type: INVALID_TYPE,
    original_type: type,
    raw,
    problems: [...problems],
  };
  return { item: invalid, problems };
}
