// The languages the kit colours, and the fence info words that name them. Apart from the
// highlighter so the page can tell, without loading it, whether a fence is worth highlighting.

/** Every language the kit colours, by its grammar's name. */
export const HIGHLIGHTED_LANGUAGES = [
  'javascript', 'typescript', 'jsx', 'tsx', 'json', 'bash', 'python', 'html', 'css', 'markdown',
  'yaml', 'sql', 'go', 'rust', 'java', 'c', 'cpp', 'csharp', 'ruby', 'php', 'swift', 'kotlin',
  'diff', 'xml', 'toml', 'dockerfile',
] as const; // prettier-ignore

/** A language the kit has a grammar for. */
export type HighlightedLanguage = (typeof HIGHLIGHTED_LANGUAGES)[number];

const ALIASES: Record<string, HighlightedLanguage> = {
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript', mts: 'typescript',
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', py: 'python', yml: 'yaml', md: 'markdown',
  'c++': 'cpp', cc: 'cpp', hpp: 'cpp', h: 'c', cs: 'csharp', 'c#': 'csharp', rb: 'ruby', rs: 'rust',
  golang: 'go', kt: 'kotlin', svg: 'xml', docker: 'dockerfile', htm: 'html', patch: 'diff',
}; // prettier-ignore

const KNOWN = new Set<string>(HIGHLIGHTED_LANGUAGES);

/** The grammar name for a fence's info word, or null when the kit has none for it. */
export function grammarFor(language: string): HighlightedLanguage | null {
  const name = language.toLowerCase();
  if (Object.hasOwn(ALIASES, name)) return ALIASES[name] as HighlightedLanguage;
  return KNOWN.has(name) ? (name as HighlightedLanguage) : null;
}

/**
 * One coloured run of code: its text and its colours as `--shiki-*` custom properties (a light and
 * a dark one, so the kit's colour scheme picks in CSS). Plain data: it crosses from the
 * highlighting worker by structured clone.
 */
export interface CodeToken {
  content: string;
  style: Record<string, string>;
}
