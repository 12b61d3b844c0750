/**
 * The locales' catalogues, each a chunk of its own, and the code that reads them: imported on
 * demand (`localeLabels.ts`), never in the first load. English is the built-in labels: its file
 * (`en.json`) is the translators' model, never loaded.
 */
import type { CatalogueLocale } from '../../wire/locale';
import { labelsFromCatalogue } from './labelCatalogue';
import type { UikitLabels } from './labels';

const catalogues = import.meta.glob<unknown>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

/** A catalogue, ready to be read for a tag; rejects when there is none or its chunk fails. */
export async function loadCatalogue(
  catalogue: CatalogueLocale,
): Promise<(tag: string) => Partial<UikitLabels>> {
  const load = catalogues[`./locales/${catalogue}.json`];
  if (!load) throw new Error(`uikit: no labels for the locale ${catalogue}`);
  const data = await load();
  return (tag) => labelsFromCatalogue(data, tag);
}
