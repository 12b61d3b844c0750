import type { Clock } from '../clock';
import { unixSeconds } from '../clock';
import { newId } from '../ids';
import type { ItemFactory } from './workflow';

/** Item prefixes, as the hosted API's ids read: `msg_`, `wgt_`, `tsk_`, ... */
export const ITEM_ID_PREFIX = {
  message: 'msg',
  widget: 'wgt',
  task: 'tsk',
  taskGroup: 'tgp',
  clientToolCall: 'ctc',
  structuredInput: 'sti',
  generatedImage: 'img',
} as const;

export function itemBase(threadId: string, prefix: string, clock: Clock) {
  return {
    id: newId(prefix),
    object: 'uikit.thread_item' as const,
    created_at: unixSeconds(clock),
    thread_id: threadId,
  };
}

export function createItemFactory(threadId: string, clock: Clock): ItemFactory {
  return {
    assistantMessage: () => ({
      ...itemBase(threadId, ITEM_ID_PREFIX.message, clock),
      type: 'uikit.assistant_message',
      content: [],
    }),
    widget: (root) => ({
      ...itemBase(threadId, ITEM_ID_PREFIX.widget, clock),
      type: 'uikit.widget',
      widget: JSON.stringify(root),
    }),
    task: ({ heading = null, summary = null, type = 'custom' }) => ({
      ...itemBase(threadId, ITEM_ID_PREFIX.task, clock),
      type: 'uikit.task',
      heading,
      summary,
      task_type: type,
    }),
    taskGroup: (tasks = []) => ({
      ...itemBase(threadId, ITEM_ID_PREFIX.taskGroup, clock),
      type: 'uikit.task_group',
      tasks,
    }),
    structuredInput: (inputs) => ({
      ...itemBase(threadId, ITEM_ID_PREFIX.structuredInput, clock),
      type: 'uikit.structured_input',
      status: 'pending',
      inputs,
    }),
    generatedImage: () => ({
      ...itemBase(threadId, ITEM_ID_PREFIX.generatedImage, clock),
      type: 'uikit.generated_image',
      image: null,
    }),
  };
}
