import type { ReceivedThreadItem } from '../wire/received';
import type { ThreadState } from './threadState';

// A turn is everything after a user message until the next one: the answers, widgets, tool calls
// and tasks that respond to it, however many streams that took (a client tool round trip is one
// turn). Its actions (copy, feedback, retry) show once, under its final answer (turnActions.ts).

/** Where the turn holding `index` ends (the index of the next user message, or the length). */
export function turnEnd(items: readonly ReceivedThreadItem[], index: number): number {
  let end = index + 1;
  while (end < items.length && items[end]?.type !== 'uikit.user_message') end += 1;
  return end;
}

/** The items of the turn `id` belongs to, its user message left out (empty for a user message). */
export function selectTurnItems(state: ThreadState, id: string): readonly ReceivedThreadItem[] {
  const index = state.itemIndex.get(id);
  if (index === undefined || state.items[index]?.type === 'uikit.user_message') return [];
  let start = index;
  while (start > 0 && state.items[start - 1]?.type !== 'uikit.user_message') start -= 1;
  return state.items.slice(start, turnEnd(state.items, index));
}
