import { codeSpanClosers } from './codeSpans';
import { isMathFenceLine, scanMath } from './math/mathSource';

/**
 * Markdown source as readable text with the syntax taken out: what an answer shows while the
 * markdown renderer is not there yet (its chunk still loading, or a long answer rendering in
 * steps), so a person never sees `## `, `- ` or a fence flash before the rendered text.
 *
 * Read line by line, each character a bounded number of times: time is linear in the text
 * whatever it holds (1 MiB of `[[[[`, runs of backticks of every length, lists nested on one
 * line). It reads like the rendered markdown, not exactly as it: list items keep their own line
 * (a `•`, or their number, for a marker), table cells are separated by tabs, code keeps its text.
 * The result is text for a React text node, never HTML.
 */
export function markdownAsText(source: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let fence: OpenFence | null = null;
  let inTable = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = withoutCarriageReturn(lines[index] ?? '');
    if (fence !== null) {
      const start = afterQuotes(line, fence.quotes);
      if (closesFence(line, start, fence)) fence = null;
      else out.push(line.slice(start));
      continue;
    }
    if (line === '') {
      inTable = false;
      out.push('');
      continue;
    }
    const prefix = readPrefix(line);
    const start = prefix.content;
    if (isBlank(line, start)) {
      inTable = false;
      out.push(prefix.marker === '' ? '' : prefix.indent + prefix.marker.trimEnd());
      continue;
    }
    // A display formula's `$$` or `\[` line: its formula reads as the lines between.
    if (isMathFenceLine(line.slice(start))) continue;
    const opened = openFence(line, start, prefix.quotes);
    if (opened !== null) {
      fence = opened;
      // The item a fence starts keeps its marker on a line of its own.
      if (prefix.marker !== '') out.push(prefix.indent + prefix.marker.trimEnd());
      continue;
    }
    if (prefix.thematicBreak || isSetextUnderline(line, start)) {
      out.push('');
      continue;
    }
    const lead = prefix.indent + prefix.marker;
    if (isTableDelimiterRow(line, start)) {
      inTable = true;
      continue;
    }
    if (!inTable && line.includes('|', start) && isTableDelimiterRow(lines[index + 1] ?? '', -1))
      inTable = true;
    if (inTable && line.includes('|', start)) {
      out.push(lead + tableRow(line.slice(start)));
      continue;
    }
    inTable = false;
    if (line.charCodeAt(start) === HASH) {
      const heading = headingText(line, start);
      if (heading !== null) {
        out.push(lead + inlineText(heading));
        continue;
      }
    }
    if (line.charCodeAt(start) === OPEN_BRACKET) {
      const definition = definitionText(line, start);
      if (definition !== null) {
        if (definition !== '') out.push(lead + inlineText(definition));
        continue;
      }
    }
    out.push(lead + inlineText(line.slice(start)));
  }
  return out.join('\n');
}

const TAB = 9;
const SPACE = 32;
const BANG = 33;
const HASH = 35;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const STAR = 42;
const PLUS = 43;
const DASH = 45;
const DOT = 46;
const COLON = 58;
const LESS = 60;
const EQUALS = 61;
const GREATER = 62;
const AT = 64;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const CARET = 94;
const UNDERSCORE = 95;
const BACKTICK = 96;
const PIPE = 124;
const TILDE = 126;

