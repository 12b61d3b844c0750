/**
 * Where the math part puts KaTeX's scoped rules when it loads (see mathStyles): the document by
 * default; `<uikit-chat>` sends them to its shadow roots. Its own module, as small as can be: the
 * element imports it in its first load, long before (if ever) the math part loads.
 */
let target: ((css: string) => void) | null = null;

/** Sends the math rules somewhere else than the document (the element's shadow roots). */
export function setMathStylesTarget(next: (css: string) => void): void {
  target = next;
}

/** The target set by {@link setMathStylesTarget}, or null for the document. */
export function mathStylesTarget(): ((css: string) => void) | null {
  return target;
}
