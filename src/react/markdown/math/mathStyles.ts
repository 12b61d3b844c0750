/**
 * Where the math part's stylesheets go when it loads. KaTeX's fonts are declared for the document
 * (a shadow root's `@font-face` rules are ignored by browsers); its rules, scoped to the kit's
 * root, go where the kit's own styles are: the document for the library (beside
 * `uikit-react/styles.css`), the shadow root for `<uikit-chat>`, which sets its own target here.
 * Kept apart from the math part so that the element can set the target without loading it.
 */
type StyleTarget = (css: string) => void;

let ruleTarget: StyleTarget = adoptIntoDocument;
let adopted = false;

/** Sends the math rules somewhere else than the document (the element's shadow roots). */
export function setMathStylesTarget(target: StyleTarget): void {
  ruleTarget = target;
}

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
  ruleTarget(rules);
}
