import { describe, expect, it } from 'vitest';
import type { AssistantMessageItem, WidgetItem } from '../../src/wire';
import { AnswerSnapshot } from './answerSnapshot';

const message = (id: string, text?: string): AssistantMessageItem => ({
  id,
  object: 'uikit.thread_item',
  created_at: 1,
  thread_id: 'thr_1',
  type: 'uikit.assistant_message',
  content: text === undefined ? [] : [{ type: 'output_text', text, annotations: [] }],
});

const widget: WidgetItem = {
  id: 'wgt_old',
  object: 'uikit.thread_item',
  created_at: 1,
  thread_id: 'thr_1',
  type: 'uikit.widget',
  widget: '{"type":"Card","children":[]}',
};

const delta = (itemId: string, text: string, contentIndex = 0) =>
  ({
    type: 'thread.item.updated',
    item_id: itemId,
    update: {
      type: 'assistant_message.content_part.text_delta',
      content_index: contentIndex,
      delta: text,
    },
  }) as const;

describe('AnswerSnapshot', () => {
  it('gives each item touched, in the order first touched: removed, final, or so far', () => {
    const snapshot = new AnswerSnapshot(() => undefined);
    snapshot.apply({ type: 'thread.item.removed', item_id: 'msg_old' });
    snapshot.apply({ type: 'thread.item.done', item: message('msg_user', 'hi') });
    snapshot.apply({ type: 'thread.item.added', item: message('msg_a') });
    snapshot.apply({ type: 'thread.item.added', item: message('msg_b') });
    snapshot.apply(delta('msg_a', 'Hel'));
    snapshot.apply(delta('msg_b', 'other'));
    snapshot.apply(delta('msg_a', 'lo'));
    snapshot.apply({ type: 'thread.item.done', item: message('msg_b', 'final b') });
    snapshot.apply({ type: 'progress_update', text: 'working', icon: null });
    expect(snapshot.events()).toEqual([
      { type: 'thread.item.removed', item_id: 'msg_old' },
      { type: 'thread.item.done', item: message('msg_user', 'hi') },
      { type: 'thread.item.added', item: message('msg_a', 'Hello') },
      { type: 'thread.item.done', item: message('msg_b', 'final b') },
    ]);
  });

  it('pads a missing content part, as the run stores it', () => {
    const snapshot = new AnswerSnapshot(() => undefined);
    snapshot.apply({ type: 'thread.item.added', item: message('msg_a') });
    snapshot.apply(delta('msg_a', 'second', 1));
    expect(snapshot.events()).toEqual([
      {
        type: 'thread.item.added',
        item: {
          ...message('msg_a'),
          content: [
            { type: 'output_text', text: '', annotations: [] },
            { type: 'output_text', text: 'second', annotations: [] },
          ],
        },
      },
    ]);
  });

  it('takes an older item the answer updates as stored (the update already in it)', () => {
    const pressed = { ...widget, widget: '{"type":"Card","children":[{"type":"Text"}]}' };
    const snapshot = new AnswerSnapshot((id) => (id === widget.id ? pressed : undefined));
    snapshot.apply({
      type: 'thread.item.updated',
      item_id: widget.id,
      update: { type: 'widget.root.updated', widget: pressed.widget },
    });
    snapshot.apply(delta('msg_gone', 'ignored'));
    expect(snapshot.events()).toEqual([{ type: 'thread.item.done', item: pressed }]);
  });

  it('starts from the items a run left open before a client tool call', () => {
    const snapshot = new AnswerSnapshot(() => undefined);
    snapshot.seedOpen([message('msg_open', 'so far')]);
    snapshot.apply(delta('msg_open', ', and on'));
    expect(snapshot.events()).toEqual([
      { type: 'thread.item.added', item: message('msg_open', 'so far, and on') },
    ]);
  });
});
