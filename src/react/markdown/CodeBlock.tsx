import { memo, startTransition, useEffect, useState } from 'react';
import { useLabels } from '../context/RenderContext';
import { CopyButton } from '../primitives/CopyButton';
import type { CodeToken } from './highlightLanguages';
import { recentTokens } from './highlightCache';

/**
 * Code longer than this is shown plain: tokenizing it would take long (about 150 ms for this much
 * on a busy 2-core machine) for colours a reader of that much code hardly needs.
 */
export const HIGHLIGHT_LIMIT = 20_000;

/** Props of `CodeBlock`. */
export interface CodeBlockProps {
  language: string | null;
  /** The code in line-aligned chunks (see BlockSplitter); one chunk is fine for short code. */
  chunks: readonly string[];
  /** The code will not change any more: it may be highlighted. */
  complete: boolean;
}

/** One chunk of plain code; memoised so a streaming fence re-renders only its last chunk. */
const CodeChunk = memo(function CodeChunk({ text }: { text: string }) {
  return <>{text}</>;
});

/**
 * The highlighting client's module, asked for once: a bundler's preload helper behind every
 * `import()` looks for its links in the whole document, which a page of thousands of elements
 * makes dear, and each fence mounting would pay it again.
 */
let highlightClient: Promise<typeof import('./highlightClient')> | undefined;
const loadHighlightClient = () => (highlightClient ??= import('./highlightClient'));

/** Resolves when the browser is idle (or soon, where it cannot tell): tokenizing waits for it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(
        () => {
          resolve();
        },
        { timeout: 500 },
      );
    } else {
      setTimeout(resolve, 0);
    }
  });
}

function useHighlightedTokens(code: string | null, language: string | null): CodeToken[][] | null {
  const [result, setResult] = useState<{ code: string; tokens: CodeToken[][] } | null>(() => {
    // A fence highlighted a moment ago (a row scrolled back into view) is coloured at once.
    const tokens = code !== null && language !== null ? recentTokens(code, language) : null;
    return tokens && code !== null ? { code, tokens } : null;
  });
  const known = result !== null && result.code === code;
  useEffect(() => {
    if (known || code === null || language === null || code.length > HIGHLIGHT_LIMIT) return;
    let cancelled = false;
    // Tokenizing runs in a worker where the page can start one (highlightClient.ts); it still
    // waits for an idle moment, since the page tokenizes where it cannot, and the coloured render
    // is a transition, so a streaming answer's frames never carry it. Its code is asked for in
    // that moment too: a thread opening on a fresh page fetches nothing for colours before its
    // first screen is painted.
    whenIdle()
      .then(loadHighlightClient)
      .then(({ highlightCode }) => (cancelled ? null : highlightCode(code, language)))
      .then((tokens) => {
        if (!cancelled && tokens) {
          startTransition(() => {
            setResult({ code, tokens });
          });
        }
      })
      .catch(() => {
        // Highlighting is a nicety: the plain code stays.
      });
    return () => {
      cancelled = true;
    };
  }, [known, code, language]);
  return known ? result.tokens : null;
}

function Token({ token }: { token: CodeToken }) {
  return <span style={token.style}>{token.content}</span>;
}

/**
 * A code block with a copy button. It shows plain text at once and swaps in syntax colours when
 * the lazily loaded highlighter is ready, so highlighting never blocks the first paint.
 *
 * @example
 * <CodeBlock language="ts" chunks={['const answer = 42;\n']} complete />
 */
export const CodeBlock = memo(function CodeBlock({ language, chunks, complete }: CodeBlockProps) {
  const labels = useLabels();
  const code = complete ? chunks.join('') : null;
  const tokens = useHighlightedTokens(code, language);
  return (
    <figure
      data-slot="code-block"
      data-language={language ?? undefined}
      aria-label={labels.codeBlock(language)}
    >
      <figcaption data-slot="code-block-header">
        <span data-slot="code-language">{language ?? ''}</span>
        <CopyButton getText={() => chunks.join('')} label={labels.copyCode} />
      </figcaption>
      <pre data-slot="code" data-state={tokens ? 'highlighted' : 'plain'} dir="ltr" tabIndex={0}>
        <code>
          {tokens
            ? tokens.map((line, lineIndex) => (
                <span key={lineIndex} data-slot="code-line">
                  {line.map((token, tokenIndex) => (
                    <Token key={tokenIndex} token={token} />
                  ))}
                  {lineIndex < tokens.length - 1 ? '\n' : null}
                </span>
              ))
            : chunks.map((chunk, index) => <CodeChunk key={index} text={chunk} />)}
        </code>
      </pre>
    </figure>
  );
});
