/**
 * Splits streamed markdown into blocks incrementally, so each token costs time proportional to the
 * new text, not the whole message. Finished blocks never change again and are rendered once
 * (memoised by key); only the last, live block re-renders as tokens arrive.
 *
 * A block ends at a blank line followed by a line starting at column 0 (a new paragraph, heading,
 * list or table), and fenced code is its own block. A fence is never parsed as markdown: its
 * content is kept in line-aligned chunks, so even a 50,000-character unclosed fence re-renders only
 * its last chunk per token.
 */

export interface MarkdownTextBlock {
  readonly kind: 'markdown';
  /** Offset of the block in the text; stable, used as the React key. */
  readonly start: number;
  readonly text: string;
  /** False for the live last block of a streaming message. */
  readonly complete: boolean;
}

export interface FenceBlock {
  readonly kind: 'fence';
  readonly start: number;
  /** The info string's first word, e.g. `ts`; null when absent. */
  readonly language: string | null;
  /** The code, in line-aligned chunks of about {@link CHUNK_SIZE} characters. */
  readonly chunks: readonly string[];
  /** Whether the closing fence arrived. */
  readonly closed: boolean;
  readonly complete: boolean;
}

export type Block = MarkdownTextBlock | FenceBlock;

export const CHUNK_SIZE = 2048;
/** How much of the previous text must sit unchanged at the same place to call the new text an append. */
const APPEND_CHECK = 32;

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;

interface OpenFence {
  kind: 'fence';
  start: number;
  char: string;
  length: number;
  language: string | null;
  contentStart: number;
  /** Offsets (into the text) where code chunks start, after the first. */
  chunkStarts: number[];
}
interface OpenMarkdown {
  kind: 'markdown';
  start: number;
  /** Offset of the blank line that may end this block, or -1. */
  blankAt: number;
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function fenceOpener(
  line: string,
): { char: string; length: number; language: string | null } | null {
  const match = FENCE_OPEN.exec(line);
  if (!match) return null;
  const marker = match[2] ?? '';
  const info = (match[3] ?? '').trim();
  // A backtick fence's info string may not contain backticks (CommonMark 4.5).
  if (marker.startsWith('`') && info.includes('`')) return null;
  const word = info.split(/\s+/)[0];
  return {
    char: marker.charAt(0),
    length: marker.length,
    language: word === undefined || word === '' ? null : word,
  };
}

function closesFence(line: string, fence: OpenFence): boolean {
  const trimmed = line.replace(/^ {0,3}/, '').trimEnd();
  return trimmed.length >= fence.length && trimmed === fence.char.repeat(trimmed.length);
}

/** Whether a line ends an open markdown block and starts a new one. */
function breaksMarkdown(open: OpenMarkdown, line: string): boolean {
  if (isBlank(line)) return false;
  const atColumnZero = !/^[ \t]/.test(line);
  return atColumnZero && (open.blankAt !== -1 || fenceOpener(line) !== null);
}

/**
 * Holds the splitting state of one message. Call {@link update} with the whole text each time it
 * changes; when it grew by an append, only the new lines are scanned.
 */
export class BlockSplitter {
  private text = '';
  /** Offset of the first line not yet scanned (always at a line start). */
  private scanned = 0;
  private finished: Block[] = [];
  private open: OpenFence | OpenMarkdown | null = null;
  /** Characters scanned since creation: tests check the work per token stays proportional. */
  scannedChars = 0;

  update(text: string, complete: boolean): readonly Block[] {
    if (!this.isAppend(text)) this.reset();
    this.text = text;
    this.scanLines();
    this.closeBeforeTail();
    return this.blocks(complete);
  }

  /**
   * A line that starts at column 0 after a blank line ends the open markdown block whatever comes
   * next on it (appends never change a line's first character): finish the block now, so it stays
   * the same object while the new line grows.
   */
  private closeBeforeTail() {
    const open = this.open;
    if (open?.kind !== 'markdown' || open.blankAt === -1) return;
    const first = this.text.charAt(this.scanned);
    if (first === '' || /\s/.test(first)) return;
    this.finished.push(this.markdownBlock(open.start, open.blankAt, true));
    this.open = null;
  }

  private isAppend(text: string): boolean {
    const previous = this.text;
    if (text.length < previous.length) return false;
    const from = Math.max(0, previous.length - APPEND_CHECK);
    return text.startsWith(previous.slice(from), from);
  }

