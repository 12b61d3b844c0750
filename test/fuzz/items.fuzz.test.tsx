import { cleanup, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { everyItem } from '../fixtures/items';
import { kitchenSinkCard, listViewWidget } from '../fixtures/widgets';
import { markdownRendered } from '../support/markdown';
import { RenderProvider } from '../../src/react/context/RenderContext';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import type { ThreadItem } from '../../src/wire/items';

// Renders thousands of randomly mutated items: wrong types, missing fields, huge strings, deep
// nesting, unknown types, broken widget JSON. Nothing may escape (no uncaught error), and no
// renderer may crash either: bad data ends in the validator's quiet note or a placeholder, never in
// an error boundary.

const ROUNDS = 3000;

/** A small deterministic PRNG (mulberry32), so a failure replays with its seed. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T,>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function deep(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { type: 'Box', children: [value] };
  return value;
}

const STRANGE_STRINGS = [
  '',
  ' ',
  '\u0000\u0001',
  '🇵🇹'.repeat(500),
  'x'.repeat(20_000),
  '>'.repeat(300) + ' deep quote',
  '- '.repeat(300) + 'deep list',
  '*'.repeat(2000),
  '`'.repeat(2000),
  '['.repeat(1000) + 'x' + ']'.repeat(1000),
  '| a |\n|' + '-|'.repeat(500),
  '```\n' + 'code\n'.repeat(3000),
  '<script>alert(1)</script>',
  '{"type":"Card","children":[' +
    '{"type":"Box","children":['.repeat(500) +
    ']}'.repeat(500) +
    ']}',
  'NaN',
  '\n\n\n',
];

function randomValue(random: Random, depth = 0): unknown {
  switch (Math.floor(random() * 12)) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return random() * 1e9 - 5e8;
    case 3:
      return pick(random, [NaN, Infinity, -1, 0, 1.5, 2 ** 53]);
    case 4:
      return random() < 0.5;
    case 5:
      return pick(random, STRANGE_STRINGS);
    case 6:
      return depth > 3
        ? []
        : Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    case 7:
      return depth > 3
        ? {}
        : {
            type: pick(random, ['output_text', 'input_text', 'url', 'file', 'Card', 'nope']),
            text: randomValue(random, depth + 1),
          };
    case 8:
      return deep(Math.floor(random() * 300), { type: 'Text', value: 'bottom' });
    case 9:
      return pick(random, ['uikit.user_message', 'uikit.widget', 'uikit.task', 'something.else']);
    case 10:
      return JSON.stringify(pick(random, [kitchenSinkCard, listViewWidget])).slice(
        0,
        Math.floor(random() * 2000),
      );
    default:
      return pick(random, STRANGE_STRINGS).slice(0, 200);
  }
}

/** Changes one field somewhere in the object, possibly deep inside. */
function mutate(random: Random, value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 6 || random() < 0.25)
    return randomValue(random);
  if (Array.isArray(value)) {
    const list = value as unknown[];
    if (list.length === 0 || random() < 0.2) return [...list, randomValue(random)];
    const index = Math.floor(random() * list.length);
    const copy = [...list];
    if (random() < 0.2) copy.splice(index, 1);
    else copy[index] = mutate(random, copy[index], depth + 1);
    return copy;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const key = pick(random, keys.length > 0 ? keys : ['type']);
  if (random() < 0.15)
    return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
  return { ...record, [key]: mutate(random, record[key], depth + 1) };
}

const STRUCTURAL_KEYS = new Set([
  'type',
  'object',
  'id',
  'thread_id',
  'call_id',
  'status',
  'task_type',
]);

/**
 * Keeps the protocol's shape but swaps string and number leaves for hostile values (huge, empty,
 * emoji, markdown bombs, out-of-range indexes) and duplicates list entries: data that passes
 * validation and must still render.
 */
function mutateLeaves(random: Random, value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return STRUCTURAL_KEYS.has(key) || random() < 0.6 ? value : pick(random, STRANGE_STRINGS);
  if (typeof value === 'number')
    return random() < 0.5 ? value : pick(random, [-1, 0, 1e9, 2 ** 31, 0.5, 7]);
  if (Array.isArray(value)) {
    const list = value.map((entry) => mutateLeaves(random, entry, key));
    return random() < 0.3 ? [...list, ...list, ...list] : list;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, mutateLeaves(random, v, k)]),
    );
  }
  return value;
}

/** Widget JSON mutated as a tree, then sometimes cut short. */
function mutateWidget(random: Random): string {
  let tree: unknown = pick(random, [kitchenSinkCard, listViewWidget]);
  for (let i = 0; i < 1 + Math.floor(random() * 5); i += 1) tree = mutate(random, tree);
  // A mutation may leave `undefined`, which stringifies to undefined despite the declared type.
  const json = JSON.stringify(tree) as string | undefined;
  if (json === undefined) return 'null';
  return random() < 0.1 ? json.slice(0, Math.floor(random() * json.length)) : json;
}

describe('fuzzing the renderers', () => {
  const caught: unknown[] = [];
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    uncaught.push(event.error);
  };

  beforeAll(async () => {
    window.addEventListener('error', onError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Load the markdown renderer first, so every fuzzed answer goes through the markdown parser itself.
    const { container } = render(<ThreadItemView item={everyItem[1] as ThreadItem} />);
    await markdownRendered(container);
    cleanup();
  });

  afterAll(() => {
    window.removeEventListener('error', onError);
    vi.mocked(console.error).mockRestore();
  });

  it(`renders ${String(ROUNDS)} mutated items with no uncaught error and no renderer crash`, () => {
    const random = prng(20261121);
    let validShapes = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const base = pick(random, everyItem);
      let item = base as unknown;
      if (random() < 0.5) {
        item = mutateLeaves(random, item);
      } else {
        const mutations = 1 + Math.floor(random() * 3);
        for (let i = 0; i < mutations; i += 1) item = mutate(random, item);
      }
      if (base.type === 'uikit.widget' && random() < 0.5)
        item = { ...base, widget: mutateWidget(random) };
      try {
        const { container, unmount } = render(
          <RenderProvider onRenderError={(error) => caught.push(error)}>
            <ThreadItemView item={item as ThreadItem} streaming={random() < 0.3} />
          </RenderProvider>,
        );
        if (container.querySelector('[data-item-type]:not([data-item-type="invalid"])'))
          validShapes += 1;
        unmount();
      } catch (error) {
        uncaught.push(error);
      }
    }
    expect(uncaught).toEqual([]);
    expect(caught).toEqual([]);
    // The mutations must reach the renderers, not only the validator.
    expect(validShapes).toBeGreaterThan(ROUNDS / 4);
  }, 120_000);
});
