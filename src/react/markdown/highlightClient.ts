import { packGrammar } from './grammarTransfer';
import { recentTokens, rememberTokens } from './highlightCache';
import { loadGrammar } from './grammars';
import { grammarFor, type CodeToken, type HighlightedLanguage } from './highlightLanguages';
import type { HighlightRequest } from './highlightWorker';

// Highlighting runs in a worker (highlightWorker.ts) where the page can start one, and in the page
// where it cannot (no Worker, as in server rendering or tests; a host whose bundler or
// Content-Security-Policy keeps the worker's file from loading): a worker that fails to start or
// to run hands every waiting fence back to the page, which highlights from then on. Either way the
// page fetches each grammar's chunk once and only when a fence needs it.

type Lines = CodeToken[][];

type Reply = { id: number; tokens: Lines } | { id: number; error: true };

interface Waiting {
  code: string;
  language: HighlightedLanguage;
  resolve: (tokens: Lines | Promise<Lines>) => void;
  reject: (error: Error) => void;
}

/**
 * How long (ms) a worker with nothing to do stays before it ends: its heap (the grammars' compiled
 * expressions, about 3 MB once TypeScript's has run) goes back to the system while a chat sits
 * idle, and the next fence starts another worker.
 */
const IDLE_MS = 30_000;

async function inPage(code: string, language: HighlightedLanguage): Promise<Lines> {
  const [grammar, { highlightTokens }] = await Promise.all([
    loadGrammar(language),
    import('./highlight'),
  ]);
  return highlightTokens(code, language, grammar);
}

/**
 * A highlighter with a worker of its own, started when a fence first needs it (the kit uses one,
 * `highlightCode` below; tests make their own).
 */
export function createHighlightClient(): {
  highlightCode: (code: string, language: string) => Promise<Lines | null>;
} {
  /** Undefined until first needed; null once the page highlights on its own. */
  let worker: Worker | null | undefined;
  /** The grammars the worker has been sent. */
  const sent = new Set<HighlightedLanguage>();
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  /** Ends the worker once it has had nothing to do for IDLE_MS. */
  function restWhenIdle(): void {
    clearTimeout(idleTimer);
    if (waiting.size > 0) return;
    idleTimer = setTimeout(() => {
      if (waiting.size > 0 || !worker) return;
      worker.terminate();
      worker = undefined;
      sent.clear();
    }, IDLE_MS);
  }

  /** The worker cannot be used: everything waiting for it is highlighted in the page instead. */
  function fallBack(): void {
    worker?.terminate();
    worker = null;
    for (const request of waiting.values()) request.resolve(inPage(request.code, request.language));
    waiting.clear();
  }

  function startWorker(): Worker | null {
    if (worker !== undefined) return worker;
    if (typeof Worker !== 'function') return (worker = null);
    try {
      worker = new Worker(new URL('./highlightWorker.ts', import.meta.url), {
        type: 'module',
        name: 'uikit-highlight',
      });
    } catch {
      return (worker = null);
    }
    worker.addEventListener('message', (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const request = waiting.get(reply.id);
      if (!request) return;
      waiting.delete(reply.id);
      if ('error' in reply) request.reject(new Error('highlighting failed'));
      else request.resolve(reply.tokens);
      restWhenIdle();
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fallBack();
    });
    worker.addEventListener('messageerror', fallBack);
    return worker;
  }

  async function inWorker(
    target: Worker,
    code: string,
    language: HighlightedLanguage,
  ): Promise<Lines> {
    if (!sent.has(language)) {
      const grammar = packGrammar(await loadGrammar(language));
      // The worker may have failed (the page highlights) or ended idle (another starts) while the
      // grammar loaded.
      if (worker !== target) {
        const current = startWorker();
        return current === null ? inPage(code, language) : inWorker(current, code, language);
      }
      if (!sent.has(language)) {
        sent.add(language);
        target.postMessage({ kind: 'grammar', language, grammar } satisfies HighlightRequest);
      }
    }
    return new Promise<Lines>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { code, language, resolve, reject });
      target.postMessage({ kind: 'code', id, language, code } satisfies HighlightRequest);
    });
  }

  /**
   * The lines of `code` as coloured runs, or null when the kit does not highlight `language`.
   * Rejects when highlighting fails: the code stays plain.
   */
  async function highlightCode(code: string, language: string): Promise<Lines | null> {
    const grammar = grammarFor(language);
    if (grammar === null) return null;
    const known = recentTokens(code, language);
    if (known) return known;
    clearTimeout(idleTimer);
    const target = startWorker();
    const tokens = await (target === null
      ? inPage(code, grammar)
      : inWorker(target, code, grammar));
    rememberTokens(code, language, tokens);
    return tokens;
  }

  return { highlightCode };
}

/**
 * The lines of `code` as coloured runs, or null when the kit does not highlight `language`.
 * Rejects when highlighting fails: the code stays plain.
 */
export const { highlightCode } = createHighlightClient();
