import { describe, expect, it } from 'vitest';
import {
  recordedEvents,
  recordedStreamBytes,
  splitAt,
  streamOf,
} from '../../test/fixtures/recordedStream';
import { readEventStream } from './sse';

async function collect(chunks: Uint8Array[]) {
  const out: unknown[] = [];
  for await (const message of readEventStream(streamOf(chunks))) out.push(JSON.parse(message.data));
  return out;
}

describe('readEventStream', () => {
  it('reads every event of the recorded stream in one chunk', async () => {
    expect(await collect([recordedStreamBytes])).toEqual(recordedEvents);
  });

  it('gives the same events when the stream is split at every byte offset', async () => {
    // Covers splits inside lines, between CR and LF, inside multi-byte UTF-8 characters.
    for (let offset = 0; offset <= recordedStreamBytes.length; offset += 1) {
      const events = await collect(splitAt(recordedStreamBytes, [offset]));
      if (events.length !== recordedEvents.length) {
        throw new Error(`split at byte ${offset} gave ${events.length} events`);
      }
      expect(events, `split at byte ${offset}`).toEqual(recordedEvents);
    }
  });

  it('gives the same events when every byte arrives alone', async () => {
    const singles = Array.from(recordedStreamBytes, (byte) => Uint8Array.of(byte));
    expect(await collect(singles)).toEqual(recordedEvents);
  });

  it('gives the same events for random three-way splits', async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round += 1) {
      const a = Math.floor(random() * recordedStreamBytes.length);
      const b = a + Math.floor(random() * (recordedStreamBytes.length - a));
      expect(await collect(splitAt(recordedStreamBytes, [a, b]))).toEqual(recordedEvents);
    }
  });

  it('joins multi-line data with a line feed and skips comments', async () => {
    const text = ': hello\ndata: first\ndata: second\n\n: bye\n\n';
    const messages = [];
    for await (const message of readEventStream(streamOf([new TextEncoder().encode(text)])))
      messages.push(message.data);
    expect(messages).toEqual(['first\nsecond']);
  });

  it('drops a final event that never got its blank line', async () => {
    const text = 'data: {"a":1}\n\ndata: {"b":2}';
    const messages = [];
    for await (const message of readEventStream(streamOf([new TextEncoder().encode(text)])))
      messages.push(message.data);
    expect(messages).toEqual(['{"a":1}']);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const message of readEventStream(body)) {
      expect(message.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
