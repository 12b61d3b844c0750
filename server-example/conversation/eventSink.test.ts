import { describe, expect, it } from 'vitest';
import { EventSink } from './eventSink';

const turn = () => new Promise((resolve) => setImmediate(resolve));
const decoder = new TextDecoder();

async function readChunk(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  try {
    const { value } = await reader.read();
    return decoder.decode(value);
  } finally {
    reader.releaseLock();
  }
}

describe('EventSink', () => {
  it('sends the events of one turn as one chunk, and ends once they are out', async () => {
    const sink = new EventSink();
    sink.write({ type: 'a' });
    sink.write({ type: 'b' });
    sink.close();
    const reader = sink.stream.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe(
      'data: {"type":"a"}\n\ndata: {"type":"b"}\n\n',
    );
    expect((await reader.read()).done).toBe(true);
  });

  it('never waits for the reader, and counts what it has not taken', async () => {
    const sink = new EventSink({ maxUnsentBytes: 1000 });
    sink.writeJson('"x"');
    sink.writeJson('"y"');
    expect(sink.unsentBytes).toBe(2 * 'data: "x"\n\n'.length);
    await turn();
    // Queued in the stream now, still unsent.
    expect(sink.unsentBytes).toBe(2 * 'data: "x"\n\n'.length);
    await readChunk(sink.stream);
    expect(sink.unsentBytes).toBe(0);
  });

  it('cuts a reader past the bound: once, dropping its backlog, and the stream errors', async () => {
    let overflows = 0;
    const sink = new EventSink({
      maxUnsentBytes: 100,
      onOverflow: () => {
        overflows += 1;
      },
    });
    const event = JSON.stringify('x'.repeat(40));
    sink.writeJson(event);
    await turn();
    sink.writeJson(event);
    expect(overflows).toBe(0);
    sink.writeJson(event);
    expect(overflows).toBe(1);
    expect(sink.open).toBe(false);
    expect(sink.unsentBytes).toBe(0);
    sink.writeJson(event);
    expect(overflows).toBe(1);
    await expect(sink.stream.getReader().read()).rejects.toThrow(/too slowly/);
  });

  it('resets the connection instead, when it can', async () => {
    let resets = 0;
    const sink = new EventSink({
      maxUnsentBytes: 10,
      resetConnection: () => {
        resets += 1;
      },
    });
    sink.writeJson('"more than ten bytes"');
    expect(resets).toBe(1);
    await turn();
    // Nothing more is sent; the reset connection ends the request.
    expect(sink.unsentBytes).toBe(0);
  });

  it('lets a backlog (a snapshot) past the bound, and bounds what comes after it', () => {
    let overflows = 0;
    const sink = new EventSink({
      maxUnsentBytes: 100,
      onOverflow: () => {
        overflows += 1;
      },
    });
    sink.writeBacklog([JSON.stringify('x'.repeat(500))]);
    expect(overflows).toBe(0);
    sink.writeJson(JSON.stringify('y'.repeat(50)));
    expect(overflows).toBe(0);
    sink.writeJson(JSON.stringify('y'.repeat(50)));
    expect(overflows).toBe(1);
  });

  it('tells when the client goes away, and ignores what is written after', async () => {
    let cancelled = 0;
    const sink = new EventSink({
      onCancel: () => {
        cancelled += 1;
      },
    });
    await sink.stream.cancel();
    expect(cancelled).toBe(1);
    sink.write({ type: 'late' });
    expect(sink.unsentBytes).toBe(0);
  });
});
