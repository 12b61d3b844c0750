import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { importsOf, measureFirstLoad } from '../../scripts/firstLoad';

// What a consumer installs: the library build and its tarball (test/support/buildPackage.ts),
// checked as they would see it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = inject('packageDist');
const packedFiles = inject('packedFiles');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};

/** Every module a built file pulls in, following relative imports; bare imports are returned. */
function importGraph(entry: string): { files: string[]; bare: Set<string> } {
  const files: string[] = [];
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const found = importsOf(file);
    for (const specifier of found.bare) bare.add(specifier);
    for (const specifier of [...found.static, ...found.dynamic])
      visit(resolve(dirname(file), specifier));
  };
  visit(entry);
  return { files, bare };
}

describe('the published package', () => {
  it('has every file its exports map names', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : Object.values(target);
      for (const file of files)
        expect(packedFiles, `${subpath} -> ${file}`).toContain(file.replace(/^\.\//, ''));
    }
  });

  it('packs only what a consumer runs: dist, the license, the readme and package.json', () => {
    const paths = packedFiles;
    expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']));
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    const outside = paths.filter(
      (path) =>
        !path.startsWith('dist/') && !['LICENSE', 'README.md', 'package.json'].includes(path),
    );
    expect(outside).toEqual([]);
    // No tests, stories, fixtures or data, whatever the build leaves in dist.
    expect(
      paths.filter((path) => /\.(test|stories)\.|fixtures|\.uikit-data|\.sqlite/.test(path)),
    ).toEqual([]);
    // A map whose sources are not shipped must carry them, or it points at nothing.
    for (const path of paths.filter((file) => file.endsWith('.map'))) {
      const map = JSON.parse(readFileSync(join(root, path), 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      // (A chunk of generated code, a stylesheet's text, maps to no source at all.)
      const contents = map.sourcesContent ?? [];
      expect(contents.length, path).toBe(map.sources.length);
      expect(
        contents.every((content) => typeof content === 'string'),
        path,
      ).toBe(true);
    }
  });

  it('imports react/jsx-runtime, never the development runtime', () => {
    const { bare } = importGraph(join(dist, 'index.js'));
    expect(bare).toContain('react/jsx-runtime');
    expect(bare).not.toContain('react/jsx-dev-runtime');
  });

  it('emits ES modules for . and ./server', () => {
    for (const entry of ['index.js', 'server.js']) {
      const code = readFileSync(join(dist, entry), 'utf8');
      expect(code).toMatch(/^export /m);
      expect(code).not.toMatch(/\brequire\(/);
    }
  });

  it('marks the React entry as client code for server-components frameworks, not the server entry', () => {
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).toMatch(/^["']use client["'];/);
    expect(readFileSync(join(dist, 'server.js'), 'utf8')).not.toMatch(/use client/);
  });

  it(
    'stays within its size budgets (size-limit: first load, markdown, highlighting)',
    { timeout: 120_000 },
    () => {
      const output = execFileSync(
        process.execPath,
        [join(root, 'node_modules/size-limit/bin.js'), '--json'],
        { cwd: root, encoding: 'utf8' },
      );
      const checks = JSON.parse(output) as {
        name: string;
        passed: boolean;
        size: number;
        sizeLimit: number;
      }[];
      expect(checks.length).toBeGreaterThanOrEqual(3);
      for (const check of checks) {
        expect(
          check.size,
          `${check.name}: ${String(check.size)} B of ${String(check.sizeLimit)} B`,
        ).toBeLessThanOrEqual(check.sizeLimit);
        expect(check.passed).toBe(true);
      }
    },
  );

  it('loads uikit-react/element within its budget: the built files a page downloads first', async () => {
    const { elementFirstLoad } = (await import(
      pathToFileURL(join(root, '.size-limit.js')).href
    )) as { elementFirstLoad: { path: string; limit: number } };
    const { files, gzip } = measureFirstLoad(join(root, elementFirstLoad.path));
    const listing = files.map((file) => `${basename(file.file)} ${String(file.gzip)} B`).join(', ');
    expect(
      gzip,
      `${String(gzip)} B of ${String(elementFirstLoad.limit)} B: ${listing}`,
    ).toBeLessThanOrEqual(elementFirstLoad.limit);
  });

  it('bundles React into uikit-react/element, which imports nothing by name and loads markdown lazily', () => {
    const { bare } = importGraph(join(dist, 'element.js'));
    expect([...bare]).toEqual([]);
    // Eagerly loaded (static imports) vs on demand: the markdown renderer is a dynamic import only.
    const { files, lazy } = measureFirstLoad(join(dist, 'element.js'));
    const firstLoad = files.map(({ file }) => readFileSync(file, 'utf8')).join('\n');
    expect(firstLoad).toContain('customElements.define');
    expect(firstLoad).not.toMatch(/\bprocess\.env\b/);
    expect(lazy.some(({ file }) => file.includes('MarkdownRenderer-'))).toBe(true);
    expect(
      files.filter(({ file }) => /MarkdownRenderer-|highlight-|ChartPlot-/.test(file)),
    ).toEqual([]);
    // Recharts is a part of its own, loaded the first time a Chart shows: neither in the first load
    // nor in the thread's chunk with every item and widget renderer.
    const chart = lazy.find(({ file }) => file.includes('ChartPlot-'));
    expect(chart && readFileSync(chart.file, 'utf8')).toContain('recharts-surface');
    for (const { file } of [...files, ...lazy.filter((part) => part.file.includes('ThreadLog-'))])
      expect(readFileSync(file, 'utf8'), basename(file)).not.toContain('recharts-surface');
  });

  it('keeps React out of uikit-react/server', () => {
    const { bare } = importGraph(join(dist, 'server.js'));
    for (const name of bare)
      expect(name).not.toMatch(/^(react|react-dom|zustand|@tanstack\/react-query)(\/|$)/);
  });

  it('keeps the peer dependencies external', () => {
    const { files } = importGraph(join(dist, 'index.js'));
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).not.toContain('createStoreImpl');
  });

  it('runs uikit-react/server in plain Node without React installed in its graph', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(dist, 'server.js'))});
         const handler = m.createSessionHandler({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', session: { workflow: { id: 'w' } } });
         const response = await handler(new Request('http://x/', { method: 'GET' }));
         console.log(response.status);`,
      ],
      { encoding: 'utf8' },
    );
    expect(output.trim()).toBe('405');
  });
});
