import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad, type ChunkSize } from '../../scripts/firstLoad';

// `npm run bench`: what a plain HTML page downloads for `<uikit-chat>` before the first paint:
// dist/element.js (React and react-dom inside) and the chunks it imports statically, gzipped, as
// the size test measures it (scripts/firstLoad.ts). What it imports on demand is listed apart.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = mkdtempSync(join(tmpdir(), 'uikit-element-bench-'));

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (chunks: readonly ChunkSize[]) => chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const line = (chunk: ChunkSize) => `  ${kB(chunk.gzip).padStart(9)}  ${basename(chunk.file)}`;

try {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.element.config.ts',
      '--outDir',
      outDir,
      '--logLevel',
      'error',
    ],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  const { files, gzip, lazy } = measureFirstLoad(join(outDir, 'element.js'));
  console.log(
    `uikit-react/element first load (gzip -9, React and react-dom included): ${kB(gzip)} in ${String(files.length)} files`,
  );
  for (const file of files) console.log(line(file));
  // The highlighter's grammars are a chunk each: one line for them all.
  const highlighter = lazy.find((chunk) => basename(chunk.file).startsWith('highlight-'));
  const grammars = highlighter ? measureFirstLoad(highlighter.file).lazy : [];
  const grammarFiles = new Set(grammars.map((chunk) => chunk.file));
  console.log('loaded on demand:');
  for (const chunk of lazy.filter((candidate) => !grammarFiles.has(candidate.file)))
    console.log(line(chunk));
  console.log(
    `  ${kB(total(grammars)).padStart(9)}  ${String(grammars.length)} highlighter grammars, a chunk each`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
