import { describe, expect, it } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  thread,
  userMessage,
  widgetItem,
} from '../../test/fixtures/items';
import type { ReceivedThreadItem } from '../wire/received';
import { createThreadState, type ThreadState } from './threadState';
import { threadReducer, type ThreadAction } from './threadReducer';
import { selectTurnActions } from './turnActions';
import { selectTurnItems } from './turns';

const question = (id: string): ReceivedThreadItem => ({ ...userMessage, id });
const answer = (id: string): ReceivedThreadItem => ({ ...assistantMessage, id });
const done = (item: ReceivedThreadItem): ThreadAction => ({
  type: 'stream.event',
  event: { type: 'thread.item.done', item },
});

function run(...actions: ThreadAction[]): ThreadState {
  return actions.reduce(threadReducer, createThreadState(thread));
}

/** Which items show actions, and how. */
const placement = (state: ThreadState) =>
  Object.fromEntries(
    state.itemIds.flatMap((id) => {
      const actions = selectTurnActions(state, id);
      return actions === 'none' ? [] : [[id, actions]];
    }),
  );

describe('turns', () => {
  it('puts the actions under the final answer of each turn, a tool round trip being one turn', () => {
    const state = run(
      done(question('q1')),
      done(answer('a1')),
      done(question('q2')),
      done(answer('a2-first')),
      done({ ...clientToolCall, id: 'tool', status: 'completed' }),
      done(answer('a2-final')),
      done({ ...widgetItem, id: 'w' }),
    );
    expect(placement(state)).toEqual({ a1: 'all', 'a2-final': 'all' });
    expect(selectTurnItems(state, 'a2-first').map((item) => item.id)).toEqual([
      'a2-first',
      'tool',
      'a2-final',
      'w',
    ]);
    expect(selectTurnItems(state, 'a1').map((item) => item.id)).toEqual(['a1']);
    expect(selectTurnItems(state, 'q2')).toEqual([]);
  });

  it('shows the last turn’s actions only once it is answered, and keeps them while the next message goes out', () => {
    let state = run(done(question('q1')), done(answer('a1')));
    // Sent: until the message arrives, the turn before keeps its actions.
    state = threadReducer(state, { type: 'response.started' });
    expect(placement(state)).toEqual({ a1: 'all' });
    state = threadReducer(state, done(question('q2')));
    state = threadReducer(state, done(answer('a2-first')));
    // The first answer of a round trip that goes on: no actions yet.
    expect(placement(state)).toEqual({ a1: 'all' });
    state = threadReducer(state, done(answer('a2-final')));
    state = threadReducer(state, { type: 'response.ended' });
    expect(placement(state)).toEqual({ a1: 'all', 'a2-final': 'all' });
    // A retry or a widget action goes on with the last turn: its actions wait for it.
    state = threadReducer(state, { type: 'response.started', continuesTurn: true });
    expect(placement(state)).toEqual({ a1: 'all' });
  });

  it('leaves retry to the error of a failed turn, and only that turn', () => {
    const state = run(
      done(question('q1')),
      done(answer('a1')),
      { type: 'response.started' },
      done(question('q2')),
      done(answer('a2')),
      {
        type: 'stream.event',
        event: { type: 'error', code: 'boom', message: null, allow_retry: true },
      },
      { type: 'response.ended' },
    );
    expect(placement(state)).toEqual({ a1: 'all', a2: 'without-retry' });
    // An error that allows no retry offers none of its own: the row keeps the answer's.
    const final = run(
      done(question('q1')),
      done(answer('a1')),
      { type: 'response.started' },
      {
        type: 'stream.event',
        event: { type: 'error', code: 'x', message: null, allow_retry: false },
      },
      { type: 'response.ended' },
    );
    expect(placement(final)).toEqual({ a1: 'all' });
  });
});
