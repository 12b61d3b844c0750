import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import type { ReceivedUnknownItem } from '../../wire/received';

/** A quiet note for an item type this version of the kit does not know. */
export function UnknownItem({ item }: ItemRendererProps<ReceivedUnknownItem>) {
  const labels = useLabels();
  return (
    <div data-slot="unknown-item" role="note" data-type={item.original_type}>
      {labels.unknownItem(item.original_type)}
    </div>
  );
}
