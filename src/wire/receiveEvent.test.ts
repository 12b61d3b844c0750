import { describe, expect, it } from 'vitest';
import { eventDamage } from '../../test/fixtures/damage';
import { THREAD_ID, userMessage } from '../../test/fixtures/items';
import { recordedEvents } from '../../test/fixtures/recordedStream';
import { StreamEventSchema } from './events';
import { parseWire } from './parse';
import { receiveStreamEvent } from './receiveEvent';

const context = { threadId: THREAD_ID };

describe('receiveStreamEvent', () => {
  it('gives every event of the recorded answer back as the strict parse does', () => {
    for (const event of recordedEvents) {
      expect(receiveStreamEvent(event, context)).toEqual({
        ok: true,
        event: parseWire(StreamEventSchema, event, 'event'),
        problems: [],
      });
    }
  });

  it.each(eventDamage.filter((damage) => damage.name !== 'data that is not JSON'))(
    '$name: $outcome',
    ({ data, outcome, path }) => {
      const result = receiveStreamEvent(JSON.parse(data), context);
      expect(result.ok).toBe(outcome === 'repaired');
      expect(result.problems.map((problem) => problem.path)).toContain(path);
    },
  );

  it('repairs the item of an item event from the stream context', () => {
    const { thread_id: _, ...item } = userMessage;
    const result = receiveStreamEvent({ type: 'thread.item.done', item }, context);
    expect(result).toMatchObject({
      ok: true,
      event: { type: 'thread.item.done', item: { id: userMessage.id, thread_id: THREAD_ID } },
      problems: [{ path: 'item.thread_id' }],
    });
  });

  it('turns a bad added part into a fallback for that part', () => {
    const result = receiveStreamEvent(
      {
        type: 'thread.item.updated',
        item_id: 'a',
        update: { type: 'assistant_message.content_part.added', content_index: 0, content: 7 },
      },
      context,
    );
    expect(result).toMatchObject({
      ok: true,
      event: { update: { content_index: 0, content: { type: 'invalid', raw: 7 } } },
    });
  });

  it('keeps unknown event and update types, and reads the reserved type "invalid" as unknown', () => {
    expect(receiveStreamEvent({ type: 'invalid', x: 1 }, context)).toMatchObject({
      ok: true,
      event: { type: 'unknown', original_type: 'invalid' },
    });
    expect(
      receiveStreamEvent(
        { type: 'thread.item.updated', item_id: 'a', update: { type: 'invalid' } },
        context,
      ),
    ).toMatchObject({ ok: true, event: { update: { type: 'unknown', original_type: 'invalid' } } });
  });

  it('reads an event nested 10,000 levels deep without recursing into it', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10_000; level += 1) deep = { next: deep };
    const effect = receiveStreamEvent({ type: 'client_effect', name: 'x', data: deep }, context);
    expect(effect).toMatchObject({ ok: true, event: { type: 'client_effect' } });
    const poll = receiveStreamEvent(
      { type: 'thread.item.done', item: { ...userMessage, type: 'uikit.poll', deep } },
      context,
    );
    expect(poll).toMatchObject({ ok: true, event: { item: { type: 'unknown' } } });
    const bad = receiveStreamEvent({ type: 'notice', level: deep, message: 'x' }, context);
    expect(bad.ok).toBe(false);
  });
});
