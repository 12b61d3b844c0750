/**
 * Which language the kit speaks: the host's `locale` or the browser's languages, matched against
 * the kit's label catalogues (ChatKit's translated locales) with a fallback chain. Pure and below
 * every layer that needs it: the runtime sends the result as `Accept-Language`, the render
 * context loads its catalogue.
 */

/** The language the chat speaks, as `resolveLocale` found it. */
export interface ResolvedLocale {
  /**
   * The BCP 47 tag the chat speaks: its `lang` attribute, dates and numbers (`Intl`), and the
   * `Accept-Language` header. The requested tag that has a catalogue (`es-MX`, read as `es-419`: `catalogueFor`),
   * an explicit `locale` as given even when no catalogue matches it, else `en`.
   */
  tag: string;
  /** The direction `tag`'s script is written in. */
  dir: 'ltr' | 'rtl';
}

/** Languages written right to left, and scripts that are, when a tag names its script. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg']);

/**
 * The canonical form of a BCP 47 tag without extensions (`en-US-u-ca-buddhist` → `en-US`,
 * `de_AT` → `de-AT`), or null when it is none.
 */
export function parseLocale(tag: string): Intl.Locale | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'));
    return canonical === undefined ? null : new Intl.Locale(new Intl.Locale(canonical).baseName);
  } catch {
    return null;
  }
}

/**
 * The languages that have a catalogue (`TRANSLATED_LOCALES`' and English, canonical, with the
 * aliases `no` and `nn`): a tag in one of them has a catalogue (`catalogueFor`). A string, so the
 * first load does without the catalogue list (`localeCatalogue.ts` checks they agree).
 */
export const CATALOGUE_LANGUAGES =
  ' am ar bg bn bs ca cs da de el en es et fi fil fr gu hi hr hu hy id is it ja ka kk kn ko lt lv mk ml mn mr ms my nb nl nn no pa pl pt ro ru sk sl so sq sr sv sw ta te th tr uk ur vi zh ';

/** Whether a tag's language or script is written right to left (`ar`, `he-IL`, `pa-Arab`). */
export function isRightToLeft(tag: string): boolean {
  const locale = parseLocale(tag);
  if (!locale) return false;
  if (locale.script !== undefined) return RTL_SCRIPTS.has(locale.script);
  return RTL_LANGUAGES.has(locale.language);
}

/**
 * The language the chat speaks. An explicit `locale` (the host's option) is kept as its `tag`
 * whatever catalogue it reads (English when none matches: the host may bring its own `labels`).
 * Without one, the browser's languages (`navigator.languages`) are tried in order and the first
 * with a catalogue wins, English included; when none has one the chat speaks English.
 *
 * @example
 * resolveLocale('zh-Hant-TW'); // { tag: 'zh-Hant-TW', dir: 'ltr' }: the zh-TW labels
 * resolveLocale(undefined, ['eo', 'ar-EG', 'en']); // { tag: 'ar-EG', dir: 'rtl' }: the ar labels
 */
export function resolveLocale(
  locale: string | undefined,
  browserLanguages: readonly string[] = [],
): ResolvedLocale {
  const explicit = locale?.trim() ? parseLocale(locale) : null;
  const found =
    explicit ??
    browserLanguages
      .map(parseLocale)
      .find((parsed) => parsed && CATALOGUE_LANGUAGES.includes(` ${parsed.language} `));
  const tag = found ? found.toString() : 'en';
  return { tag, dir: isRightToLeft(tag) ? 'rtl' : 'ltr' };
}

/** The browser's languages in order of preference (`navigator.languages`); none on a server. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  const languages = navigator.languages as readonly string[] | undefined;
  return languages && languages.length > 0
    ? languages
    : navigator.language
      ? [navigator.language]
      : [];
}
