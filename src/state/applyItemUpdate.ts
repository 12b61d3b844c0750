import type {
  ReceivedAssistantContent,
  ReceivedItemUpdate,
  ReceivedOutputText,
  ReceivedThreadItem,
} from '../wire/received';
import { appendWidgetText } from './widgetText';

const emptyPart = (): ReceivedOutputText => ({ type: 'output_text', text: '', annotations: [] });

/**
 * How far past its last part an item's content may be padded (protocol section 6) by a
 * `content_part.added` or `.done`, which carry the whole part: an index further out is ignored, so
 * a huge index never allocates.
 */
export const MAX_CONTENT_PADDING = 64;

/** `content` with `part` at `index`, padded with empty text parts; null when `index` is too far. */
function withWholePart(
  content: ReceivedAssistantContent[],
  index: number,
  part: ReceivedAssistantContent,
): ReceivedAssistantContent[] | null {
  if (index > content.length + MAX_CONTENT_PADDING) return null;
  const copy = content.slice();
  while (copy.length < index) copy.push(emptyPart());
  copy[index] = part;
  return copy;
}

/**
 * `content` with the part at `index` changed; the same list when the item lacks that part
 * (protocol section 10: the later `content_part.done` or `thread.item.done` carries the truth) or
 * nothing changed.
 */
function withPart(
  content: ReceivedAssistantContent[],
  index: number,
  update: (part: ReceivedAssistantContent) => ReceivedAssistantContent,
): ReceivedAssistantContent[] {
  const current = content[index];
  if (current === undefined) return content;
  const next = update(current);
  if (next === current) return content;
  const copy = content.slice();
  copy[index] = next;
  return copy;
}

function insertAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy.splice(Math.min(index, copy.length), 0, value);
  return copy;
}

/**
 * Applies one `thread.item.updated` increment to an item. An update that does not fit the item
 * (wrong item type, a content index it lacks, an unknown kind) returns the item unchanged.
 */
export function applyItemUpdate(
  item: ReceivedThreadItem,
  update: ReceivedItemUpdate,
): ReceivedThreadItem {
  switch (update.type) {
    case 'assistant_message.content_part.added':
    case 'assistant_message.content_part.done': {
      if (item.type !== 'uikit.assistant_message') return item;
      const content = withWholePart(item.content, update.content_index, update.content);
      return content === null ? item : { ...item, content };
    }
    case 'assistant_message.content_part.text_delta': {
      if (item.type !== 'uikit.assistant_message' || update.delta === '') return item;
      const content = withPart(item.content, update.content_index, (part) =>
        part.type === 'output_text' ? { ...part, text: part.text + update.delta } : part,
      );
      return content === item.content ? item : { ...item, content: content };
    }
    case 'assistant_message.content_part.annotation_added': {
      if (item.type !== 'uikit.assistant_message') return item;
      const content = withPart(item.content, update.content_index, (part) =>
        part.type === 'output_text'
          ? {
              ...part,
              annotations: insertAt(part.annotations, update.annotation_index, update.annotation),
            }
          : part,
      );
      return content === item.content ? item : { ...item, content: content };
    }
    case 'widget.root.updated': {
      if (item.type !== 'uikit.widget' || item.widget === update.widget) return item;
      return { ...item, widget: update.widget };
    }
    case 'widget.streaming_text.value_delta': {
      if (item.type !== 'uikit.widget') return item;
      const widget = appendWidgetText(item.widget, update.component_id, update.delta, update.done);
      return widget === item.widget ? item : { ...item, widget };
    }
    case 'task_group.task.added': {
      if (item.type !== 'uikit.task_group') return item;
      return { ...item, tasks: insertAt(item.tasks, update.task_index, update.task) };
    }
    case 'task_group.task.updated': {
      if (item.type !== 'uikit.task_group') return item;
      const tasks = item.tasks.slice();
      if (update.task_index < tasks.length) tasks[update.task_index] = update.task;
      else tasks.push(update.task);
      return { ...item, tasks };
    }
    case 'unknown':
      return item;
  }
}
