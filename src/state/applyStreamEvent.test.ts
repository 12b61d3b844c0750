import { describe, expect, it } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  everyItem,
  generatedImage,
  structuredInput,
  taskGroup,
  taskItem,
  thread,
  THREAD_ID,
  userMessage,
  widgetItem,
} from '../../test/fixtures/items';
import { IMAGE_PREVIEW, IMAGE_ROUGH } from '../../test/fixtures/images';
import { recordedEvents } from '../../test/fixtures/recordedStream';
import { StreamEventSchema, type ItemUpdate, type StreamEvent } from '../wire/events';
import type { AssistantMessageItem, ThreadItem } from '../wire/items';
import type { ReceivedThreadItem } from '../wire/received';
import { parseWire } from '../wire/parse';
import { applyStreamEvent } from './applyStreamEvent';
import { mergeItemsPage } from './mergeItemsPage';
import { selectNoticesAfter } from './notices';
import { createThreadState, selectItem, type ThreadState } from './threadState';

/** A state holding every item type, as a thread loaded from the items list. */
function loaded(): ThreadState {
  return mergeItemsPage(createThreadState(thread), everyItem, 'replace');
}

const updated = (item_id: string, update: ItemUpdate): StreamEvent => ({
  type: 'thread.item.updated',
  item_id,
  update,
});

/** Ids, items and positions stay aligned whatever happens. */
function expectConsistent(state: ThreadState) {
  expect(state.items.map((item) => item.id)).toEqual(state.itemIds);
  expect([...state.itemIndex]).toEqual(state.itemIds.map((id, index) => [id, index]));
}

/** Asserts every item but `changed` is the very same object as before. */
function expectOthersIdentical(before: ThreadState, after: ThreadState, changed: string[]) {
  expectConsistent(after);
  for (const id of before.itemIds) {
    if (changed.includes(id)) continue;
    expect(selectItem(after, id), `item ${id} kept its identity`).toBe(selectItem(before, id));
  }
}

const emptyAssistant: AssistantMessageItem = { ...assistantMessage, id: 'itm_new', content: [] };

describe('applyStreamEvent: thread events', () => {
  it('thread.created sets the thread of a new chat', () => {
    const state = applyStreamEvent(createThreadState(), { type: 'thread.created', thread });
    expect(state.thread).toEqual(thread);
  });

  it('thread.updated brings the title and status, keeping items', () => {
    const before = loaded();
    const after = applyStreamEvent(before, {
      type: 'thread.updated',
      thread: { ...thread, title: 'Lisbon', status: { type: 'locked', reason: 'Resolved' } },
    });
    expect(after.thread?.title).toBe('Lisbon');
    expect(after.thread?.status).toEqual({ type: 'locked', reason: 'Resolved' });
    expect(after.items).toBe(before.items);
    expect(after.itemIds).toBe(before.itemIds);
  });

  it('returns the same state for an identical thread.updated', () => {
    const before = loaded();
    expect(applyStreamEvent(before, { type: 'thread.updated', thread: { ...thread } })).toBe(
      before,
    );
  });

  it('ignores an update for another thread', () => {
    const before = loaded();
    expect(
      applyStreamEvent(before, { type: 'thread.updated', thread: { ...thread, id: 'thr_other' } }),
    ).toBe(before);
  });
});

