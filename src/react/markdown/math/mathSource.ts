import { codeSpanClosers } from '../codeSpans';

/**
 * Math in markdown source: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` displayed. Read before
 * the markdown is parsed, outside code (fences and code spans), in time linear in the text: each
 * character is passed once by the scan and at most once more by a search ahead whose result the
 * scan then jumps past (or keeps, for the next search).
 *
 * A single `$` is math only the way Pandoc reads it, so prices stay text: the opening `$` has a
 * non-space after it, the closing one a non-space before it and no digit after it, and no
 * backtick or blank line comes between them ("$5 and $10" is text, "$x^2$" is math).
 */
export interface MathSpan {
  /** Offset of the opening delimiter. */
  readonly start: number;
  /** The formula: `source.slice(contentStart, contentEnd)`. */
  readonly contentStart: number;
  readonly contentEnd: number;
  /** Offset after the closing delimiter (the text's end for an open span). */
  readonly end: number;
  /** `$$…$$` or `\[…\]`. */
  readonly display: boolean;
  /** Written with `\(` or `\[`. */
  readonly bracketed: boolean;
  /** Not closed yet: the formula still streaming at the end of the text. */
  readonly open: boolean;
}

export interface MathScan {
  readonly spans: readonly MathSpan[];
  /** Offsets of `$` signs that are text (a price), outside code. */
  readonly literalDollars: readonly number[];
}

const BACKSLASH = 92;
const BACKTICK = 96;
const DOLLAR = 36;
const OPEN_PAREN = 40;
const OPEN_BRACKET = 91;

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Whether the text may hold math at all: no `$`, `\(` or `\[` means none (most answers). */
function mayHoldMath(text: string): boolean {
  return text.includes('$') || text.includes('\\(') || text.includes('\\[');
}

/**
 * Whether a block holds math to render. A streaming block (`streaming`) counts a display formula
 * still open at its end, so the math renderer loads while the formula is written.
 */
export function hasMath(text: string, streaming = false): boolean {
  if (!mayHoldMath(text)) return false;
  return scanMath(text, streaming).spans.length > 0;
}

/** A fence line's marker (after indentation and quote markers): its character and length. */
function fenceMarker(text: string, from: number, to: number): { char: number; length: number } {
  let at = from;
  while (at < to) {
    const code = text.charCodeAt(at);
    if (code !== 32 && code !== 9 && code !== 62) break;
    at += 1;
  }
  const char = text.charCodeAt(at);
  if (char !== BACKTICK && char !== 126) return { char: 0, length: 0 };
  let end = at;
  while (end < to && text.charCodeAt(end) === char) end += 1;
  return end - at >= 3 ? { char, length: end - at } : { char: 0, length: 0 };
}

function isBlankLine(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (!isSpace(text.charCodeAt(at))) return false;
  return true;
}

/**
 * Finds the math of a markdown text. `streaming`: the text may still grow, so a display formula
 * (or `\(`) opened and not closed in the last paragraph is a span running to the end (`open`).
 */
