import type { KatexOptions } from 'katex';

/**
 * What KaTeX may do with a formula from the service (untrusted): no command that makes links,
 * classes, ids, styles or images (`\href`, `\url`, `\htmlClass`, `\includegraphics`… show as
 * text), bounded sizes and macro expansion (`\def\a{\a\a}\a` stops with an error), and MathML
 * beside the HTML so screen readers read the formula.
 */
export const KATEX_OPTIONS = {
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 200,
  output: 'htmlAndMathml',
} as const satisfies Omit<KatexOptions, 'displayMode' | 'throwOnError'>;