describe('applyStreamEvent: item lifecycle', () => {
  it.each(everyItem.map((item) => [item.type, item] as const))(
    'thread.item.added appends a streaming %s and leaves the others identical',
    (_, item) => {
      const before = loaded();
      const fresh = { ...item, id: `${item.id}_new` } as ThreadItem;
      const after = applyStreamEvent(before, { type: 'thread.item.added', item: fresh });
      expect(after.itemIds).toEqual([...before.itemIds, fresh.id]);
      expect(selectItem(after, fresh.id)).toBe(fresh);
      expect(after.streaming[fresh.id]).toBe(true);
      expectOthersIdentical(before, after, []);
    },
  );

  it.each(everyItem.map((item) => [item.type, item] as const))(
    'thread.item.done finalises a %s in place',
    (_, item) => {
      const added = applyStreamEvent(loaded(), {
        type: 'thread.item.added',
        item: { ...item, id: 'x' } as ThreadItem,
      });
      const done = applyStreamEvent(added, {
        type: 'thread.item.done',
        item: { ...item, id: 'x' } as ThreadItem,
      });
      expect(done.streaming).toEqual({});
      expect(done.itemIds).toBe(added.itemIds);
      // Equal data keeps the object: nothing re-renders.
      expect(selectItem(done, 'x')).toBe(selectItem(added, 'x'));
      expectOthersIdentical(added, done, []);
    },
  );

  it('thread.item.done may come without added', () => {
    const after = applyStreamEvent(createThreadState(thread), {
      type: 'thread.item.done',
      item: userMessage,
    });
    expect(after.itemIds).toEqual([userMessage.id]);
    expect(after.streaming).toEqual({});
  });

  it('thread.item.removed removes one item', () => {
    const before = loaded();
    const after = applyStreamEvent(before, { type: 'thread.item.removed', item_id: widgetItem.id });
    expect(after.itemIds).not.toContain(widgetItem.id);
    expect(selectItem(after, widgetItem.id)).toBeUndefined();
    expectOthersIdentical(before, after, [widgetItem.id]);
    expect(applyStreamEvent(after, { type: 'thread.item.removed', item_id: 'nope' })).toBe(after);
  });

  it('thread.item.replaced swaps an item in place', () => {
    const before = loaded();
    const replacement = {
      ...clientToolCall,
      status: 'completed' as const,
      output: '{"title":"Docs"}',
    };
    const after = applyStreamEvent(before, { type: 'thread.item.replaced', item: replacement });
    expect(after.itemIds).toBe(before.itemIds);
    expect(selectItem(after, clientToolCall.id)).toEqual(replacement);
    expectOthersIdentical(before, after, [clientToolCall.id]);
  });

  it('drops items of another thread', () => {
    const before = loaded();
    const stranger = { ...userMessage, id: 'itm_x', thread_id: 'thr_other' };
    expect(applyStreamEvent(before, { type: 'thread.item.added', item: stranger })).toBe(before);
  });

  it('keeps an unknown item type as an item', () => {
    const unknown: ThreadItem = {
      type: 'unknown',
      original_type: 'uikit.poll',
      raw: {},
      id: 'itm_poll',
      object: 'uikit.thread_item',
      created_at: 1,
      thread_id: THREAD_ID,
    };
    const after = applyStreamEvent(loaded(), { type: 'thread.item.done', item: unknown });
    expect(selectItem(after, 'itm_poll')).toBe(unknown);
  });
});

describe('applyStreamEvent: what a service gets wrong', () => {
  it('lets a duplicate thread.item.done replace the item in place', () => {
    let state = applyStreamEvent(loaded(), { type: 'thread.item.done', item: emptyAssistant });
    const order = state.itemIds;
    state = applyStreamEvent(state, {
      type: 'thread.item.done',
      item: {
        ...emptyAssistant,
        content: [{ type: 'output_text', text: 'final', annotations: [] }],
      },
    });
    expect(state.itemIds).toBe(order);
    expect(selectItem(state, 'itm_new')).toMatchObject({ content: [{ text: 'final' }] });
  });

  it('takes an item nested 10,000 levels deep twice without overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10_000; level += 1) deep = { next: deep };
    const poll = (): ReceivedThreadItem => ({
      type: 'unknown',
      original_type: 'uikit.poll',
      raw: { deep },
      id: 'itm_poll',
      object: 'uikit.thread_item',
      created_at: null,
      thread_id: THREAD_ID,
    });
    const added = applyStreamEvent(loaded(), { type: 'thread.item.added', item: poll() });
    expect(() => applyStreamEvent(added, { type: 'thread.item.done', item: poll() })).not.toThrow();
  });

  it('leaves a widget nested too deeply to write back alone when text streams into it', () => {
    let tree = '{"type":"Text","id":"t","value":"","streaming":true}';
    for (let level = 0; level < 10_000; level += 1) tree = `{"type":"Box","children":[${tree}]}`;
    const widget = `{"type":"Card","children":[${tree}]}`;
    const state = applyStreamEvent(loaded(), {
      type: 'thread.item.done',
      item: { ...widgetItem, widget },
    });
    const after = applyStreamEvent(
      state,
      updated(widgetItem.id, {
        type: 'widget.streaming_text.value_delta',
        component_id: 't',
        delta: 'x',
        done: false,
      }),
    );
    expect(after).toBe(state);
  });
});

