import githubDarkHighContrast from '@shikijs/themes/github-dark-high-contrast';
import githubLightHighContrast from '@shikijs/themes/github-light-high-contrast';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRawEngine } from 'shiki/engine/javascript';
import type { CodeToken, HighlightedLanguage } from './highlightLanguages';

// The highlighter itself: shiki's core on its raw JavaScript engine, with the high-contrast
// GitHub theme pair, which keeps every token above 4.5:1 on the code background (the plain GitHub
// themes do not). It runs in the highlighting worker (highlightWorker.ts), or in the page where
// no worker can start (highlightClient.ts), and is loaded only once a finished fence needs it.

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
 * The lines of `code` in `language`, each a list of coloured runs. `grammar` is the language's
 * grammar (see grammars.ts); it is loaded into the highlighter the first time only.
 */
export async function highlightTokens(
  code: string,
  language: HighlightedLanguage,
  grammar: unknown,
): Promise<CodeToken[][]> {
  const core = await getHighlighter();
  let loading = loaded.get(language);
  if (!loading) {
    loading = core.loadLanguage(grammar as Parameters<HighlighterCore['loadLanguage']>[0]);
    loaded.set(language, loading);
  }
  await loading;
  const { tokens } = core.codeToTokens(code, {
    lang: language,
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    defaultColor: false,
  });
  return tokens.map((line) =>
    line.map((token) => {
      const style: Record<string, string> = {};
      for (const [name, value] of Object.entries(token.htmlStyle ?? {})) {
        if (name.startsWith('--shiki-')) style[name] = value;
      }
      return { content: token.content, style };
    }),
  );
}
