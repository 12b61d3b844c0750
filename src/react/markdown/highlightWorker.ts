import { EmulatedRegExp } from 'oniguruma-to-es';
import { unpackGrammar } from './grammarTransfer';
import { highlightTokens } from './highlight';
import type { HighlightedLanguage } from './highlightLanguages';

// The highlighting worker: tokenizes code off the page's main thread. A grammar's regular
// expressions are compiled to machine code as they run (about 2.5 MB for the TypeScript grammar's
// in V8): here that code lives in the worker's own heap, and a long fence's tokenizing never
// holds a frame of the page. The page sends each grammar once, before the first fence in it
// (highlightClient.ts). No dynamic import here: every bundler's default worker output (often a
// single classic script) can hold this file.

/** What the page sends: a grammar, once per language, or a fence to highlight. */
export type HighlightRequest =
  | { kind: 'grammar'; language: HighlightedLanguage; grammar: unknown }
  | { kind: 'code'; id: number; language: HighlightedLanguage; code: string };

const scope = globalThis as unknown as {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<HighlightRequest>) => void,
  ): void;
  postMessage(message: unknown): void;
};

const grammars = new Map<HighlightedLanguage, unknown>();

scope.addEventListener('message', (event) => {
  const request = event.data;
  if (request.kind === 'grammar') {
    grammars.set(request.language, unpackGrammar(request.grammar, EmulatedRegExp));
    return;
  }
  const { id, code, language } = request;
  highlightTokens(code, language, grammars.get(language)).then(
    (tokens) => {
      scope.postMessage({ id, tokens });
    },
    () => {
      scope.postMessage({ id, error: true });
    },
  );
});
