import { describe, expect, it } from 'vitest';
import {
  recordedEvents,
  recordedStreamBytes,
  splitAt,
  streamOf,
} from '../../test/fixtures/recordedStream';
import { EventStreamParser, readEventStream, type EventSourceMessage } from './sse';

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

  it('ends lines at LF, CRLF and a bare CR, a CRLF split across chunks being one ending', () => {
    const parse = (chunks: string[]) => {
      const out: string[] = [];
      const parser = new EventStreamParser((message) => out.push(message.data));
      for (const chunk of chunks) parser.feed(chunk);
      parser.end();
      return out;
    };
    expect(parse(['data: a\n\ndata: b\r\n\r\ndata: c\r\rdata: d\n\r\n'])).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // CR | LF: one line ending, so the event is not dispatched until its blank line.
    expect(parse(['data: a\r', '\ndata: b\r', '\n\r', '\n'])).toEqual(['a\nb']);
    // CR | CR: two line endings, the second a blank line.
    expect(parse(['data: a\r', '\rdata: b\n\n'])).toEqual(['a', 'b']);
    // A field name split across chunks.
    expect(parse(['da', 'ta', ': x\n', '\n'])).toEqual(['x']);
    // Data after the last blank line at the end of the stream is discarded.
    expect(parse(['data: a\n\ndata: b\n'])).toEqual(['a']);
  });

  it('keeps the event and id fields, and ignores retry and unknown fields', () => {
    const out: EventSourceMessage[] = [];
    const parser = new EventStreamParser((message) => out.push(message));
    parser.feed('event: delta\nid: 7\nretry: 10\nweird: yes\ndata\ndata: x\n\n');
    expect(out).toEqual([{ data: '\nx', event: 'delta', id: '7' }]);
  });

  it('skips an oversized event without holding it, reports it, and reads the next one', () => {
    const out: string[] = [];
    const oversized: number[] = [];
    const parser = new EventStreamParser((message) => out.push(message.data), {
      maxEventSize: 1000,
      onOversized: (size) => oversized.push(size),
    });
    parser.feed('data: small\n\ndata: ');
    for (let i = 0; i < 100; i += 1) parser.feed('x'.repeat(100));
    parser.feed('\ndata: more\n\n');
    // Many short data lines add up too.
    for (let i = 0; i < 50; i += 1) parser.feed('data: yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\n');
    parser.feed('\ndata: last\n\n');
    parser.end();
    expect(out).toEqual(['small', 'last']);
    expect(oversized).toHaveLength(2);
    expect(oversized[0]).toBeGreaterThan(10_000);
    expect(parser.highWaterMark).toBeLessThanOrEqual(1000);
  });

  it('skips a 50 MB event streaming by in network-sized chunks, holding at most the bound', async () => {
    const encoder = new TextEncoder();
    const chunk = encoder.encode('z'.repeat(64 * 1024));
    const total = 50 * 1024 * 1024;
    let sent = 0;
    let stage = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stage === 0) controller.enqueue(encoder.encode('data: {"type":"notice","level":'));
        else if (sent < total) {
          controller.enqueue(chunk);
          sent += chunk.length;
          return;
        } else if (stage === 1) controller.enqueue(encoder.encode('}\n\ndata: {"after":true}\n\n'));
        else controller.close();
        stage += 1;
      },
    });
    const oversized: number[] = [];
    const messages = [];
    for await (const message of readEventStream(body, {
      onOversized: (size) => oversized.push(size),
    }))
      messages.push(message.data);
    expect(messages).toEqual(['{"after":true}']);
    expect(oversized).toHaveLength(1);
    expect(oversized[0]).toBeGreaterThan(total);
  });
});
