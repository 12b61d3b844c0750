import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareScreenshots } from './screenshotDiff';

type Rgb = readonly [number, number, number];

/** A 200 × 100 PNG: white, with a dark bar (a line of text, say), then `paint`'s changes. */
function image(paint?: (set: (x: number, y: number, colour: Rgb) => void) => void) {
  const png = new PNG({ width: 200, height: 100 });
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    const at = (y * png.width + x) * 4;
    png.data[at] = r;
    png.data[at + 1] = g;
    png.data[at + 2] = b;
    png.data[at + 3] = 255;
  };
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) set(x, y, [255, 255, 255]);
  for (let y = 40; y < 52; y++) for (let x = 20; x < 180; x++) set(x, y, [30, 30, 30]);
  paint?.(set);
  return PNG.sync.write(png);
}

describe('compareScreenshots', () => {
  it('passes the same picture', () => {
    expect(compareScreenshots(image(), image())).toEqual({ match: true, differing: 0, share: 0 });
  });

  it('fails a changed region and draws where', () => {
    // A 20 × 20 button that turned red: 2% of the picture.
    const changed = image((set) => {
      for (let y = 70; y < 90; y++) for (let x = 150; x < 170; x++) set(x, y, [220, 30, 30]);
    });
    const result = compareScreenshots(image(), changed);
    expect(result.match).toBe(false);
    if (result.match) return;
    expect(result.differing).toBe(400);
    expect(result.reason).toBe('400 pixels differ (2.00% of 200 × 100, allowed 0.20%)');
    const diff = PNG.sync.read(result.diff ?? Buffer.alloc(0));
    const at = (80 * diff.width + 160) * 4;
    // pixelmatch marks a differing pixel red.
    expect([...diff.data.subarray(at, at + 3)]).toEqual([255, 0, 0]);
  });

  it('passes an anti-aliasing shift on glyph edges and a faint shade change', () => {
    const shifted = image((set) => {
      // A grey edge beside the bar (what a different raster of the same text gives)…
      for (let y = 40; y < 52; y++) set(180, y, [140, 140, 140]);
      // …and a background a hair darker in a corner.
      for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) set(x, y, [252, 252, 252]);
    });
    // Neither is counted: not a pixel differs.
    expect(compareScreenshots(image(), shifted)).toEqual({ match: true, differing: 0, share: 0 });
  });

  it('passes a handful of changed pixels, under the share allowed', () => {
    // 0.15% of 20,000 pixels: a caret-sized glitch.
    const speck = image((set) => {
      for (let y = 10; y < 40; y++) set(100, y, [0, 0, 0]);
    });
    const result = compareScreenshots(image(), speck);
    expect(result).toEqual({ match: true, differing: 30, share: 0.0015 });
  });

  it('fails a change of size', () => {
    const wider = new PNG({ width: 201, height: 100 });
    const result = compareScreenshots(image(), PNG.sync.write(wider));
    expect(result).toMatchObject({
      match: false,
      reason: 'the size changed from 200 × 100 to 201 × 100 px',
      diff: null,
    });
  });
});