  private reset() {
    this.text = '';
    this.scanned = 0;
    this.finished = [];
    this.open = null;
  }

  /** Scans every complete line (ended by a line feed) after `scanned`. */
  private scanLines() {
    const { text } = this;
    for (
      let end = text.indexOf('\n', this.scanned);
      end !== -1;
      end = text.indexOf('\n', this.scanned)
    ) {
      const start = this.scanned;
      this.scannedChars += end + 1 - start;
      this.scanLine(text.slice(start, end), start, end + 1);
      this.scanned = end + 1;
    }
  }

  private scanLine(line: string, start: number, next: number) {
    const open = this.open;
    if (open?.kind === 'fence') {
      if (closesFence(line, open)) {
        this.finished.push(this.fenceBlock(open, start, true, true));
        this.open = null;
        return;
      }
      const chunkStart = open.chunkStarts.at(-1) ?? open.contentStart;
      if (next - chunkStart > CHUNK_SIZE) open.chunkStarts.push(next);
      return;
    }
    if (open?.kind === 'markdown') {
      if (isBlank(line)) {
        if (open.blankAt === -1) open.blankAt = start;
        return;
      }
      if (breaksMarkdown(open, line)) {
        this.finished.push(
          this.markdownBlock(open.start, open.blankAt !== -1 ? open.blankAt : start, true),
        );
        this.open = null;
        this.startBlock(line, start, next);
        return;
      }
      open.blankAt = -1;
      return;
    }
    this.startBlock(line, start, next);
  }

  private startBlock(line: string, start: number, next: number) {
    if (isBlank(line)) return;
    const fence = fenceOpener(line);
    this.open = fence
      ? { kind: 'fence', start, ...fence, contentStart: next, chunkStarts: [] }
      : { kind: 'markdown', start, blankAt: -1 };
  }

  private markdownBlock(start: number, end: number, complete: boolean): MarkdownTextBlock {
    return {
      kind: 'markdown',
      start,
      text: this.text.slice(start, end).trimEnd(),
      complete,
    };
  }

  private fenceBlock(
    fence: OpenFence,
    contentEnd: number,
    closed: boolean,
    complete: boolean,
  ): FenceBlock {
    const bounds = [fence.contentStart, ...fence.chunkStarts].filter(
      (offset) => offset <= contentEnd,
    );
    const chunks = bounds.map((from, index) =>
      this.text.slice(from, bounds[index + 1] ?? contentEnd),
    );
    // The line feed before the closing fence is not part of the code.
    const last = chunks.length - 1;
    if (closed && last >= 0) chunks[last] = (chunks[last] ?? '').replace(/\r?\n$/, '');
    return {
      kind: 'fence',
      start: fence.start,
      language: fence.language,
      chunks,
      closed,
      complete,
    };
  }

  /** The finished blocks plus the live ones: the open block and the unterminated last line. */
  private blocks(complete: boolean): readonly Block[] {
    const { text, scanned } = this;
    const tail = text.slice(scanned);
    const open = this.open;
    if (open?.kind === 'fence') {
      const closingLine = complete && closesFence(tail, open);
      const contentEnd = closingLine ? scanned : text.length;
      return [...this.finished, this.fenceBlock(open, contentEnd, closingLine, complete)];
    }
    if (open?.kind === 'markdown') {
      if (!breaksMarkdown(open, tail)) {
        return [...this.finished, this.markdownBlock(open.start, text.length, complete)];
      }
      const end = open.blankAt !== -1 ? open.blankAt : scanned;
      return [
        ...this.finished,
        this.markdownBlock(open.start, end, true),
        this.tailBlock(tail, scanned, complete),
      ];
    }
    if (isBlank(tail)) return this.finished;
    return [...this.finished, this.tailBlock(tail, scanned, complete)];
  }

  /** A block made of the unterminated last line alone. */
  private tailBlock(tail: string, start: number, complete: boolean): Block {
    const fence = fenceOpener(tail);
    if (fence) {
      // An opening fence line still being typed: an empty code block, not a paragraph of backticks.
      return {
        kind: 'fence',
        start,
        language: fence.language,
        chunks: [],
        closed: false,
        complete,
      };
    }
    return { kind: 'markdown', start, text: tail.trimEnd(), complete };
  }
}