/** A character that may start inline syntax: without any, a text is its own text. */
const INLINE_SYNTAX = /[\\`[\]<*_~$]/;

const BULLET = '• ';
const TASK_OPEN = '☐ ';
const TASK_DONE = '☑ ';

const withoutCarriageReturn = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

const isSpace = (code: number) => code === SPACE || code === TAB;
const isDigit = (code: number) => code >= 48 && code <= 57;
const isWordCharacter = (code: number) =>
  isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127;
/** ASCII punctuation: what a backslash escapes. */
const isPunctuation = (code: number) =>
  (code >= 33 && code <= 47) ||
  (code >= 58 && code <= 64) ||
  (code >= 91 && code <= 96) ||
  (code >= 123 && code <= 126);

function skipSpaces(line: string, from: number): number {
  let at = from;
  while (at < line.length && isSpace(line.charCodeAt(at))) at += 1;
  return at;
}

function isBlank(line: string, from: number): boolean {
  return skipSpaces(line, from) >= line.length;
}

interface Prefix {
  /** The line's indentation before its first container marker (list nesting shows through it). */
  readonly indent: string;
  /** What stands for the first list marker: a bullet, a task box or the item's number. */
  readonly marker: string;
  /** Quote markers passed. */
  readonly quotes: number;
  /** Where the content starts, after every container marker. */
  readonly content: number;
  /** The content is a thematic break (`---`, `* * *`). */
  readonly thematicBreak: boolean;
}

/**
 * Passes the quote and list markers at the start of a line (as many as there are, lists nested on
 * one line included). Whether what is left is a thematic break is known from one look at the
 * line's end, so a line of a million `- ` costs a million steps, not a million squared.
 */
function readPrefix(line: string): Prefix {
  const breakTail = thematicTail(line);
  let at = skipSpaces(line, 0);
  const indent = line.slice(0, at);
  let marker = '';
  let quotes = 0;
  // Thematic-break characters counted from `breakTail.start` up to `counted`.
  let counted = breakTail.start;
  let before = 0;
  for (;;) {
    if (at >= breakTail.start && breakTail.char !== 0) {
      while (counted < at) {
        if (line.charCodeAt(counted) === breakTail.char) before += 1;
        counted += 1;
      }
      if (breakTail.count - before >= 3) {
        return { indent, marker, quotes, content: at, thematicBreak: true };
      }
    }
    const code = line.charCodeAt(at);
    if (code === GREATER) {
      quotes += 1;
      at = skipSpaces(line, at + 1);
      continue;
    }
    let end = -1;
    let number = '';
    if (code === DASH || code === STAR || code === PLUS) end = at + 1;
    else if (isDigit(code)) {
      let digits = at;
      while (digits < line.length && digits - at < 9 && isDigit(line.charCodeAt(digits)))
        digits += 1;
      const delimiter = line.charCodeAt(digits);
      if (delimiter === DOT || delimiter === CLOSE_PAREN) {
        end = digits + 1;
        number = `${line.slice(at, digits)}. `;
      }
    }
    if (end === -1 || (end < line.length && !isSpace(line.charCodeAt(end)))) break;
    at = skipSpaces(line, end);
    if (marker !== '') continue;
    marker = number === '' ? BULLET : number;
    const task = taskBox(line, at);
    if (task !== '') {
      marker = number === '' ? task : `${number}${task}`;
      at = skipSpaces(line, at + 3);
    }
  }
  return { indent, marker, quotes, content: at, thematicBreak: false };
}

/** `[ ] ` or `[x] ` at `at`, as the box it stands for; empty when there is none. */
function taskBox(line: string, at: number): string {
  if (line.charCodeAt(at) !== OPEN_BRACKET || line.charCodeAt(at + 2) !== CLOSE_BRACKET) return '';
  const after = line.charCodeAt(at + 3);
  if (at + 3 < line.length && !isSpace(after)) return '';
  const mark = line[at + 1];
  if (mark === ' ') return TASK_OPEN;
  if (mark === 'x' || mark === 'X') return TASK_DONE;
  return '';
}

/**
 * The longest end of the line made of one thematic-break character (`-`, `*`, `_`) and spaces:
 * that character, where that end starts and how many of the character it holds.
 */
function thematicTail(line: string): { char: number; start: number; count: number } {
  let at = line.length;
  let char = 0;
  let count = 0;
  while (at > 0) {
    const code = line.charCodeAt(at - 1);
    if (isSpace(code)) {
      at -= 1;
      continue;
    }
    if (char === 0 && (code === DASH || code === STAR || code === UNDERSCORE)) char = code;
    if (code !== char) break;
    count += 1;
    at -= 1;
  }
  return { char, start: at, count };
}

/** `===` under a paragraph (the `---` kind is a thematic break here). */
function isSetextUnderline(line: string, from: number): boolean {
  let at = from;
  while (at < line.length && line.charCodeAt(at) === EQUALS) at += 1;
  return at > from && isBlank(line, at);
}

interface OpenFence {
  readonly char: number;
  readonly length: number;
  readonly quotes: number;
}

function openFence(line: string, from: number, quotes: number): OpenFence | null {
  const char = line.charCodeAt(from);
  if (char !== BACKTICK && char !== TILDE) return null;
  let at = from;
  while (line.charCodeAt(at) === char) at += 1;
  if (at - from < 3) return null;
  // A backtick fence's info string holds no backtick: "```a ````b" is inline code spans.
  if (char === BACKTICK && line.includes('`', at)) return null;
  return { char, length: at - from, quotes };
}

/** Where a line inside a fence starts: after the quote markers the fence sits in. */
function afterQuotes(line: string, quotes: number): number {
  let at = 0;
  for (let passed = 0; passed < quotes; passed += 1) {
    const marker = skipSpaces(line, at);
    if (line.charCodeAt(marker) !== GREATER) break;
    at = marker + 1;
    if (isSpace(line.charCodeAt(at))) at += 1;
  }
  return at;
}

function closesFence(line: string, from: number, fence: OpenFence): boolean {
  const start = skipSpaces(line, from);
  let at = start;
  while (line.charCodeAt(at) === fence.char) at += 1;
  return at - start >= fence.length && isBlank(line, at);
}

