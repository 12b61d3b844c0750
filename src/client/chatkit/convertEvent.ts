// ChatKit stream events in uikit shape (chatkit-dialect.md §4, §5). Most keep their names; items,
// threads and item updates are converted, and events about hidden items are dropped. A value of an
// unexpected shape is handed on for the kit's event receiver to skip and report.
import { isRecord, type WireProblem } from '../../wire/problems';
import { toAnnotation, toAssistantPart, toJsonText } from './convertContent';
import { toUikitItem } from './convertItem';
import { toGroupTask } from './convertTasks';
import { toUikitThread } from './convertPage';

type JsonObject = Readonly<Record<string, unknown>>;

/** ChatKit calls the kit's task group a workflow. */
const TASK_UPDATES: Readonly<Record<string, string>> = {
  'workflow.task.added': 'task_group.task.added',
  'workflow.task.updated': 'task_group.task.updated',
};

/** A `thread.item.updated` update in uikit shape. */
export function toUikitUpdate(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.type !== 'string') return raw;
  const update: JsonObject = raw;
  switch (update.type) {
    case 'assistant_message.content_part.added':
    case 'assistant_message.content_part.done':
      return { ...update, content: toAssistantPart(update.content) };
    case 'assistant_message.content_part.annotation_added':
      return { ...update, annotation: toAnnotation(update.annotation) };
    case 'widget.root.updated':
      return { ...update, widget: toJsonText(update.widget) };
    case 'widget.component.updated':
      return { ...update, component: toJsonText(update.component) };
    case 'workflow.task.added':
    case 'workflow.task.updated':
      return {
        type: TASK_UPDATES[update.type],
        task_index: update.task_index,
        task: toGroupTask(update.task),
      };
    default:
      return update;
  }
}

/**
 * The uikit events one ChatKit event stands for: itself converted, or none (an event about an
 * item the kit never shows). Thread times that had to be repaired are added to `problems`.
 */
export function toUikitEvents(raw: unknown, problems: WireProblem[]): unknown[] {
  if (!isRecord(raw)) return [raw];
  switch (raw.type) {
    case 'thread.created':
    case 'thread.updated':
      return [{ type: raw.type, thread: toUikitThread(raw.thread, problems, 'thread') }];
    case 'thread.item.added':
    case 'thread.item.done':
    case 'thread.item.replaced': {
      const item = toUikitItem(raw.item);
      return item === null ? [] : [{ type: raw.type, item }];
    }
    case 'thread.item.updated':
      return [{ type: raw.type, item_id: raw.item_id, update: toUikitUpdate(raw.update) }];
    default:
      return [raw];
  }
}