describe('applyStreamEvent: assistant message updates', () => {
  const start = () =>
    applyStreamEvent(loaded(), { type: 'thread.item.added', item: emptyAssistant });
  /** An answer with its first (empty) part, as a service adds it before streaming text into it. */
  const withFirstPart = () =>
    applyStreamEvent(
      start(),
      updated('itm_new', {
        type: 'assistant_message.content_part.added',
        content_index: 0,
        content: { type: 'output_text', text: '', annotations: [] },
      }),
    );
  const text = (state: ThreadState, index = 0) => {
    const item = selectItem(state, 'itm_new') as AssistantMessageItem;
    const part = item.content[index];
    return part?.type === 'output_text' ? part.text : null;
  };

  it('content_part.added sets a part', () => {
    const after = applyStreamEvent(
      start(),
      updated('itm_new', {
        type: 'assistant_message.content_part.added',
        content_index: 0,
        content: { type: 'output_text', text: 'Hi', annotations: [] },
      }),
    );
    expect(text(after)).toBe('Hi');
  });

  it('text_delta appends text and touches only that item', () => {
    const before = withFirstPart();
    const a = applyStreamEvent(
      before,
      updated('itm_new', {
        type: 'assistant_message.content_part.text_delta',
        content_index: 0,
        delta: 'Olá ',
      }),
    );
    const b = applyStreamEvent(
      a,
      updated('itm_new', {
        type: 'assistant_message.content_part.text_delta',
        content_index: 0,
        delta: '👋',
      }),
    );
    expect(text(b)).toBe('Olá 👋');
    expectOthersIdentical(before, b, ['itm_new']);
    expect(b.itemIds).toBe(before.itemIds);
  });

  // Protocol sections 6 and 10, as the kit resolves them: this test used to pad for a text_delta
  // too. A whole part (added, done) may pad, within bounds; a delta or annotation for a part the
  // item lacks is ignored (the later done carries the truth).
  it('pads missing content indexes for a whole part, within bounds', () => {
    const after = applyStreamEvent(
      start(),
      updated('itm_new', {
        type: 'assistant_message.content_part.added',
        content_index: 2,
        content: { type: 'output_text', text: 'third', annotations: [] },
      }),
    );
    const item = selectItem(after, 'itm_new') as AssistantMessageItem;
    expect(item.content).toEqual([
      { type: 'output_text', text: '', annotations: [] },
      { type: 'output_text', text: '', annotations: [] },
      { type: 'output_text', text: 'third', annotations: [] },
    ]);
    const far = applyStreamEvent(
      start(),
      updated('itm_new', {
        type: 'assistant_message.content_part.done',
        content_index: 2 ** 31,
        content: { type: 'output_text', text: 'far', annotations: [] },
      }),
    );
    expect((selectItem(far, 'itm_new') as AssistantMessageItem).content).toEqual([]);
  });

  it('ignores a text delta or annotation for a content index the item lacks', () => {
    const before = withFirstPart();
    for (const update of [
      {
        type: 'assistant_message.content_part.text_delta' as const,
        content_index: 1,
        delta: 'lost',
      },
      {
        type: 'assistant_message.content_part.annotation_added' as const,
        content_index: 3,
        annotation_index: 0,
        annotation: {
          type: 'file' as const,
          source: { type: 'file' as const, filename: 'a' },
          index: null,
        },
      },
    ]) {
      expect(applyStreamEvent(before, updated('itm_new', update))).toBe(before);
    }
  });

  it('annotation_added adds url and file annotations in order', () => {
    let state = withFirstPart();
    state = applyStreamEvent(
      state,
      updated('itm_new', {
        type: 'assistant_message.content_part.annotation_added',
        content_index: 0,
        annotation_index: 0,
        annotation: {
          type: 'url',
          source: { type: 'url', url: 'https://a.example', title: null },
          index: null,
        },
      }),
    );
    state = applyStreamEvent(
      state,
      updated('itm_new', {
        type: 'assistant_message.content_part.annotation_added',
        content_index: 0,
        annotation_index: 1,
        annotation: { type: 'file', source: { type: 'file', filename: 'a.pdf' }, index: 3 },
      }),
    );
    const part = (selectItem(state, 'itm_new') as AssistantMessageItem).content[0];
    expect(part?.type === 'output_text' ? part.annotations.map((a) => a.type) : null).toEqual([
      'url',
      'file',
    ]);
  });

  it('content_part.done replaces the part with the final one', () => {
    let state = applyStreamEvent(
      start(),
      updated('itm_new', {
        type: 'assistant_message.content_part.text_delta',
        content_index: 0,
        delta: 'draf',
      }),
    );
    state = applyStreamEvent(
      state,
      updated('itm_new', {
        type: 'assistant_message.content_part.done',
        content_index: 0,
        content: { type: 'output_text', text: 'final', annotations: [] },
      }),
    );
    expect(text(state)).toBe('final');
  });

  it('keeps a content part of an unknown type, and sends no text into it', () => {
    const future = { type: 'unknown' as const, original_type: 'output_image', raw: { url: 'x' } };
    let state = applyStreamEvent(
      start(),
      updated('itm_new', {
        type: 'assistant_message.content_part.added',
        content_index: 0,
        content: future,
      }),
    );
    const withPart = state;
    state = applyStreamEvent(
      state,
      updated('itm_new', {
        type: 'assistant_message.content_part.text_delta',
        content_index: 0,
        delta: 'x',
      }),
    );
    expect(state).toBe(withPart);
    expect((selectItem(state, 'itm_new') as AssistantMessageItem).content).toEqual([future]);
  });

  it('ignores updates for unknown items, wrong item types and unknown kinds', () => {
    const before = start();
    expect(
      applyStreamEvent(
        before,
        updated('nope', {
          type: 'assistant_message.content_part.text_delta',
          content_index: 0,
          delta: 'x',
        }),
      ),
    ).toBe(before);
    expect(
      applyStreamEvent(
        before,
        updated(taskItem.id, {
          type: 'assistant_message.content_part.text_delta',
          content_index: 0,
          delta: 'x',
        }),
      ),
    ).toBe(before);
    expect(
      applyStreamEvent(
        before,
        updated('itm_new', { type: 'unknown', original_type: 'x.y', raw: {} }),
      ),
    ).toBe(before);
  });
});

