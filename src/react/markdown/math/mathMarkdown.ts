import type { StateBlock, StateInline } from 'markdown-it';
import { createMarkdownParser, type Parser, type Token } from '../markdownParser';

// Formulas for markdown-it, in the math part. The rules stay simple: the text they read has been
// through normalizeMath, which wrote every formula with `$` or `$$` and escaped every `$` that is
// text (`\$`, read by markdown-it's own escape rule first), so a `$` here always opens a formula.

const BACKSLASH = 92;
const DOLLAR = 36;

/**
 * `$…$` and `$$…$$` inside a line: a `math_inline` token whose `markup` is its delimiter (`$$`
 * displays). An unclosed delimiter stays text.
 */
function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, posMax } = state;
  const start = state.pos;
  if (src.charCodeAt(start) !== DOLLAR) return false;
  const marker = src.charCodeAt(start + 1) === DOLLAR ? '$$' : '$';
  const from = start + marker.length;
  let at = from;
  while (at < posMax) {
    const code = src.charCodeAt(at);
    if (code === BACKSLASH) at += 2;
    else if (code === DOLLAR && src.startsWith(marker, at)) break;
    else at += 1;
  }
  if (at >= posMax || at === from) return false;
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.markup = marker;
    token.content = src.slice(from, at);
  }
  state.pos = at + marker.length;
  return true;
}

/** A line's figure from markdown-it's per-line arrays (`bMarks`, `sCount`…). */
const of = (figures: readonly number[], line: number) => figures[line] ?? 0;

/**
 * A `$$` fence: a line that starts with `$$`, the formula to the line that ends with `$$` (or the
 * block's end), or all of it on one line (`$$x^2$$`). A `math_block` token with `markup` `$$`.
 */
function mathBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (of(state.sCount, startLine) - state.blkIndent >= 4) return false;
  const start = of(state.bMarks, startLine) + of(state.tShift, startLine);
  const first = state.src.slice(start, state.eMarks[startLine]).trimEnd();
  if (!first.startsWith('$$')) return false;
  const rest = first.slice(2);
  const lines: string[] = [];
  let next = startLine + 1;
  if (rest.length >= 2 && rest.endsWith('$$')) {
    // `$$a$$ and $$b$$` is text with two formulas: the inline rule's.
    if (rest.slice(0, -2).includes('$$')) return false;
    lines.push(rest.slice(0, -2));
  } else {
    if (rest.includes('$$')) return false;
    lines.push(rest);
    for (; next < endLine; next += 1) {
      const lineStart = of(state.bMarks, next) + of(state.tShift, next);
      const lineEnd = of(state.eMarks, next);
      // A line indented less than the block (out of its list item) ends it.
      if (lineStart < lineEnd && of(state.sCount, next) < state.blkIndent) break;
      const line = state.src.slice(lineStart, lineEnd).trimEnd();
      if (line.endsWith('$$')) {
        lines.push(line.slice(0, -2));
        next += 1;
        break;
      }
      lines.push(line);
    }
  }
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.markup = '$$';
  token.content = lines.join('\n').trim();
  token.map = [startLine, next];
  state.line = next;
  return true;
}

/** The markdown-it plugin: `math_block` before fences (it may end a paragraph), `math_inline`. */
export function mathPlugin(md: Parser): void {
  md.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.inline.ruler.after('escape', 'math_inline', mathInline);
}

const parser = createMarkdownParser().use(mathPlugin);

/** The tokens of a markdown text already through normalizeMath: the kit's parse, with formulas. */
export function parseMathMarkdown(text: string): Token[] {
  return parser.parse(text, {});
}
