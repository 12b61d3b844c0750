import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// `npm run bench`: what a plain HTML page downloads for `<uikit-chat>` before the first paint:
// dist/element.js (React and react-dom inside) and the chunks it imports statically, gzipped.
// The markdown renderer, the highlighter and its grammars are imported on demand and reported apart.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = mkdtempSync(join(tmpdir(), 'uikit-element-bench-'));

/** The files a module loads before it runs: itself and its static imports, transitively. */
function eagerGraph(entry: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*[^'"();]*?["'](\.[^'"]+)["']/g,
    ))
      visit(resolve(dirname(file), match[1] ?? ''));
  };
  visit(entry);
  return files;
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

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
  const eager = eagerGraph(join(outDir, 'element.js'));
  const firstLoad = eager.reduce((sum, file) => sum + gzipped(file), 0);
  const lazy = readdirSync(join(outDir, 'element-chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(outDir, 'element-chunks', name))
    .filter((file) => !eager.includes(file));
  const markdown = lazy
    .filter((file) => file.includes('MarkdownRenderer-'))
    .reduce((sum, file) => sum + gzipped(file), 0);
  console.log(
    `uikit-react/element first load (gzip -9, React and react-dom included): ${kB(firstLoad)} in ${String(eager.length)} files`,
  );
  for (const file of eager)
    console.log(`  ${kB(gzipped(file)).padStart(9)}  ${file.slice(outDir.length + 1)}`);
  console.log(
    `loaded on demand: the markdown renderer ${kB(markdown)}; ${String(lazy.length)} lazy chunks in all (highlighter, grammars, …)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
