import { describe, expect, it } from 'vitest';
import { chatkitEvents } from '../../../test/fixtures/chatkit/fixtures';
import type { WireProblem } from '../../wire/problems';
import { receiveStreamEvent } from '../../wire/receiveEvent';
import { toUikitEvents, toUikitUpdate } from './convertEvent';

const THREAD = 'thr_4f1e2d3c';
const convert = (raw: unknown) => {
  const problems: WireProblem[] = [];
  return { events: toUikitEvents(raw, problems), problems };
};
const convertAll = (name: string) => chatkitEvents(name).flatMap((raw) => convert(raw).events);

describe('ChatKit events in uikit shape', () => {
  it('an answer: every event reads as the kit reads the uikit dialect, in the same order', () => {
    const events = convertAll('create-thread.sse');
    const read = events.map((event) => receiveStreamEvent(event, { threadId: THREAD }));
    expect(read.every((result) => result.ok && result.problems.length === 0)).toBe(true);
    expect(read.map((result) => (result.ok ? result.event.type : null))).toEqual([
      'thread.created',
      'thread.item.done',
      'stream_options',
      'progress_update',
      'thread.item.added',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.done',
      'thread.updated',
    ]);
    expect(events[0]).toEqual({
      type: 'thread.created',
      thread: {
        id: THREAD,
        object: 'uikit.thread',
        created_at: Date.UTC(2026, 4, 19, 5, 0, 4) / 1000,
        status: { type: 'active' },
        title: null,
        user: '',
      },
    });
    expect(events[8]).toMatchObject({
      update: {
        type: 'assistant_message.content_part.annotation_added',
        annotation: { type: 'url', source: { url: 'https://visit.example/lisbon' } },
      },
    });
    expect(events.at(-1)).toMatchObject({ thread: { title: 'Lisbon trip' } });
  });

  it('widget updates carry JSON text; transient events pass as they are', () => {
    const events = convertAll('custom-action.sse');
    expect(events[1]).toMatchObject({ update: { type: 'widget.root.updated' } });
    const root = (events[1] as { update: { widget: string } }).update.widget;
    expect(JSON.parse(root)).toMatchObject({ type: 'Card' });
    expect(events[3]).toEqual({
      type: 'thread.item.updated',
      item_id: 'msg_4d5e6f7a',
      update: {
        type: 'widget.component.updated',
        component_id: 'status',
        component: '{"type":"Text","id":"status","value":"Cancelled"}',
      },
    });
    expect(events.slice(4, 6)).toEqual(chatkitEvents('custom-action.sse').slice(4, 6));
    for (const event of events)
      expect(receiveStreamEvent(event, { threadId: THREAD })).toMatchObject({ ok: true });
  });

  it('workflow task updates are task group updates; hidden items and end_of_turn vanish', () => {
    const events = convertAll('items-1.6.sse');
    expect(events.map((event) => (event as { type: string }).type)).toEqual([
      'stream_options',
      'thread.item.added',
      'thread.item.updated',
      'thread.item.updated',
      'thread.item.done',
      'thread.item.added',
      'thread.item.updated',
      'thread.item.done',
      'thread.item.done',
    ]);
    expect(events[2]).toEqual({
      type: 'thread.item.updated',
      item_id: 'wf_ee000001',
      update: {
        type: 'task_group.task.added',
        task_index: 0,
        task: {
          type: 'thought',
          heading: null,
          summary: 'Looking at the numbers',
          status_indicator: 'loading',
        },
      },
    });
    expect(events[4]).toMatchObject({
      item: { type: 'uikit.task_group', group_type: 'reasoning', summary: { duration: 4 } },
    });
    expect(events[6]).toEqual({
      type: 'thread.item.updated',
      item_id: 'msg_ee000002',
      update: {
        type: 'generated_image.updated',
        image: { id: 'img_9', url: 'https://img.example.com/partial-1.png' },
        progress: 0.5,
      },
    });
    expect(events[8]).toMatchObject({ item: { type: 'uikit.structured_input' } });
  });

  it('an error keeps its code, message and allow_retry; a coded one has no message', () => {
    const [error] = convert({ type: 'error', code: 'stream.error', allow_retry: true }).events;
    expect(receiveStreamEvent(error, { threadId: THREAD })).toMatchObject({
      ok: true,
      event: { type: 'error', code: 'stream.error', message: null, allow_retry: true },
    });
    const custom = chatkitEvents('custom-error.sse')[2];
    expect(convert(custom).events).toEqual([custom]);
  });

  it('hands on what it cannot convert, for the receiver to skip and report', () => {
    for (const raw of [42, null, 'text', [1], { item: {} }])
      expect(convert(raw).events).toEqual([raw]);
    const [odd] = convert({ type: 'thread.item.done', item: 'x' }).events;
    expect(receiveStreamEvent(odd, { threadId: THREAD }).ok).toBe(false);
  });

  it('reports a thread time it had to repair', () => {
    const { events, problems } = convert({
      type: 'thread.updated',
      thread: { id: 't', created_at: 'later', status: { type: 'active' } },
    });
    expect(events).toMatchObject([{ thread: { created_at: 0 } }]);
    expect(problems).toEqual([expect.objectContaining({ path: 'thread.created_at' })]);
  });

  it('converts each kind of item update, and leaves unknown ones', () => {
    expect(
      toUikitUpdate({
        type: 'assistant_message.content_part.done',
        content_index: 0,
        content: { type: 'output_text', text: 'x' },
      }),
    ).toEqual({
      type: 'assistant_message.content_part.done',
      content_index: 0,
      content: { type: 'output_text', text: 'x', annotations: [] },
    });
    expect(toUikitUpdate({ type: 'workflow.task.updated', task_index: 2, task: 'x' })).toEqual({
      type: 'task_group.task.updated',
      task_index: 2,
      task: 'x',
    });
    const unknown = { type: 'hologram.updated', beam: 1 };
    expect(toUikitUpdate(unknown)).toBe(unknown);
    expect(toUikitUpdate(null)).toBeNull();
  });
});
