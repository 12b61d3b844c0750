/**
 * The locales' catalogues, each a chunk of its own, and the code that finds and reads them:
 * imported on demand (`localeLabels.ts`), never in the first load. English is the built-in
 * labels: its file (`en.json`) is the translators' model, never loaded.
 */
import { catalogueFor, type CatalogueLocale } from '../../wire/localeCatalogue';
import { labelsFromCatalogue } from './labelCatalogue';
import type { UikitLabels } from './labels';

const files = import.meta.glob<unknown>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

const ENGLISH: Partial<UikitLabels> = Object.freeze({});
const catalogues = new Map<CatalogueLocale, unknown>();
const byTag = new Map<string, Partial<UikitLabels>>();

/**
 * A tag's labels if its catalogue is here (read for the tag: its numbers and plural rules), `{}`
 * for English and a tag without a catalogue, else undefined.
 */
export function labelsFor(tag: string): Partial<UikitLabels> | undefined {
  const catalogue = catalogueFor(tag) ?? 'en';
  if (catalogue === 'en') return ENGLISH;
  let labels = byTag.get(tag);
  if (!labels && catalogues.has(catalogue)) {
    labels = labelsFromCatalogue(catalogues.get(catalogue), tag);
    byTag.set(tag, labels);
  }
  return labels;
}

/** Loads a tag's catalogue; rejects when there is none or its chunk fails. */
export async function load(tag: string): Promise<void> {
  const catalogue = catalogueFor(tag) ?? 'en';
  if (catalogue === 'en' || catalogues.has(catalogue)) return;
  const file = files[`./locales/${catalogue}.json`];
  if (!file) throw new Error(`uikit: no labels for the locale ${catalogue}`);
  catalogues.set(catalogue, await file());
}
