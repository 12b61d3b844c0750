import { describe, expect, it } from 'vitest';
import { assistantMessage, everyItem, thread, userMessage } from '../../test/fixtures/items';
import type { ThreadItem } from '../wire/items';
import { applyStreamEvent } from './applyStreamEvent';
import { mergeItemsPage } from './mergeItemsPage';
import { createThreadState, selectItem } from './threadState';

const item = (id: string): ThreadItem => ({ ...userMessage, id });
const ids = (...names: string[]) => names.map(item);

describe('mergeItemsPage', () => {
  it('prepends an older page and appends a newer one', () => {
    const base = mergeItemsPage(createThreadState(thread), ids('c', 'd'), 'replace');
    expect(mergeItemsPage(base, ids('a', 'b'), 'older').itemIds).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeItemsPage(base, ids('e'), 'newer').itemIds).toEqual(['c', 'd', 'e']);
  });

  it('merges an overlapping page without duplicates, keeping both orders', () => {
    const base = mergeItemsPage(createThreadState(thread), ids('b', 'c', 'live'), 'replace');
    const merged = mergeItemsPage(base, ids('a', 'b', 'x', 'c'), 'newer');
    expect(merged.itemIds).toEqual(['a', 'b', 'x', 'c', 'live']);
  });

  it('keeps an answer this chat saw break off interrupted when the service stored it as stopped', () => {
    const partial = {
      ...assistantMessage,
      content: [{ type: 'output_text' as const, text: 'partial', annotations: [] }],
    };
    const ended = (reason: string) => ({
      ...partial,
      status: 'incomplete' as const,
      incomplete_details: { reason },
    });
    const seen = mergeItemsPage(createThreadState(thread), [ended('interrupted')], 'replace');
    // The service cannot tell a dropped connection from a stop; this chat can.
    expect(selectItem(mergeItemsPage(seen, [ended('stopped')], 'newer'), partial.id)).toEqual(
      ended('interrupted'),
    );
    // Anything else the service says wins: it finished the answer, or it failed.
    expect(selectItem(mergeItemsPage(seen, [partial], 'newer'), partial.id)).toEqual(partial);
    expect(selectItem(mergeItemsPage(seen, [ended('error')], 'newer'), partial.id)).toEqual(
      ended('error'),
    );
  });

  it('keeps a streaming item live and takes stored versions of the rest', () => {
    let state = mergeItemsPage(createThreadState(thread), [userMessage], 'replace');
    state = applyStreamEvent(state, {
      type: 'thread.item.added',
      item: { ...assistantMessage, content: [] },
    });
    const storedPartial = {
      ...assistantMessage,
      content: [{ type: 'output_text' as const, text: 'partial', annotations: [] }],
    };
    const edited = { ...userMessage, content: [{ type: 'input_text' as const, text: 'edited' }] };
    const merged = mergeItemsPage(state, [edited, storedPartial], 'newer');
    expect(selectItem(merged, assistantMessage.id)).toBe(selectItem(state, assistantMessage.id));
    expect(selectItem(merged, userMessage.id)).toEqual(edited);
    expect(merged.itemIds).toEqual([userMessage.id, assistantMessage.id]);
  });

  it('returns the same state for a page it already holds, and reuses equal items', () => {
    const state = mergeItemsPage(createThreadState(thread), everyItem, 'replace');
    const copy = structuredClone(everyItem);
    expect(mergeItemsPage(state, copy, 'newer')).toBe(state);
    expect(mergeItemsPage(state, copy, 'replace')).toBe(state);
  });

  it('changes only the items whose data changed', () => {
    const state = mergeItemsPage(createThreadState(thread), everyItem, 'replace');
    const copy = structuredClone(everyItem);
    copy[0] = { ...userMessage, content: [{ type: 'input_text', text: 'changed' }] };
    const merged = mergeItemsPage(state, copy, 'newer');
    expect(selectItem(merged, userMessage.id)).not.toBe(selectItem(state, userMessage.id));
    for (const other of everyItem.slice(1))
      expect(selectItem(merged, other.id)).toBe(selectItem(state, other.id));
  });

  it('replace drops items the page no longer has, except streaming ones', () => {
    let state = mergeItemsPage(createThreadState(thread), ids('a', 'b', 'c'), 'replace');
    state = applyStreamEvent(state, { type: 'thread.item.added', item: item('live') });
    const replaced = mergeItemsPage(state, ids('a', 'c'), 'replace');
    expect(replaced.itemIds).toEqual(['a', 'c', 'live']);
    expect(selectItem(replaced, 'b')).toBeUndefined();
  });

  it('ignores items of another thread', () => {
    const state = createThreadState(thread);
    const merged = mergeItemsPage(state, [{ ...userMessage, thread_id: 'other' }], 'newer');
    expect(merged).toBe(state);
  });

  it('keeps one row for an id a page holds twice, with the later data at the earlier place', () => {
    const page = [item('a'), { ...userMessage, id: 'b' }, { ...assistantMessage, id: 'a' }];
    const state = mergeItemsPage(createThreadState(thread), page, 'replace');
    expect(state.itemIds).toEqual(['a', 'b']);
    expect(selectItem(state, 'a')?.type).toBe('uikit.assistant_message');
    expect([...state.itemIndex.keys()]).toEqual(['a', 'b']);
  });
});
