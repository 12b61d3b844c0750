import { useMemo } from 'react';
import { useLabels } from '../../context/RenderContext';
import { mayHoldMath } from './detectMath';
import type { PluggableList } from './mathPlugins';

type MathPart = typeof import('./mathPlugins');

let part: MathPart | null = null;
let loading: Promise<MathPart | null> | undefined;

/**
 * Loads the math part (remark-math, KaTeX and its styles) once. A failure resolves to null: the
 * block renders without math (its formulas as text), and the next block asks again.
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

/** What the renderer parses and with which plugins when its block holds math. */
export interface MarkdownMath {
  /** The text as remark-math reads it (see normalizeMath, in the math part). */
  readonly source: string;
  readonly remarkPlugins: PluggableList;
  readonly rehypePlugins: PluggableList;
}

/**
 * The math of one markdown block: null when it holds none (most blocks: a linear look for `$`,
 * `\(` and `\[` decides, see mayHoldMath), else its normalised text and the renderer's plugins with math added.
 * The first block with math suspends while the math part loads: its `<Suspense>` fallback shows
 * the text with formulas as their source.
 */
export function useMath(
  text: string,
  streaming: boolean,
  remarkBase: PluggableList,
  rehypeBase: PluggableList,
): MarkdownMath | null {
  const { mathError } = useLabels();
  const found = useMemo(() => mayHoldMath(text), [text]);
  const loaded = found ? part : null;
  const remarkPlugins = useMemo(
    () => loaded?.mathRemarkPlugins(remarkBase) ?? remarkBase,
    [loaded, remarkBase],
  );
  const rehypePlugins = useMemo(
    () => loaded?.mathRehypePlugins(rehypeBase, { hint: mathError, streaming }) ?? rehypeBase,
    [loaded, rehypeBase, mathError, streaming],
  );
  const source = useMemo(
    () => (loaded ? loaded.normalizeMath(text, streaming) : text),
    [loaded, text, streaming],
  );
  if (found && !loaded) {
    // Suspends the block (its fallback shows the formulas as text) until the part is there.
    // Thrown after every hook, so a block that renders again has them in the same order.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract
    throw loadMath();
  }
  if (!loaded) return null;
  return { source, remarkPlugins, rehypePlugins };
}
