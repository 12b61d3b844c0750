import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { everyItem, thread } from '../../test/fixtures/items';
import { recordedEvents } from '../../test/fixtures/recordedStream';
import { UikitParseError } from './errors';
import { StreamEventSchema } from './events';
import {
  AnnotationSchema,
  AssistantContentSchema,
  ThreadItemSchema,
  UserContentSchema,
} from './items';
import { parseWire } from './parse';
import { ThreadSchema } from './thread';

describe('thread items', () => {
  it.each(everyItem.map((item) => [item.type, item] as const))('parses %s unchanged', (_, item) => {
    expect(parseWire(ThreadItemSchema, item, 'item')).toEqual(item);
  });

  it('ignores unknown fields', () => {
    const parsed = parseWire(ThreadItemSchema, { ...everyItem[4], sparkle: true }, 'item');
    expect(parsed).toEqual(everyItem[4]);
  });

  it('fills documented defaults', () => {
    const minimal = {
      id: 'i',
      object: 'uikit.thread_item',
      created_at: 1,
      thread_id: 't',
      type: 'uikit.user_message',
      content: [{ type: 'input_text', text: 'hi' }],
    };
    expect(parseWire(ThreadItemSchema, minimal, 'item')).toMatchObject({
      attachments: [],
      inference_options: { model: null, tool_choice: null },
    });
  });

  it('keeps an unknown item type with its identity', () => {
    const raw = {
      id: 'i',
      object: 'uikit.thread_item',
      created_at: 5,
      thread_id: 't',
      type: 'uikit.poll',
      q: '?',
    };
    expect(parseWire(ThreadItemSchema, raw, 'item')).toEqual({
      id: 'i',
      object: 'uikit.thread_item',
      created_at: 5,
      thread_id: 't',
      type: 'unknown',
      original_type: 'uikit.poll',
      raw,
    });
  });

  it('parses its own output to the same value (idempotent), unknown items included', () => {
    const raw = {
      id: 'i',
      object: 'uikit.thread_item',
      created_at: 5,
      thread_id: 't',
      type: 'uikit.poll',
      q: '?',
    };
    for (const item of [...everyItem, raw]) {
      const once = parseWire(ThreadItemSchema, item, 'item');
      expect(parseWire(ThreadItemSchema, once, 'item')).toEqual(once);
    }
    const event = parseWire(StreamEventSchema, { type: 'response.future', x: 1 }, 'event');
    expect(parseWire(StreamEventSchema, event, 'event')).toEqual(event);
  });

  it('refuses an unknown item type without an id', () => {
    expect(() => parseWire(ThreadItemSchema, { type: 'uikit.poll' }, 'item')).toThrow(
      UikitParseError,
    );
  });

  it.each([
    [{ ...everyItem[3], status: 'running' }, 'status'],
    [{ ...everyItem[5], tasks: [{ heading: 'x', type: 'plan' }] }, 'tasks[0].type'],
    [{ ...everyItem[0], content: 'hello' }, 'content'],
    [{ ...everyItem[2], widget: { type: 'Card' } }, 'widget'],
  ])('names the path of a bad field (%#)', (bad, path) => {
    const error = (() => {
      try {
        parseWire(ThreadItemSchema, bad, 'item');
      } catch (e) {
        return e as UikitParseError;
      }
      throw new Error('accepted');
    })();
    expect(error.path).toBe(path);
  });
});

describe('content parts and annotations', () => {
  it('passes unknown content parts and annotations through', () => {
    expect(v.parse(UserContentSchema, { type: 'input_audio', url: 'x' })).toMatchObject({
      type: 'unknown',
      original_type: 'input_audio',
    });
    expect(v.parse(AssistantContentSchema, { type: 'output_image', url: 'x' })).toMatchObject({
      type: 'unknown',
      original_type: 'output_image',
    });
    expect(v.parse(AnnotationSchema, { type: 'container_file', source: {} })).toMatchObject({
      type: 'unknown',
      original_type: 'container_file',
    });
  });

  it('parses both annotation kinds', () => {
    expect(
      v.parse(AnnotationSchema, { type: 'file', source: { type: 'file', filename: 'a.pdf' } }),
    ).toEqual({
      type: 'file',
      source: { type: 'file', filename: 'a.pdf' },
      index: null,
    });
    expect(
      v.parse(AnnotationSchema, { type: 'url', source: { type: 'url', url: 'https://a' } }),
    ).toEqual({
      type: 'url',
      source: { type: 'url', url: 'https://a', title: null },
      index: null,
    });
  });
});

describe('threads and events', () => {
  it('parses every thread status', () => {
    for (const status of [
      { type: 'active' },
      { type: 'locked', reason: 'Resolved' },
      { type: 'closed' },
    ]) {
      expect(parseWire(ThreadSchema, { ...thread, status }, 'thread').status.type).toBe(
        status.type,
      );
    }
    expect(
      parseWire(ThreadSchema, { ...thread, status: { type: 'closed' } }, 'thread').status,
    ).toEqual({
      type: 'closed',
      reason: null,
    });
  });

  it('parses every event of the recorded stream, an unknown one as an explicit variant', () => {
    const types = recordedEvents.map((event) => parseWire(StreamEventSchema, event, 'event').type);
    expect(types).toContain('unknown');
    expect(new Set(types)).toEqual(
      new Set([
        'stream_options', 'thread.created', 'thread.item.done', 'progress_update', 'thread.item.added',
        'thread.item.updated', 'notice', 'client_effect', 'unknown', 'thread.updated',
      ]),
    ); // prettier-ignore
  });

  it('keeps an unknown update kind inside a known event', () => {
    const event = parseWire(
      StreamEventSchema,
      {
        type: 'thread.item.updated',
        item_id: 'a',
        update: { type: 'assistant_message.reasoning.delta', delta: 'x' },
      },
      'event',
    );
    expect(event).toMatchObject({ type: 'thread.item.updated', update: { type: 'unknown' } });
  });
});

describe('a thread with allowed_image_domains (protocol section 12)', () => {
  it('keeps the hosts, drops entries that are not hosts, and never refuses the thread', () => {
    const parse = (allowed: unknown) =>
      parseWire(ThreadSchema, { ...thread, allowed_image_domains: allowed }, 'thread')
        .allowed_image_domains;
    expect(parse(['img.example.com'])).toEqual(['img.example.com']);
    expect(parse(['img.example.com', 4, '', null])).toEqual(['img.example.com']);
    expect(parse('img.example.com')).toBeUndefined();
    expect(parse(undefined)).toBeUndefined();
  });
});

describe('a thread with active_response (protocol section 11)', () => {
  it('reads {id, started_at}, and anything else as null, never refusing the thread', () => {
    const parse = (active: unknown) =>
      parseWire(ThreadSchema, { ...thread, active_response: active }, 'thread').active_response;
    expect(parse({ id: 'resp_1', started_at: 1_700_000_000, extra: 1 })).toEqual({
      id: 'resp_1',
      started_at: 1_700_000_000,
    });
    expect(parse(null)).toBeNull();
    expect(parse({ id: 'resp_1' })).toBeNull();
    expect(parse({ id: 3, started_at: 1 })).toBeNull();
    expect(parse({ id: 'resp_1', started_at: Number.NaN })).toBeNull();
    expect(parse('resp_1')).toBeNull();
    expect(parse(undefined)).toBeUndefined();
  });
});
