import { useMemo } from 'react';
import remend from 'remend';
import { useMath } from './math/useMath';
import { parseMarkdown, warmMarkdownParser } from './markdownParser';

export { InlineMarkdown } from './InlineMarkdown';
import { renderTokens } from './markdownTokens';

// This module is loaded lazily (the parser is the heaviest part of the kit); blocks render as text
// with the syntax removed until it arrives (markdownAsText).

export interface MarkdownRendererProps {
  text: string;
  /** The block is still streaming: close its half-written syntax (a dangling `**`, a link). */
  repair?: boolean;
  /** Citation numbers to append to the block's last text, comma-separated ("1,3"). */
  citations: string;
  /** The text is a group of blocks joined by `GROUP_SEPARATOR` (see markdownGroups). */
  group?: boolean;
}

/**
 * One block of GitHub-flavoured markdown (or a group of blocks). Raw HTML in the text is shown as
 * text, never parsed; every URL goes through the URL policy.
 */
export default function MarkdownRenderer({
  text,
  citations,
  repair = false,
  group = false,
}: MarkdownRendererProps) {
  // Formulas (`$…$`, `\(…\)`, …): the math part, loaded on first need, reads and renders them.
  const math = useMath(text, repair);
  const source = math?.source ?? text;
  const parse = math?.parse ?? parseMarkdown;
  const view = math?.view ?? null;
  return useMemo(() => {
    // A group carries no citations (see renderUnits).
    const numbers = group || citations === '' ? null : citations.split(',').map(Number);
    return renderTokens(parse(repair ? remend(source) : source), numbers, view);
  }, [source, parse, view, citations, repair, group]);
}

/**
 * Pays, once, what a page's first markdown block costs: the first parse (see `warmMarkdownParser`)
 * and the first turning of tokens into elements, on a short sample. The thread's code calls it as
 * it arrives (`warmUp`), in a task of its own. That call is also why the thread's code imports this
 * module itself: a host's bundler then keeps the renderer in the thread's files instead of a file
 * of its own.
 */
export function warmMarkdown(): void {
  const tokens = warmMarkdownParser();
  // Elements only, never rendered: what matters is that the code has run once.
  if (tokens !== null) void renderTokens(tokens, null);
}
