import type {
  ReceivedAssistantContent,
  ReceivedItemUpdate,
  ReceivedOutputText,
  ReceivedThreadItem,
} from '../wire/received';
import { appendWidgetText, replaceWidgetComponent } from './widgetText';

const emptyPart = (): ReceivedOutputText => ({ type: 'output_text', text: '', annotations: [] });

/**
 * How far past its last part an item's content may be padded (protocol section 6): an index
 * further out is ignored, so a huge index never allocates.
 */
export const MAX_CONTENT_PADDING = 64;

export interface ApplyItemUpdateOptions {
  /**
   * What a text delta or an annotation does to a content part the item lacks: `pad` the content
   * with empty text parts up to it (protocol section 6; how the local API stores what a workflow
   * streams, the default), or `ignore` it (section 10; how the kit's thread state reads a
   * service's stream: the later `content_part.done` or `thread.item.done` carries the truth).
   * `content_part.added` and `.done`, which carry the whole part, pad either way.
   */
  missingPart?: 'pad' | 'ignore';
}

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
 * `content` with the part at `index` changed; the same list when nothing changed, or when the item
 * lacks that part and `pad` is false (or the part is too far out to pad to).
 */
function withPart(
  content: ReceivedAssistantContent[],
  index: number,
  update: (part: ReceivedAssistantContent) => ReceivedAssistantContent,
  pad: boolean,
): ReceivedAssistantContent[] {
  const current = content[index];
  if (current === undefined && (!pad || index > content.length + MAX_CONTENT_PADDING))
    return content;
  const before = current ?? emptyPart();
  const next = update(before);
  if (next === before && current !== undefined) return content;
  const copy = content.slice();
  while (copy.length < index) copy.push(emptyPart());
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
 * (wrong item type, an unknown kind, a content index too far out or, with `missingPart: 'ignore'`,
 * one it lacks) returns the item unchanged.
 */
export function applyItemUpdate(
  item: ReceivedThreadItem,
  update: ReceivedItemUpdate,
  options: ApplyItemUpdateOptions = {},
): ReceivedThreadItem {
  const pad = options.missingPart !== 'ignore';
  switch (update.type) {
    case 'assistant_message.content_part.added':
    case 'assistant_message.content_part.done': {
      if (item.type !== 'uikit.assistant_message') return item;
      const content = withWholePart(item.content, update.content_index, update.content);
      return content === null ? item : { ...item, content };
    }
    case 'assistant_message.content_part.text_delta': {
      if (item.type !== 'uikit.assistant_message' || update.delta === '') return item;
      const content = withPart(
        item.content,
        update.content_index,
        (part) =>
          part.type === 'output_text' ? { ...part, text: part.text + update.delta } : part,
        pad,
      );
      return content === item.content ? item : { ...item, content: content };
    }
    case 'assistant_message.content_part.annotation_added': {
      if (item.type !== 'uikit.assistant_message') return item;
      const content = withPart(
        item.content,
        update.content_index,
        (part) =>
          part.type === 'output_text'
            ? {
                ...part,
                annotations: insertAt(part.annotations, update.annotation_index, update.annotation),
              }
            : part,
        pad,
      );
      return content === item.content ? item : { ...item, content: content };
    }
    case 'widget.root.updated': {
      if (item.type !== 'uikit.widget' || item.widget === update.widget) return item;
      return { ...item, widget: update.widget };
    }
    case 'widget.component.updated': {
      if (item.type !== 'uikit.widget') return item;
      const widget = replaceWidgetComponent(item.widget, update.component_id, update.component);
      return widget === item.widget ? item : { ...item, widget };
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
    case 'generated_image.updated': {
      if (item.type !== 'uikit.generated_image') return item;
      // The latest preview replaces the one before; its progress stays on the item for the
      // renderer (an update that does not say keeps the last one said).
      return {
        ...item,
        image: update.image,
        ...(update.progress === undefined ? {} : { progress: update.progress }),
      };
    }
    case 'unknown':
      return item;
  }
}
