import githubDarkHighContrast from '@shikijs/themes/github-dark-high-contrast';
import githubLightHighContrast from '@shikijs/themes/github-light-high-contrast';
import { createHighlighterCore, type HighlighterCore, type ThemedToken } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

// This whole module is loaded on demand (a code block finished and has a language), never on
// the first paint. Only the grammars a message uses are fetched, each as its own chunk; the
// JavaScript regex engine avoids shipping a WebAssembly Oniguruma. The high-contrast theme pair
// keeps every token above 4.5:1 on the code background (the plain GitHub themes do not).

type Grammar = () => Promise<{ default: unknown }>;

const GRAMMARS: Record<string, Grammar> = {
  javascript: () => import('@shikijs/langs/javascript'),
  typescript: () => import('@shikijs/langs/typescript'),
  jsx: () => import('@shikijs/langs/jsx'),
  tsx: () => import('@shikijs/langs/tsx'),
  json: () => import('@shikijs/langs/json'),
  bash: () => import('@shikijs/langs/bash'),
  python: () => import('@shikijs/langs/python'),
  html: () => import('@shikijs/langs/html'),
  css: () => import('@shikijs/langs/css'),
  markdown: () => import('@shikijs/langs/markdown'),
  yaml: () => import('@shikijs/langs/yaml'),
  sql: () => import('@shikijs/langs/sql'),
  go: () => import('@shikijs/langs/go'),
  rust: () => import('@shikijs/langs/rust'),
  java: () => import('@shikijs/langs/java'),
  c: () => import('@shikijs/langs/c'),
  cpp: () => import('@shikijs/langs/cpp'),
  csharp: () => import('@shikijs/langs/csharp'),
  ruby: () => import('@shikijs/langs/ruby'),
  php: () => import('@shikijs/langs/php'),
  swift: () => import('@shikijs/langs/swift'),
  kotlin: () => import('@shikijs/langs/kotlin'),
  diff: () => import('@shikijs/langs/diff'),
  xml: () => import('@shikijs/langs/xml'),
  toml: () => import('@shikijs/langs/toml'),
  dockerfile: () => import('@shikijs/langs/dockerfile'),
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
    engine: createJavaScriptRegexEngine(),
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
