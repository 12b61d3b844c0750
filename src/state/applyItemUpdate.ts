import type { ItemUpdate } from '../wire/events';
import type { AssistantContent, OutputText, ThreadItem } from '../wire/items';
import { appendWidgetText } from './widgetText';

const emptyPart = (): OutputText => ({ type: 'output_text', text: '', annotations: [] });

/** A copy of `content` long enough to hold `index`, padded with empty text parts. */
function padded(content: AssistantContent[], index: number): AssistantContent[] {
  const copy = content.slice();
  while (copy.length <= index) copy.push(emptyPart());
  return copy;
}

function withPart(
  content: AssistantContent[],
  index: number,
  update: (part: AssistantContent) => AssistantContent,
): AssistantContent[] {
  const current = content[index] ?? emptyPart();
  const next = update(current);
  if (next === current && index < content.length) return content;
  const copy = padded(content, index);
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
 * (wrong item type, an unknown kind) returns the item unchanged.
 */
export function applyItemUpdate(item: ThreadItem, update: ItemUpdate): ThreadItem {
  switch (update.type) {
    case 'assistant_message.content_part.added':
    case 'assistant_message.content_part.done': {
      if (item.type !== 'uikit.assistant_message') return item;
      return {
        ...item,
        content: withPart(item.content, update.content_index, () => update.content),
      };
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
