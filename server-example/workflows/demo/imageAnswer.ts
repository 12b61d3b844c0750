import { itemAdded, itemDone, itemUpdated } from '../events';
import type { WorkflowContext, WorkflowEvent } from '../workflow';
import { DRAWING_STEPS, describeScene, drawStep, sceneFor } from './drawing';
import { pngDataUrl } from './png';

/**
 * The `image` answer (protocol section 12's `uikit.generated_image`): the item with no image yet,
 * a sharper preview every step (`generated_image.updated`, with its progress), then the final
 * picture in `thread.item.done`. Drawn here from the prompt's text, as PNG data URLs (a few KB:
 * the kit's URL policy shows inline raster images, and nothing is stored besides the item).
 * Returns what was drawn, for the answer's text.
 */
export async function* generateImage(
  context: WorkflowContext,
  prompt: string,
  stepDelayMs: number,
): AsyncGenerator<WorkflowEvent, string | null, undefined> {
  const scene = sceneFor(prompt);
  const item = context.items.generatedImage();
  yield itemAdded(item);
  for (let step = 1; step < DRAWING_STEPS; step += 1) {
    await context.sleep(stepDelayMs);
    if (context.signal.aborted) return null;
    yield itemUpdated(item.id, {
      type: 'generated_image.updated',
      image: { id: `${item.id}_preview_${step}`, url: pngDataUrl(drawStep(scene, step)) },
      progress: step / DRAWING_STEPS,
    });
  }
  await context.sleep(stepDelayMs);
  if (context.signal.aborted) return null;
  yield itemDone({
    ...item,
    image: { id: `${item.id}_final`, url: pngDataUrl(drawStep(scene, DRAWING_STEPS)) },
  });
  return describeScene(scene);
}
