import { describe, expect, it } from 'vitest';
import { IMAGE_PREVIEW } from '../../test/fixtures/images';
import { generatedImage, THREAD_ID } from '../../test/fixtures/items';
import { ThreadItemSchema } from './items';
import { parseWire } from './parse';
import { receiveStreamEvent } from './receiveEvent';
import { receiveThreadItem } from './receiveItem';

// Protocol section 12: `uikit.generated_image` and its `generated_image.updated` previews.

const context = { threadId: THREAD_ID };
const updated = (update: Record<string, unknown>) => ({
  type: 'thread.item.updated',
  item_id: generatedImage.id,
  update: { type: 'generated_image.updated', ...update },
});

describe('a generated image item', () => {
  it('reads the final image as it is', () => {
    expect(parseWire(ThreadItemSchema, generatedImage, 'item')).toEqual(generatedImage);
  });

  it('reads a placeholder: no image yet, absent or null', () => {
    const { image: _, ...placeholder } = generatedImage;
    expect(receiveThreadItem(placeholder, context)).toEqual({
      item: { ...generatedImage, image: null },
      problems: [],
    });
    expect(receiveThreadItem({ ...generatedImage, image: null }, context).problems).toEqual([]);
  });

  it('keeps a progress in range and drops one out of range, the image still shown', () => {
    expect(receiveThreadItem({ ...generatedImage, progress: 0.5 }, context).item).toMatchObject({
      progress: 0.5,
    });
    for (const progress of [1.5, -0.1, '0.5', Number.NaN]) {
      const { item } = receiveThreadItem({ ...generatedImage, progress }, context);
      expect(item).toMatchObject({ type: 'uikit.generated_image', image: generatedImage.image });
      expect(item?.type === 'uikit.generated_image' && item.progress).toBeUndefined();
    }
  });

  it('reads an image it cannot use as no image (a placeholder), and reports it', () => {
    for (const image of [{ id: 'img' }, 'https://x.example/a.png', { id: 1, url: 'u' }]) {
      const { item, problems } = receiveThreadItem({ ...generatedImage, image }, context);
      expect(item).toMatchObject({ type: 'uikit.generated_image', image: null });
      expect(problems.map((problem) => problem.path)).toContainEqual(
        expect.stringMatching(/^image/),
      );
    }
  });
});

describe('generated_image.updated', () => {
  it('reads a preview with its progress', () => {
    const image = { id: 'img_lisbon', url: IMAGE_PREVIEW };
    expect(receiveStreamEvent(updated({ image, progress: 0.4 }), context)).toEqual({
      ok: true,
      event: { ...updated({ image, progress: 0.4 }) },
      problems: [],
    });
    expect(receiveStreamEvent(updated({ image }), context)).toMatchObject({
      ok: true,
      event: { update: { type: 'generated_image.updated', image } },
      problems: [],
    });
  });

  it('keeps the preview when only its progress is bad', () => {
    const image = { id: 'img_lisbon', url: IMAGE_PREVIEW };
    const result = receiveStreamEvent(updated({ image, progress: 7 }), context);
    expect(result).toMatchObject({ ok: true, event: { update: { image } } });
    expect(
      result.ok && result.event.type === 'thread.item.updated' && result.event.update,
    ).not.toHaveProperty('progress');
    expect(result.problems.map((problem) => problem.path)).toEqual(['update.progress']);
  });

  it('skips an update without a usable image, and reports it', () => {
    for (const image of [undefined, null, { id: 'x' }, 'u']) {
      const result = receiveStreamEvent(updated({ image, progress: 0.2 }), context);
      expect(result.ok).toBe(false);
      expect(result.problems.map((problem) => problem.path)).toContainEqual(
        expect.stringMatching(/^update\.image/),
      );
    }
  });
});
