import { describe, expect, it } from 'vitest';
import { DAMAGED_ID, itemDamage } from '../../test/fixtures/damage';
import { everyItem, thread, THREAD_ID } from '../../test/fixtures/items';
import { UikitParseError } from './errors';
import { receiveItemPage } from './receiveItemPage';
import { receiveSchemaPage } from './receivePage';
import { ThreadSchema } from './thread';

const page = (data: unknown[], more: Record<string, unknown> = {}) => ({
  object: 'list',
  data,
  first_id: null,
  last_id: 'cursor',
  has_more: true,
  ...more,
});

describe('receiveItemPage', () => {
  it('reads a valid page with no problems', () => {
    const { page: received, problems } = receiveItemPage(page(everyItem), { threadId: THREAD_ID });
    expect(received.data).toEqual(everyItem);
    expect(received).toMatchObject({ last_id: 'cursor', has_more: true });
    expect(problems).toEqual([]);
  });

  it('keeps every good item around each kind of damage, and reports it with its path', () => {
    for (const damage of itemDamage) {
      const { page: received, problems } = receiveItemPage(
        page([everyItem[0], damage.item, everyItem[5]]),
        { threadId: THREAD_ID },
      );
      const ids = received.data.map((item) => item.id);
      expect(ids[0], damage.name).toBe(everyItem[0]?.id);
      expect(ids.at(-1), damage.name).toBe(everyItem[5]?.id);
      expect(ids.length, damage.name).toBe(damage.outcome.kind === 'left-out' ? 2 : 3);
      expect(problems.length, damage.name).toBeGreaterThan(0);
      for (const problem of problems) {
        expect(problem.path.startsWith('data[1]'), damage.name).toBe(true);
        expect(problem).toMatchObject({
          subject: 'thread item list',
          outcome: damage.outcome.kind === 'left-out' ? 'skipped' : 'repaired',
        });
      }
      if (damage.outcome.kind !== 'left-out')
        expect(problems.every((problem) => problem.itemId === DAMAGED_ID)).toBe(true);
    }
  });

  it('refuses only an unreadable envelope, naming where', () => {
    const refusal = (json: unknown) => {
      try {
        receiveItemPage(json, { threadId: THREAD_ID });
      } catch (error) {
        expect(error).toBeInstanceOf(UikitParseError);
        return (error as UikitParseError).path;
      }
      throw new Error('accepted');
    };
    expect(refusal(null)).toBe('');
    expect(refusal(page([], { data: 'items' }))).toBe('data');
    expect(refusal(page([], { has_more: 'yes' }))).toBe('has_more');
  });
});

describe('receiveSchemaPage', () => {
  it('leaves out a bad thread of the history list and keeps the rest', () => {
    const { page: received, problems } = receiveSchemaPage(
      page([thread, { ...thread, id: 5 }, { ...thread, id: 'thr_2' }]),
      'thread list',
      ThreadSchema,
    );
    expect(received.data.map((entry) => entry.id)).toEqual([thread.id, 'thr_2']);
    expect(problems).toEqual([
      expect.objectContaining({ path: 'data[1].id', outcome: 'skipped', subject: 'thread list' }),
    ]);
  });
});
