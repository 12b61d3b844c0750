import { memo } from 'react';
import { selectNoticesAfter } from '../../../state/notices';
import { selectTurnActions } from '../../../state/turnActions';
import { TurnActionsContext } from '../../context/ItemActionsContext';
import { ReceivedItemView } from '../../items/ThreadItemView';
import { useIsItemStreaming, useThreadItem, useThreadState } from '../hooks/useChatState';
import { ThreadNotices } from './ThreadNotice';

/**
 * One row: subscribes to its own item, so a token re-renders this row alone. Store items were read
 * by the client already: rendered without another check. Notices that arrived right after the
 * item follow it in the row; an answer shows its turn's actions only when it ends the turn.
 */
export const ThreadRow = memo(function ThreadRow({ id }: { id: string }) {
  const item = useThreadItem(id);
  const streaming = useIsItemStreaming(id);
  const notices = useThreadState((state) => selectNoticesAfter(state, id));
  const actions = useThreadState((state) => selectTurnActions(state, id));
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
