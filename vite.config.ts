import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  emitDeclarations as emitRewrittenDeclarations,
  throwOnDiagnostics,
} from './scripts/emitDeclarations.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * Every dependency stays an import in the published files: the host's bundler resolves, dedupes and
 * code-splits them (the lazily loaded markdown and highlighting chunks stay lazy there too).
 */
export const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];

/**
 * Emits `.d.ts` files beside the bundle with the TypeScript compiler itself, so the published
 * types are exactly what `tsc` checks (no second type engine to disagree with it). Their relative
 * specifiers are rewritten to the emitted `.js` files so Node's resolution modes read them too
 * (see scripts/emitDeclarations.ts).
 */
function emitDeclarations(): Plugin {
  return {
    name: 'uikit:emit-declarations',
    // Library builds only: Storybook and app builds reuse this config without `build.lib`.
    apply: (config, env) => env.command === 'build' && Boolean(config.build?.lib),
    generateBundle() {
      // The types of `uikit-react/styles.css` (its "types" in package.json "exports"): hosts that
      // compile with `noUncheckedSideEffectImports` (the default from TypeScript 6) resolve
      // `import 'uikit-react/styles.css'` without declaring CSS modules themselves.
      this.emitFile({
        type: 'asset',
        fileName: 'styles.css.d.ts',
        source:
          "/** The kit's stylesheet, imported for its effect: `import 'uikit-react/styles.css'`. */\nexport {};\n",
      });
    },
    closeBundle() {
      const configPath = ts.findConfigFile(
        root,
        (file) => ts.sys.fileExists(file),
        'tsconfig.build.json',
      );
      if (!configPath) throw new Error('tsconfig.build.json not found');
      const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)) as {
        config: unknown;
      };
      const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
      const program = ts.createProgram(parsed.fileNames, parsed.options);
      throwOnDiagnostics(
        [...ts.getPreEmitDiagnostics(program), ...emitRewrittenDeclarations(program)],
        root,
      );
    },
  };
}

/**
 * Library builds resolve emitted files (KaTeX's fonts) relative to the file that names them: the
 * stylesheet's `url(./katex-fonts/…)`, the math part's `new URL('katex-fonts/…', import.meta.url)`,
 * which a host's bundler (or the browser) resolves wherever the package is installed.
 */
function relativeAssets(): Plugin {
  return {
    name: 'uikit:relative-assets',
    config: (config) => (config.build?.lib ? { base: './' } : undefined),
  };
}

const WORKER_START = "new URL('./highlightWorker.ts', import.meta.url)";

/**
 * The highlighting worker stays a module of the package (`react/markdown/highlightWorker.js`),
 * started with the pattern every bundler follows, `new Worker(new URL('./file.js',
 * import.meta.url), { type: 'module' })`: the host's bundler builds it with the host's copy of
 * shiki. Here Vite would bundle shiki into the package instead; written as `import.meta['url']`
 * its worker plugin passes it by (the output prints it as `import.meta.url` again).
 */
function workerForHost(): Plugin {
  return {
    name: 'uikit:worker-for-host',
    enforce: 'pre',
    apply: (config, env) => env.command === 'build' && Boolean(config.build?.lib),
    transform(code, id) {
      if (!id.endsWith('/src/react/markdown/highlightClient.ts')) return null;
      if (!code.includes(WORKER_START))
        throw new Error(`highlightClient.ts: ${WORKER_START} not found`);
      // Same line, a few columns apart: the source map stays as it is.
      return {
        code: code.replace(WORKER_START, "new URL('./highlightWorker.js', import.meta['url'])"),
        map: null,
      };
    },
  };
}

/** KaTeX's fonts (the only files a build emits besides code and styles), under one folder. */
export const assetFileNames = (asset: { names?: readonly string[] }): string =>
  asset.names?.some((name) => name.endsWith('.woff2')) === true
    ? 'katex-fonts/[name][extname]'
    : '[name][extname]';

export default defineConfig({
  plugins: [react(), emitDeclarations(), relativeAssets(), workerForHost()],
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        server: 'src/server.ts',
        chatkit: 'src/chatkit.tsx',
        // Started by highlightClient.ts as a worker, never imported (see workerForHost).
        'react/markdown/highlightWorker': 'src/react/markdown/highlightWorker.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      output: {
        // One file per source module, as the sources are laid out (beside their .d.ts). A host's
        // bundler then keeps exactly the modules the host uses: in shared chunks, the chat's
        // first load pulled in every item renderer through one context they shared with it,
        // however lazily the chat loads them.
        preserveModules: true,
        preserveModulesRoot: 'src',
        assetFileNames,
        // The React entry holds client components: mark it for React Server Components frameworks
        // (the Next.js App Router). `uikit-react/server` stays unmarked.
        // `uikit-react/chatkit` brings the stylesheet itself, as ChatKit's element does: an app
        // moves over by changing its imports, with no stylesheet import to add.
        banner: (chunk) =>
          chunk.isEntry && chunk.name === 'index'
            ? "'use client';"
            : chunk.isEntry && chunk.name === 'chatkit'
              ? "'use client';\nimport './styles.css';"
              : '',
      },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});
