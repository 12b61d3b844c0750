import { describe, expect, it } from 'vitest';
import { IMAGE_PREVIEW, IMAGE_ROUGH } from '../../test/fixtures/images';
import { assistantMessage, generatedImage } from '../../test/fixtures/items';
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

describe('applyItemUpdate: generated_image.updated (protocol section 12)', () => {
  const placeholder = { ...generatedImage, image: null };
  const preview = (url: string, progress?: number): ReceivedItemUpdate => ({
    type: 'generated_image.updated',
    image: { id: 'img_lisbon', url },
    ...(progress === undefined ? {} : { progress }),
  });

  it('shows each preview in place of the one before, with how far it has come', () => {
    const rough = applyItemUpdate(placeholder, preview(IMAGE_ROUGH, 0.25));
    expect(rough).toEqual({
      ...placeholder,
      image: { id: 'img_lisbon', url: IMAGE_ROUGH },
      progress: 0.25,
    });
    const sharper = applyItemUpdate(rough, preview(IMAGE_PREVIEW, 0.75));
    expect(sharper).toMatchObject({ image: { url: IMAGE_PREVIEW }, progress: 0.75 });
    expect(rough).toMatchObject({ image: { url: IMAGE_ROUGH }, progress: 0.25 });
  });

  it('keeps the last progress said when a preview does not say one', () => {
    const rough = applyItemUpdate(placeholder, preview(IMAGE_ROUGH, 0.5));
    expect(applyItemUpdate(rough, preview(IMAGE_PREVIEW))).toMatchObject({
      image: { url: IMAGE_PREVIEW },
      progress: 0.5,
    });
  });

  it('leaves an item of another type as it is', () => {
    expect(applyItemUpdate(assistantMessage, preview(IMAGE_ROUGH, 0.1))).toBe(assistantMessage);
  });
});
