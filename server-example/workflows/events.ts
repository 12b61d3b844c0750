import type { Annotation, AssistantMessageItem, OutputText, UserMessageItem } from '../../src/wire';
import type { WorkflowContext, WorkflowEvent, WorkflowItem, WorkflowItemUpdate } from './workflow';

// Small builders so workflows read as what they send, not as JSON plumbing.

export const itemAdded = (item: WorkflowItem): WorkflowEvent => ({
  type: 'thread.item.added',
  item,
});
export const itemDone = (item: WorkflowItem): WorkflowEvent => ({ type: 'thread.item.done', item });
export const itemReplaced = (item: WorkflowItem): WorkflowEvent => ({
  type: 'thread.item.replaced',
  item,
});
export const itemUpdated = (itemId: string, update: WorkflowItemUpdate): WorkflowEvent => ({
  type: 'thread.item.updated',
  item_id: itemId,
  update,
});

/** The text the user typed (quoted text excluded), parts joined by blank lines. */
export function textOf(message: UserMessageItem): string {
  return message.content
    .flatMap((part) => (part.type === 'input_text' ? [part.text] : []))
    .join('\n\n');
}

/**
 * Tokens as a model would stream them: each word with the whitespace after it, so the deltas
 * concatenate back to the exact text (markdown tables and code blocks survive).
 */
export function tokenize(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

export interface StreamTextOptions {
  /** Pause between tokens; 0 sends them back to back. */
  tokenDelayMs?: number;
  /** Added after the text, in order (`assistant_message.content_part.annotation_added`). */
  annotations?: readonly Annotation[];
}

/**
 * Streams one assistant message token by token: `added`, the content part, its text deltas and
 * annotations, `content_part.done`, then `done` with the final item.
 */
export async function* streamAssistantMessage(
  context: WorkflowContext,
  text: string,
  options: StreamTextOptions = {},
): AsyncGenerator<WorkflowEvent, AssistantMessageItem, undefined> {
  const { tokenDelayMs = 0, annotations = [] } = options;
  const item = context.items.assistantMessage();
  yield itemAdded(item);
  const empty: OutputText = { type: 'output_text', text: '', annotations: [] };
  yield itemUpdated(item.id, {
    type: 'assistant_message.content_part.added',
    content_index: 0,
    content: empty,
  });
  for (const token of tokenize(text)) {
    if (tokenDelayMs > 0) await context.sleep(tokenDelayMs);
    if (context.signal.aborted) return item;
    yield itemUpdated(item.id, {
      type: 'assistant_message.content_part.text_delta',
      content_index: 0,
      delta: token,
    });
  }
  for (const [index, annotation] of annotations.entries()) {
    yield itemUpdated(item.id, {
      type: 'assistant_message.content_part.annotation_added',
      content_index: 0,
      annotation_index: index,
      annotation,
    });
  }
  const part: OutputText = { type: 'output_text', text, annotations: [...annotations] };
  yield itemUpdated(item.id, {
    type: 'assistant_message.content_part.done',
    content_index: 0,
    content: part,
  });
  const done: AssistantMessageItem = { ...item, content: [part] };
  yield itemDone(done);
  return done;
}
