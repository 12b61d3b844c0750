import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type { EventSourceMessage };

/**
 * The messages of a `text/event-stream` body, in order. Chunk boundaries may fall anywhere: in a
 * line, between CR and LF, inside a multi-byte UTF-8 character. Comments are skipped and multi-line
 * `data` is joined with `\n` (the WHATWG event-stream rules, via eventsource-parser).
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const queue: EventSourceMessage[] = [];
  const parser = createParser({
    onEvent: (message) => {
      queue.push(message);
    },
  });
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        // A final event without its blank line is incomplete and dropped, as EventSource does;
        // what was already dispatched is flushed below.
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
