/**
 * The labels of the locales loaded so far, shared by every chat of the page: a second chat in the
 * same language renders in it at once. A locale's catalogue (and the code that reads catalogues)
 * loads on first use; until it arrives the chat shows English.
 */
import type { ResolvedLocale } from '../../wire/locale';
import type { UikitLabels } from './labels';

/** A loaded catalogue, read for a tag (numbers and plural rules follow the tag). */
type Catalogue = (tag: string) => Partial<UikitLabels>;

const ENGLISH: Partial<UikitLabels> = Object.freeze({});
const catalogues = new Map<string, Catalogue>();
const compiled = new Map<string, Partial<UikitLabels>>();
const loading = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();

/** The locale's labels if its catalogue is here (English always is: the defaults), else undefined. */
export function cachedLocaleLabels(locale: ResolvedLocale): Partial<UikitLabels> | undefined {
  if (locale.catalogue === 'en') return ENGLISH;
  const key = `${locale.catalogue} ${locale.tag}`;
  let labels = compiled.get(key);
  if (!labels) {
    // The same catalogue for another tag (`ja` after `ja-JP`): read once more, kept as well.
    labels = catalogues.get(locale.catalogue)?.(locale.tag);
    if (labels) compiled.set(key, labels);
  }
  return labels;
}

/** Hears when a locale's labels arrive. */
export function subscribeLocaleLabels(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the locale's catalogue once (a failed load may be tried again); resolves with its labels. */
export async function loadLocaleLabels(locale: ResolvedLocale): Promise<Partial<UikitLabels>> {
  const cached = cachedLocaleLabels(locale);
  if (cached) return cached;
  const name = locale.catalogue;
  let pending = loading.get(name);
  if (!pending) {
    pending = import('./localeCatalogues').then(({ loadCatalogue }) => loadCatalogue(name));
    loading.set(name, pending);
    pending.then(
      (catalogue) => {
        catalogues.set(name, catalogue);
        loading.delete(name);
        for (const listener of [...listeners]) listener();
      },
      () => loading.delete(name),
    );
  }
  await pending;
  return cachedLocaleLabels(locale) ?? ENGLISH;
}
