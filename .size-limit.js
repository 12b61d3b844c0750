// Size budgets, enforced by `npm test` (test/package/build.test.ts). The library's are size-limit
// checks (`npx size-limit` shows them): minified and gzipped, with everything bundled but the peers
// (react, react-dom and @tanstack/react-query), as a host app's bundler would bundle the package.

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
/** Peers the host's app has and pays for once, whatever it bundles: React and React Query. */
const peers = [...react, '@tanstack/react-query'];

export default [
  {
    name: 'the chat as it first loads (useUikit, UikitChat and their dependencies)',
    path: 'dist/index.js',
    import: '{ UikitChat, useUikit }',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    // Measured 40.7 kB: the thread's list and item renderers, the history panel, the attachment
    // chips, the pickers' menu, the icon registry, the generated theme colours and the readers of
    // answers load on demand (58.9 kB when the first of them did not). Issue 14 added 3.5 kB that a
    // first paint needs or a command can call at once: choosing the locale and sending it as
    // Accept-Language, ChatKit's command options and their checks, the deep-link kind of the URL
    // policy, the draft's tags and quote, and the English labels of the new parts (every locale,
    // the tagging field, its menus, the math part and the chart are lazy). Issue 13's ceiling for
    // the first load is 45 kB. Splitting the runtime into parts (src/chat, README: Architecture)
    // added 1.1 kB (41.1 to 42.2 kB): a part's commands and options are object properties, whose
    // names a minifier keeps, where the one closure's locals shrank to a letter. ChatKit 1.6's
    // items and operations (protocol section 12) added 1.2 kB (42.2 to 43.4 kB): the English labels
    // of the new items and of dictation (every other locale is lazy), a thread's image hosts in the
    // URL policy and the reducer, widget actions that do not stream, structured input answers and
    // the dictation part (their answers' schemas, the recording's encoding and the microphone load
    // on demand). ChatKit servers added 0.6 kB (43.4 to 44.0 kB): the client that stands in for
    // the ChatKit dialect's until it loads with the first request, the two kinds of `api` in
    // `useUikit`, and the answer-stream reader and rate-limit gate both clients share. ChatKit's
    // shapes of the kit's own options added 0.7 kB (44.0 to 44.8 kB): the host's attachment limits
    // checked at each pick (per message, per MIME type, ChatKit's `accept`), ChatKit's one
    // `onClientTool` function, a theme given as a colour scheme, content-part prompts, promises
    // from every command, `frameTitle`, `thread.autoScroll` and the hosted mode's `api`
    // (`getClientSecret`); what only a command needs (waiting for a thread to show, finding the
    // latest widget, the widget item a client action gets, reading a secret's session) is lazy.
    // ChatKit's tag data of any values, sent as the protocol's strings, added 0.1 kB (44.8 to
    // 44.9 kB). Answers that outlive the page (protocol section 11) added 0.7 kB (44.9 to
    // 45.6 kB): an answer knows its thread and stops through the service where it can, a chat that
    // moves to another thread leaves the answer running instead of stopping it, the client's
    // `threads.stop` and `threads.resume`, the thread's `active_response` in the loader, the
    // "reconnecting" line, and the hook and loader of what a service with those capabilities adds
    // (resuming with backoff, the watch on a running answer, stopping through the service: lazy,
    // loaded only with such a session). The host's own item actions (`threadItemActions.custom`)
    // added 59 B (45.60 to 45.66 kB): taking their handlers out of the display options as the
    // header's are, handing the actions and a getter of their handlers to the rows, and the
    // English "More actions" label; the buttons and their menu load with the thread's code.
    // Editing a sent message (protocol section 11, `edit`) added 0.15 kB (45.66 to 45.80 kB):
    // the four English labels of the Edit button and its editor, the capability read that hides
    // the button elsewhere, the runtime's `editUserMessage` command and an edited message's
    // `thread.item.replaced` counted as the message stored (the edit's checks and input, the Edit
    // button and the editor are lazy, loaded with the thread or the first edit). React Query as
    // the binding of the cold data added 0.44 kB (45.80 to 46.24 kB, of which 0.07 kB is
    // query-core 5.108.4, the version react-query 5.108.4 pins and now shares with the kit): the
    // runtime's query options (threads, one thread, its items), the cache listener that titles
    // the open thread from the list whoever lists it, history's access, and `useUikit` joining a
    // surrounding `QueryClientProvider`. React Query itself is a peer, left out like React: the
    // hooks the kit uses (`useInfiniteQuery` with its `useBaseQuery`, and `QueryClientContext`)
    // cost 0.7 kB gzipped beside the kit (query-core is the kit's already), paid once by a host's
    // app, and not at all by one using React Query. Opening a conversation in one round trip of
    // code (issue 34) added 0.12 kB (46.24 to 46.36 kB): the chat asks for the thread's code, the
    // markdown renderer and the readers together as it is made, the thread shows once its code is
    // there instead of revealing a Suspense fallback (which React throttles by 300 ms), and the
    // rows above the first screen come as many per frame as the last frame's cost per row allows.
    // Paying a page's first-time costs as the thread's code arrives (the trigger of the warm-up,
    // which lives with the thread's code) took no more. A stop pressed before the code that stops
    // through the service has loaded waiting for it, then stopping through the service (it closed
    // the stream alone, and the answer ran on), added 59 B (46.36 to 46.42 kB). A lazy part's
    // first render as a transition (the thread's first screen on a fresh page, in slices instead
    // of one task of up to 60 ms) added 10 B (46.43 kB); the idle preload asking for the other
    // deferred parts only once the thread's code is in (they took its connections) 7 B (46.44 kB).
    // The thread's code in six files instead of eighteen in a host's Vite build (one round trip over
    // HTTP/1.1's six connections instead of three) added 24 B (46.46 kB): the client's readers
    // loader takes the readers that come with the thread's code, and a client widget action reads
    // its widget's tree with the loaded readers instead of the wire's own module.
    // The header and the history panel's place reading whether history is allowed, not the list
    // (a closed panel fetched the thread list as every chat mounted), took 0.14 kB off (46.32 kB):
    // React Query's infinite-query hook now loads with the panel; the toggle's prefetch came in.
    limit: '46.33 kB',
  },
  {
    name: 'the first conversation: the chat as it first loads, and what it requests at once, in parallel, for a thread opened at mount (the list with every item renderer, the markdown renderer, the readers of item pages)',
    path: [
      'dist/index.js',
      'dist/react/chat/parts/ThreadLog.js',
      'dist/react/markdown/MarkdownRenderer.js',
      'dist/client/readers.js',
    ],
    import: {
      'dist/index.js': '{ UikitChat, useUikit }',
      'dist/react/chat/parts/ThreadLog.js': '{ ThreadLog }',
      'dist/react/markdown/MarkdownRenderer.js': 'MarkdownRenderer',
      'dist/client/readers.js': '{ receiveItemPage }',
    },
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    // Measured 135.9 kB. What a user who opens a thread at once waits for, requested together as
    // the chat is made: one round trip of code after the first load (`npm run bench open`).
    // In six files of a host's Vite build where it was eighteen (test/package/consumerChunks.test.ts):
    // 0.8 kB more (136.75 kB), what used to load apart and now comes with it so that no module is
    // shared with another lazily loaded part: the disclaimer's inline markdown (with the markdown
    // renderer), the math part's normaliser of formulas (the renderer and the thread share its
    // reader of formulas) and a warm-up of the renderer's first tokens-to-elements pass.
    // Lighter rows added 0.23 kB (136.98 kB): a row reads the thread state in one subscription
    // instead of four, markdown renders without a fragment per paragraph, and the first date
    // formatter waits for an idle period long enough for it (`whenIdlePeriod`) instead of holding
    // back a frame of the opening thread.
    // One clock for a thread's times added 0.22 kB (137.20 kB): the thread holds the moment
    // relative times count from and sets a time's tooltip from one pair of listeners on the log,
    // where each message's time had two state hooks, two effects and two listeners of its own, and
    // a time rendered before the page's first date formatter gets its text on the element instead
    // of re-rendering every message's path through the tree (a 100-message thread: 5,323 to about
    // 5,000 components, 1,638 to 488 of them kept twice, heap after garbage collection 8.00 to
    // 7.58 MB, with the avatar, the host's actions and the citation markers rendered only where
    // there are some).
    // GFM's autolink literals found by the kit's own rules added 1.0 kB (138.20 kB): markdown-it's
    // linkifier (linkify-it, still bundled: markdown-it imports it) compiled regular expressions
    // over every Unicode letter and punctuation mark on a page's first parse, about 15 ms of a
    // cold first open and 0.75 MB of heap for the page's life (issue 34), and found bare domains
    // GFM does not link (`index.js`), which the kit then took back out. The history list read only
    // where shown took 0.14 kB off (138.06 kB), as above.
    limit: '138.1 kB',
  },
  {
    name: 'the markdown renderer (loaded lazily: markdown-it, streaming repair)',
    path: 'dist/react/markdown/MarkdownRenderer.js',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    limit: '65 kB',
  },
  {
    name: 'the highlighting worker: the highlighter with its two themes (started with the first finished code block; the page fetches each grammar on its own)',
    path: 'dist/react/markdown/highlightWorker.js',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    limit: '80 kB',
  },
  {
    name: 'the chart drawing (loaded lazily, the first time a Chart widget shows: Recharts)',
    path: 'dist/react/widgets/chart/ChartPlot.js',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), lazyImportsExternal],
    }),
    limit: '125 kB',
  },
];

