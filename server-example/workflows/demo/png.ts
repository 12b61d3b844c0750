import { deflateSync } from 'node:zlib';

// A minimal PNG encoder for the demo's generated image: 8-bit RGB, every row with the Sub filter
// (the drawings are mostly flat colours and horizontal bands, which Sub turns into runs of
// zeros), one IDAT chunk. Enough for an `<img>`; no dependency.

/** An RGB picture: `pixels` holds `width * height * 3` bytes, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 of PNG chunks (ISO 3309), over `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}

/** The PNG file of `image`. */
export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  if (pixels.length !== width * height * 3)
    throw new RangeError(`${width}x${height} RGB needs ${width * height * 3} bytes`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // colour type: RGB
  // compression, filter method and interlace stay 0
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    filtered[row] = 1; // Sub: each byte minus the same sample of the pixel to its left
    for (let x = 0; x < stride; x += 1) {
      const value = pixels[y * stride + x] as number;
      const left = x >= 3 ? (pixels[y * stride + x - 3] as number) : 0;
      filtered[row + 1 + x] = (value - left) & 0xff;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A `data:image/png;base64,…` URL: an inline raster image, which the kit's URL policy shows. */
export function pngDataUrl(image: RgbImage): string {
  return `data:image/png;base64,${encodePng(image).toString('base64')}`;
}
