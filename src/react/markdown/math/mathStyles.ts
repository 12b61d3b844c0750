/**
 * Where the math part's stylesheets go when it loads. KaTeX's fonts are declared for the document
 * (a shadow root's `@font-face` rules are ignored by browsers); its rules, scoped to the kit's
 * root, go where the kit's own styles are: the document for the library (beside
 * `uikit-react/styles.css`), the shadow root for `<uikit-chat>`, which sets its own target
 * (mathStylesTarget.ts). Part of the math part: loaded with it.
 */
import { mathStylesTarget } from './mathStylesTarget';

let adopted = false;

/** Adopts a stylesheet into the document, as a constructed sheet (or a `<style>` element). */
export function adoptIntoDocument(css: string): void {
  if (typeof document === 'undefined') return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.dataset.uikitMath = '';
    style.textContent = css;
    document.head.append(style);
  }
}

/** Puts the math stylesheets in place, once (the math part calls it when it loads). */
export function adoptMathStyles(rules: string, fonts: string): void {
  if (adopted) return;
  adopted = true;
  adoptIntoDocument(fonts);
  (mathStylesTarget() ?? adoptIntoDocument)(rules);
}
