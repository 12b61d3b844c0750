import katex from 'katex';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLabels } from '../../context/RenderContext';
import { KATEX_OPTIONS } from './katexOptions';

interface Rendered {
  readonly source: string;
  readonly display: boolean;
  readonly ok: boolean;
}

/**
 * One formula in its own box (`data-slot="math"`, left to right; a displayed one scrolls and is
 * reachable with the keyboard). KaTeX builds its DOM nodes into the box before the first paint (no
 * HTML string); until then the formula's source shows. A formula KaTeX cannot read shows its
 * source as text, never KaTeX's error: while the block streams it is likely unfinished
 * (`\frac{1}{`), its source alone; once complete, with a tooltip and a hint for screen readers.
 */
export function MathFormula({
  source,
  display,
  streaming,
}: {
  source: string;
  display: boolean;
  streaming: boolean;
}) {
  const { mathError } = useLabels();
  const output = useRef<HTMLSpanElement>(null);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  useLayoutEffect(() => {
    const element = output.current;
    if (element === null) return;
    let ok = true;
    try {
      katex.render(source, element, { ...KATEX_OPTIONS, displayMode: display, throwOnError: true });
    } catch {
      element.textContent = '';
      ok = false;
    }
    setRendered({ source, display, ok });
  }, [source, display]);
  const current = rendered?.source === source && rendered.display === display ? rendered : null;
  const failed = current?.ok === false;
  const state = failed ? (streaming ? 'pending' : 'error') : undefined;
  return (
    <span
      data-slot="math"
      data-display={display ? '' : undefined}
      data-state={state}
      dir="ltr"
      tabIndex={display && !failed ? 0 : undefined}
      title={state === 'error' ? mathError : undefined}
    >
      {/* KaTeX's nodes: React never writes inside this element. */}
      <span ref={output} />
      {current?.ok === true ? null : source}
      {state === 'error' ? <span data-slot="visually-hidden"> {mathError}</span> : null}
    </span>
  );
}
