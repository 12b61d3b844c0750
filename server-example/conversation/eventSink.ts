const encoder = new TextEncoder();

/** How far a reader may fall behind an answer before its stream is cut: 2 MiB unsent. */
export const DEFAULT_MAX_UNSENT_BYTES = 2 * 1024 * 1024;

export interface EventSinkOptions {
  /** Bytes written but not yet taken by the connection, past which the stream is cut. */
  maxUnsentBytes?: number | undefined;
  /** The client closed the stream. */
  onCancel?: () => void;
  /** The stream was cut: the client read too slowly. */
  onOverflow?: () => void;
  /**
   * Resets the client's connection, to cut the stream (`connectionReset`). Without it the stream
   * errors, which drops the connection too.
   */
  resetConnection?: (() => void) | undefined;
}

/**
 * The `text/event-stream` body one client reads: `data: <json>\n\n` per event. Events written in
 * the same turn of the event loop go out as one chunk (a workflow that yields without waiting
 * sends many at once; one write each would cost a syscall each).
 *
 * Writes never wait: an answer is produced at its own pace for every reader, so a slow one must
 * not hold it (or the other readers) back. What the connection has not taken yet is counted
 * instead, and a reader more than `maxUnsentBytes` behind has its stream cut with an error, as a
 * dropped connection would be: its client resumes from a snapshot rather than the server holding
 * an unbounded backlog for it.
 */
export class EventSink {
  readonly stream: ReadableStream<Uint8Array>;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private readonly maxUnsentBytes: number;
  private readonly onOverflow: () => void;
  private readonly resetConnection: (() => void) | undefined;
  /** Bytes the bound allows beyond `maxUnsentBytes`: a backlog the reader must get whole. */
  private allowance = 0;
  private pending = '';
  private pendingBytes = 0;
  private flushScheduled = false;
  private closed = false;
  private closing = false;

  constructor(options: EventSinkOptions = {}) {
    this.maxUnsentBytes = options.maxUnsentBytes ?? DEFAULT_MAX_UNSENT_BYTES;
    this.onOverflow = options.onOverflow ?? noop;
    this.resetConnection = options.resetConnection;
    const onCancel = options.onCancel ?? noop;
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        cancel: () => {
          this.finish();
          onCancel();
        },
      },
      // A high-water mark of 0: `desiredSize` is minus the bytes queued and not yet read.
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
  }

  /** False once the client went away, or the stream was closed or cut. */
  get open(): boolean {
    return !this.closed && !this.closing;
  }

  /** Bytes written that the connection has not taken yet. */
  get unsentBytes(): number {
    return this.pendingBytes + Math.max(0, -(this.controller?.desiredSize ?? 0));
  }

  write(event: unknown): void {
    this.writeJson(JSON.stringify(event));
  }

  /** Writes an event already serialized (one serialization serves every reader). */
  writeJson(json: string): void {
    if (!this.open) return;
    this.append(json);
    if (this.unsentBytes > this.maxUnsentBytes + this.allowance) this.cut();
  }

  /**
   * Writes events, already serialized, that the reader must get whatever their size (the snapshot
   * of a long answer): the bound grows by what they take, so they never cut the stream themselves.
   */
  writeBacklog(jsons: readonly string[]): void {
    if (!this.open) return;
    const before = this.pendingBytes;
    for (const json of jsons) this.append(json);
    this.allowance += this.pendingBytes - before;
  }

  private append(json: string): void {
    const block = `data: ${json}\n\n`;
    this.pending += block;
    this.pendingBytes += Buffer.byteLength(block);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flush();
      });
    }
  }

  /** Ends the stream once what was written has gone out. */
  close(): void {
    if (!this.open) return;
    this.closing = true;
    if (!this.flushScheduled) this.flush();
  }

  private flush(): void {
    this.flushScheduled = false;
    const controller = this.controller;
    if (this.closed || !controller) return;
    if (this.pending !== '') {
      controller.enqueue(encoder.encode(this.pending));
      this.pending = '';
      this.pendingBytes = 0;
    }
    if (this.closing) {
      this.finish();
      try {
        controller.close();
      } catch {
        // Already closed by a cancel racing this close.
      }
    }
  }

  /**
   * Drops the backlog and the connection: the client sees its stream break off, as a network
   * drop, not end as if the answer were over.
   */
  private cut(): void {
    this.finish();
    this.onOverflow();
    if (this.resetConnection) {
      this.resetConnection();
      return;
    }
    try {
      this.controller?.error(new Error('The client read too slowly; its stream was cut'));
    } catch {
      // Already closed.
    }
  }

  private finish(): void {
    this.closed = true;
    this.pending = '';
    this.pendingBytes = 0;
  }
}

const noop = () => undefined;
