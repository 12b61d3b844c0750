import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { assetFileNames } from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `uikit-react/element`: a second build, after the library's (`vite build`), because its output is
 * the opposite of the library's: one ES module with React and react-dom inside, for pages without
 * a bundler. The markdown renderer and the highlighter stay chunks loaded on demand.
 */
export default defineConfig({
  plugins: [react()],
  // KaTeX's fonts are found beside the bundle, wherever it is served from (see vite.config.ts).
  base: './',
  // Lib mode leaves `process.env.NODE_ENV` to the host's bundler; here there is none.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The highlighting worker beside the element's other chunks (a classic script: it loads nothing
  // itself, see src/react/markdown/highlightWorker.ts).
  worker: {
    rolldownOptions: { output: { entryFileNames: 'element-chunks/[name]-[hash].js' } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: true,
    // The library's build is already in dist/.
    emptyOutDir: false,
    lib: { entry: { element: 'src/element.ts' }, formats: ['es'] },
    rolldownOptions: {
      output: {
        chunkFileNames: 'element-chunks/[name]-[hash].js',
        assetFileNames,
        // One build is copied wherever the bundle is needed (dist/, the demo page; see
        // ensureElementBundle in server-example/web/pageBuild.ts): its maps name their sources as
        // seen from dist/, wherever it was built.
        sourcemapPathTransform: (source, sourcemapPath) =>
          relative(
            join(
              root,
              'dist',
              basename(dirname(sourcemapPath)) === 'element-chunks' ? 'element-chunks' : '',
            ),
            resolve(dirname(sourcemapPath), source),
          ),
        // Lib mode leaves ES output's whitespace and comments in, for a host's bundler to minify;
        // these files go to browsers as they are. That was 8 kB gzipped of React alone.
        minify: { codegen: true },
        comments: false,
        // What the element loads before it runs in one chunk, not in several shared ones: each
        // file is a request and a gzip stream of its own (about 4 kB more in all). The element
        // itself stays in element.js, so importing that file defines it.
        codeSplitting: {
          groups: [
            {
              name: 'element-first-load',
              tags: ['$initial'],
              test: (id) => !id.endsWith('/src/element.ts'),
            },
          ],
        },
      },
    },
  },
});
