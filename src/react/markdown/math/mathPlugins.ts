import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { KatexOptions } from 'katex';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { Options } from 'react-markdown';
import katexRules from './katex.css?inline';
import katexFonts from './katexFonts.css?inline';
import mathRules from './math.css?inline';
import { adoptMathStyles } from './mathStyles';

export { normalizeMath } from './normalizeMath';

// The math part: loaded the first time a block holds math (see useMath), never with the markdown
// renderer. Its stylesheets go in place when it loads.
adoptMathStyles(katexRules + mathRules, katexFonts);

/**
 * What KaTeX may do with a formula from the service (untrusted): no command that makes links,
 * classes, ids, styles or images (`\href`, `\url`, `\htmlClass`, `\includegraphics`… show as
 * text), bounded sizes and macro expansion (`\def\a{\a\a}\a` stops with an error), and MathML
 * beside the HTML so screen readers read the formula.
 */
export const KATEX_OPTIONS = {
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 200,
  output: 'htmlAndMathml',
} as const satisfies Omit<KatexOptions, 'displayMode' | 'throwOnError'>;

const hasClass = (element: Element, name: string) => {
  const className = element.properties.className;
  return Array.isArray(className) && className.includes(name);
};

type Parent = Root | Element;
/** The renderer's plugin lists (react-markdown's `remarkPlugins`, `rehypePlugins`). */
export type PluggableList = NonNullable<Options['rehypePlugins']>;

/** Calls `visit` for each element below `parent`, children before their parent's next sibling. */
function eachElement(parent: Parent, visit: (element: Element, parent: Parent) => boolean): void {
  for (const child of parent.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') continue;
    // `false`: do not look inside.
    if (visit(child, parent)) eachElement(child, visit);
  }
}

/**
 * Before KaTeX: each formula gets a box of its own (`data-slot="math"`, left to right, a displayed
 * one scrollable and reachable with the keyboard), and `$$…$$` written inside a line displays, as
 * its author meant (remark-math reads it as inline math).
 */
function rehypeMathBoxes() {
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value);
    eachElement(tree, (element, parent) => {
      const math = hasClass(element, 'math-inline') || hasClass(element, 'math-display');
      if (!math) return true;
      // Flow math is `<pre><code>`: the box replaces the `<pre>`.
      const inPre = parent.type === 'element' && parent.tagName === 'pre';
      const offset = element.position?.start.offset;
      const display =
        hasClass(element, 'math-display') ||
        (offset !== undefined && source.startsWith('$$', offset));
      if (display && !hasClass(element, 'math-display')) {
        element.properties.className = ['language-math', 'math-display'];
      }
      const target = inPre ? parent : element;
      const box: Element = {
        type: 'element',
        tagName: 'span',
        properties: display
          ? { dataSlot: 'math', dataDisplay: '', dir: 'ltr', tabIndex: 0 }
          : { dataSlot: 'math', dir: 'ltr' },
        children: [target],
      };
      if (inPre) {
        // Replaced in the pre's own parent, found again from the root (flow math sits at the top).
        const index = tree.children.indexOf(parent);
        if (index !== -1) tree.children[index] = box;
      } else {
        const siblings = parent.children as ElementContent[];
        siblings[siblings.indexOf(element)] = box;
      }
      return false;
    });
  };
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * After KaTeX: a formula it could not read shows its source as text, never KaTeX's red error
 * message. While the block streams the formula is likely unfinished (`\frac{1}{`): its source
 * alone; once complete, with a hint for screen readers and a tooltip saying why.
 */
function rehypeMathErrors(options: { hint: string; streaming: boolean }) {
  return (tree: Root) => {
    eachElement(tree, (element) => {
      if (element.properties.dataSlot !== 'math') return true;
      const error = element.children.find(
        (child): child is Element => child.type === 'element' && hasClass(child, 'katex-error'),
      );
      if (!error) return false;
      const children: ElementContent[] = [{ type: 'text', value: textOf(error) }];
      delete element.properties.tabIndex;
      if (options.streaming) element.properties.dataState = 'pending';
      else {
        element.properties.dataState = 'error';
        element.properties.title = options.hint;
        children.push({
          type: 'element',
          tagName: 'span',
          properties: { dataSlot: 'visually-hidden' },
          children: [{ type: 'text', value: ` ${options.hint}` }],
        });
      }
      element.children = children;
      return false;
    });
  };
}

/** remark-math after the renderer's own remark plugins. */
export function mathRemarkPlugins(base: PluggableList): PluggableList {
  return [...base, remarkMath];
}

/**
 * The renderer's rehype plugins with math: boxes first (so a citation marker never lands inside a
 * formula's source), then the renderer's own, KaTeX, and error handling last.
 */
export function mathRehypePlugins(
  base: PluggableList,
  options: { hint: string; streaming: boolean },
): PluggableList {
  return [rehypeMathBoxes, ...base, [rehypeKatex, KATEX_OPTIONS], [rehypeMathErrors, options]];
}
