import { createElement } from 'react';
import type { MathView } from '../markdownTokens';
import katexRules from './katex.css?inline';
import katexFonts from './katexFonts.css?inline';
import { MathFormula } from './MathFormula';
import mathRules from './math.css?inline';
import { adoptMathStyles } from './mathStyles';

export { KATEX_OPTIONS } from './katexOptions';
export { parseMathMarkdown } from './mathMarkdown';

// The math part: loaded the first time a block holds math (see useMath), never with the markdown
// renderer. Its stylesheets go in place when it loads.
adoptMathStyles(katexRules + mathRules, katexFonts);

const views = new Map<boolean, MathView>();

/** How the renderer shows formulas (see MathView); `streaming` while the block is written. */
export function mathView(streaming: boolean): MathView {
  let view = views.get(streaming);
  if (view === undefined) {
    view = {
      formula: (source, display, key) =>
        createElement(MathFormula, { key, source, display, streaming }),
    };
    views.set(streaming, view);
  }
  return view;
}
