import type { ReceivedThreadItem } from '../wire/received';
import type { ThreadState } from './threadState';

// A turn is everything after a user message until the next one: the answers, widgets, tool calls
// and tasks that respond to it, however many streams that took (a client tool round trip is one
// turn). Its actions (copy, feedback, retry) show once, under its final answer.

/** Which actions show under an item: see {@link selectTurnActions}. */
export type TurnActions = 'none' | 'all' | 'without-retry';

/** Where the turn holding `index` ends (the index of the next user message, or the length). */
function turnEnd(items: readonly ReceivedThreadItem[], index: number): number {
  let end = index + 1;
  while (end < items.length && items[end]?.type !== 'uikit.user_message') end += 1;
  return end;
}

/**
 * The actions under the item `id`: `none` unless it is the final answer of its turn and the turn
 * is not still being answered; `without-retry` when the turn failed and the chat offers its retry
 * with the error instead (one retry control, not two). A primitive, so a row re-renders only when
 * its own answer changes.
 */
export function selectTurnActions(state: ThreadState, id: string): TurnActions {
  const index = state.itemIndex.get(id);
  if (index === undefined || state.items[index]?.type !== 'uikit.assistant_message') return 'none';
  const end = turnEnd(state.items, index);
  for (let later = index + 1; later < end; later += 1)
    if (state.items[later]?.type === 'uikit.assistant_message') return 'none';
  if (end < state.items.length) return 'all';
  const { response } = state;
  if (response.status === 'streaming' && response.turnOpen) return 'none';
  if (response.status === 'idle' && response.error?.allowRetry === true) return 'without-retry';
  return 'all';
}

/** The items of the turn `id` belongs to, its user message left out (empty for a user message). */
export function selectTurnItems(state: ThreadState, id: string): readonly ReceivedThreadItem[] {
  const index = state.itemIndex.get(id);
  if (index === undefined || state.items[index]?.type === 'uikit.user_message') return [];
  let start = index;
  while (start > 0 && state.items[start - 1]?.type !== 'uikit.user_message') start -= 1;
  return state.items.slice(start, turnEnd(state.items, index));
}
