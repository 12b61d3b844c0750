import { useCallback, useId, useMemo, useState } from 'react';
import type { WidgetNode, WidgetRoot } from '../../wire/widgets';
import { WidgetNodeView } from './WidgetNodeView';
import { WidgetBusyContext, WidgetScopeContext, type WidgetScope } from './WidgetScope';

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
  // Actions in flight whose loading state is the whole widget's (`loadingBehavior: 'container'`).
  const [busy, setBusy] = useState(0);
  const changeBusy = useCallback((change: 1 | -1) => {
    setBusy((count) => Math.max(0, count + change));
  }, []);
  return (
    <WidgetScopeContext.Provider value={scope}>
      <WidgetBusyContext.Provider value={changeBusy}>
        <div
          data-slot="widget"
          data-state={busy > 0 ? 'loading' : undefined}
          aria-busy={busy > 0 || undefined}
        >
          <WidgetNodeView node={root} />
        </div>
      </WidgetBusyContext.Provider>
    </WidgetScopeContext.Provider>
  );
}
