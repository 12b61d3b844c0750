import type { RgbImage } from './png';

// The demo's generated image, drawn on this server with no model and no network: a landscape (a
// sky, a sun or moon, three hills) chosen by the prompt's text, so each prompt gets its own
// picture. It is drawn in steps as an image model previews one: each step adds a layer and halves
// the size of its blocks, until the last is the whole picture at full resolution.

export const IMAGE_WIDTH = 384;
export const IMAGE_HEIGHT = 256;

/** Steps of a drawing; the last is the final image, the ones before it are previews. */
export const DRAWING_STEPS = 5;
/** The side of a preview's blocks, by step (1: every pixel its own). */
const BLOCK_SIZES = [32, 16, 8, 4, 1] as const;

type Rgb = readonly [number, number, number];

interface Palette {
  /** How the answer names the picture: "a dusk landscape". */
  name: string;
  skyTop: Rgb;
  skyBottom: Rgb;
  /** The sun, or at night the moon. */
  light: Rgb;
  lightName: string;
  hills: readonly [Rgb, Rgb, Rgb];
}

const PALETTES: readonly Palette[] = [
  {
    name: 'dawn',
    skyTop: [255, 183, 153],
    skyBottom: [255, 236, 210],
    light: [255, 120, 80],
    lightName: 'a rising sun',
    hills: [
      [150, 170, 140],
      [100, 135, 105],
      [55, 95, 75],
    ],
  },
  {
    name: 'noon',
    skyTop: [70, 145, 225],
    skyBottom: [200, 230, 255],
    light: [255, 220, 90],
    lightName: 'a high sun',
    hills: [
      [130, 195, 120],
      [80, 160, 80],
      [45, 115, 55],
    ],
  },
  {
    name: 'dusk',
    skyTop: [60, 40, 110],
    skyBottom: [250, 140, 90],
    light: [255, 90, 60],
    lightName: 'a setting sun',
    hills: [
      [105, 70, 120],
      [65, 45, 95],
      [35, 25, 60],
    ],
  },
  {
    name: 'night',
    skyTop: [10, 15, 40],
    skyBottom: [45, 55, 100],
    light: [235, 235, 210],
    lightName: 'a full moon',
    hills: [
      [40, 50, 85],
      [25, 35, 65],
      [12, 20, 40],
    ],
  },
];

interface Hill {
  base: number;
  amplitude: number;
  frequency: number;
  phase: number;
}

/** What a prompt draws. */
export interface Scene {
  palette: Palette;
  light: { x: number; y: number; radius: number };
  hills: readonly [Hill, Hill, Hill];
}

/** FNV-1a: the same prompt always gets the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A small seeded generator (mulberry32): numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sceneFor(prompt: string): Scene {
  const next = random(hash(prompt.trim().toLowerCase()));
  const palette = PALETTES[Math.floor(next() * PALETTES.length)] as Palette;
  const hill = (level: number): Hill => ({
    base: IMAGE_HEIGHT * (0.58 + 0.12 * level),
    amplitude: 8 + next() * (22 - 4 * level),
    frequency: (1.5 + next() * 2.5) * ((2 * Math.PI) / IMAGE_WIDTH),
    phase: next() * 2 * Math.PI,
  });
  return {
    palette,
    light: {
      x: IMAGE_WIDTH * (0.15 + next() * 0.7),
      y: IMAGE_HEIGHT * (0.2 + next() * 0.2),
      radius: 18 + next() * 16,
    },
    hills: [hill(0), hill(1), hill(2)],
  };
}

/** A few words for the answer: "a dusk landscape with a setting sun over three hills". */
export function describeScene(scene: Scene): string {
  return `a ${scene.palette.name} landscape with ${scene.palette.lightName} over three hills`;
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  Math.round(from[0] + (to[0] - from[0]) * amount),
  Math.round(from[1] + (to[1] - from[1]) * amount),
  Math.round(from[2] + (to[2] - from[2]) * amount),
];

/** The colour at a point, with only the first `layers` layers drawn (sky, light, three hills). */
function colorAt(scene: Scene, layers: number, x: number, y: number): Rgb {
  const { palette, light, hills } = scene;
  for (let level = Math.min(layers - 2, hills.length) - 1; level >= 0; level -= 1) {
    const hill = hills[level] as Hill;
    if (y >= hill.base + hill.amplitude * Math.sin(hill.frequency * x + hill.phase))
      return palette.hills[level] as Rgb;
  }
  if (layers >= 2 && (x - light.x) ** 2 + (y - light.y) ** 2 <= light.radius ** 2)
    return palette.light;
  return mix(palette.skyTop, palette.skyBottom, y / IMAGE_HEIGHT);
}

/**
 * Step `step` (1 to {@link DRAWING_STEPS}) of the drawing: its first `step` layers, in blocks of
 * the step's size, each the colour at its centre. The last step is the final picture.
 */
export function drawStep(scene: Scene, step: number): RgbImage {
  const index = Math.min(Math.max(Math.round(step), 1), DRAWING_STEPS) - 1;
  const block = BLOCK_SIZES[index] as number;
  const layers = index + 1;
  const pixels = new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT * 3);
  for (let top = 0; top < IMAGE_HEIGHT; top += block)
    for (let left = 0; left < IMAGE_WIDTH; left += block) {
      const color = colorAt(
        scene,
        layers,
        Math.min(left + block / 2, IMAGE_WIDTH - 1),
        Math.min(top + block / 2, IMAGE_HEIGHT - 1),
      );
      for (let y = top; y < Math.min(top + block, IMAGE_HEIGHT); y += 1)
        for (let x = left; x < Math.min(left + block, IMAGE_WIDTH); x += 1)
          pixels.set(color, (y * IMAGE_WIDTH + x) * 3);
    }
  return { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, pixels };
}
