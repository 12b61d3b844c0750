import { memo } from 'react';
import { ReceivedItemView } from '../../items/ThreadItemView';
import { useIsItemStreaming, useThreadItem } from '../hooks/useChatState';

/**
 * One row: subscribes to its own item, so a token re-renders this row alone. Store items were read
 * by the client already: rendered without another check.
 */
export const ThreadRow = memo(function ThreadRow({ id }: { id: string }) {
  const item = useThreadItem(id);
  const streaming = useIsItemStreaming(id);
  if (!item) return null;
  return (
    <div data-slot="thread-row" data-item-id={id}>
      <ReceivedItemView item={item} streaming={streaming} />
    </div>
  );
});
