import { autoUpdate, flip, hide, offset, shift, useFloating } from '@floating-ui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface QuoteButtonProps {
  /** The selected text's range: the button sits above it. */
  range: Range;
  /** Where the button is rendered: the chat's root (rows clip what they contain). */
  portal: Element;
  label: string;
  onQuote: () => void;
  onDismiss: () => void;
}

/**
 * The "Quote" button beside a selection, placed by Floating UI (its own module, loaded with the
 * first selection in an answer). Tab moves to it from the page while it shows; Escape hides it.
 */
export function QuoteButton({ range, portal, label, onQuote, onDismiss }: QuoteButtonProps) {
  const button = useRef<HTMLButtonElement | null>(null);
  const { refs, floatingStyles, middlewareData } = useFloating({
    open: true,
    placement: 'top',
    strategy: 'fixed',
    // Hidden while the selection is scrolled out of view.
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 }), hide()],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => {
    refs.setPositionReference({
      getBoundingClientRect: () => range.getBoundingClientRect(),
      getClientRects: () => range.getClientRects(),
    });
  }, [range, refs]);

  useEffect(() => {
    const document = portal.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onDismiss();
        return;
      }
      // From the selection, Tab goes to the button first (it is not where Tab would go next).
      const active = (portal.getRootNode() as Document | ShadowRoot).activeElement;
      const typing = active instanceof HTMLElement && active.matches('input, textarea, select');
      if (
        event.key === 'Tab' &&
        !event.shiftKey &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        !typing &&
        active !== button.current
      ) {
        event.preventDefault();
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [portal, onDismiss]);

  return createPortal(
    <button
      ref={(element) => {
        button.current = element;
        refs.setFloating(element);
      }}
      type="button"
      data-slot="quote-button"
      style={{
        ...floatingStyles,
        ...(middlewareData.hide?.referenceHidden ? { visibility: 'hidden' } : {}),
      }}
      // Pressing must not move the focus first: that would clear the selection being quoted.
      onPointerDown={(event) => {
        event.preventDefault();
      }}
      onClick={onQuote}
      onBlur={(event) => {
        // Tabbing away from the button hides it; the selection stays.
        if (event.relatedTarget !== null) onDismiss();
      }}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M3 4.5h4v4H5c0 1.4.6 2.2 2 2.5v1.5C4.3 12.2 3 10.6 3 8V4.5Zm6 0h4v4h-2c0 1.4.6 2.2 2 2.5v1.5c-2.7-.3-4-1.9-4-4.5V4.5Z"
          fill="currentColor"
        />
      </svg>
      {label}
    </button>,
    portal,
  );
}
