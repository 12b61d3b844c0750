import { useMemo, type ReactNode } from 'react';
import { EntityContext, type EntityHandlers } from '../../../context/EntityContext';
import { useChat } from '../../ChatContext';

/**
 * Gives the thread's tags and entity sources the host's `entities.onClick` and
 * `onRequestPreview`, read when they run; new only when one comes or goes. Part of the thread's
 * lazily loaded code: a chat that shows no thread yet loads none of it.
 */
export function EntityProvider({ children }: { children: ReactNode }) {
  const { latest, display } = useChat();
  const clicks = display.entities?.click === true;
  const previews = display.entities?.preview === true;
  const handlers = useMemo<EntityHandlers>(
    () => ({
      onClick: clicks ? (entity) => latest.current.entities?.onClick?.(entity) : null,
      onRequestPreview: previews
        ? async (entity) =>
            (await latest.current.entities?.onRequestPreview?.(entity)) ?? { preview: null }
        : null,
    }),
    [clicks, previews, latest],
  );
  return <EntityContext.Provider value={handlers}>{children}</EntityContext.Provider>;
}
