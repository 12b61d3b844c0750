import type { HighlightedLanguage } from './highlightLanguages';

// The grammars the kit colours with, each its own chunk fetched by the page when a fence first
// needs it. They come precompiled to JavaScript regular expressions
// (@shikijs/langs-precompiled): no WebAssembly Oniguruma and no translating patterns at run time.
// The page only holds them (an unused regular expression is just its source); they run where the
// highlighter runs, in the worker when there is one (highlightClient.ts).

type Grammar = () => Promise<{ default: unknown }>;

const GRAMMARS: Record<HighlightedLanguage, Grammar> = {
  javascript: () => import('@shikijs/langs-precompiled/javascript'),
  typescript: () => import('@shikijs/langs-precompiled/typescript'),
  jsx: () => import('@shikijs/langs-precompiled/jsx'),
  tsx: () => import('@shikijs/langs-precompiled/tsx'),
  json: () => import('@shikijs/langs-precompiled/json'),
  bash: () => import('@shikijs/langs-precompiled/bash'),
  python: () => import('@shikijs/langs-precompiled/python'),
  html: () => import('@shikijs/langs-precompiled/html'),
  css: () => import('@shikijs/langs-precompiled/css'),
  markdown: () => import('@shikijs/langs-precompiled/markdown'),
  yaml: () => import('@shikijs/langs-precompiled/yaml'),
  sql: () => import('@shikijs/langs-precompiled/sql'),
  go: () => import('@shikijs/langs-precompiled/go'),
  rust: () => import('@shikijs/langs-precompiled/rust'),
  java: () => import('@shikijs/langs-precompiled/java'),
  c: () => import('@shikijs/langs-precompiled/c'),
  cpp: () => import('@shikijs/langs-precompiled/cpp'),
  csharp: () => import('@shikijs/langs-precompiled/csharp'),
  ruby: () => import('@shikijs/langs-precompiled/ruby'),
  php: () => import('@shikijs/langs-precompiled/php'),
  swift: () => import('@shikijs/langs-precompiled/swift'),
  kotlin: () => import('@shikijs/langs-precompiled/kotlin'),
  diff: () => import('@shikijs/langs-precompiled/diff'),
  xml: () => import('@shikijs/langs-precompiled/xml'),
  toml: () => import('@shikijs/langs-precompiled/toml'),
  dockerfile: () => import('@shikijs/langs-precompiled/dockerfile'),
};

/** A language's grammar, with the grammars it embeds, as `@shikijs/langs-precompiled` exports it. */
export function loadGrammar(language: HighlightedLanguage): Promise<unknown> {
  return GRAMMARS[language]().then((module) => module.default);
}
