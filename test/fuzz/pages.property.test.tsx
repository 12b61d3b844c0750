import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderProvider } from '../../src/react/context/RenderContext';
import { ReceivedItemView } from '../../src/react/items/ThreadItemView';
import { mergeItemsPage } from '../../src/state/mergeItemsPage';
import { createThreadState } from '../../src/state/threadState';
import { receiveItemPage } from '../../src/wire/receiveItemPage';
import { everyItem, thread, THREAD_ID } from '../fixtures/items';

// Property (a) of protocol section 10: take a valid page of items, corrupt one item at random
// (drop a field, change a field's type, replace it by a non-object, add parts of unknown types),
// read the page and render every item. Every other item must come through unchanged and render as
// its type, the damaged one must be left out, repaired or shown as one "could not display" row,
// and nothing may throw, in reading or in rendering.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0.5),
  fc.constantFrom('', 'NaN', 'uikit.thread_item', 'x'.repeat(5000)),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.constant<Json>([null, 1, 'a']),
  fc.constant<Json>({ type: 'output_text' }),
);

const unknownPart = fc.record({
  type: fc.constantFrom('output_audio', 'input_video', 'entity', 'uikit.poll', 'invalid'),
  payload: wrongValue,
});

/** One corruption of one item, as a function of the item. */
const corruption: fc.Arbitrary<(item: Record<string, unknown>) => unknown> = fc.oneof(
  // Drop a field.
  fc.nat().map((n) => (item: Record<string, unknown>) => {
    const keys = Object.keys(item);
    const key = keys[n % keys.length] as string;
    return Object.fromEntries(Object.entries(item).filter(([name]) => name !== key));
  }),
  // Change a field's type.
  fc.tuple(fc.nat(), wrongValue).map(([n, value]) => (item: Record<string, unknown>) => {
    const keys = Object.keys(item);
    return { ...item, [keys[n % keys.length] as string]: value };
  }),
  // Replace the item by something that is not an object.
  fc.constantFrom<unknown>(null, 'itm', 42, [], true).map((value) => () => value),
  // Add parts, attachments, annotations or tasks of unknown types.
  fc
    .array(unknownPart, { minLength: 1, maxLength: 3 })
    .map((parts) => (item: Record<string, unknown>) => {
      const list = ['content', 'attachments', 'tasks'].find((key) => Array.isArray(item[key]));
      return list ? { ...item, [list]: [...(item[list] as unknown[]), ...parts] } : item;
    }),
  // Damage a part inside.
  fc.tuple(fc.nat(), wrongValue).map(([n, value]) => (item: Record<string, unknown>) => {
    const list = ['content', 'attachments', 'tasks'].find((key) => Array.isArray(item[key]));
    if (!list) return item;
    const entries = [...(item[list] as unknown[])];
    if (entries.length === 0) return { ...item, [list]: [value] };
    entries[n % entries.length] = value;
    return { ...item, [list]: entries };
  }),
);

const page = (data: unknown[]) => ({
  object: 'list',
  data,
  first_id: null,
  last_id: 'cursor',
  has_more: true,
});

describe('property (a): one corrupted item of a page', () => {
  beforeAll(() => {
    // React reports the errors boundaries catch on the console; the test counts them itself.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.mocked(console.error).mockRestore();
  });

  it('costs that item at most; every other item renders as its type', () => {
    fc.assert(
      fc.property(fc.nat(everyItem.length - 1), corruption, (target, corrupt) => {
        const raw = everyItem.map((item, index) =>
          index === target ? corrupt({ ...item }) : item,
        );
        const { page: received } = receiveItemPage(page(raw), { threadId: THREAD_ID });
        const state = mergeItemsPage(createThreadState(thread), received.data, 'replace');
        const caught: unknown[] = [];
        const { container } = render(
          <RenderProvider onRenderError={(error) => caught.push(error)}>
            {state.items.map((item) => (
              <div key={item.id} data-row={item.id}>
                <ReceivedItemView item={item} />
              </div>
            ))}
          </RenderProvider>,
        );
        everyItem.forEach((item, index) => {
          const row = container.querySelector(`[data-row="${item.id}"] [data-slot="thread-item"]`);
          if (index !== target) {
            expect(row?.getAttribute('data-item-type')).toBe(item.type);
            expect(state.items.find((held) => held.id === item.id)).toEqual(item);
          } else if (row) {
            expect(['invalid', 'unknown', item.type]).toContain(row.getAttribute('data-item-type'));
          }
        });
        expect(container.querySelector('[data-slot="item-error"]')).toBeNull();
        expect(caught).toEqual([]);
        cleanup();
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
