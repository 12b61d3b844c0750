import { memo, useMemo, useSyncExternalStore } from 'react';
import { selectNoticesAfter } from '../../../state/notices';
import { selectItem, type ThreadState } from '../../../state/threadState';
import { selectTurnActions } from '../../../state/turnActions';
import { TurnActionsContext } from '../../context/ItemActionsContext';
import { ReceivedItemView } from '../../items/ThreadItemView';
import type { Readable } from '../../../chat/readable';
import { useChat } from '../ChatContext';
import { ThreadNotices } from './ThreadNotice';

/** What a row shows of the thread state: its item, whether it streams, its notices and actions. */
interface RowState {
  readonly item: ThreadState['items'][number] | undefined;
  readonly streaming: boolean;
  readonly notices: ReturnType<typeof selectNoticesAfter>;
  readonly actions: ReturnType<typeof selectTurnActions>;
}

const sameRow = (a: RowState, b: RowState) =>
  a.item === b.item &&
  a.streaming === b.streaming &&
  a.notices === b.notices &&
  a.actions === b.actions;

/** Reads row `id`'s slice of `thread`: the same object while none of its parts changed. */
export function rowReader(thread: Readable<ThreadState>, id: string): () => RowState {
  let last: RowState | null = null;
  return () => {
    const state = thread.getState();
    const next: RowState = {
      item: selectItem(state, id),
      streaming: Object.hasOwn(state.streaming, id),
      notices: selectNoticesAfter(state, id),
      actions: selectTurnActions(state, id),
    };
    if (last === null || !sameRow(last, next)) last = next;
    return last;
  };
}

/**
 * A row's slice of the thread state, in one subscription. (Four hooks were four listeners a row,
 * each run on every change of the thread, a streamed token too, with their hooks' state and
 * effects in every row's memory.)
 */
function useRowState(id: string): RowState {
  const thread = useChat().runtime.state.thread;
  const read = useMemo(() => rowReader(thread, id), [thread, id]);
  return useSyncExternalStore(thread.subscribe, read, read);
}

/**
 * One row: subscribes to its own item, so a token re-renders this row alone. Store items were read
 * by the client already: rendered without another check. Notices that arrived right after the
 * item follow it in the row; an answer shows its turn's actions only when it ends the turn.
 */
export const ThreadRow = memo(function ThreadRow({ id }: { id: string }) {
  const { item, streaming, notices, actions } = useRowState(id);
  if (!item) return null;
  return (
    <div data-slot="thread-row" data-item-id={id}>
      <TurnActionsContext.Provider value={actions}>
        <ReceivedItemView item={item} streaming={streaming} />
      </TurnActionsContext.Provider>
      {notices.length > 0 && <ThreadNotices notices={notices} />}
    </div>
  );
});
