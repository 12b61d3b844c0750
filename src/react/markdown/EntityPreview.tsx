import { useEffect, useState } from 'react';
import type { Entity } from '../../wire/entities';
import { parseWidgetTree, type WidgetRoot } from '../../wire/widgets';
import { useEntityHandlers } from '../context/EntityContext';
import { WidgetView } from '../widgets/WidgetView';

/**
 * The widget `entities.onRequestPreview` gives for an interactive entity, checked like a widget
 * item's and rendered by the kit's widget renderer; nothing while it comes, when the host gives
 * none, or when it fails or does not check.
 */
export function EntityPreview({ entity }: { entity: Entity }) {
  const [root, setRoot] = useState<WidgetRoot | null>(null);
  const request = useEntityHandlers().onRequestPreview;
  useEffect(() => {
    if (!request || entity.interactive !== true) return;
    let live = true;
    Promise.resolve()
      .then(() => request(entity))
      .then(
        (answer) => {
          if (!live || answer.preview == null) return;
          const parsed = parseWidgetTree(answer.preview);
          if (parsed.ok) setRoot(parsed.root);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
    // The entity by id: a new object for the same entity asks again for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, entity.id]);
  if (root === null) return null;
  return (
    <span data-slot="entity-preview">
      <WidgetView root={root} itemId={`entity:${entity.id}`} />
    </span>
  );
}
