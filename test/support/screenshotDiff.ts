import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far a screenshot may be from its committed baseline and still pass.
 *
 * - `threshold` 0.1: pixelmatch's per-pixel colour distance (0 to 1, in YIQ space) under which two
 *   pixels count as the same. 0.1 passes the slight shade changes of text rendering and colour
 *   rounding; a changed colour, border or icon is far above it.
 * - Anti-aliased pixels are not counted (pixelmatch's `includeAA: false`): a glyph edge rendered a
 *   shade off is not a change a person sees.
 * - `maxDiffShare` 0.002: at most 0.2% of the pixels may differ beyond that (about 2,000 of a
 *   1280 × 800 screenshot, a line of 15 px text is about 10,000): room for a caret-sized glitch,
 *   never for a moved control or a changed word.
 */
export const SCREENSHOT_TOLERANCE = { threshold: 0.1, maxDiffShare: 0.002 } as const;

export interface ScreenshotTolerance {
  threshold: number;
  maxDiffShare: number;
}

export type ScreenshotComparison =
  | { match: true; differing: number; share: number }
  | {
      match: false;
      /** What differs, in a sentence for the assertion message. */
      reason: string;
      differing: number;
      share: number;
      /** The differing pixels in red over a faded copy of the baseline; null when sizes differ. */
      diff: Buffer | null;
    };

/**
 * Compares two PNG screenshots pixel by pixel (pixelmatch): they match when both have the same
 * size and at most `maxDiffShare` of the pixels differ by more than `threshold`, anti-aliasing
 * aside.
 */
export function compareScreenshots(
  expected: Buffer,
  actual: Buffer,
  tolerance: ScreenshotTolerance = SCREENSHOT_TOLERANCE,
): ScreenshotComparison {
  const before = PNG.sync.read(expected);
  const after = PNG.sync.read(actual);
  const size = (png: PNG) => `${String(png.width)} × ${String(png.height)}`;
  if (before.width !== after.width || before.height !== after.height) {
    return {
      match: false,
      reason: `the size changed from ${size(before)} to ${size(after)} px`,
      differing: Number.NaN,
      share: 1,
      diff: null,
    };
  }
  const { width, height } = before;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(before.data, after.data, diff.data, width, height, {
    threshold: tolerance.threshold,
    includeAA: false,
  });
  const share = differing / (width * height);
  if (share <= tolerance.maxDiffShare) return { match: true, differing, share };
  return {
    match: false,
    reason:
      `${String(differing)} pixels differ (${(share * 100).toFixed(2)}% of ${size(before)}, ` +
      `allowed ${(tolerance.maxDiffShare * 100).toFixed(2)}%)`,
    differing,
    share,
    diff: PNG.sync.write(diff),
  };
}
