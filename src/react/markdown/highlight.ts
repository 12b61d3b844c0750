import githubDarkHighContrast from '@shikijs/themes/github-dark-high-contrast';
import githubLightHighContrast from '@shikijs/themes/github-light-high-contrast';
import { createHighlighterCore, type HighlighterCore, type ThemedToken } from 'shiki/core';
import { createJavaScriptRawEngine } from 'shiki/engine/javascript';

// This whole module is loaded on demand (a code block finished and has a language), never on
// the first paint. Only the grammars a message uses are fetched, each as its own chunk. They come
// precompiled to JavaScript regular expressions (@shikijs/langs-precompiled) and run on the raw
// JavaScript engine: no WebAssembly Oniguruma, and no translating Oniguruma patterns in the page
// (the translator and its output held about 0.6 MB of heap with one grammar; the chunk is 54 kB
// smaller minified: bench thread, memory). The high-contrast theme pair keeps every token above
// 4.5:1 on the code background (the plain GitHub themes do not).

type Grammar = () => Promise<{ default: unknown }>;

const GRAMMARS: Record<string, Grammar> = {
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

const ALIASES: Record<string, string> = {
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript', mts: 'typescript',
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', py: 'python', yml: 'yaml', md: 'markdown',
  'c++': 'cpp', cc: 'cpp', hpp: 'cpp', h: 'c', cs: 'csharp', 'c#': 'csharp', rb: 'ruby', rs: 'rust',
  golang: 'go', kt: 'kotlin', svg: 'xml', docker: 'dockerfile', htm: 'html', patch: 'diff',
}; // prettier-ignore

/** The grammar name for a fence's info word, or null when the kit has none for it. */
export function grammarFor(language: string): string | null {
  const name = language.toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return Object.hasOwn(GRAMMARS, resolved) ? resolved : null;
}

let highlighter: Promise<HighlighterCore> | null = null;
const loaded = new Map<string, Promise<void>>();

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    engine: createJavaScriptRawEngine(),
    themes: [githubLightHighContrast, githubDarkHighContrast],
    langs: [],
  });
  return highlighter;
}

/**
 * Tokens of `code` with a light and a dark colour each (as `--shiki-light` / `--shiki-dark`
 * custom properties, so the kit's colour scheme picks one in CSS). Null when the language is
 * not one the kit highlights.
 */
export async function highlightTokens(
  code: string,
  language: string,
): Promise<ThemedToken[][] | null> {
  const grammar = grammarFor(language);
  if (grammar === null) return null;
  const core = await getHighlighter();
  let loading = loaded.get(grammar);
  if (!loading) {
    const load = GRAMMARS[grammar] as Grammar;
    loading = load().then((module) =>
      core.loadLanguage(module.default as Parameters<HighlighterCore['loadLanguage']>[0]),
    );
    loaded.set(grammar, loading);
  }
  await loading;
  return core.codeToTokens(code, {
    lang: grammar,
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    defaultColor: false,
  }).tokens;
}
