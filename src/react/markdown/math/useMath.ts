import { useMemo } from 'react';
import type { Token } from '../markdownParser';
import type { MathView } from '../markdownTokens';
import { mayHoldMath } from './detectMath';
// With the renderer, not in the math part: its reader of formulas (mathSource) is the thread's too
// (the text shown while a block's code loads), and a module the math part and the thread shared
// was a file of its own, one more request on the thread's first open.
import { normalizeMath } from './normalizeMath';

type MathPart = typeof import('./mathPlugins');

let part: MathPart | null = null;
let loading: Promise<MathPart | null> | undefined;

/**
 * Loads the math part (its markdown-it rules, KaTeX and its styles) once. A failure resolves to
 * null: the block renders without math (its formulas as text), and the next block asks again.
 */
export function loadMath(): Promise<MathPart | null> {
  loading ??= import('./mathPlugins').then(
    (module) => (part = module),
    () => {
      loading = undefined;
      return null;
    },
  );
  return loading;
}

/** What the renderer parses, how, and how it shows formulas, when its block holds math. */
export interface MarkdownMath {
  /** The text with every formula written with `$` or `$$` (see normalizeMath). */
  readonly source: string;
  /** The kit's markdown parse with formulas (`math_inline`, `math_block` tokens). */
  readonly parse: (text: string) => Token[];
  readonly view: MathView;
}

/**
 * The math of one markdown block: null when it holds none (most blocks: a linear look for `$`,
 * `\(` and `\[` decides, see mayHoldMath), else its normalised text, the parse that reads formulas
 * and their renderer. The first block with math suspends while the math part loads: its
 * `<Suspense>` fallback shows the text with formulas as their source.
 */
export function useMath(text: string, streaming: boolean): MarkdownMath | null {
  const found = useMemo(() => mayHoldMath(text), [text]);
  const loaded = found ? part : null;
  const source = useMemo(
    () => (loaded ? normalizeMath(text, streaming) : text),
    [loaded, text, streaming],
  );
  if (found && !loaded) {
    // Suspends the block (its fallback shows the formulas as text) until the part is there.
    // Thrown after every hook, so a block that renders again has them in the same order.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract
    throw loadMath();
  }
  if (!loaded) return null;
  return { source, parse: loaded.parseMathMarkdown, view: loaded.mathView(streaming) };
}
