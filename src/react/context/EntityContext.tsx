import { createContext, useContext } from 'react';
import type { Entity } from '../../wire/entities';
import type { WidgetRoot } from '../../wire/widgets';

/** What tags and entity sources call: the host's `entities.onClick` and `onRequestPreview`. */
export interface EntityHandlers {
  /** Null when the host does not listen: tags and sources are then not buttons. */
  onClick: ((entity: Entity) => void) | null;
  onRequestPreview:
    | ((
        entity: Entity,
      ) => Promise<{ preview: WidgetRoot | Readonly<Record<string, unknown>> | null }>)
    | null;
}

export const EntityContext = createContext<EntityHandlers>({
  onClick: null,
  onRequestPreview: null,
});

/** The chat's entity handlers (none outside a chat). */
export function useEntityHandlers(): EntityHandlers {
  return useContext(EntityContext);
}
