import { memo } from 'react';
import { ThreadItemView } from '../../items/ThreadItemView';
import { useIsItemStreaming, useThreadItem } from '../hooks/useChatState';

/** One row: subscribes to its own item, so a token re-renders this row alone. */
export const ThreadRow = memo(function ThreadRow({ id }: { id: string }) {
  const item = useThreadItem(id);
  const streaming = useIsItemStreaming(id);
  if (!item) return null;
  return (
    <div data-slot="thread-row" data-item-id={id}>
      <ThreadItemView item={item} streaming={streaming} />
    </div>
  );
});