describe('applyStreamEvent: widget updates', () => {
  it('widget.root.updated replaces the widget', () => {
    const before = loaded();
    const widget = JSON.stringify({ type: 'Card', children: [{ type: 'Text', value: 'Booked!' }] });
    const after = applyStreamEvent(
      before,
      updated(widgetItem.id, { type: 'widget.root.updated', widget }),
    );
    expect(selectItem(after, widgetItem.id)).toMatchObject({ widget });
    expectOthersIdentical(before, after, [widgetItem.id]);
  });

  it('widget.streaming_text.value_delta appends to the node with that component id', () => {
    let state = loaded();
    state = applyStreamEvent(
      state,
      updated(widgetItem.id, {
        type: 'widget.streaming_text.value_delta',
        component_id: 'txt_stream',
        delta: '…',
        done: false,
      }),
    );
    state = applyStreamEvent(
      state,
      updated(widgetItem.id, {
        type: 'widget.streaming_text.value_delta',
        component_id: 'txt_stream',
        delta: ' 3 found',
        done: true,
      }),
    );
    const tree = JSON.parse((selectItem(state, widgetItem.id) as typeof widgetItem).widget) as {
      children: { id?: string; value?: string; streaming?: boolean }[];
    };
    expect(tree.children.find((node) => node.id === 'txt_stream')).toMatchObject({
      value: 'Finding tables… 3 found',
      streaming: false,
    });
  });

  it('leaves the widget alone for an unknown component id or unusable JSON', () => {
    const before = loaded();
    expect(
      applyStreamEvent(
        before,
        updated(widgetItem.id, {
          type: 'widget.streaming_text.value_delta',
          component_id: 'nope',
          delta: 'x',
          done: false,
        }),
      ),
    ).toBe(before);
    const broken = applyStreamEvent(
      before,
      updated(widgetItem.id, { type: 'widget.root.updated', widget: '{oops' }),
    );
    expect(
      applyStreamEvent(
        broken,
        updated(widgetItem.id, {
          type: 'widget.streaming_text.value_delta',
          component_id: 'txt_stream',
          delta: 'x',
          done: false,
        }),
      ),
    ).toBe(broken);
  });
});

