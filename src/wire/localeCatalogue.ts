/**
 * Which catalogue of labels a locale reads: ChatKit's translated locales, their aliases and the
 * fallback chain. Needed only with a catalogue's chunk (and by hosts that ask): never in the first
 * load, where `resolveLocale` knows just which languages have one.
 */
import { parseLocale } from './locale';

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

/** Catalogues by canonical tag in lower case (`tl` is `fil` once canonical). */
const BY_CANONICAL = new Map<string, CatalogueLocale>(
  (['en', ...TRANSLATED_LOCALES] as const).map((tag) => [
    (parseLocale(tag)?.baseName ?? tag).toLowerCase(),
    tag,
  ]),
);

/** Languages with exactly one catalogue (`de` → `de-DE`), or several (left to `ALIASES`). */
const BY_LANGUAGE = new Map<string, CatalogueLocale | null>();
for (const [canonical, tag] of BY_CANONICAL) {
  const language = canonical.split('-')[0] ?? canonical;
  BY_LANGUAGE.set(language, BY_LANGUAGE.has(language) ? null : tag);
}

/**
 * The catalogue one tag reads, or null: the tag itself, then shorter and shorter (`zh-Hant-TW` →
 * `zh-HK`-style language-region → `zh-Hant` → `zh`), each matched exactly, through `ALIASES`, or
 * as the only catalogue of its language.
 */
export function catalogueFor(tag: string): CatalogueLocale | null {
  const locale = parseLocale(tag);
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
