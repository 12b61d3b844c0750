import { describe, expect, it } from 'vitest';
import type { InputTag } from '../wire/inputTag';
import { placeTags, textWithTags } from './messageTags';

const ada: InputTag = { type: 'input_tag', id: 'person_ada', text: 'Ada Lovelace' };
const lisbon: InputTag = { type: 'input_tag', id: 'city_lis', text: 'Lisbon', group: 'Places' };

describe('a message’s tags in an edited text', () => {
  it('places each tag where its text next stands, in order, whatever changed around it', () => {
    expect(placeTags('Where should Ada Lovelace go after Lisbon?', [ada, lisbon])).toEqual([
      { start: 13, end: 25, tag: ada },
      { start: 35, end: 41, tag: lisbon },
    ]);
  });

  it('leaves out a tag whose text is gone, and never places two tags on one run', () => {
    expect(placeTags('Pack for Lisbon', [ada, lisbon])).toEqual([
      { start: 9, end: 15, tag: lisbon },
    ]);
    expect(placeTags('Ada Lovelace', [ada, { ...ada, id: 'again' }])).toHaveLength(1);
    expect(placeTags('anything', [{ ...ada, text: '' }])).toEqual([]);
  });

  it('turns the text into parts: text runs and the tags in their places, trimmed', () => {
    expect(textWithTags('  Ask Ada Lovelace about Lisbon \n', [ada, lisbon])).toEqual([
      { type: 'input_text', text: 'Ask ' },
      ada,
      { type: 'input_text', text: ' about ' },
      lisbon,
    ]);
    expect(textWithTags('Plain', [ada])).toEqual([{ type: 'input_text', text: 'Plain' }]);
    expect(textWithTags('   ', [])).toEqual([]);
  });
});