export function scanMath(text: string, streaming: boolean): MathScan {
  const spans: MathSpan[] = [];
  const literalDollars: number[] = [];
  if (!mayHoldMath(text)) return { spans, literalDollars };
  // The next `$$`, `\)` and `\]` at or after where the scan is (-2: not searched yet, -1: none
  // left). Searches only move forward, so each is a single pass over the text in all.
  const next = { dollars: -2, paren: -2, bracket: -2 };
  const find = (key: keyof typeof next, needle: string, from: number): number => {
    const found = next[key];
    if (found !== -1 && found < from) next[key] = text.indexOf(needle, from);
    return next[key];
  };

  const scanRun = (from: number, to: number, last: boolean) => {
    const closers = codeSpanClosers(text.slice(from, to));
    const openAtEnd = streaming && last;
    let at = from;
    while (at < to) {
      const code = text.charCodeAt(at);
      if (code === BACKSLASH) {
        const after = text.charCodeAt(at + 1);
        if (after === OPEN_PAREN || after === OPEN_BRACKET) {
          const display = after === OPEN_BRACKET;
          const close = display ? find('bracket', '\\]', at + 2) : find('paren', '\\)', at + 2);
          if (close !== -1 && close < to) {
            spans.push({
              start: at,
              contentStart: at + 2,
              contentEnd: close,
              end: close + 2,
              display,
              bracketed: true,
              open: false,
            });
            at = close + 2;
            continue;
          }
          if (openAtEnd) {
            spans.push({
              start: at,
              contentStart: at + 2,
              contentEnd: to,
              end: to,
              display,
              bracketed: true,
              open: true,
            });
            return;
          }
        }
        // An escape (`\$` is a dollar sign) or a backslash command outside math.
        at += 2;
        continue;
      }
      if (code === BACKTICK) {
        let end = at;
        while (end < to && text.charCodeAt(end) === BACKTICK) end += 1;
        const closer = closers.get(at - from);
        at = closer === undefined ? end : from + closer + (end - at);
        continue;
      }
      if (code !== DOLLAR) {
        at += 1;
        continue;
      }
      if (text.charCodeAt(at + 1) === DOLLAR) {
        const close = find('dollars', '$$', at + 2);
        if (close !== -1 && close < to) {
          spans.push({
            start: at,
            contentStart: at + 2,
            contentEnd: close,
            end: close + 2,
            display: true,
            bracketed: false,
            open: false,
          });
          at = close + 2;
          continue;
        }
        if (openAtEnd) {
          spans.push({
            start: at,
            contentStart: at + 2,
            contentEnd: to,
            end: to,
            display: true,
            bracketed: false,
            open: true,
          });
          return;
        }
        literalDollars.push(at, at + 1);
        at += 2;
        continue;
      }
      // A single `$`: math only when it opens before a non-space and a closing `$` follows.
      const first = text.charCodeAt(at + 1);
      if (at + 1 >= to || isSpace(first)) {
        literalDollars.push(at);
        at += 1;
        continue;
      }
      let stop = at + 1;
      while (stop < to) {
        const stopCode = text.charCodeAt(stop);
        if (stopCode === DOLLAR || stopCode === BACKTICK) break;
        stop += stopCode === BACKSLASH ? 2 : 1;
      }
      const closes =
        stop < to &&
        text.charCodeAt(stop) === DOLLAR &&
        text.charCodeAt(stop + 1) !== DOLLAR &&
        !isSpace(text.charCodeAt(stop - 1)) &&
        !isDigit(text.charCodeAt(stop + 1));
      if (closes) {
        spans.push({
          start: at,
          contentStart: at + 1,
          contentEnd: stop,
          end: stop + 1,
          display: false,
          bracketed: false,
          open: false,
        });
        at = stop + 1;
        continue;
      }
      // Not math: the sign is text, and what stopped the search is read as it comes.
      literalDollars.push(at);
      at = Math.min(stop, to);
    }
  };

  // Paragraph runs (blank lines and fences end them); fenced code is skipped.
  let runStart = -1;
  let fence: { char: number; length: number } | null = null;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const marker = fenceMarker(text, lineStart, lineEnd);
    if (fence !== null) {
      if (marker.char === fence.char && marker.length >= fence.length) fence = null;
    } else if (marker.char !== 0 || isBlankLine(text, lineStart, lineEnd)) {
      if (runStart !== -1) scanRun(runStart, lineStart, false);
      runStart = -1;
      if (marker.char !== 0) fence = marker;
    } else if (runStart === -1) runStart = lineStart;
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  if (runStart !== -1) scanRun(runStart, text.length, true);
  return { spans, literalDollars };
}

/** `$$`, `\[` or `\]` alone on a line: a display formula's fence, nothing to read. */
export function isMathFenceLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === '$$' || trimmed === '\\[' || trimmed === '\\]';
}
