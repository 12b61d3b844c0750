/**
 * What one block of markdown may hold before the rest of it is shown as plain text (protocol
 * section 10: rendering costs time roughly linear in its size). The markdown parser is linear for
 * ordinary text but not for every input: unmatched emphasis and link delimiters cost the square of
 * their number in one paragraph, a link destination or an unclosed code span or HTML tag rescans the
 * rest of its line or paragraph for each opener, and each level of nested lists and quotes is
 * checked again on every line (and recursed into afterwards). These bounds keep each of those costs
 * small while ordinary answers never reach them.
 */
export const MARKDOWN_LIMITS = {
  /**
   * Characters of one text part rendered as markdown (about 30,000 words); the rest, from a line
   * start, is shown as plain text with a note. Splitting a text into blocks is linear but costs a
   * render in one step: this keeps that step short.
   */
  textCharacters: 200_000,
  /** Characters of one block (text between blank lines that start a new block). */
  blockCharacters: 16_000,
  /** Lines of one block: each list item, table row or heading is an element of its own. */
  blockLines: 250,
  /**
   * Emphasis, strikethrough and link delimiters (`*`, `_`, `~`, `[`, `]`) and autolink starts
   * (`www.`, `://`, `@`) in one paragraph.
   */
  inlineDelimiters: 1_000,
  /**
   * Characters the parser may rescan in one paragraph: for each `](`, up to the next space or line
   * end; for each backtick run or `<`, up to the end of the paragraph.
   */
  inlineRescan: 2_000_000,
  /** Nested lists and block quotes on one line. */
  nesting: 32,
} as const;

export interface BoundedMarkdown {
  /** The part to render as markdown: all of the text while it is within the bounds. */
  readonly markdown: string;
  /** The part to show as plain text (empty when nothing was cut), starting at a line start. */
  readonly rest: string;
}

