import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUikitClient } from '../../src/client/UikitClient';
import { applyStreamEvent } from '../../src/state/applyStreamEvent';
import { createThreadState, type ThreadState } from '../../src/state/threadState';
import type { DataProblem } from '../../src/wire/receivePage';
import type { ReceivedStreamEvent } from '../../src/wire/received';
import { eventDamage } from '../fixtures/damage';
import { CREATED_AT, THREAD_ID, widgetJson } from '../fixtures/items';
import { recordedEvents, splitAt, streamOf } from '../fixtures/recordedStream';
import { fakeFetch, sseResponse } from '../support/fakeFetch';

// Property (b) of protocol section 10: a recorded answer, framed every way the event-stream
// format allows, cut into random chunks (inside UTF-8 characters, between CR and LF, inside field
// names) and with bad events inserted anywhere, ends in the same thread as the clean answer read
// in one chunk; every bad event is skipped and reported, and the stream goes on.

/** The recorded answer, with a widget and a failure with retry before the new title. */
const answer: readonly Record<string, unknown>[] = [
  ...recordedEvents.slice(0, -1),
  {
    type: 'thread.item.done',
    item: {
      id: 'itm_w',
      object: 'uikit.thread_item',
      created_at: CREATED_AT + 2,
      thread_id: THREAD_ID,
      type: 'uikit.widget',
      widget: widgetJson,
    },
  },
  { type: 'error', code: 'partial', message: 'Part of the answer failed', allow_retry: true },
  ...recordedEvents.slice(-1),
];

/** Bad events (the `data` of each) that must be skipped, whatever else they hold. */
const corpusBad = eventDamage
  .filter((damage) => damage.outcome === 'skipped')
  .map((damage) => damage.data);
/** Valid events that must change nothing: updates for items or parts the thread lacks. */
const ignored = [
  JSON.stringify({
    type: 'thread.item.updated',
    item_id: 'itm_nobody',
    update: { type: 'assistant_message.content_part.text_delta', content_index: 0, delta: 'x' },
  }),
  JSON.stringify({
    type: 'thread.item.updated',
    item_id: 'itm_a',
    update: { type: 'assistant_message.content_part.text_delta', content_index: 9, delta: 'x' },
  }),
];
const garbage = fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ' '));
const badEvent = fc.oneof(fc.constantFrom(...corpusBad), garbage, fc.constantFrom(...ignored));

const lineEnd = fc.constantFrom('\n', '\r\n', '\r');

/** One event as text: its data (maybe over several lines), extra fields, comments, its end. */
const framed = (data: string) =>
  fc
    .record({
      end: lineEnd,
      split: fc.boolean(),
      comment: fc.boolean(),
      fields: fc.boolean(),
    })
    .map(({ end, split, comment, fields }) => {
      const cut = data.indexOf(',');
      const lines = split && cut > 0 ? [data.slice(0, cut + 1), data.slice(cut + 1)] : [data];
      return [
        ...(comment ? [': keep-alive'] : []),
        ...(fields ? ['event: message', 'id: 7', 'retry: 100'] : []),
        ...lines.map((line) => `data: ${line}`),
        '',
      ]
        .map((line) => `${line}${end}`)
        .join('');
    });

async function read(chunks: Uint8Array[], problems: DataProblem[] = []) {
  const events: ReceivedStreamEvent[] = [];
  const stream = await createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs',
    fetch: fakeFetch(() => sseResponse(streamOf(chunks))).fetch,
    onProblem: (problem) => problems.push(problem),
  }).conversation.createThread({ content: [{ type: 'input_text', text: 'Hi' }] });
  for await (const event of stream) events.push(event);
  return events.reduce<ThreadState>(
    (state, event) => applyStreamEvent(state, event),
    createThreadState(),
  );
}

const encoder = new TextEncoder();
const cleanBytes = encoder.encode(
  answer.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''),
);

describe('property (b): chunking and bad events never change the answer', () => {
  it('reads the clean answer in one chunk into the expected thread', async () => {
    const state = await read([cleanBytes]);
    expect(state.thread?.title).toBe('Lisbon in May');
    expect(state.itemIds).toEqual(['itm_u', 'itm_a', 'itm_w']);
    expect(state.response.error).toEqual({
      code: 'partial',
      message: 'Part of the answer failed',
      allowRetry: true,
    });
    expect(state.notices).toHaveLength(1);
  });

  it('ends in the same thread for any framing, chunking and bad events', async () => {
    const clean = await read([cleanBytes]);
    const arbitrary = fc
      .tuple(
        fc.tuple(...answer.map((event) => framed(JSON.stringify(event)))),
        fc.array(fc.tuple(fc.nat(answer.length), badEvent.chain(framed)), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.boolean(),
      )
      .map(([events, bad, cuts, bytewise]) => {
        const parts = [...events];
        // Insert from the back so the earlier positions stay right.
        for (const [at, text] of [...bad].sort((a, b) => b[0] - a[0])) parts.splice(at, 0, text);
        const bytes = encoder.encode(parts.join(''));
        const chunks = bytewise
          ? Array.from(bytes, (byte) => Uint8Array.of(byte))
          : splitAt(
              bytes,
              [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b),
            );
        return { chunks, bad: bad.length };
      });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ chunks, bad }) => {
        const problems: DataProblem[] = [];
        const state = await read(chunks, problems);
        expect(state.thread).toEqual(clean.thread);
        expect(state.items).toEqual(clean.items);
        expect(state.notices).toEqual(clean.notices);
        expect(state.response).toEqual(clean.response);
        expect(problems.every((problem) => problem.outcome === 'skipped')).toBe(true);
        expect(problems.length).toBeLessThanOrEqual(bad);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('reports each bad event of the corpus once, skipped, and reads on', async () => {
    const parts = answer.map((event) => `data: ${JSON.stringify(event)}\r\n\r\n`);
    corpusBad.forEach((data, index) => {
      parts.splice(1 + index * 2, 0, `data: ${data}\n\n`);
    });
    const problems: DataProblem[] = [];
    const state = await read([encoder.encode(parts.join(''))], problems);
    expect(state.items).toEqual((await read([cleanBytes])).items);
    const skipped = problems.filter((problem) => problem.outcome === 'skipped');
    expect(new Set(skipped.map((problem) => problem.path)).size).toBeGreaterThan(3);
    expect(skipped.length).toBeGreaterThanOrEqual(corpusBad.length);
  });
});
