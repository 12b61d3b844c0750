import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLabels } from '../context/RenderContext';
import { useCitationScope } from './CitationContext';

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
  const [floating, setFloating] = useState<HTMLSpanElement | null>(null);
  const { floatingStyles } = useFloating({
    open,
    elements: { reference, floating },
    placement: 'top',
    strategy: 'fixed',
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
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
      {open &&
        createPortal(
          <span
            ref={setFloating}
            id={previewId}
            role="tooltip"
            data-slot="citation-preview"
            data-kind={preview.kind}
            style={floatingStyles}
          >
            <span data-slot="citation-preview-title">{preview.title}</span>
            {preview.detail !== null && (
              <span data-slot="citation-preview-detail">{preview.detail}</span>
            )}
          </span>,
          // Out of the thread's rows (which contain their paint, so would clip it), into the
          // chat's root, where the kit's styles still apply.
          reference?.closest('[data-uikit-root]') ?? reference?.ownerDocument.body ?? document.body,
        )}
    </span>
  );
}
