import { deferred, type Deferred } from './deferred';

const encoder = new TextEncoder();

/**
 * The `text/event-stream` body of one answer: `data: <json>\n\n` per event. Events written in
 * the same turn of the event loop go out as one chunk (a workflow that yields without waiting
 * sends many at once; one write each would cost a syscall each). Writes wait while the client is
 * slow to read (backpressure), and return at once once the client has gone, so a producer never
 * blocks on a dead connection. `onCancel` runs when the client goes away.
 */
export class EventSink {
  readonly stream: ReadableStream<Uint8Array>;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private room: Deferred<void> | null = null;
  private pending = '';
  private flushScheduled = false;
  private closed = false;
  private closing = false;

  constructor(onCancel: () => void, highWaterMark = 16) {
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        pull: () => {
          this.room?.resolve();
          this.room = null;
        },
        cancel: () => {
          this.finish();
          onCancel();
        },
      },
      new CountQueuingStrategy({ highWaterMark }),
    );
  }

  /** False once the client went away or the stream was closed. */
  get open(): boolean {
    return !this.closed && !this.closing;
  }

  async write(event: unknown): Promise<void> {
    if (!this.open) return;
    this.pending += `data: ${JSON.stringify(event)}\n\n`;
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flush();
      });
    }
    const controller = this.controller;
    if (!controller || (controller.desiredSize ?? 1) > 0) return;
    this.room ??= deferred();
    await this.room.promise;
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

  private finish(): void {
    this.closed = true;
    this.pending = '';
    this.room?.resolve();
    this.room = null;
  }
}