/** A list marker, or a quote marker, at the start of what is left of a line. */
const CONTAINER_MARKER = /^(?:>[ \t]?|(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const INDENT = /^[ \t]*/;

const SPACE = 32;
const TAB = 9;

interface Line {
  /** Container markers (list and quote) at its start, and the indentation before them. */
  readonly depth: number;
  /** What follows the container prefix. */
  readonly content: string;
  readonly listItem: boolean;
}

function readLine(line: string): Line {
  let rest = line;
  let markers = 0;
  let listItem = false;
  let indent = 0;
  for (let guard = 0; guard <= MARKDOWN_LIMITS.nesting + 1; guard += 1) {
    const spaces = INDENT.exec(rest)?.[0] ?? '';
    if (markers === 0) indent = spaces.length;
    rest = rest.slice(spaces.length);
    const marker = CONTAINER_MARKER.exec(rest);
    if (!marker) break;
    markers += 1;
    if (!marker[0].startsWith('>')) listItem = true;
    rest = rest.slice(marker[0].length);
  }
  // Nesting by indentation (a list item two spaces deeper than its parent) counts as well.
  const depth = markers === 0 ? 0 : markers + Math.floor(indent / 2);
  return { depth, content: rest, listItem };
}

/** Counts what one paragraph of inline content costs the parser. */
class InlineCost {
  delimiters = 0;
  /** Rescans of `](` destinations, known once their line is read. */
  destinations = 0;
  /** Openers that may rescan to the end of the paragraph, and the sum of their offsets in it. */
  openers = 0;
  openerOffsets = 0;
  length = 0;

  add(text: string) {
    // Right to left, so each `](` knows where the next space or the line end is.
    let nextBreak = text.length;
    for (let index = text.length - 1; index >= 0; index -= 1) {
      const code = text.charCodeAt(index);
      if (code === SPACE || code === TAB) nextBreak = index;
      else if (code === 42 || code === 95 || code === 126 || code === 91 || code === 64)
        this.delimiters += 1;
      else if (code === 46 && text.startsWith('www', index - 3)) this.delimiters += 1;
      else if (code === 58 && text.startsWith('//', index + 1)) this.delimiters += 1;
      else if (code === 93) {
        this.delimiters += 1;
        if (text.charCodeAt(index + 1) === 40) this.destinations += nextBreak - index;
      } else if (code === 60 || (code === 96 && text.charCodeAt(index - 1) !== 96)) {
        this.openers += 1;
        this.openerOffsets += this.length + index;
      }
    }
    this.length += text.length + 1;
  }

  rescan(): number {
    return this.destinations + this.openers * this.length - this.openerOffsets;
  }

  over(): boolean {
    return (
      this.delimiters > MARKDOWN_LIMITS.inlineDelimiters ||
      this.rescan() > MARKDOWN_LIMITS.inlineRescan
    );
  }
}

/**
 * The part of a markdown block that renders as markdown within {@link MARKDOWN_LIMITS}, and the
 * rest, cut at the start of the first line that would go past a bound (or, for a first line
 * longer than a whole block may be, at a space inside it). Reads only up to the cut: the cost is
 * bounded by the limits, not by the length of the text.
 */
export function boundMarkdown(text: string): BoundedMarkdown {
  // Too short to reach any bound (a line needs 66 characters to nest 33 deep): most blocks.
  if (text.length <= SHORT) return { markdown: text, rest: '' };
  return bound(text, true);
}

const SHORT = 2 * (MARKDOWN_LIMITS.nesting + 1);

function bound(text: string, cutInsideFirstLine: boolean): BoundedMarkdown {
  const cut = (at: number) => cutAt(text, at, cutInsideFirstLine);
  let cost = new InlineCost();
  let unitLines = 0;
  let inTable = false;
  let lines = 0;
  let start = 0;
  while (start < text.length) {
    lines += 1;
    if (lines > MARKDOWN_LIMITS.blockLines) return cut(start);
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    if (end > MARKDOWN_LIMITS.blockCharacters) return cut(start);
    const raw = text.slice(start, end);
    const line = readLine(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (line.depth > MARKDOWN_LIMITS.nesting) return cut(start);
    const blank = line.content.trim() === '';
    if (blank) {
      cost = new InlineCost();
      unitLines = 0;
      inTable = false;
    } else {
      const tableRow = inTable && line.content.includes('|');
      const delimiterRow = unitLines === 1 && TABLE_DELIMITER_ROW.test(line.content.trim());
      if (delimiterRow) inTable = true;
      else if (inTable && !tableRow) inTable = false;
      // A list item, a heading, a table row: each starts inline content of its own.
      if (line.listItem || ATX_HEADING.test(line.content) || tableRow || delimiterRow) {
        cost = new InlineCost();
        unitLines = 0;
      }
      cost.add(line.content);
      unitLines += 1;
      if (cost.over()) return cut(start);
    }
    if (newline === -1) break;
    start = newline + 1;
  }
  return { markdown: text, rest: '' };
}

function cutAt(text: string, at: number, cutInsideFirstLine: boolean): BoundedMarkdown {
  if (at > 0) return { markdown: text.slice(0, at).trimEnd(), rest: text.slice(at) };
  // The first line alone is too much. When it is only too long (ordinary text without line
  // breaks), what fits of it, up to a space, still renders as markdown.
  if (cutInsideFirstLine) {
    const head = text.slice(0, MARKDOWN_LIMITS.blockCharacters);
    const space = head.lastIndexOf(' ');
    const fits = space > 0 ? head.slice(0, space) : '';
    if (fits !== '' && bound(fits, false).rest === '')
      return { markdown: fits, rest: text.slice(fits.length) };
  }
  return { markdown: '', rest: text };
}

/**
 * A text cut at {@link MARKDOWN_LIMITS}.textCharacters: at the last line end before the bound (or
 * at the bound, in a text without one), so the cut stays where it is while the text grows.
 */
export function boundText(text: string): BoundedMarkdown {
  const limit = MARKDOWN_LIMITS.textCharacters;
  if (text.length <= limit) return { markdown: text, rest: '' };
  const lineEnd = text.lastIndexOf('\n', limit);
  const cut = lineEnd > 0 ? lineEnd + 1 : limit;
  return { markdown: text.slice(0, cut), rest: text.slice(cut) };
}