/**
 * `uikit-react/element` as a page first loads it: dist/element.js and every chunk it imports
 * statically, gzipped at level 9 (React and react-dom inside; what it `import()`s is left out).
 * Not a size-limit check: size-limit re-bundles with esbuild, which merges the chunks and drops
 * code the real build put in them for its lazy chunks (it once measured 136.5 kB where the page
 * downloaded 154.2 kB). scripts/firstLoad.ts measures the built files; `npm run bench` prints them.
 *
 * Measured 115.1 kB, of which React and react-dom are 67.2 kB. Issue 11 set 110 kB at 109.7 kB;
 * issue 14 added the same 3.5 kB as to the library's first load (see above), plus the setter that
 * puts the math part's styles in the element's shadow roots. Splitting the runtime into parts added
 * 1.0 kB (114.1 to 115.1 kB), for the reason given above; ChatKit 1.6's items and operations
 * 1.2 kB (115.1 to 116.3 kB) and ChatKit servers 0.7 kB (116.3 to 117.0 kB), as above; ChatKit's
 * option shapes 0.8 kB (117.0 to 117.8 kB), as above, with each event dispatched under ChatKit's
 * name too; answers that outlive the page 0.6 kB (117.8 to 118.5 kB), as above; the host's own
 * item actions 57 B (118,593 to 118,650 B), as above; editing a sent message 0.2 kB (118.65 to
 * 118.87 kB), as above; React Query as the binding of the cold data 1.19 kB (118.87 to
 * 120.06 kB): the kit's part above, and the element bundles React Query's hooks (0.7 kB) as it
 * bundles React; opening a conversation in one round trip of code 0.1 kB (120.05 to
 * 120.16 kB), as above; paying a page's first-time costs (the first date formatter, the first
 * parse) as the thread's code arrives, 1 B (120,161 B); a stop pressed before the code that
 * stops through the service has loaded waiting for it, 53 B (120,214 B); a lazy part's first render
 * as a transition, 14 B (120,228 B); the idle preload waiting for the thread's code, 6 B
 * (120,234 B); the thread's code in fewer files (the readers handed over with it, as above), 23 B
 * (120,257 B); the header reading whether history is allowed instead of listing the threads,
 * 828 B off (119,389 B): React Query's infinite-query hooks load with the history panel.
 */
export const elementFirstLoad = {
  name: 'uikit-react/element as a page first loads it (React and react-dom included)',
  path: 'dist/element.js',
  /** Bytes, gzip -9. */
  limit: 119_400,
};
