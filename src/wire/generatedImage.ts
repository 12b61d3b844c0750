import * as v from 'valibot';
import { itemBase } from './itemBase';
import { lenient } from './lenient';

// Protocol section 12: an image the workflow generates (ChatKit's `generated_image`). It arrives
// as a placeholder (no image yet), sharpens through partial previews (`generated_image.updated`)
// and ends with the final image in `thread.item.done`.

/** Schema of a generated image: its id and where to load it. */
export const GeneratedImageSchema = v.object({
  id: v.string(),
  /** Goes through the URL policy like every other image source. */
  url: v.string(),
});
/** A generated image (or a partial preview of one): its id and URL. */
export type GeneratedImage = v.InferOutput<typeof GeneratedImageSchema>;

/** How far a generated image has come, 0 to 1. */
export const ImageProgressSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

/** Schema of a `uikit.generated_image` thread item. */
export const GeneratedImageItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.generated_image'),
  /** Null (or absent) until the first partial preview arrives. */
  image: v.optional(v.nullable(GeneratedImageSchema), null),
  /**
   * How far the image has come (0 to 1) while it is generated: the kit keeps here the `progress`
   * of the last `generated_image.updated`; a service may send it on an item in progress too. A
   * value out of range is dropped.
   */
  progress: lenient(ImageProgressSchema),
});
/** An image the workflow generates, as the protocol defines it. */
export type GeneratedImageItem = v.InferOutput<typeof GeneratedImageItemSchema>;

/**
 * Schema of the `generated_image.updated` item update: a partial preview of the image (or the
 * image itself), with how far it has come when the service says.
 */
export const GeneratedImageUpdatedSchema = v.object({
  type: v.literal('generated_image.updated'),
  image: GeneratedImageSchema,
  progress: v.optional(ImageProgressSchema),
});
/** A `generated_image.updated` item update: a sharper preview (or the image), with its progress. */
export type GeneratedImageUpdated = v.InferOutput<typeof GeneratedImageUpdatedSchema>;
