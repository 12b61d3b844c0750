import { describe, expect, it } from 'vitest';
import type { WorkflowItem } from '../workflows/workflow';
import * as fixtures from '../../test/fixtures/items';
import { toWidgetAction, toWorkflowItem } from './fromChatKit';
import { toChatKitEvent, toChatKitItem, toChatKitUpdate } from './toChatKit';

// The workflow's items, updates and events in ChatKit's words (the inverse of chatkit-dialect.md
// §5), checked two ways: what goes on ChatKit's wire, kind by kind, and that the kit's own ChatKit
// reader gets every item back as it was.

const EVERY_ITEM = [
  ...fixtures.everyItem,
  fixtures.webSearchTask,
  fixtures.reasoningGroup,
  fixtures.workflowGroup,
] as WorkflowItem[];

const at = '2025-11-13T02:13:20.000Z'; // fixtures.CREATED_AT
const base = { thread_id: fixtures.THREAD_ID };

describe('items', () => {
  it.each(EVERY_ITEM.map((item) => [item.type, item.id, item] as const))(
    '%s (%s) comes back as it was through the kit’s ChatKit reader',
    (_type, _id, item) => {
      const expected =
        item.type === 'uikit.task_group'
          ? {
              ...item,
              // ChatKit's workflow always has a type: absent is uikit's spelling of `custom`.
              group_type: item.group_type ?? 'custom',
              // A thought's content is required in ChatKit: no summary is said as "".
              tasks: item.tasks.map((task) =>
                task.type === 'thought' && task.summary === null ? { ...task, summary: '' } : task,
              ),
            }
          : item;
      expect(toWorkflowItem(toChatKitItem(item))).toEqual(expected);
    },
  );

  it('writes a user message as ChatKit does: quoted text as a field, tags with their data, attachments without their upload fields', () => {
    expect(toChatKitItem(fixtures.userMessage)).toEqual({
      ...base,
      id: 'itm_user_1',
      created_at: at,
      type: 'user_message',
      content: [{ type: 'input_text', text: 'What should I pack for four days in Lisbon in May?' }],
      quoted_text: 'Lisbon is hilly; bring good shoes.',
      attachments: [
        {
          id: 'file_photo',
          type: 'image',
          name: 'suitcase.png',
          mime_type: 'image/png',
          preview_url: 'https://files.example.com/suitcase.png?sig=abc',
        },
        { id: 'file_pdf', type: 'file', name: 'itinerary.pdf', mime_type: 'application/pdf' },
      ],
      inference_options: { model: 'gpt-large', tool_choice: { id: 'web_search' } },
    });
    const tagged = toChatKitItem({
      ...fixtures.userMessage,
      content: [{ type: 'input_tag', id: 'acct_9', text: 'Acme', data: { tier: '2' } }],
      attachments: fixtures.userMessage.attachments.slice(0, 1).map((image) => ({
        ...image,
        preview_url: null,
      })),
      inference_options: { model: null, tool_choice: null },
    });
    expect(tagged).toMatchObject({
      content: [
        { type: 'input_tag', id: 'acct_9', text: 'Acme', data: { tier: '2' }, interactive: false },
      ],
      // ChatKit's image attachment needs a preview URL: without one it is a file.
      attachments: [{ id: 'file_photo', type: 'file' }],
      inference_options: {},
    });
    expect(tagged).not.toHaveProperty('quoted_text');
  });

  it('wraps citations in ChatKit’s annotation envelope, each source with a title', () => {
    expect(toChatKitItem(fixtures.assistantMessage)).toMatchObject({
      type: 'assistant_message',
      content: [
        {
          type: 'output_text',
          annotations: [
            {
              type: 'annotation',
              source: { type: 'url', url: 'https://www.visitlisboa.com/en', title: 'Visit Lisboa' },
              index: 14,
            },
            {
              type: 'annotation',
              source: { type: 'file', filename: 'itinerary.pdf', title: 'itinerary.pdf' },
            },
          ],
        },
      ],
    });
  });

  it('drops what ChatKit has no field for: an answer’s incomplete mark, unknown content and annotations', () => {
    const stopped = toChatKitItem({
      ...fixtures.assistantMessage,
      status: 'incomplete',
      incomplete_details: { reason: 'stopped' },
      content: [
        {
          type: 'output_text',
          text: 'Half an answer',
          annotations: [{ type: 'unknown', original_type: 'video', raw: {} }],
        },
        { type: 'unknown', original_type: 'output_audio', raw: {} },
      ],
    });
    expect(stopped).toEqual({
      ...base,
      id: 'itm_assistant_1',
      created_at: '2025-11-13T02:13:21.000Z',
      type: 'assistant_message',
      content: [{ type: 'output_text', text: 'Half an answer', annotations: [] }],
    });
  });

  it('sends JSON text as JSON: a widget tree, tool arguments and output; a pending call is ChatKit’s `pending`', () => {
    expect(toChatKitItem(fixtures.widgetItem)).toMatchObject({
      type: 'widget',
      widget: { type: 'Card', id: 'card_trip' },
    });
    expect(toChatKitItem(fixtures.clientToolCall)).toEqual({
      ...base,
      id: 'itm_tool_1',
      created_at: '2025-11-13T02:13:23.000Z',
      type: 'client_tool_call',
      status: 'pending',
      call_id: 'call_1',
      name: 'get_page_info',
      arguments: { fields: ['title', 'url'] },
    });
    expect(
      toChatKitItem({ ...fixtures.clientToolCall, status: 'completed', output: '{"title":"x"}' }),
    ).toMatchObject({ status: 'completed', output: { title: 'x' } });
  });

  it('writes a task group as a workflow and a task item with ChatKit’s task fields', () => {
    expect(toChatKitItem(fixtures.taskGroup)).toMatchObject({
      type: 'workflow',
      workflow: {
        type: 'custom',
        tasks: [
          { type: 'custom', title: 'Check the weather', content: 'Mild, 22 °C' },
          { type: 'thought', title: 'Thinking about layers', content: '' },
        ],
      },
    });
    // Absent means "open while in progress" in uikit; ChatKit has no such value.
    expect(toChatKitItem(fixtures.taskGroup)).not.toHaveProperty('workflow.expanded');
    expect(toChatKitItem(fixtures.webSearchTask)).toMatchObject({
      type: 'task',
      task: {
        type: 'web_search',
        title: 'Searched the web',
        status_indicator: 'complete',
        queries: ['Lisbon weather May', 'Lisbon rain days May'],
        sources: [
          { type: 'url', url: 'https://www.ipma.pt/en/', title: 'IPMA: weather in Portugal' },
          { type: 'url', url: 'https://www.visitlisboa.com/en', title: 'Visit Lisboa' },
        ],
      },
    });
  });
});

