import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, inject, it } from 'vitest';

// How a host's Vite build splits the package (issue 34): Vite's bundler gives every set of lazily
// loaded parts that share a module a file of its own, and a browser on HTTP/1.1 opens six
// connections to a host. A thread's first open asks, as the chat mounts, for the list with every
// item renderer, the markdown renderer and the readers of item pages: in more than six files that
// is more than one round trip of code before the first row (18 files, three round trips, before
// the kit's modules were arranged for it).

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dist = inject('packageDist');
const cache = join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
// Inside the repository, so the app resolves React from its node_modules as a host's would.
const app = mkdtempSync(join(cache, 'uikit-consumer-chunks-'));

afterAll(() => {
  rmSync(app, { recursive: true, force: true });
});

type Chunk = Rolldown.OutputChunk;

/** The host's build of a page that renders the drop-in chat: its chunks, by file name. */
async function hostBuild(): Promise<Map<string, Chunk>> {
  const entry = relative(app, join(dist, 'index.js')).split('\\').join('/');
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `import { UikitChat, useUikit } from '${entry}';`,
      'function App() {',
      "  const { control } = useUikit({ api: { baseUrl: 'https://api.example.test', getSession: () => Promise.reject(new Error('none')) } });",
      '  return createElement(UikitChat, { control });',
      '}',
      "createRoot(document.getElementById('root')).render(createElement(App));",
    ].join('\n'),
  );
  const chunks = new Map<string, Chunk>();
  await build({
    configFile: false,
    root: app,
    logLevel: 'silent',
    build: { write: false, minify: true },
    plugins: [
      {
        name: 'chunks',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle))
            if (output.type === 'chunk') chunks.set(output.fileName, output);
        },
      },
    ],
  });
  return chunks;
}

/** Every file a chunk needs before it runs: itself and what it imports statically. */
function withImports(chunks: Map<string, Chunk>, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

describe("a host's Vite build of the package", () => {
  it("brings a thread's code in at most six files: one round trip over HTTP/1.1", async () => {
    const chunks = await hostBuild();
    const all = [...chunks.values()];
    const page = all.filter((chunk) => chunk.isEntry);
    expect(page).toHaveLength(1);
    const firstLoad = withImports(
      chunks,
      page.map((chunk) => chunk.fileName),
    );
    const chunkOf = (module: string) => {
      const found = all.find((chunk) => chunk.moduleIds.includes(join(dist, module)));
      expect(found, `the chunk of dist/${module}`).toBeDefined();
      return (found as Chunk).fileName;
    };
    const heads = ['react/chat/parts/ThreadLog.js', 'react/markdown/MarkdownRenderer.js'].map(
      chunkOf,
    );
    const thread = [...withImports(chunks, heads)].filter((file) => !firstLoad.has(file));
    // The readers of item pages come with the thread's code (ThreadLog re-exports them).
    expect(thread).toContain(chunkOf('client/readers.js'));
    expect(thread.length, thread.join(', ')).toBeLessThanOrEqual(6);
  });
});
