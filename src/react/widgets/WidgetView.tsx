import { useId, useMemo } from 'react';
import type { WidgetNode, WidgetRoot } from '../../wire/widgets';
import { WidgetNodeView } from './WidgetNodeView';
import { WidgetScopeContext, type WidgetScope } from './WidgetScope';

function labelledFields(node: WidgetNode, found: Set<string>): Set<string> {
  if (node.type === 'Label') found.add(node.fieldName);
  if ('children' in node) for (const child of node.children) labelledFields(child, found);
  return found;
}

/** Props of `WidgetView`: a parsed widget tree and the id of its item. */
export interface WidgetViewProps {
  root: WidgetRoot;
  /** The `uikit.widget` item, passed to action handlers. */
  itemId: string;
}

/**
 * A parsed widget tree, with its actions wired to the render context's `onWidgetAction`.
 *
 * @example
 * <RenderProvider onWidgetAction={handleAction}>
 *   <WidgetView root={root} itemId={item.id} />
 * </RenderProvider>
 */
export function WidgetView({ root, itemId }: WidgetViewProps) {
  const idPrefix = useId().replace(/:/g, '');
  const scope = useMemo<WidgetScope>(
    () => ({ itemId, idPrefix, labelledFields: labelledFields(root, new Set()) }),
    [itemId, idPrefix, root],
  );
  return (
    <WidgetScopeContext.Provider value={scope}>
      <div data-slot="widget">
        <WidgetNodeView node={root} />
      </div>
    </WidgetScopeContext.Provider>
  );
}
