import { useMemo } from 'react';
import type { ReceivedWidgetItem } from '../../wire/received';
import { parseWidget } from '../../wire/widgets';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { WarningIcon } from '../primitives/glyphs';
import { WidgetView } from '../widgets/WidgetView';

/**
 * A widget from the workflow: parsed from its JSON (data, never code) and rendered.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <WidgetItemView item={item} streaming={false} />
 * </RenderProvider>
 */
export function WidgetItemView({ item, streaming }: ItemRendererProps<ReceivedWidgetItem>) {
  const labels = useLabels();
  const parsed = useMemo(() => parseWidget(item.widget), [item.widget]);
  if (!parsed.ok) {
    return (
      <div data-slot="widget-error" role="note" title={parsed.error}>
        <WarningIcon />
        {labels.widgetError}
      </div>
    );
  }
  return (
    <div
      data-slot="widget-item"
      data-state={streaming ? 'streaming' : 'complete'}
      aria-busy={streaming || undefined}
    >
      <WidgetView root={parsed.root} itemId={item.id} />
    </div>
  );
}