describe('item updates', () => {
  it('renames the task group’s updates to the workflow’s and converts the task', () => {
    expect(
      toChatKitUpdate({
        type: 'task_group.task.added',
        task_index: 2,
        task: { heading: 'Draft', summary: null, type: 'custom', status_indicator: 'loading' },
      }),
    ).toEqual({
      type: 'workflow.task.added',
      task_index: 2,
      task: { type: 'custom', title: 'Draft', status_indicator: 'loading' },
    });
    expect(
      toChatKitUpdate({
        type: 'task_group.task.updated',
        task_index: 0,
        task: { heading: 'Draft', summary: 'Done.', type: 'thought' },
      }),
    ).toEqual({
      type: 'workflow.task.updated',
      task_index: 0,
      task: { type: 'thought', title: 'Draft', content: 'Done.' },
    });
  });

  it('parses a widget’s new tree and component; keeps text deltas as they are', () => {
    expect(
      toChatKitUpdate({ type: 'widget.root.updated', widget: '{"type":"Card","children":[]}' }),
    ).toEqual({ type: 'widget.root.updated', widget: { type: 'Card', children: [] } });
    expect(
      toChatKitUpdate({
        type: 'widget.component.updated',
        component_id: 'badge',
        component: '{"type":"Badge","id":"badge","label":"Booked"}',
      }),
    ).toEqual({
      type: 'widget.component.updated',
      component_id: 'badge',
      component: { type: 'Badge', id: 'badge', label: 'Booked' },
    });
    const delta = {
      type: 'widget.streaming_text.value_delta',
      component_id: 'hint',
      delta: 'Pick ',
      done: false,
    } as const;
    expect(toChatKitUpdate(delta)).toEqual(delta);
  });

  it('converts the content and annotations of an answer’s updates, dropping an unknown annotation', () => {
    expect(
      toChatKitUpdate({
        type: 'assistant_message.content_part.annotation_added',
        content_index: 0,
        annotation_index: 1,
        annotation: {
          type: 'url',
          source: { type: 'url', url: 'https://a.example/', title: null },
          index: null,
        },
      }),
    ).toEqual({
      type: 'assistant_message.content_part.annotation_added',
      content_index: 0,
      annotation_index: 1,
      annotation: {
        type: 'annotation',
        source: { type: 'url', url: 'https://a.example/', title: 'https://a.example/' },
      },
    });
    expect(
      toChatKitUpdate({
        type: 'assistant_message.content_part.annotation_added',
        content_index: 0,
        annotation_index: 0,
        annotation: { type: 'unknown', original_type: 'video', raw: {} },
      }),
    ).toBeNull();
    expect(
      toChatKitUpdate({
        type: 'assistant_message.content_part.done',
        content_index: 0,
        content: { type: 'output_text', text: 'Hi', annotations: [] },
      }),
    ).toEqual({
      type: 'assistant_message.content_part.done',
      content_index: 0,
      content: { type: 'output_text', text: 'Hi', annotations: [] },
    });
    expect(
      toChatKitUpdate({
        type: 'generated_image.updated',
        image: { id: 'img', url: 'https://img.example/1.png' },
        progress: 0.5,
      }),
    ).toEqual({
      type: 'generated_image.updated',
      image: { id: 'img', url: 'https://img.example/1.png' },
      progress: 0.5,
    });
  });
});

