import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES, isRightToLeft, parseLocale, resolveLocale } from './locale';
import { TRANSLATED_LOCALES, catalogueFor } from './localeCatalogue';

describe('catalogueFor', () => {
  it('lists exactly ChatKit’s translated locales', () => {
    const types = readFileSync(
      new URL('../../node_modules/@openai/chatkit/types/index.d.ts', import.meta.url),
      'utf8',
    );
    const union = /export type TranslatedLocale =([^;]+);/.exec(types)?.[1] ?? '';
    const chatkit = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(chatkit).toHaveLength(63);
    expect([...TRANSLATED_LOCALES].sort()).toEqual(chatkit.sort());
  });

  it('finds every catalogue by its own tag, in any case', () => {
    for (const tag of TRANSLATED_LOCALES) {
      expect(catalogueFor(tag)).toBe(tag);
      expect(catalogueFor(tag.toLowerCase())).toBe(tag);
    }
    expect(catalogueFor('en')).toBe('en');
  });

  it('falls back through the chain: zh-Hant-TW → zh-Hant → zh', () => {
    expect(catalogueFor('zh-Hant-TW')).toBe('zh-TW');
    expect(catalogueFor('zh-Hant-SG')).toBe('zh-TW');
    expect(catalogueFor('zh-Hant')).toBe('zh-TW');
    expect(catalogueFor('zh-Hant-HK')).toBe('zh-HK');
    expect(catalogueFor('zh-MO')).toBe('zh-HK');
    expect(catalogueFor('zh-Hans-HK')).toBe('zh-CN');
    expect(catalogueFor('zh-SG')).toBe('zh-CN');
    expect(catalogueFor('zh')).toBe('zh-CN');
  });

  it('maps bare languages and ChatKit’s SupportedLocale aliases', () => {
    expect(catalogueFor('de')).toBe('de-DE');
    expect(catalogueFor('de-AT')).toBe('de-DE');
    expect(catalogueFor('ja')).toBe('ja-JP');
    expect(catalogueFor('es')).toBe('es-ES');
    expect(catalogueFor('es-MX')).toBe('es-419');
    expect(catalogueFor('es-US')).toBe('es-419');
    expect(catalogueFor('fr')).toBe('fr-FR');
    expect(catalogueFor('fr-BE')).toBe('fr-FR');
    expect(catalogueFor('fr-CA')).toBe('fr-CA');
    expect(catalogueFor('pt')).toBe('pt-BR');
    expect(catalogueFor('pt-AO')).toBe('pt-PT');
    expect(catalogueFor('nb')).toBe('nb-NO');
    expect(catalogueFor('no')).toBe('nb-NO');
    expect(catalogueFor('nn-NO')).toBe('nb-NO');
    expect(catalogueFor('sr-Latn-RS')).toBe('sr-RS');
    expect(catalogueFor('ar-EG')).toBe('ar');
    expect(catalogueFor('en-GB')).toBe('en');
    // Old and alternative codes, through Intl's canonical form.
    expect(catalogueFor('fil')).toBe('tl');
    expect(catalogueFor('tl-PH')).toBe('tl');
    expect(catalogueFor('in')).toBe('id-ID');
    expect(catalogueFor('de_CH')).toBe('de-DE');
  });

  it('has nothing for a language without a catalogue, or a tag that is none', () => {
    expect(catalogueFor('eo')).toBeNull();
    expect(catalogueFor('he-IL')).toBeNull();
    expect(catalogueFor('not a tag')).toBeNull();
    expect(catalogueFor('')).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('keeps an explicit locale as the tag, with the catalogue it reads', () => {
    expect(resolveLocale('de', ['ja-JP'])).toEqual({ tag: 'de', dir: 'ltr' });
    expect(resolveLocale('es-MX')).toEqual({ tag: 'es-MX', dir: 'ltr' });
    // No catalogue: English labels (the host may bring its own), the host's tag for dates.
    expect(resolveLocale('eo', ['de'])).toEqual({ tag: 'eo', dir: 'ltr' });
  });

  it('takes the first browser language that has a catalogue, English included', () => {
    expect(resolveLocale(undefined, ['eo', 'de-AT', 'ja'])).toEqual({
      tag: 'de-AT',
      dir: 'ltr',
    });
    expect(resolveLocale(undefined, ['en-US', 'de'])).toEqual({
      tag: 'en-US',
      dir: 'ltr',
    });
    expect(resolveLocale(undefined, ['eo', 'x y'])).toEqual({
      tag: 'en',
      dir: 'ltr',
    });
    expect(resolveLocale(undefined)).toEqual({ tag: 'en', dir: 'ltr' });
  });

  it('ignores an explicit locale that is not a tag, and an empty one', () => {
    expect(resolveLocale('', ['ja']).tag).toBe('ja');
    expect(resolveLocale('not a tag', ['ja']).tag).toBe('ja');
  });

  it('knows which languages have a catalogue without the list of catalogues', () => {
    const languages = new Set(['en', 'no', 'nn']);
    for (const tag of TRANSLATED_LOCALES) languages.add(parseLocale(tag)?.language ?? tag);
    expect(CATALOGUE_LANGUAGES.trim().split(' ')).toEqual([...languages].sort());
    // So a browser language is taken exactly when it has a catalogue.
    for (const tag of ['de-AT', 'fil', 'zh-Hant-TW', 'nn-NO', 'eo', 'he', 'fa-IR', 'x y']) {
      expect(resolveLocale(undefined, [tag]).tag !== 'en', tag).toBe(catalogueFor(tag) !== null);
    }
  });
});

describe('isRightToLeft', () => {
  it('is true for Arabic, Hebrew, Persian and Urdu, with or without a region', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'he-IL', 'iw', 'fa', 'fa-IR', 'ur', 'ur-PK']) {
      expect(isRightToLeft(tag), tag).toBe(true);
    }
    expect(resolveLocale('ar')).toEqual({ tag: 'ar', dir: 'rtl' });
    expect(resolveLocale(undefined, ['ur-PK'])).toEqual({
      tag: 'ur-PK',
      dir: 'rtl',
    });
    // Hebrew and Persian have no catalogue: a host that names them brings its own labels.
    expect(resolveLocale('he')).toEqual({ tag: 'he', dir: 'rtl' });
    expect(resolveLocale('fa-IR').dir).toBe('rtl');
    // The browser's Persian has none either: the chat speaks English, left to right.
    expect(resolveLocale(undefined, ['fa-IR']).dir).toBe('ltr');
  });

  it('follows the script a tag names', () => {
    expect(isRightToLeft('pa-Arab')).toBe(true);
    expect(isRightToLeft('pa')).toBe(false);
    expect(isRightToLeft('az-Latn')).toBe(false);
  });

  it('is false for left-to-right languages and for what is no tag', () => {
    for (const tag of ['en', 'de-DE', 'ja-JP', 'zh-TW', 'tr-TR', 'x y']) {
      expect(isRightToLeft(tag), tag).toBe(false);
    }
  });
});
