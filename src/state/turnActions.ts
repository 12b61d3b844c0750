import type { ThreadState } from './threadState';
import { turnEnd } from './turns';

/** Which actions show under an item: see {@link selectTurnActions}. */
export type TurnActions = 'none' | 'all' | 'without-retry';

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
