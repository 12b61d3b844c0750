import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import type { ReceivedUnknownItem } from '../../wire/received';

/**
 * A quiet note for an item type this version of the kit does not know.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <UnknownItem item={item} streaming={false} />
 * </RenderProvider>
 */
export function UnknownItem({ item }: ItemRendererProps<ReceivedUnknownItem>) {
  const labels = useLabels();
  return (
    <div data-slot="unknown-item" role="note" data-type={item.original_type}>
      {labels.unknownItem(item.original_type)}
    </div>
  );
}
