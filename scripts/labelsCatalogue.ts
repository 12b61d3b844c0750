/**
 * Writes `src/react/context/locales/en.json` from the English defaults (`defaultLabels`), so English
 * is written once, in code, and translators read it as the model of every catalogue: its keys,
 * placeholders and plural forms. Run after adding or rewording a label:
 *
 *   npx tsx scripts/labelsCatalogue.ts
 *
 * `src/react/context/locales.test.ts` fails while the file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { englishCatalogue } from '../src/react/context/labelCatalogue.ts';

/** The file's text: the catalogue as JSON, two-space indented, in `UikitLabels`' order. */
export function englishCatalogueText(): string {
  return `${JSON.stringify(englishCatalogue(), null, 2)}\n`;
}

export const englishCataloguePath = fileURLToPath(
  new URL('../src/react/context/locales/en.json', import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(englishCataloguePath, englishCatalogueText());
  console.log(`Wrote ${englishCataloguePath}`);
}
