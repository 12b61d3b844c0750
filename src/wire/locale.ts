/**
 * Which language the kit speaks: the host's `locale` or the browser's languages, matched against
 * the kit's label catalogues (ChatKit's translated locales) with a fallback chain. Pure and below
 * every layer that needs it: the runtime sends the result as `Accept-Language`, the render
 * context loads its catalogue.
 */

/** The locales with a label catalogue besides English: ChatKit's `TranslatedLocale`. */
export const TRANSLATED_LOCALES = [
  'am',
  'ar',
  'bg-BG',
  'bn-BD',
  'bs-BA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'es-419',
  'es-ES',
  'et-EE',
  'fi-FI',
  'fr-CA',
  'fr-FR',
  'gu-IN',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'hy-AM',
  'id-ID',
  'is-IS',
  'it-IT',
  'ja-JP',
  'ka-GE',
  'kk',
  'kn-IN',
  'ko-KR',
  'lt',
  'lv-LV',
  'mk-MK',
  'ml',
  'mn',
  'mr-IN',
  'ms-MY',
  'my-MM',
  'nb-NO',
  'nl-NL',
  'pa',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'so-SO',
  'sq-AL',
  'sr-RS',
  'sv-SE',
  'sw-TZ',
  'ta-IN',
  'te-IN',
  'th-TH',
  'tl',
  'tr-TR',
  'uk-UA',
  'ur',
  'vi-VN',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

/** A locale with a label catalogue: one of `TRANSLATED_LOCALES`, or `en` (the built-in labels). */
export type CatalogueLocale = (typeof TRANSLATED_LOCALES)[number] | 'en';

/** The language the chat speaks, as `resolveLocale` found it. */
export interface ResolvedLocale {
  /**
   * The BCP 47 tag the chat speaks: its `lang` attribute, dates and numbers (`Intl`), and the
   * `Accept-Language` header. The requested tag that matched (`es-MX` for the `es-419` labels),
   * an explicit `locale` as given even when no catalogue matches it, else `en`.
   */
  tag: string;
  /** The labels to show: a catalogue (`TRANSLATED_LOCALES`) or `en`. */
  catalogue: CatalogueLocale;
  /** The direction `tag`'s script is written in. */
  dir: 'ltr' | 'rtl';
}

/**
 * Tags that name no catalogue but mean one (ChatKit's `SupportedLocale` aliases and the usual
 * regional ones), by canonical tag in lower case. A bare language with one catalogue is matched
 * without being listed here (`de` → `de-DE`).
 */
const ALIASES: Readonly<Record<string, CatalogueLocale>> = {
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-BR',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-hant': 'zh-TW',
  no: 'nb-NO',
  nn: 'nb-NO',
};

/** Spanish of Latin America and the United States reads the `es-419` labels. */
const LATIN_AMERICA = new Set(
  'AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE 419'.split(' '),
);
/** Portuguese outside Brazil reads the European labels. */
const EUROPEAN_PORTUGUESE = new Set('PT AO MZ CV GW ST TL LU CH GQ MO'.split(' '));

/** Languages written right to left, and scripts that are, when a tag names its script. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg']);

/**
 * The canonical form of a BCP 47 tag without extensions (`en-US-u-ca-buddhist` → `en-US`,
 * `de_AT` → `de-AT`), or null when it is none.
 */
function parse(tag: string): Intl.Locale | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'));
    return canonical === undefined ? null : new Intl.Locale(new Intl.Locale(canonical).baseName);
  } catch {
    return null;
  }
}

/** Catalogues by canonical tag in lower case (`tl` is `fil` once canonical). */
const BY_CANONICAL = new Map<string, CatalogueLocale>(
  (['en', ...TRANSLATED_LOCALES] as const).map((tag) => [
    (parse(tag)?.baseName ?? tag).toLowerCase(),
    tag,
  ]),
);

/** Languages with exactly one catalogue (`de` → `de-DE`), or several (left to `ALIASES`). */
const BY_LANGUAGE = new Map<string, CatalogueLocale | null>();
for (const [canonical, tag] of BY_CANONICAL) {
  const language = canonical.split('-')[0] ?? canonical;
  BY_LANGUAGE.set(language, BY_LANGUAGE.has(language) ? null : tag);
}

/** Whether a tag's language or script is written right to left (`ar`, `he-IL`, `pa-Arab`). */
export function isRightToLeft(tag: string): boolean {
  const locale = parse(tag);
  if (!locale) return false;
  if (locale.script !== undefined) return RTL_SCRIPTS.has(locale.script);
  return RTL_LANGUAGES.has(locale.language);
}

/**
 * The catalogue one tag reads, or null: the tag itself, then shorter and shorter (`zh-Hant-TW` →
 * `zh-HK`-style language-region → `zh-Hant` → `zh`), each matched exactly, through `ALIASES`, or
 * as the only catalogue of its language.
 */
export function catalogueFor(tag: string): CatalogueLocale | null {
  const locale = parse(tag);
  if (!locale) return null;
  const { language, script, region } = locale;
  if (language === 'es' && region !== undefined && LATIN_AMERICA.has(region)) return 'es-419';
  if (language === 'pt' && region !== undefined && EUROPEAN_PORTUGUESE.has(region)) return 'pt-PT';
  if (language === 'zh' && script === 'Hans') return 'zh-CN';
  if (language === 'zh' && (region === 'HK' || region === 'MO')) return 'zh-HK';
  if (language === 'zh' && region === 'TW') return 'zh-TW';
  const candidates = [
    locale.baseName,
    ...(script !== undefined && region !== undefined ? [`${language}-${region}`] : []),
    ...(script !== undefined ? [`${language}-${script}`] : []),
    language,
  ];
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    const match = BY_CANONICAL.get(key) ?? ALIASES[key];
    if (match !== undefined) return match;
  }
  return BY_LANGUAGE.get(language) ?? null;
}

/**
 * The language the chat speaks. An explicit `locale` (the host's option) is kept as its `tag`
 * whatever catalogue it reads (English when none matches: the host may bring its own `labels`).
 * Without one, the browser's languages (`navigator.languages`) are tried in order and the first
 * with a catalogue wins, English included; when none has one the chat speaks English.
 *
 * @example
 * resolveLocale('zh-Hant-TW'); // { tag: 'zh-Hant-TW', catalogue: 'zh-TW', dir: 'ltr' }
 * resolveLocale(undefined, ['eo', 'de-AT', 'en']); // { tag: 'de-AT', catalogue: 'de-DE', dir: 'ltr' }
 */
export function resolveLocale(
  locale: string | undefined,
  browserLanguages: readonly string[] = [],
): ResolvedLocale {
  const explicit = locale?.trim() ? parse(locale) : null;
  if (explicit) {
    const tag = explicit.toString();
    return { tag, catalogue: catalogueFor(tag) ?? 'en', dir: isRightToLeft(tag) ? 'rtl' : 'ltr' };
  }
  for (const language of browserLanguages) {
    const parsed = parse(language);
    const catalogue = parsed ? catalogueFor(parsed.toString()) : null;
    if (parsed && catalogue) {
      const tag = parsed.toString();
      return { tag, catalogue, dir: isRightToLeft(tag) ? 'rtl' : 'ltr' };
    }
  }
  return { tag: 'en', catalogue: 'en', dir: 'ltr' };
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
