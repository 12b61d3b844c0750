import type { CodeToken } from './highlightLanguages';

// Fences coloured a moment ago, by their code and the language word written on them: a row
// scrolled back into view is drawn coloured at once, with no second render. Apart from the
// highlighting client so the code block can read it before that client has loaded.

const recent = new Map<string, CodeToken[][]>();
const LIMIT = 64;

const keyOf = (code: string, language: string) => `${language}\u0000${code}`;

/** The tokens of a fence coloured a moment ago, or null. */
export function recentTokens(code: string, language: string): CodeToken[][] | null {
  return recent.get(keyOf(code, language)) ?? null;
}

/** Keeps a fence's tokens, forgetting the least recently coloured beyond the limit. */
export function rememberTokens(code: string, language: string, tokens: CodeToken[][]): void {
  const key = keyOf(code, language);
  recent.delete(key);
  recent.set(key, tokens);
  if (recent.size > LIMIT) recent.delete(recent.keys().next().value as string);
}
