import { Suspense, useId, useState } from 'react';
import { useLabels } from '../context/RenderContext';
import { lazyComponent } from '../primitives/lazyComponent';
import { useCitationScope } from './CitationContext';

const Preview = lazyComponent(() =>
  import('./CitationPreview').then((module) => module.CitationPreview),
);

/**
 * An inline citation: a numbered pill whose button is at least 24 by 24 pixels, with a preview of
 * its source (title and domain or file name) on hover and focus. Activating it shows the source in
 * the message's sources list.
 */
export function CitationMarker({ number }: { number: number }) {
  const labels = useLabels();
  const citations = useCitationScope();
  const previewId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const preview = citations?.preview(number) ?? null;
  const open = (hovered || focused) && !dismissed && preview !== null;
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  const pill = <span data-slot="citation-pill">{number}</span>;
  if (citations === null) return <span data-slot="citation">{pill}</span>;
  return (
    <span data-slot="citation">
      <button
        ref={setReference}
        type="button"
        data-slot="citation-marker"
        data-state={open ? 'open' : 'closed'}
        aria-label={labels.citation(number)}
        aria-describedby={open ? previewId : undefined}
        onPointerEnter={() => {
          void Preview.preload().catch(() => undefined);
          setHovered(true);
          setDismissed(false);
        }}
        onPointerLeave={() => {
          setHovered(false);
        }}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Closes the preview only, not whatever else Escape means around it.
            event.stopPropagation();
            setDismissed(true);
          }
        }}
        onClick={() => {
          setDismissed(true);
          citations.activate(number);
        }}
      >
        {pill}
      </button>
      {open && reference !== null && (
        // Nothing while its code loads (a moment, once): the marker's name still says what it is.
        <Suspense fallback={null}>
          <Preview.Component
            id={previewId}
            reference={reference}
            preview={preview}
            entityPreview={
              preview.entity !== undefined ? citations.entityPreview?.(preview.entity) : null
            }
          />
        </Suspense>
      )}
    </span>
  );
}
