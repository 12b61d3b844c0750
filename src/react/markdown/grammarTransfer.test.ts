import { EmulatedRegExp } from 'oniguruma-to-es';
import { describe, expect, it } from 'vitest';
import { packGrammar, unpackGrammar } from './grammarTransfer';
import { loadGrammar } from './grammars';

function regExps(value: unknown, found: RegExp[] = []): RegExp[] {
  if (value instanceof RegExp) found.push(value);
  else if (typeof value === 'object' && value !== null)
    for (const entry of Object.values(value)) regExps(entry, found);
  return found;
}

describe('a grammar crossing to the highlighting worker', () => {
  it('keeps every regular expression, emulated ones with their class and options', async () => {
    // C++'s grammar has the most emulated patterns of those the kit ships (over 400).
    const grammar = await loadGrammar('cpp');
    const before = regExps(grammar);
    const after = regExps(unpackGrammar(structuredClone(packGrammar(grammar)), EmulatedRegExp));
    expect(after).toHaveLength(before.length);
    const emulated = before.filter((pattern) => pattern instanceof EmulatedRegExp);
    expect(emulated.length).toBeGreaterThan(100);
    before.forEach((pattern, index) => {
      const copy = after[index] as RegExp;
      expect(copy.constructor).toBe(pattern.constructor);
      expect([copy.source, copy.flags]).toEqual([pattern.source, pattern.flags]);
      if (pattern instanceof EmulatedRegExp && copy instanceof EmulatedRegExp)
        expect(copy.rawOptions).toEqual(pattern.rawOptions);
    });
  });

  it('leaves the grammar itself untouched', async () => {
    const grammar = await loadGrammar('typescript');
    const copy = packGrammar(grammar);
    expect(copy).not.toBe(grammar);
    expect(regExps(grammar).some((pattern) => pattern instanceof EmulatedRegExp)).toBe(true);
  });
});
