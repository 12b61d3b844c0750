import { describe, expect, it } from 'vitest';
import { assistantMessage } from '../../test/fixtures/items';
import type { ReceivedItemUpdate } from '../wire/received';
import { applyItemUpdate, MAX_CONTENT_PADDING } from './applyItemUpdate';

const empty = { ...assistantMessage, content: [] };
const delta = (content_index: number): ReceivedItemUpdate => ({
  type: 'assistant_message.content_part.text_delta',
  content_index,
  delta: 'So far ',
});

describe('applyItemUpdate', () => {
  it('pads a missing part for a delta by default, as the local API stores what a workflow streams', () => {
    expect(applyItemUpdate(empty, delta(1))).toMatchObject({
      content: [
        { type: 'output_text', text: '' },
        { type: 'output_text', text: 'So far ' },
      ],
    });
  });

  it('ignores a delta for a missing part when asked to (the thread state, protocol section 10)', () => {
    expect(applyItemUpdate(empty, delta(0), { missingPart: 'ignore' })).toBe(empty);
  });

  it('never pads further than MAX_CONTENT_PADDING past the last part', () => {
    expect(applyItemUpdate(empty, delta(MAX_CONTENT_PADDING + 1))).toBe(empty);
    expect(applyItemUpdate(empty, delta(2 ** 31))).toBe(empty);
  });
});
