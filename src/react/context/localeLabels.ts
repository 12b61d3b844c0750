/**
 * The labels of the locales loaded so far, shared by every chat of the page: a second chat in the
 * same language renders in it at once. The catalogues and the code that reads them load on first
 * use (`localeCatalogues.ts`); until then the chat shows English.
 */
import type { ResolvedLocale } from '../../wire/locale';
import type { UikitLabels } from './labels';

type Catalogues = typeof import('./localeCatalogues');

const ENGLISH: Partial<UikitLabels> = Object.freeze({});
let catalogues: Catalogues | null = null;
let loading: Promise<Catalogues> | null = null;
const listeners = new Set<() => void>();

/** The locale's labels if they are here (English always is: the defaults), else undefined. */
export function cachedLocaleLabels({ tag }: ResolvedLocale): Partial<UikitLabels> | undefined {
  return /^en(?:-|$)/i.test(tag) ? ENGLISH : catalogues?.labelsFor(tag);
}

/** Hears when a locale's labels arrive. */
export function subscribeLocaleLabels(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the locale's catalogue (a failed load may be tried again); resolves once it is here. */
export async function loadLocaleLabels(locale: ResolvedLocale): Promise<void> {
  if (cachedLocaleLabels(locale)) return;
  loading ??= import('./localeCatalogues').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  catalogues = await loading;
  await catalogues.load(locale.tag);
  for (const listener of [...listeners]) listener();
}
