/** One dispatched event of a `text/event-stream`: its `data` lines joined with `\n`. */
export interface EventSourceMessage {
  data: string;
  /** The `event:` field, when given. */
  event?: string;
  /** The `id:` field, when given. */
  id?: string;
}

/**
 * The largest event the reader holds, in characters of its data (and the line being read): about
 * 8 MiB, eight times the largest answer the kit renders in full. A larger event is skipped as it
 * streams by, never buffered whole, and reported.
 */
export const MAX_EVENT_SIZE = 8 * 1024 * 1024;

export interface EventStreamOptions {
  /** Defaults to {@link MAX_EVENT_SIZE}. */
  maxEventSize?: number;
  /** An event skipped for its size: how many characters it had when it ended (or the stream did). */
  onOversized?: (size: number) => void;
}

/**
 * The WHATWG event-stream line rules, fed text in chunks of any size: LF, CRLF and a bare CR end a
 * line (a CR at the end of one chunk and an LF at the start of the next are one line ending), a
 * blank line dispatches, `:` starts a comment, data lines are joined with `\n`, and an event
 * without its blank line at the end of the stream is dropped. Every character is looked at once:
 * the cost is linear whatever the chunking. An event larger than `maxEventSize` is skipped without
 * being held.
 */
export class EventStreamParser {
  private readonly maxEventSize: number;
  private readonly onOversized: ((size: number) => void) | undefined;
  private readonly dispatch: (message: EventSourceMessage) => void;
  /** Fragments of the line being read (it spans chunks). */
  private lineParts: string[] = [];
  private lineLength = 0;
  private dataLines: string[] = [];
  private dataLength = 0;
  private eventType: string | undefined;
  private eventId: string | undefined;
  /** The previous chunk ended in CR: an LF first in this one belongs to it. */
  private afterCR = false;
  /** Characters of the event being skipped, or -1. */
  private skipped = -1;
  /** The most characters held at once, for tests to check that big events are never held. */
  highWaterMark = 0;

  constructor(dispatch: (message: EventSourceMessage) => void, options: EventStreamOptions = {}) {
    this.dispatch = dispatch;
    this.maxEventSize = options.maxEventSize ?? MAX_EVENT_SIZE;
    this.onOversized = options.onOversized;
  }

  feed(chunk: string): void {
    let start = 0;
    if (this.afterCR && chunk.charCodeAt(0) === LF) start = 1;
    this.afterCR = false;
    // The next CR and LF at or after `start`, each searched again only once passed: two
    // independent searches from every line start would rescan long runs without the other one.
    let nextCR = -2;
    let nextLF = -2;
    while (start < chunk.length) {
      if (nextCR !== -1 && nextCR < start) nextCR = chunk.indexOf('\r', start);
      if (nextLF !== -1 && nextLF < start) nextLF = chunk.indexOf('\n', start);
      const end = nextCR === -1 ? nextLF : nextLF === -1 ? nextCR : Math.min(nextCR, nextLF);
      if (end === -1) {
        this.hold(chunk, start, chunk.length);
        return;
      }
      this.endLine(chunk, start, end);
      if (chunk.charCodeAt(end) === CR) {
        if (end + 1 === chunk.length) this.afterCR = true;
        start = chunk.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
      } else start = end + 1;
    }
  }

  /** The stream ended: an event without its blank line is dropped (as EventSource does). */
  end(): void {
    if (this.skipped !== -1) this.onOversized?.(this.skipped + this.lineLength);
    this.resetEvent();
    this.lineParts = [];
    this.lineLength = 0;
  }

  /** Keeps part of a line that continues in the next chunk, unless the event grew too large. */
  private hold(chunk: string, from: number, to: number) {
    const length = to - from;
    if (this.skipped === -1 && this.dataLength + this.lineLength + length > this.maxEventSize)
      this.startSkipping();
    if (this.skipped === -1) {
      this.lineParts.push(chunk.slice(from, to));
      this.highWaterMark = Math.max(this.highWaterMark, this.dataLength + this.lineLength + length);
    }
    this.lineLength += length;
  }

  private endLine(chunk: string, from: number, to: number) {
    const length = this.lineLength + to - from;
    if (this.skipped === -1 && this.dataLength + length > this.maxEventSize) this.startSkipping();
    if (this.skipped !== -1) {
      // A blank line ends the skipped event; any other line is counted and let go.
      if (length === 0) {
        this.onOversized?.(this.skipped);
        this.resetEvent();
      } else this.skipped += length + 1;
      this.lineParts = [];
      this.lineLength = 0;
      return;
    }
    const line =
      this.lineParts.length === 0
        ? chunk.slice(from, to)
        : this.lineParts.join('') + chunk.slice(from, to);
    this.lineParts = [];
    this.lineLength = 0;
    this.processLine(line);
  }

  private processLine(line: string) {
    if (line === '') {
      if (this.dataLines.length > 0) {
        this.dispatch({
          data: this.dataLines.join('\n'),
          ...(this.eventType === undefined ? {} : { event: this.eventType }),
          ...(this.eventId === undefined ? {} : { id: this.eventId }),
        });
      }
      this.resetEvent();
      return;
    }
    if (line.charCodeAt(0) === COLON) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === SPACE) value = value.slice(1);
    if (field === 'data') {
      this.dataLines.push(value);
      this.dataLength += value.length + 1;
    } else if (field === 'event') this.eventType = value === '' ? undefined : value;
    else if (field === 'id' && !value.includes('\0')) this.eventId = value;
    // `retry` and unknown fields mean nothing to a fetch-based reader.
  }

  /** Drops what the event held; the line being read is counted when it ends. */
  private startSkipping() {
    this.skipped = this.dataLength;
    this.dataLines = [];
    this.dataLength = 0;
    this.lineParts = [];
  }

  private resetEvent() {
    this.dataLines = [];
    this.dataLength = 0;
    this.eventType = undefined;
    this.eventId = undefined;
    this.skipped = -1;
  }
}

const LF = 10;
const CR = 13;
const COLON = 58;
const SPACE = 32;

/**
 * The messages of a `text/event-stream` body, in order. Chunk boundaries may fall anywhere: in a
 * line, between CR and LF, inside a multi-byte UTF-8 character. See {@link EventStreamParser}.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
  options: EventStreamOptions = {},
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const queue: EventSourceMessage[] = [];
  const parser = new EventStreamParser((message) => {
    queue.push(message);
  }, options);
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        parser.end();
      } else {
        parser.feed(decoder.decode(value, { stream: true }));
      }
      for (const message of queue.splice(0)) yield message;
      if (done) return;
    }
  } finally {
    // Stops the network read when the consumer leaves early (break, abort, error).
    reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
