import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../test/fixtures/recordedStream';
import { TEST_API_BASE, TEST_SECRET } from '../../test/support/testApi';
import { StreamEventSchema } from '../wire/events';
import { parseWire } from '../wire/parse';
import type { UploadProgress } from './transport';
import { createUikitClient } from './UikitClient';

// These run in Debian Chromium against real HTTP endpoints (test/support/testEndpoints.ts), for
// what only a real network stack shows: upload progress, streamed bodies, aborts reaching the server.

const client = (headers: Record<string, string> = {}) =>
  createUikitClient({ baseUrl: TEST_API_BASE, clientSecret: TEST_SECRET, headers });

const input = { content: [{ type: 'input_text' as const, text: 'Plan Lisbon' }] };

describe('uploads in a browser', () => {
  it('reports progress while the file is sent', async () => {
    const size = 8 * 1024 * 1024;
    const file = new File([new Uint8Array(size)], 'big.bin', { type: 'application/octet-stream' });
    const progress: UploadProgress[] = [];
    const { data, meta } = await client().files.upload(file, {
      onProgress: (event) => progress.push(event),
    });
    expect(data.bytes).toBeGreaterThanOrEqual(size);
    expect(meta.requestId).toBe('req_upload');
    const between = progress.filter((event) => event.fraction > 0 && event.fraction < 1);
    expect(between.length).toBeGreaterThan(0);
    const loaded = progress.map((event) => event.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(progress.at(-1)?.fraction).toBe(1);
  });

  it('stops an upload on abort', async () => {
    const controller = new AbortController();
    const file = new File([new Uint8Array(16 * 1024 * 1024)], 'big.bin');
    const pending = client().files.upload(file, {
      signal: controller.signal,
      onProgress: (event) => {
        if (event.fraction > 0.1) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('conversation streams in a browser', () => {
  it('parses the recorded answer arriving in odd-sized network chunks', async () => {
    const stream = await client().conversation.createThread(input);
    const events = [];
    for await (const event of stream) events.push(event);
    expect(events).toEqual(
      recordedEvents.map((event) => parseWire(StreamEventSchema, event, 'event')),
    );
    expect(stream.meta.rateLimit).toEqual({ limit: 10, remaining: 9, resetMs: 6000 });
  });

  it('stops an endless answer and the server sees the client leave', async () => {
    const stream = await client({ 'x-test-mode': 'slow' }).conversation.createThread(input);
    let count = 0;
    for await (const event of stream) {
      expect(event.type).toBe('progress_update');
      count += 1;
      if (count === 3) stream.abort();
    }
    expect(count).toBe(3);
    expect(stream.aborted).toBe(true);
    await expect
      .poll(async () => {
        const response = await fetch(`${TEST_API_BASE}/last-stream`, {
          headers: { authorization: `Bearer ${TEST_SECRET}` },
        });
        return ((await response.json()) as { aborted: boolean | null }).aborted;
      })
      .toBe(true);
  });
});
