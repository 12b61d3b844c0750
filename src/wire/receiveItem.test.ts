import { describe, expect, it } from 'vitest';
import { DAMAGED_ID, itemDamage } from '../../test/fixtures/damage';
import { everyItem, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { ThreadItemSchema } from './items';
import { parseWire } from './parse';
import type { ReceivedThreadItem } from './received';
import { receiveThreadItem } from './receiveItem';

const context = { threadId: THREAD_ID };

/** The part fallbacks an item holds: content parts, attachments, annotations, tasks. */
function fallbacks(item: ReceivedThreadItem): number {
  const invalid = (list: readonly { type: string }[]) =>
    list.filter((entry) => entry.type === 'invalid').length;
  switch (item.type) {
    case 'uikit.user_message':
      return invalid(item.content) + invalid(item.attachments);
    case 'uikit.assistant_message':
      return (
        invalid(item.content) +
        item.content.reduce(
          (sum, part) => sum + (part.type === 'output_text' ? invalid(part.annotations) : 0),
          0,
        )
      );
    case 'uikit.task_group':
      return invalid(item.tasks);
    default:
      return 0;
  }
}

describe('receiveThreadItem', () => {
  it.each(everyItem.map((item) => [item.type, item] as const))(
    'gives a valid %s back as the strict parse does, with no problems',
    (_, item) => {
      const { item: received, problems } = receiveThreadItem(item, context);
      expect(received).toEqual(parseWire(ThreadItemSchema, item, 'item'));
      expect(problems).toEqual([]);
    },
  );

  it.each(itemDamage.map((damage) => [damage.name, damage] as const))(
    '%s',
    (_, { item, outcome, paths }) => {
      const { item: received, problems } = receiveThreadItem(item, context, 'data[4]');
      const reported = problems.map((problem) => problem.path);
      for (const path of paths) expect(reported).toContain(path ? `data[4].${path}` : 'data[4]');
      for (const problem of problems) expect(problem.message).not.toBe('');
      if (outcome.kind === 'left-out') {
        expect(received).toBeNull();
        return;
      }
      expect(received?.id).toBe(DAMAGED_ID);
      expect(received?.thread_id).toBe(THREAD_ID);
      expect(received?.object).toBe('uikit.thread_item');
      if (outcome.kind === 'invalid') {
        expect(received).toMatchObject({ type: 'invalid', raw: item });
        expect(received?.type === 'invalid' && received.problems).toEqual(problems);
        return;
      }
      expect(received?.type).not.toBe('invalid');
      expect(fallbacks(received as ReceivedThreadItem)).toBe(outcome.fallbacks);
    },
  );

  it('shows no time for a bad created_at and keeps a good one', () => {
    expect(receiveThreadItem({ ...userMessage, created_at: 'NaN' }, context).item?.created_at).toBe(
      null,
    );
    expect(receiveThreadItem({ ...userMessage, created_at: 0 }, context).item?.created_at).toBe(0);
  });

  it('leaves out an item with no thread_id when no thread is known', () => {
    const { thread_id: _, ...orphan } = userMessage;
    expect(receiveThreadItem(orphan, { threadId: null }).item).toBeNull();
    expect(receiveThreadItem(orphan, { threadId: 'thr_x' }).item?.thread_id).toBe('thr_x');
  });

  it('keeps an id of "__proto__" as an ordinary id', () => {
    const { item } = receiveThreadItem({ ...userMessage, id: '__proto__' }, context);
    expect(item?.id).toBe('__proto__');
  });

  it('carries the answer status and incomplete details through repair unchanged', () => {
    const { item } = receiveThreadItem(
      {
        ...everyItem[1],
        created_at: null,
        status: 'incomplete',
        incomplete_details: { reason: 'stopped' },
      },
      context,
    );
    expect(item).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'stopped' } });
  });

  it('gives what it received back unchanged when it reads it again (idempotent)', () => {
    for (const { item } of itemDamage) {
      const once = receiveThreadItem(item, context).item;
      if (once === null) continue;
      expect(receiveThreadItem(once, context).item, JSON.stringify(item)).toEqual(once);
    }
  });

  it('never throws, whatever the value', () => {
    const values: unknown[] = [
      undefined,
      Symbol.iterator,
      () => 1,
      new Date(),
      Object.create(null),
      { ...userMessage, content: [undefined] },
      { ...userMessage, attachments: [[]] },
    ];
    for (const value of values) expect(() => receiveThreadItem(value, context)).not.toThrow();
  });
});