/**
 * `| --- | :-: |`: pipes, dashes, colons and spaces only, with a dash and a pipe. `from` -1 reads
 * the line (the next one, looked at ahead) from after its quote markers.
 */
function isTableDelimiterRow(line: string, from: number): boolean {
  let at = from;
  if (at === -1) {
    at = 0;
    for (;;) {
      at = skipSpaces(line, at);
      if (line.charCodeAt(at) !== GREATER) break;
      at += 1;
    }
  }
  let dash = false;
  let pipe = false;
  for (; at < line.length; at += 1) {
    const code = line.charCodeAt(at);
    if (code === DASH) dash = true;
    else if (code === PIPE) pipe = true;
    else if (code !== COLON && !isSpace(code)) return false;
  }
  return dash && pipe;
}

/** A table row's cells, each as text, separated by tabs. */
function tableRow(row: string): string {
  const cells: string[] = [];
  let start = 0;
  for (let at = 0; at <= row.length; at += 1) {
    const code = row.charCodeAt(at);
    if (code === BACKSLASH) {
      at += 1;
      continue;
    }
    if (at === row.length || code === PIPE) {
      cells.push(row.slice(start, at).trim());
      start = at + 1;
    }
  }
  // The pipes that open and close the row leave empty cells at its ends.
  if (cells.length > 1 && cells[0] === '') cells.shift();
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return cells.map((cell) => inlineText(cell)).join('\t');
}

/** An ATX heading's text (`## Title ##` → `Title`); null when the line is not a heading. */
function headingText(line: string, from: number): string | null {
  let at = from;
  while (at < line.length && line.charCodeAt(at) === HASH) at += 1;
  const level = at - from;
  if (level > 6 || (at < line.length && !isSpace(line.charCodeAt(at)))) return null;
  let end = line.length;
  while (end > at && isSpace(line.charCodeAt(end - 1))) end -= 1;
  let closing = end;
  while (closing > at && line.charCodeAt(closing - 1) === HASH) closing -= 1;
  if (closing === at || isSpace(line.charCodeAt(closing - 1))) end = closing;
  return line.slice(at, end).trim();
}

/**
 * A link reference definition (`[id]: https://…`) says nothing to read: empty. A footnote
 * definition (`[^1]: text`) keeps its text. Null for anything else.
 */
function definitionText(line: string, from: number): string | null {
  const close = line.indexOf(']', from + 1);
  if (close <= from + 1 || line.charCodeAt(close + 1) !== COLON) return null;
  if (line.charCodeAt(from + 1) === CARET) return line.slice(close + 2).trim();
  return '';
}

/**
 * Inline markdown as text: emphasis, strikethrough and code span markers out, links as their
 * text, images as their alternative text, autolinks as their address, escapes resolved. Each
 * search ahead (a link's closing parenthesis, a code span's closing run) starts where the last
 * one ended or is looked up in a table built in one pass, so no character is read more than a
 * few times.
 */
