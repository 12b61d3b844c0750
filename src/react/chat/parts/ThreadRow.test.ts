import { describe, expect, it } from 'vitest';
import { assistantMessage, thread, userMessage } from '../../../../test/fixtures/items';
import { createReadable } from '../../../chat/readable';
import {
  createThreadState,
  withItemOrder,
  type Notice,
  type ThreadState,
} from '../../../state/threadState';
import type { ReceivedThreadItem } from '../../../wire/received';
import { rowReader } from './ThreadRow';

const question = { ...userMessage, id: 'itm_q' } as ReceivedThreadItem;
const answer = { ...assistantMessage, id: 'itm_a' } as ReceivedThreadItem;
const notice: Notice = {
  id: 1,
  level: 'info',
  message: 'Heads up',
  title: null,
  afterItemId: 'itm_a',
};

function store() {
  return createReadable<ThreadState>(withItemOrder(createThreadState(thread), [question, answer]));
}

describe("a row's slice of the thread state", () => {
  it('is the same object while nothing of the row changed, another row streaming included', () => {
    const thread = store();
    const read = rowReader(thread, 'itm_q');
    const first = read();
    expect(first.item).toBe(question);
    expect(first.streaming).toBe(false);
    // Another item streams, and the answer's tokens change the state again and again.
    thread.set({ ...thread.getState(), streaming: { itm_a: true } });
    expect(read()).toBe(first);
    thread.set({ ...thread.getState(), notices: [] });
    expect(read()).toBe(first);
  });

  it('is a new one when its item, its streaming, its notices or its actions change', () => {
    const thread = store();
    const read = rowReader(thread, 'itm_a');
    const first = read();
    expect(first.actions).toBe('all');
    const edited = { ...answer } as ReceivedThreadItem;
    thread.set(withItemOrder(thread.getState(), [question, edited]));
    const second = read();
    expect(second).not.toBe(first);
    expect(second.item).toBe(edited);
    thread.set({ ...thread.getState(), streaming: { itm_a: true } });
    expect(read().streaming).toBe(true);
    // The answer no longer ends its turn once a later answer follows it.
    const later = { ...answer, id: 'itm_b' } as ReceivedThreadItem;
    thread.set(withItemOrder({ ...thread.getState(), streaming: {} }, [question, edited, later]));
    expect(read().actions).toBe('none');
    thread.set({ ...thread.getState(), notices: [notice] });
    expect(read().notices).toEqual([notice]);
  });
});
