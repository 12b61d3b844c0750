import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import type { CitationPreviewData } from './CitationContext';

/**
 * The floating preview of a citation's source, placed by Floating UI beside its marker. Its own
 * module, loaded the first time a marker is pointed at or focused: answers render without it.
 */
export function CitationPreview({
  id,
  reference,
  preview,
  entityPreview,
}: {
  id: string;
  reference: HTMLElement;
  preview: CitationPreviewData;
  /** A cited entity's preview widget, rendered by the message (`CitationScopeValue.entityPreview`). */
  entityPreview: ReactNode;
}) {
  const [floating, setFloating] = useState<HTMLSpanElement | null>(null);
  const { floatingStyles } = useFloating({
    open: true,
    placement: 'top',
    strategy: 'fixed',
    elements: { reference, floating },
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <span
      ref={setFloating}
      id={id}
      role="tooltip"
      data-slot="citation-preview"
      data-kind={preview.kind}
      style={floatingStyles}
    >
      <span data-slot="citation-preview-title">{preview.title}</span>
      {preview.detail !== null && <span data-slot="citation-preview-detail">{preview.detail}</span>}
      {entityPreview}
    </span>,
    // Out of the thread's rows (which contain their paint, so would clip it), into the chat's
    // root, where the kit's styles still apply.
    reference.closest('[data-uikit-root]') ?? reference.ownerDocument.body,
  );
}
