// One ChatKit thread item in uikit shape (chatkit-dialect.md §5, protocol section 12): the type
// gains its `uikit.` prefix, the ISO time becomes Unix seconds, and each type's fields take the
// kit's names and encodings. The result is plain JSON for the kit's receivers, which check it as
// they check any service's items; an unknown type stays an (unknown) item, and the server-only
// types never reach the kit.
import { isRecord } from '../../wire/problems';
import {
  present,
  toAssistantPart,
  toAttachments,
  toInferenceOptions,
  toJsonText,
  toUserContent,
} from './convertContent';
import { taskItemFields, workflowFields } from './convertTasks';
import { toUnixSeconds } from './isoTime';

type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Items a ChatKit server keeps for itself (`hidden_context_item`, `sdk_hidden_context`) or uses as a
 * marker (`end_of_turn`): the kit never shows them. Servers filter them from pages and `done`
 * events, but not everywhere (added and replaced events, the Node SDK's pages).
 */
const HIDDEN_TYPES: ReadonlySet<unknown> = new Set([
  'hidden_context_item',
  'sdk_hidden_context',
  'end_of_turn',
]);

/** Whether a ChatKit item is one the kit never shows. */
export function isHiddenItem(raw: unknown): boolean {
  return isRecord(raw) && HIDDEN_TYPES.has(raw.type);
}

const toolStatus = (status: unknown) =>
  status === undefined || status === null || status === 'pending'
    ? 'in_progress'
    : status === 'completed'
      ? 'completed'
      : status;

/** Each known type's own fields, in uikit shape. */
const FIELDS: Readonly<Record<string, (item: JsonObject) => Record<string, unknown>>> = {
  user_message: (item) => ({
    content: toUserContent(item.content, item.quoted_text),
    attachments: toAttachments(item.attachments),
    inference_options: toInferenceOptions(item.inference_options),
  }),
  assistant_message: (item) => ({
    content: Array.isArray(item.content) ? item.content.map(toAssistantPart) : item.content,
  }),
  client_tool_call: (item) => ({
    name: item.name,
    call_id: item.call_id,
    // An object on ChatKit's wire, JSON text on the kit's; `{}` when absent, as ChatKit's default.
    arguments: toJsonText(item.arguments ?? {}),
    output: item.output === undefined || item.output === null ? null : JSON.stringify(item.output),
    status: toolStatus(item.status),
  }),
  widget: (item) =>
    present({ widget: toJsonText(item.widget), copy_text: item.copy_text ?? undefined }),
  task: (item) => taskItemFields(item.task),
  workflow: (item) => workflowFields(item.workflow),
  generated_image: (item) => ({ image: item.image ?? null }),
  structured_input: (item) => ({ status: item.status, inputs: item.inputs }),
};

/** ChatKit names a workflow what the kit calls a task group. */
const RENAMED: Readonly<Record<string, string>> = { workflow: 'task_group' };

/**
 * A ChatKit thread item as uikit JSON, or null for an item the kit never shows. A value that is not
 * an object, or has no type, is handed on as it is: the receivers leave it out and say why.
 */
export function toUikitItem(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.type !== 'string') return raw;
  if (HIDDEN_TYPES.has(raw.type)) return null;
  const { type } = raw;
  // An item already in the kit's shape (a server that speaks both) is left alone.
  if (type.startsWith('uikit.')) return raw;
  const createdAt = toUnixSeconds(raw.created_at);
  const base = {
    id: raw.id,
    object: 'uikit.thread_item',
    thread_id: raw.thread_id,
    // Unreadable, it stays as it came, so the receivers report it and show no time.
    created_at: createdAt ?? raw.created_at,
  };
  const fields = Object.hasOwn(FIELDS, type) ? FIELDS[type] : undefined;
  if (fields === undefined) return { ...raw, ...base, type: `uikit.${type}` };
  return { ...base, type: `uikit.${RENAMED[type] ?? type}`, ...fields(raw) };
}