describe('applyStreamEvent: task group updates', () => {
  it('task.added inserts at the index and task.updated replaces it', () => {
    const before = loaded();
    const added = applyStreamEvent(
      before,
      updated(taskGroup.id, {
        type: 'task_group.task.added',
        task_index: 2,
        task: { heading: 'Book hotel', summary: null, type: 'custom' },
      }),
    );
    const group = () => selectItem(added, taskGroup.id) as typeof taskGroup;
    expect(group().tasks.map((t) => t.heading)).toEqual([
      'Check the weather',
      'Thinking about layers',
      'Book hotel',
    ]);
    expectOthersIdentical(before, added, [taskGroup.id]);

    const changed = applyStreamEvent(
      added,
      updated(taskGroup.id, {
        type: 'task_group.task.updated',
        task_index: 2,
        task: { heading: 'Book hotel', summary: 'Done: Hotel Alfama', type: 'custom' },
      }),
    );
    expect((selectItem(changed, taskGroup.id) as typeof taskGroup).tasks[2]?.summary).toBe(
      'Done: Hotel Alfama',
    );
    // The unchanged tasks inside the group are the same objects too.
    expect((selectItem(changed, taskGroup.id) as typeof taskGroup).tasks[0]).toBe(group().tasks[0]);
  });
});

describe('applyStreamEvent: transient events', () => {
  it('stream_options turns the stop control on', () => {
    const after = applyStreamEvent(loaded(), {
      type: 'stream_options',
      stream_options: { allow_cancel: true },
    });
    expect(after.response.allowCancel).toBe(true);
  });

  it('progress_update shows a status line until content arrives', () => {
    let state = applyStreamEvent(loaded(), {
      type: 'progress_update',
      text: 'Searching…',
      icon: 'search',
    });
    expect(state.response.progress).toEqual({ text: 'Searching…', icon: 'search' });
    state = applyStreamEvent(state, { type: 'thread.item.added', item: emptyAssistant });
    expect(state.response.progress).toBeNull();
  });

  it('notice adds a banner with a local id', () => {
    let state = applyStreamEvent(loaded(), {
      type: 'notice',
      level: 'warning',
      message: 'Careful',
      title: null,
    });
    state = applyStreamEvent(state, {
      type: 'notice',
      level: 'danger',
      message: 'Stop',
      title: 'Oops',
    });
    const last = loaded().itemIds.at(-1);
    expect(state.notices).toEqual([
      { id: 1, level: 'warning', message: 'Careful', title: null, afterItemId: last },
      { id: 2, level: 'danger', message: 'Stop', title: 'Oops', afterItemId: last },
    ]);
  });

  it('places a notice where it arrived: after the last item then, before the answer that follows', () => {
    const notice = { type: 'notice', level: 'info', message: 'Heads up', title: null } as const;
    let state = applyStreamEvent(createThreadState(thread), notice);
    state = applyStreamEvent(state, { type: 'thread.item.done', item: userMessage });
    state = applyStreamEvent(state, notice);
    state = applyStreamEvent(state, { type: 'thread.item.added', item: emptyAssistant });
    state = applyStreamEvent(state, notice);
    expect(state.notices.map((n) => n.afterItemId)).toEqual([null, userMessage.id, 'itm_new']);
    expect(selectNoticesAfter(state, null).map((n) => n.id)).toEqual([1]);
    expect(selectNoticesAfter(state, userMessage.id).map((n) => n.id)).toEqual([2]);
    expect(selectNoticesAfter(state, 'itm_new').map((n) => n.id)).toEqual([3]);
    // One array per row, the same until the notices change; rows without any share one.
    expect(selectNoticesAfter(state, userMessage.id)).toBe(
      selectNoticesAfter(state, userMessage.id),
    );
    expect(selectNoticesAfter(state, 'itm_other')).toBe(selectNoticesAfter(state, 'itm_else'));
  });

  it('moves the notices of a removed item up to the item before it', () => {
    const notice = { type: 'notice', level: 'info', message: 'Heads up', title: null } as const;
    let state = applyStreamEvent(createThreadState(thread), {
      type: 'thread.item.done',
      item: userMessage,
    });
    state = applyStreamEvent(state, { type: 'thread.item.added', item: emptyAssistant });
    state = applyStreamEvent(state, notice);
    state = applyStreamEvent(state, { type: 'thread.item.removed', item_id: 'itm_new' });
    expect(state.notices[0]?.afterItemId).toBe(userMessage.id);
    state = applyStreamEvent(state, { type: 'thread.item.removed', item_id: userMessage.id });
    expect(state.notices[0]?.afterItemId).toBeNull();
  });

  it('error records the failure and whether retry is allowed', () => {
    const after = applyStreamEvent(loaded(), {
      type: 'error',
      code: 'model_error',
      message: 'Failed',
      allow_retry: true,
    });
    expect(after.response.error).toEqual({
      code: 'model_error',
      message: 'Failed',
      allowRetry: true,
    });
  });

  it('client_effect and unknown events leave the state identical', () => {
    const before = loaded();
    expect(applyStreamEvent(before, { type: 'client_effect', name: 'confetti', data: null })).toBe(
      before,
    );
    expect(applyStreamEvent(before, { type: 'unknown', original_type: 'x', raw: {} })).toBe(before);
  });
});