describe('events', () => {
  it('gives an error with a message ChatKit’s `custom` code, and one without its `stream.error`', () => {
    expect(
      toChatKitEvent({
        type: 'error',
        code: 'demo_failure',
        message: 'The demo failed on purpose.',
        allow_retry: true,
      }),
    ).toEqual({
      type: 'error',
      code: 'custom',
      message: 'The demo failed on purpose.',
      allow_retry: true,
    });
    expect(
      toChatKitEvent({ type: 'error', code: 'workflow_failed', message: null, allow_retry: false }),
    ).toEqual({ type: 'error', code: 'stream.error', allow_retry: false });
  });

  it('passes progress, notices, effects and removals on, leaving out what is null', () => {
    expect(toChatKitEvent({ type: 'progress_update', text: 'Reading…', icon: null })).toEqual({
      type: 'progress_update',
      text: 'Reading…',
    });
    expect(
      toChatKitEvent({ type: 'notice', level: 'warning', message: 'Careful', title: null }),
    ).toEqual({ type: 'notice', level: 'warning', message: 'Careful' });
    expect(
      toChatKitEvent({ type: 'client_effect', name: 'demo.booked', data: { tour: 'x' } }),
    ).toEqual({ type: 'client_effect', name: 'demo.booked', data: { tour: 'x' } });
    // ChatKit's effect data is an object.
    expect(toChatKitEvent({ type: 'client_effect', name: 'ping', data: 3 })).toEqual({
      type: 'client_effect',
      name: 'ping',
      data: { value: 3 },
    });
    expect(toChatKitEvent({ type: 'thread.item.removed', item_id: 'msg_1' })).toEqual({
      type: 'thread.item.removed',
      item_id: 'msg_1',
    });
  });

  it('converts the item of added, done and replaced, and the update of updated', () => {
    expect(toChatKitEvent({ type: 'thread.item.done', item: fixtures.taskItem })).toMatchObject({
      type: 'thread.item.done',
      item: { type: 'task', task: { type: 'custom', title: 'Searched the web' } },
    });
    expect(
      toChatKitEvent({
        type: 'thread.item.updated',
        item_id: 'wf',
        update: {
          type: 'task_group.task.added',
          task_index: 0,
          task: { heading: 'A', summary: null, type: 'custom' },
        },
      }),
    ).toEqual({
      type: 'thread.item.updated',
      item_id: 'wf',
      update: { type: 'workflow.task.added', task_index: 0, task: { type: 'custom', title: 'A' } },
    });
  });
});

describe('widget actions from ChatKit', () => {
  it('reads ChatKit’s action config, a payload that is not an object as {value}', () => {
    expect(toWidgetAction({ type: 'book', payload: { seat: 3 }, handler: 'server' })).toEqual({
      type: 'book',
      payload: { seat: 3 },
      handler: 'server',
    });
    expect(toWidgetAction({ type: 'pick', payload: 'blue' })).toEqual({
      type: 'pick',
      payload: { value: 'blue' },
    });
  });
});
