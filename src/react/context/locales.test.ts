import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishCatalogueText } from '../../../scripts/labelsCatalogue';
import { TRANSLATED_LOCALES } from '../../wire/localeCatalogue';
import { HISTORY_GROUPS } from './labelCatalogue';

// The catalogues as files: each locale's labels have English's keys, placeholders and a plural
// form for each category its language has, and the set of locales is ChatKit's.

const folder = new URL('./locales/', import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
const tags = files.map((file) => file.slice(0, -'.json'.length));
const read = (tag: string): unknown =>
  JSON.parse(readFileSync(new URL(`${tag}.json`, folder), 'utf8'));
const english = read('en') as Record<string, string | Record<string, string>>;

/** Parameters that hold numbers: the labels that have one may be written as plural forms. */
const NUMERIC = new Set([
  'number',
  'count',
  'done',
  'total',
  'hidden',
  'percent',
  'maxMegabytes',
  'maxFiles',
  'seconds',
]);

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** What is wrong with one locale's catalogue, one line per problem. */
function problems(tag: string, catalogue: unknown): string[] {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue))
    return ['not a JSON object'];
  const entries = catalogue as Record<string, unknown>;
  const found: string[] = [];
  const missing = Object.keys(english).filter((key) => !(key in entries));
  const extra = Object.keys(entries).filter((key) => !(key in english));
  if (missing.length) found.push(`missing keys: ${missing.join(', ')}`);
  if (extra.length) found.push(`extra keys: ${extra.join(', ')}`);
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[];

  const checkText = (where: string, text: unknown, model: string) => {
    if (typeof text !== 'string') return found.push(`${where}: not a string`);
    if (text.trim() === '') found.push(`${where}: empty`);
    if (/<[a-z/!]/i.test(text)) found.push(`${where}: looks like HTML`);
    const want = placeholders(model);
    const have = placeholders(text);
    if (have.join() !== want.join())
      found.push(
        `${where}: placeholders {${have.join('}{')}} where English has {${want.join('}{')}}`,
      );
  };

  for (const [key, model] of Object.entries(english)) {
    if (!(key in entries)) continue;
    const entry = entries[key];
    if (typeof model !== 'string') {
      // Written per history group.
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        found.push(
          `${key}: an object by group (${HISTORY_GROUPS.join(', ')}), not ${JSON.stringify(entry)}`,
        );
        continue;
      }
      const groups = Object.keys(entry).sort();
      if (groups.join() !== [...HISTORY_GROUPS].sort().join())
        found.push(`${key}: groups ${groups.join(', ')} instead of ${HISTORY_GROUPS.join(', ')}`);
      for (const [group, text] of Object.entries(entry))
        checkText(`${key}.${group}`, text, model[group] ?? '');
      continue;
    }
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
      if (!placeholders(model).some((name) => NUMERIC.has(name))) {
        found.push(`${key}: plural forms for a label with no number`);
        continue;
      }
      const have = Object.keys(entry).sort();
      if (have.join() !== [...categories].sort().join())
        found.push(
          `${key}: plural categories ${have.join(', ')}; ${tag} has ${categories.join(', ')}`,
        );
      for (const [category, text] of Object.entries(entry))
        checkText(`${key}.${category}`, text, model);
      continue;
    }
    checkText(key, entry, model);
  }
  return found;
}

describe('the locale catalogues', () => {
  it('include en.json, written from the English defaults (npx tsx scripts/labelsCatalogue.ts)', () => {
    expect(readFileSync(new URL('en.json', folder), 'utf8')).toBe(englishCatalogueText());
  });

  it('are one per ChatKit translated locale (TranslatedLocale in @openai/chatkit)', () => {
    const types = readFileSync(
      new URL('../../../node_modules/@openai/chatkit/types/index.d.ts', import.meta.url),
      'utf8',
    );
    const union = /export type TranslatedLocale =([^;]+);/.exec(types)?.[1] ?? '';
    const chatkit = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    expect(chatkit).toEqual([...TRANSLATED_LOCALES]);
    const missing = chatkit.filter((tag) => !tags.includes(tag));
    const extra = tags.filter((tag) => tag !== 'en' && !chatkit.includes(tag));
    expect(
      { missing, extra },
      `${String(missing.length)} locales have no catalogue yet (the translators' branches add them): ${missing.join(' ')}`,
    ).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(tags.filter((tag) => tag !== 'en'))(
    '%s has every key, English’s placeholders and its language’s plural forms',
    (tag) => {
      let catalogue: unknown;
      expect(() => (catalogue = read(tag)), 'valid JSON').not.toThrow();
      expect(problems(tag, catalogue)).toEqual([]);
    },
  );

  it('catches what it forbids', () => {
    const { copy: _copy, ...german } = read('de-DE') as Record<string, unknown>;
    expect(
      problems('de-DE', {
        ...german,
        extra: 'x',
        citation: 'Quelle',
        toolCall: 'Tool {tool}',
        showMore: { one: '{hidden} weitere', few: '{hidden}', other: '{hidden} weitere' },
        tooManyFiles: { other: 'Höchstens {maxFiles} <b>Dateien</b>' },
        send: { other: 'Senden' },
        historyGroup: 'Heute',
      }),
    ).toEqual([
      'missing keys: copy',
      'extra keys: extra',
      'citation: placeholders {} where English has {number}',
      'toolCall: placeholders {tool} where English has {name}',
      'showMore: plural categories few, one, other; de-DE has one, other',
      'historyGroup: an object by group (today, yesterday, week, older), not "Heute"',
      'send: plural forms for a label with no number',
      'tooManyFiles: plural categories other; de-DE has one, other',
      'tooManyFiles.other: looks like HTML',
    ]);
  });
});