describe('applyStreamEvent: a whole recorded answer', () => {
  it('ends with the stored items and the new title', () => {
    const events = recordedEvents.map((event) => parseWire(StreamEventSchema, event, 'event'));
    const state = events.reduce(
      (current, event) => applyStreamEvent(current, event),
      createThreadState(),
    );
    expect(state.thread?.title).toBe('Lisbon in May');
    expect(state.itemIds).toEqual(['itm_u', 'itm_a']);
    expect(state.streaming).toEqual({});
    const answer = selectItem(state, 'itm_a') as AssistantMessageItem;
    expect(answer.content[0]).toMatchObject({ text: 'Olá 👋 — 里斯本 is **lovely** in May.' });
    expect(state.notices).toHaveLength(1);
  });
});

describe('applyStreamEvent: ChatKit 1.6 items (protocol section 12)', () => {
  it('a generated image: placeholder, previews that sharpen, then the final image', () => {
    const before = loaded();
    const id = generatedImage.id;
    let state = applyStreamEvent(before, {
      type: 'thread.item.added',
      item: { ...generatedImage, image: null },
    });
    expect(selectItem(state, id)).toMatchObject({ image: null });
    expect(state.streaming[id]).toBe(true);
    for (const [url, progress] of [
      [IMAGE_ROUGH, 0.3],
      [IMAGE_PREVIEW, 0.7],
    ] as const) {
      state = applyStreamEvent(
        state,
        updated(id, {
          type: 'generated_image.updated',
          image: { id: 'img_lisbon', url },
          progress,
        }),
      );
      expect(selectItem(state, id)).toMatchObject({ image: { url }, progress });
    }
    expectOthersIdentical(before, state, [id]);
    const done = applyStreamEvent(state, { type: 'thread.item.done', item: generatedImage });
    expect(selectItem(done, id)).toEqual(generatedImage);
    expect(done.streaming).toEqual({});
  });

  it('an update for an image the thread does not hold changes nothing', () => {
    const before = loaded();
    const after = applyStreamEvent(
      before,
      updated('itm_elsewhere', {
        type: 'generated_image.updated',
        image: { id: 'img', url: IMAGE_ROUGH },
      }),
    );
    expect(after).toBe(before);
  });

  it('a structured input answered: thread.item.replaced puts the answers in its place', () => {
    const before = mergeItemsPage(loaded(), [structuredInput], 'newer');
    const answered = {
      ...structuredInput,
      status: 'answered' as const,
      inputs: structuredInput.inputs.map((input) => ({
        ...input,
        answer: {
          values: input.type === 'freeform' ? [] : ['Food'],
          skipped: input.type === 'freeform',
        },
      })),
    };
    const after = applyStreamEvent(before, { type: 'thread.item.replaced', item: answered });
    expect(after.itemIds).toBe(before.itemIds);
    expect(selectItem(after, structuredInput.id)).toEqual(answered);
    expectOthersIdentical(before, after, [structuredInput.id]);
  });

  it('keeps the thread allowed_image_domains of thread.updated', () => {
    const after = applyStreamEvent(loaded(), {
      type: 'thread.updated',
      thread: { ...thread, allowed_image_domains: ['img.example.com'] },
    });
    expect(after.thread?.allowed_image_domains).toEqual(['img.example.com']);
  });
});
