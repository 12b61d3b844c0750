import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { browserLanguages, resolveLocale, type ResolvedLocale } from '../../wire/locale';
import type { UikitLabels } from './labels';
import { cachedLocaleLabels, loadLocaleLabels, subscribeLocaleLabels } from './localeLabels';

function subscribeLanguages(onChange: () => void) {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('languagechange', onChange);
  return () => {
    window.removeEventListener('languagechange', onChange);
  };
}
// One string, so the snapshot compares equal until the languages change.
const languagesSnapshot = () => browserLanguages().join('\n');
// The server, and the client while it hydrates, know no browser: English, as the server rendered.
const noLanguages = () => '';

/**
 * The language a chat speaks: the host's `locale`, else the browser's languages (followed when the
 * user changes them), resolved against the catalogues (`resolveLocale`).
 */
export function useResolvedLocale(locale: string | undefined): ResolvedLocale {
  const languages = useSyncExternalStore(subscribeLanguages, languagesSnapshot, noLanguages);
  return useMemo(
    () => resolveLocale(locale, languages === '' ? [] : languages.split('\n')),
    [locale, languages],
  );
}

/**
 * The locale's labels once its catalogue is here, loading it on first use; undefined until then
 * (the chat shows English meanwhile: never a blank). A catalogue that fails to load leaves English
 * and goes to `onError`.
 */
export function useLocaleLabels(
  locale: ResolvedLocale,
  onError: ((error: unknown) => void) | undefined,
): Partial<UikitLabels> | undefined {
  const labels = useSyncExternalStore(
    subscribeLocaleLabels,
    () => cachedLocaleLabels(locale),
    // English while hydrating, as the server rendered.
    () => undefined,
  );
  const missing = labels === undefined;
  useEffect(() => {
    if (missing) loadLocaleLabels(locale).catch((error: unknown) => onError?.(error));
    // `onError` is read when a load fails; a new closure needs no new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, missing]);
  return labels;
}
