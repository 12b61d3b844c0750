import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { measureFirstLoad, type ChunkSize } from '../../scripts/firstLoad';
import { HIGHLIGHTED_LANGUAGES } from '../../src/react/markdown/highlightLanguages';
import { ensureElementBundle } from '../../server-example/web/pageBuild';

// `npm run bench`: what a plain HTML page downloads for `<uikit-chat>` before the first paint:
// dist/element.js (React and react-dom inside) and the chunks it imports statically, gzipped, as
// the size test measures it (scripts/firstLoad.ts). What it imports on demand is listed apart.

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (chunks: readonly ChunkSize[]) => chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const line = (chunk: ChunkSize) => `  ${kB(chunk.gzip).padStart(9)}  ${basename(chunk.file)}`;

// The current sources' bundle: the one the demo page and the package tests use, built if needed.
const { folder } = await ensureElementBundle(() => {
  console.log('building uikit-react/element…');
});
const { files, gzip, lazy } = measureFirstLoad(join(folder, 'element.js'));
console.log(
  `uikit-react/element first load (gzip -9, React and react-dom included): ${kB(gzip)} in ${String(files.length)} files`,
);
for (const file of files) console.log(line(file));
// The highlighter's grammars are a chunk each, fetched by the page: one line for them all.
const grammarChunk = new RegExp(`^(${HIGHLIGHTED_LANGUAGES.join('|')})-[\\w-]+\\.js$`);
const grammars = lazy.filter((chunk) => grammarChunk.test(basename(chunk.file)));
const grammarFiles = new Set(grammars.map((chunk) => chunk.file));
console.log('loaded on demand:');
for (const chunk of lazy.filter((candidate) => !grammarFiles.has(candidate.file)))
  console.log(line(chunk));
console.log(
  `  ${kB(total(grammars)).padStart(9)}  ${String(grammars.length)} highlighter grammars, a chunk each`,
);
// The highlighting worker is started by URL, not imported: it is not in the import graph.
for (const name of readdirSync(join(folder, 'element-chunks'))) {
  if (!/^highlightWorker-.*\.js$/.test(name)) continue;
  const file = join(folder, 'element-chunks', name);
  console.log(`${line({ file, gzip: measureFirstLoad(file).gzip })} (the highlighting worker)`);
}
