import { useMemo } from 'react';
import type { ReceivedWidgetItem } from '../../wire/received';
import { parseWidget } from '../../wire/widgets';
import { useItemActions } from '../context/ItemActionsContext';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { CopyButton } from '../primitives/CopyButton';
import { WarningIcon } from '../primitives/glyphs';
import { WidgetView } from '../widgets/WidgetView';

/**
 * The copy button of a widget with `copy_text` (protocol section 12), when no answer of its turn
 * carries the turn's copy (which takes the widget's text with its own).
 */
function WidgetCopy({ itemId, text }: { itemId: string; text: string }) {
  const labels = useLabels();
  const actions = useItemActions();
  if (!actions.copy) return null;
  const turn = actions.turnOf?.(itemId) ?? [];
  if (turn.some((entry) => entry.type === 'uikit.assistant_message')) return null;
  return (
    <div data-slot="message-actions">
      <CopyButton getText={() => text} label={labels.copy} slot="copy-widget" />
    </div>
  );
}

/**
 * A widget from the workflow: parsed from its JSON (data, never code) and rendered, with a copy
 * button for its `copy_text` when it has one.
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
      {!streaming && item.copy_text && <WidgetCopy itemId={item.id} text={item.copy_text} />}
    </div>
  );
}
