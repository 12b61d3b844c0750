/**
 * A `$…$` that can be a formula as the math part reads it (see mathSource): a non-space after the
 * opening sign, a non-space before the closing one, no digit after it, no backtick between (escapes
 * such as `\$` or `` \` `` are skipped whole). Linear: a try starts only at a `$` and runs to the
 * next unescaped `$` or backtick at most, and its alternatives never match the same text.
 */
const SINGLE_DOLLAR_MATH = /\$(?:\\.|[^\s$`\\])(?:(?:\\.|[^$`\\])*(?:\\.|[^\s$`\\]))?\$(?!\d)/s;

/**
 * Whether a block may hold math, in one quick look (this runs in the markdown renderer on every
 * render of a block, and its code stays there, so it is small): never false when the block holds a
 * formula, seldom true when it does not (a `$x$` inside a code span or fence). The math part, once
 * loaded, reads the block exactly; until then nothing of it is loaded for a block without math.
 */
export function mayHoldMath(text: string): boolean {
  return (
    text.includes('$$') ||
    text.includes('\\(') ||
    text.includes('\\[') ||
    (text.includes('$') && SINGLE_DOLLAR_MATH.test(text))
  );
}