export function inlineText(text: string): string {
  if (!INLINE_SYNTAX.test(text)) return text;
  const closers = codeSpanClosers(text);
  // Formulas read as their source, without `$` or `\(` around them (escapes and all).
  const formulas = scanMath(text, false).spans;
  let formula = 0;
  const pieces: string[] = [];
  /** Indices in `pieces` of `[` and `![` not closed yet. */
  const openers: number[] = [];
  let plainStart = 0;
  const flush = (end: number) => {
    if (end > plainStart) pieces.push(text.slice(plainStart, end));
  };
  // The first `)` and `]` at or after where the scan is (-2 before the first search, -1 when
  // none is left). The scan only moves on, so each search starts past the last one's result.
  let parenAt = -2;
  let bracketAt = -2;
  const paren = (from: number) => {
    if (parenAt !== -1 && parenAt < from) parenAt = text.indexOf(')', from);
    return parenAt;
  };
  const bracket = (from: number) => {
    if (bracketAt !== -1 && bracketAt < from) bracketAt = text.indexOf(']', from);
    return bracketAt;
  };
  // Where the text's last space or bracket is, found once: an address from `from` on runs to the
  // end of the text when there is none after it.
  let lastBreak: number | undefined;
  const addressRunsToEnd = (from: number) => {
    lastBreak ??= lastAddressBreak(text);
    return lastBreak < from;
  };
  let at = 0;
  while (at < text.length) {
    const span = formulas[formula];
    if (span !== undefined && span.start <= at) {
      formula += 1;
      if (span.start === at) {
        flush(at);
        pieces.push(text.slice(span.contentStart, span.contentEnd).trim());
        at = span.end;
        plainStart = at;
        continue;
      }
    }
    const code = text.charCodeAt(at);
    if (code === BACKSLASH) {
      const next = text.charCodeAt(at + 1);
      if (at + 1 >= text.length || isPunctuation(next)) {
        // An escaped character stands as it is; a backslash ending the line is a line break.
        flush(at);
        plainStart = at + 1;
        at += 2;
      } else at += 1;
      continue;
    }
    if (code === BACKTICK) {
      let end = at;
      while (text.charCodeAt(end) === BACKTICK) end += 1;
      const closer = closers.get(at);
      if (closer === undefined) {
        at = end;
        continue;
      }
      flush(at);
      let content = text.slice(end, closer);
      if (content.length > 2 && content.startsWith(' ') && content.endsWith(' '))
        content = content.slice(1, -1);
      pieces.push(content);
      at = closer + (end - at);
      plainStart = at;
      continue;
    }
    if (code === OPEN_BRACKET || (code === BANG && text.charCodeAt(at + 1) === OPEN_BRACKET)) {
      const length = code === BANG ? 2 : 1;
      flush(at);
      openers.push(pieces.length);
      pieces.push(text.slice(at, at + length));
      at += length;
      plainStart = at;
      continue;
    }
    if (code === CLOSE_BRACKET && openers.length > 0) {
      const opener = openers.pop() ?? 0;
      const next = text.charCodeAt(at + 1);
      // Only a link (or image) loses its brackets: `[text](url)`, `[text][id]`, `[text][]`.
      let end = next === OPEN_PAREN ? paren(at + 2) : next === OPEN_BRACKET ? bracket(at + 2) : -1;
      // An address with parentheses of its own (`…/Foo_(bar))`) ends at the second `)`.
      if (
        next === OPEN_PAREN &&
        end !== -1 &&
        text.charCodeAt(end + 1) === CLOSE_PAREN &&
        text.slice(at + 2, end).includes('(')
      )
        end += 1;
      // A link whose address is still arriving (the text ends inside it, as it streams).
      if (next === OPEN_PAREN && end === -1 && at + 2 < text.length && addressRunsToEnd(at + 2))
        end = text.length - 1;
      if (end !== -1) {
        flush(at);
        pieces[opener] = '';
        at = end + 1;
        plainStart = at;
        continue;
      }
      at += 1;
      continue;
    }
    if (code === LESS) {
      const end = autolinkEnd(text, at);
      if (end !== -1) {
        flush(at);
        pieces.push(text.slice(at + 1, end));
        at = end + 1;
        plainStart = at;
        continue;
      }
      at += 1;
      continue;
    }
    if (code === STAR || code === UNDERSCORE || code === TILDE) {
      let end = at;
      while (text.charCodeAt(end) === code) end += 1;
      if (isDelimiterRun(text, at, end, code)) {
        flush(at);
        plainStart = end;
      }
      at = end;
      continue;
    }
    at += 1;
  }
  flush(text.length);
  return pieces.join('');
}

/** The last character of the text that cannot be in a link address: a space or a bracket. */
function lastAddressBreak(text: string): number {
  let at = text.length - 1;
  while (at >= 0) {
    const code = text.charCodeAt(at);
    if (
      isSpace(code) ||
      code === OPEN_PAREN ||
      code === CLOSE_PAREN ||
      code === OPEN_BRACKET ||
      code === CLOSE_BRACKET ||
      code === LESS ||
      code === GREATER
    )
      break;
    at -= 1;
  }
  return at;
}

/**
 * Where `<scheme:…>` or `<name@host>` ends (its `>`), or -1. It holds no space or `<`, so the
 * search stops at the next `<` and no character is read twice.
 */
function autolinkEnd(text: string, from: number): number {
  let at = from + 1;
  let colon = -1;
  let atSign = -1;
  for (; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === GREATER) break;
    if (code === LESS || isSpace(code)) return -1;
    if (code === COLON && colon === -1) colon = at;
    if (code === AT) atSign = at;
  }
  if (at >= text.length) return -1;
  const schemeLength = colon - from - 1;
  if (colon !== -1 && schemeLength >= 2 && schemeLength <= 32) return at;
  return atSign > from + 1 && atSign < at - 1 ? at : -1;
}

/**
 * Whether a run of `*`, `_` or `~` marks emphasis or strikethrough rather than standing for
 * itself: it touches a word on one side at least (`5 * 3` keeps its star), an underscore is not
 * inside a word (`snake_case`), and a tilde run is the double one of strikethrough (`~5 km`).
 */
function isDelimiterRun(text: string, start: number, end: number, code: number): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : SPACE;
  const after = end < text.length ? text.charCodeAt(end) : SPACE;
  if (isSpace(before) && isSpace(after)) return false;
  if (code === UNDERSCORE && isWordCharacter(before) && isWordCharacter(after)) return false;
  if (code === TILDE && end - start !== 2) return false;
  return true;
}
