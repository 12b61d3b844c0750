import { describe, expect, it } from 'vitest';
import {
  deletionRange,
  draftContent,
  findTrigger,
  insertTag,
  parseTagged,
  pasteTagged,
  remapTags,
  serializeTagged,
  type ComposerTag,
  type Entity,
} from './tagModel';

const ada: Entity = { id: 'p1', title: 'Ada Lovelace', group: 'People', interactive: true };
const doc: Entity = { id: 'd1', title: 'Q2 plan', group: 'Documents', data: { kind: 'doc' } };

/** "Ask Ada Lovelace about Q2 plan" with both tagged. */
function draft() {
  const text = 'Ask Ada Lovelace about Q2 plan';
  const tags: ComposerTag[] = [
    { start: 4, end: 16, entity: ada },
    { start: 23, end: 30, entity: doc },
  ];
  return { text, tags };
}

describe('inserting a tag', () => {
  it('replaces the typed @query with the title and a space, caret after it', () => {
    const next = insertTag({ text: 'Ask @ad', tags: [] }, 4, 7, ada);
    expect(next.text).toBe('Ask Ada Lovelace ');
    expect(next.tags).toEqual([{ start: 4, end: 16, entity: ada }]);
    expect(next.caret).toBe(17);
  });

  it('moves the tags after it and keeps those before', () => {
    const before = { text: 'x @q Q2 plan', tags: [{ start: 5, end: 12, entity: doc }] };
    const next = insertTag(before, 2, 4, ada);
    expect(next.text).toBe('x Ada Lovelace Q2 plan');
    expect(next.tags.map((tag) => next.text.slice(tag.start, tag.end))).toEqual([
      'Ada Lovelace',
      'Q2 plan',
    ]);
  });
});

describe('editing around tags', () => {
  it('keeps tags through typing before, between and after them', () => {
    const { text, tags } = draft();
    const typed = `Please ${text}`;
    const moved = remapTags(text, typed, tags, 7);
    const between = `${typed.slice(0, 30)}the ${typed.slice(30)}`;
    const kept = remapTags(typed, between, moved, 34);
    const ended = `${between}!`;
    const again = remapTags(between, ended, kept, ended.length);
    expect(again.map((tag) => ended.slice(tag.start, tag.end))).toEqual([
      'Ada Lovelace',
      'Q2 plan',
    ]);
    expect(ended).toBe('Please Ask Ada Lovelace about the Q2 plan!');
  });

  it('turns a tag typed into back into plain text', () => {
    const { text, tags } = draft();
    const edited = `${text.slice(0, 7)}X${text.slice(7)}`;
    expect(remapTags(text, edited, tags, 8).map((tag) => tag.entity.id)).toEqual(['d1']);
  });

  it('deletes a tag as a unit: Backspace after it, Delete before it', () => {
    const { tags } = draft();
    expect(deletionRange(tags, 16, 16, 'Backspace')).toEqual({ start: 4, end: 16 });
    expect(deletionRange(tags, 23, 23, 'Delete')).toEqual({ start: 23, end: 30 });
    expect(deletionRange(tags, 3, 3, 'Backspace')).toBeNull();
    // A selection that cuts into a tag takes all of it.
    expect(deletionRange(tags, 2, 6, 'Backspace')).toEqual({ start: 2, end: 16 });
  });

  it('drops the tag once its whole run is deleted', () => {
    const { text, tags } = draft();
    const after = text.slice(0, 4) + text.slice(16);
    const kept = remapTags(text, after, tags, 4);
    expect(kept).toEqual([{ start: 11, end: 18, entity: doc }]);
    expect(after.slice(11, 18)).toBe('Q2 plan');
  });
});

describe('sending', () => {
  it('sends text and tags as parts in order, trimmed', () => {
    const { text, tags } = draft();
    expect(draftContent({ text: `  ${text}  `, tags: tags.map((t) => shift(t, 2)) })).toEqual([
      { type: 'input_text', text: 'Ask ' },
      { type: 'input_tag', text: 'Ada Lovelace', id: 'p1', group: 'People', interactive: true },
      { type: 'input_text', text: ' about ' },
      { type: 'input_tag', text: 'Q2 plan', id: 'd1', group: 'Documents', data: { kind: 'doc' } },
    ]);
  });
});

describe('copy and paste', () => {
  it('restores tags from its own clipboard format', () => {
    const source = draft();
    const json = serializeTagged(source, 4, 30);
    const pasted = parseTagged(json);
    expect(pasted?.text).toBe('Ada Lovelace about Q2 plan');
    const next = pasteTagged({ text: 'See ', tags: [] }, 4, 4, pasted ?? { text: '', tags: [] });
    expect(next.text).toBe('See Ada Lovelace about Q2 plan');
    expect(next.tags.map((tag) => next.text.slice(tag.start, tag.end))).toEqual([
      'Ada Lovelace',
      'Q2 plan',
    ]);
    expect(next.caret).toBe(next.text.length);
  });

  it('leaves out a tag cut in half by the selection, and ignores foreign clipboard data', () => {
    expect(parseTagged(serializeTagged(draft(), 0, 10))?.tags).toEqual([]);
    expect(parseTagged('not json')).toBeNull();
    expect(parseTagged('{"text":"Ada","tags":[{"start":0,"end":3,"entity":{"id":1}}]}')).toEqual({
      text: 'Ada',
      tags: [],
    });
  });
});

describe('the @ and / triggers', () => {
  it('finds @ at a word start, not inside a word or a tag', () => {
    expect(findTrigger({ text: 'hi @ad', tags: [] }, 6, '@')).toEqual({ start: 3, query: 'ad' });
    expect(findTrigger({ text: '@', tags: [] }, 1, '@')).toEqual({ start: 0, query: '' });
    expect(findTrigger({ text: 'mail a@b', tags: [] }, 8, '@')).toBeNull();
    expect(findTrigger({ text: 'hi @ad x', tags: [] }, 8, '@')).toBeNull();
  });

  it('finds / only at the start of the draft', () => {
    expect(findTrigger({ text: '  /att', tags: [] }, 6, '/')).toEqual({ start: 2, query: 'att' });
    expect(findTrigger({ text: 'a /att', tags: [] }, 6, '/')).toBeNull();
  });
});

const shift = (tag: ComposerTag, by: number): ComposerTag => ({
  ...tag,
  start: tag.start + by,
  end: tag.end + by,
});
