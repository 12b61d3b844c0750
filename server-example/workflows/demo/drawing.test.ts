import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { safeSrc } from '../../../src/security/urlPolicy';
import { DRAWING_STEPS, IMAGE_HEIGHT, IMAGE_WIDTH, drawStep, sceneFor } from './drawing';
import { crc32, encodePng, pngDataUrl, type RgbImage } from './png';

/** Reads back what `encodePng` writes (8-bit RGB, Sub filter), checking every chunk's CRC. */
function decodePng(file: Buffer): RgbImage {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < file.length;) {
    const length = file.readUInt32BE(offset);
    const typed = file.subarray(offset + 4, offset + 8 + length);
    expect(file.readUInt32BE(offset + 8 + length)).toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
    offset += length + 12;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]?.data as Buffer;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]?.data as Buffer);
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let x = 0; x < stride; x += 1) {
      const left = x >= 3 ? (pixels[y * stride + x - 3] as number) : 0;
      pixels[y * stride + x] = ((raw[y * (stride + 1) + 1 + x] as number) + left) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** Mean absolute difference per sample. */
const distance = (a: RgbImage, b: RgbImage) => {
  let total = 0;
  for (let index = 0; index < a.pixels.length; index += 1)
    total += Math.abs((a.pixels[index] as number) - (b.pixels[index] as number));
  return total / a.pixels.length;
};

describe('encodePng', () => {
  it('writes a PNG that reads back to the same pixels', () => {
    const image = drawStep(sceneFor('a test'), DRAWING_STEPS);
    expect(decodePng(encodePng(image))).toEqual(image);
  });

  it('computes the CRC-32 of PNG chunks', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('refuses pixels that do not fit the size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(
      /needs 12 bytes/,
    );
  });
});

describe('the drawing', () => {
  it.each(['draw me a picture', 'an image of the sea', 'x', ''])(
    'gets closer to the final picture at every step, each a data URL the kit shows (%j)',
    (prompt) => {
      const scene = sceneFor(prompt);
      const steps = Array.from({ length: DRAWING_STEPS }, (_, index) => drawStep(scene, index + 1));
      const final = steps.at(-1) as RgbImage;
      const distances = steps.map((step) => distance(step, final));
      for (let index = 1; index < distances.length; index += 1)
        expect(distances[index]).toBeLessThan(distances[index - 1] as number);
      expect(distances.at(-1)).toBe(0);
      for (const step of steps) {
        expect([step.width, step.height]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT]);
        const url = pngDataUrl(step);
        expect(safeSrc(url)).toBe(url);
        // Bounded: a few KB each, far below what an item may hold.
        expect(url.length).toBeLessThan(32 * 1024);
      }
    },
  );

  it('draws the same picture for the same words, and others for other words', () => {
    const final = (prompt: string) => drawStep(sceneFor(prompt), DRAWING_STEPS).pixels;
    expect(final('Draw me a picture')).toEqual(final('draw me a picture '));
    const pictures = new Set(
      ['one', 'two', 'three', 'four', 'five'].map((prompt) =>
        Buffer.from(final(prompt)).toString('base64'),
      ),
    );
    expect(pictures.size).toBe(5);
  });
});
