import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGrammar } from './grammars';
import { highlightTokens } from './highlight';
import type { HighlightedLanguage } from './highlightLanguages';

// Highlighting runs in a worker in a real browser, and gives exactly what the page would give;
// a worker that cannot start or run hands its fences back to the page.

const SAMPLES: Record<string, [HighlightedLanguage, string]> = {
  // TypeScript's grammar has emulated regular expressions (lookbehinds Oniguruma-style).
  ts: ['typescript', 'const days: number = 4;\nexport function f<T>(x: T): T { return x; }\n'],
  // C++'s has hundreds, the most of any grammar the kit ships.
  cpp: ['cpp', '#include <vector>\ntemplate <typename T> auto f(T t) -> T { return t * 2; }\n'],
  html: ['html', '<style>p { color: red }</style>\n<script>let a = 1;</script>\n<p>hi</p>\n'],
};

// A client of each test's own: its worker is started under that test's stubs.
async function freshClient() {
  const { createHighlightClient } = await import('./highlightClient');
  return createHighlightClient();
}

/**
 * Real workers, each recorded as it starts (by the name it was given) and as it ends; `onStart`
 * sees each one before it is sent anything.
 */
function recordWorkers(onStart?: (worker: Worker) => void) {
  const started: string[] = [];
  const ended: Worker[] = [];
  const RealWorker = globalThis.Worker;
  vi.stubGlobal(
    'Worker',
    class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(options?.name ?? '');
        onStart?.(this);
      }
      override terminate() {
        ended.push(this);
        super.terminate();
      }
    },
  );
  return { started, ended };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('highlighting in a worker', () => {
  it('starts one worker and colours every language as the page itself would', async () => {
    let replies = 0;
    let failures = 0;
    const { started } = recordWorkers((worker) => {
      worker.addEventListener('message', () => (replies += 1));
      worker.addEventListener('error', () => (failures += 1));
    });
    const { highlightCode } = await freshClient();
    for (const [language, code] of Object.values(SAMPLES)) {
      const inWorker = await highlightCode(code, language);
      const inPage = await highlightTokens(code, language, await loadGrammar(language));
      expect(inWorker).toEqual(inPage);
      expect(inWorker?.flat().some((token) => token.style['--shiki-light'] !== undefined)).toBe(
        true,
      );
    }
    expect(started).toEqual(['uikit-highlight']);
    // The worker answered every fence itself: nothing fell back to the page.
    expect(replies).toBe(Object.keys(SAMPLES).length);
    expect(failures).toBe(0);
  });

  it('answers null for a language it has no grammar for, without starting a worker', async () => {
    const construct = vi.fn();
    vi.stubGlobal('Worker', construct);
    const { highlightCode } = await freshClient();
    await expect(highlightCode('+++.', 'brainfuck')).resolves.toBeNull();
    expect(construct).not.toHaveBeenCalled();
  });

  it('highlights in the page when the worker fails to load', async () => {
    class BrokenWorker extends EventTarget {
      postMessage() {
        // The worker's file never loads: the browser reports an error event instead.
        setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 0);
      }
      terminated = false;
      terminate() {
        this.terminated = true;
      }
    }
    vi.stubGlobal('Worker', BrokenWorker);
    const { highlightCode } = await freshClient();
    const [language, code] = SAMPLES.ts as [HighlightedLanguage, string];
    const tokens = await highlightCode(code, language);
    expect(tokens).toEqual(await highlightTokens(code, language, await loadGrammar(language)));
  });

  it('highlights in the page where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('blocked by the page policy', 'SecurityError');
      }),
    );
    const { highlightCode } = await freshClient();
    const tokens = await highlightCode('print(1)\n', 'py');
    expect(
      tokens
        ?.flat()
        .map((token) => token.content)
        .join(''),
    ).toBe('print(1)');
  });

  it('remembers a fence it coloured, so a row scrolled back is coloured at once', async () => {
    const { highlightCode } = await freshClient();
    const { recentTokens } = await import('./highlightCache');
    expect(recentTokens('let a = 1;', 'js')).toBeNull();
    const tokens = await highlightCode('let a = 1;', 'js');
    expect(recentTokens('let a = 1;', 'js')).toBe(tokens);
  });

  it('ends an idle worker after half a minute, and starts another for the next fence', async () => {
    const workers: Worker[] = [];
    const { started, ended } = recordWorkers((worker) => workers.push(worker));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { highlightCode } = await freshClient();
    const language = 'typescript';
    const code = 'const idle: number = 30_000;\n';
    const expected = await highlightTokens(code, language, await loadGrammar(language));
    expect(await highlightCode(code, language)).toEqual(expected);
    expect(started).toHaveLength(1);
    // Busy again before the half minute is up: the same worker answers.
    vi.advanceTimersByTime(20_000);
    expect(await highlightCode(`${code}\n`, language)).toBeTruthy();
    vi.advanceTimersByTime(20_000);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(ended).toEqual([workers[0]]);
    // The next fence starts a worker of its own, sent its grammar again.
    expect(await highlightCode(`let again = ${code}`, language)).toEqual(
      await highlightTokens(`let again = ${code}`, language, await loadGrammar(language)),
    );
    expect(started).toHaveLength(2);
    expect(ended).toHaveLength(1);
  });
});
