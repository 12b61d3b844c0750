import type { InvalidThreadItem, InvalidVariant } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { WarningIcon } from '../primitives/glyphs';

/**
 * A known item whose content could not be read (protocol section 10): one quiet row in its place,
 * with the item's id for support. What was wrong is in `item.problems`, and was reported.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <InvalidItem item={item} streaming={false} />
 * </RenderProvider>
 */
export function InvalidItem({ item }: ItemRendererProps<InvalidThreadItem>) {
  const labels = useLabels();
  return (
    <div data-slot="invalid-item" role="note" data-type={item.original_type}>
      <WarningIcon />
      <span>{labels.invalidItem}</span>{' '}
      <span data-slot="invalid-item-reference">
        {labels.itemReference}{' '}
        <code dir="ltr" translate="no">
          {item.id}
        </code>
      </span>
    </div>
  );
}

/** A content part, attachment, source or task that could not be read: a fallback for it alone. */
export function InvalidPart({ part, slot }: { part: InvalidVariant; slot: string }) {
  const labels = useLabels();
  return (
    <span data-slot={slot} data-invalid="" role="note" data-type={part.original_type ?? undefined}>
      {labels.invalidPart}
    </span>
  );
}
