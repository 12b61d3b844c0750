// Size budgets, enforced by `npm test` (test/package/size.test.ts) and shown by `npx size-limit`.
// Sizes are minified and gzipped, with everything bundled but react and react-dom (except for the
// element, which carries them).

/** Leaves `import()` targets out of a check: they load later, on demand. */
const lazyImportsExternal = {
  name: 'lazy-imports-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

export default [
  {
    name: 'the chat as it first loads (useUikit, UikitChat and their dependencies)',
    path: 'dist/index.js',
    import: '{ UikitChat, useUikit }',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    limit: '60 kB',
  },
  {
    name: 'the markdown renderer (loaded lazily: react-markdown, GFM, streaming repair)',
    path: 'dist/chunks/MarkdownRenderer-*.js',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    limit: '65 kB',
  },
  {
    name: 'the highlighter with its two themes (loaded lazily; each grammar is a chunk of its own)',
    path: 'dist/chunks/highlight-*.js',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    limit: '80 kB',
  },
  {
    name: 'uikit-react/element as a page first loads it (React and react-dom included; markdown and highlighting lazy)',
    path: 'dist/element.js',
    gzip: true,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    // Measured 136.5 kB: react-dom 19's client alone is about 75 kB min+gzip, and the kit's own
    // first load (the first budget above) about 59 kB. 110 kB would need the kit to load its item
    // renderers lazily, or a smaller React.
    limit: '140 kB',
  },
];
