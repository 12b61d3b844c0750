import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { katexCss } from '../../../../scripts/katexCss';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

describe("KaTeX's stylesheets", () => {
  it('are what scripts/katexCss.ts writes from the installed KaTeX (run it after an update)', async () => {
    const { rules, fonts } = await katexCss();
    expect(read('./katex.css')).toBe(rules);
    expect(read('./katexFonts.css')).toBe(fonts);
  });

  it('scope every rule under the kit root and declare fonts only under the kit names', () => {
    const rules = read('./katex.css').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const block of rules.split('}')) {
      const selectors = block.slice(0, block.indexOf('{')).trim();
      if (selectors === '') continue;
      for (const selector of selectors.split(',')) {
        expect(selector.trim()).toMatch(/^\[data-uikit-root\]:not\(#\\#\) /);
      }
    }
    expect(rules).not.toMatch(/@font-face|(?<!Uikit)KaTeX_/);
    const fonts = read('./katexFonts.css');
    expect(fonts.match(/font-family: [^;]+/g)?.every((f) => f.includes('UikitKaTeX_'))).toBe(true);
    // Emitted as files by a build (`?no-inline`), never base64 in a stylesheet or chunk.
    expect(fonts.match(/url\([^)]*\)/g)?.every((url) => url.includes('.woff2?no-inline'))).toBe(
      true,
    );
  });
});
