import { describe, expect, it } from 'vitest';
import { openDemo, sendAndWait, waitForMarkdown, waitForReady } from './support/chat';
import { expectNoAxeViolations, horizontalOverflow } from './support/checks';
import { setupE2e } from './support/setup';

// Issue 14, item 4: the demo's `math` answer renders its formulas with KaTeX (loaded when the
// answer first holds math), keeps prices as text, and fits a phone: a wide formula scrolls in its
// own box, and formulas read left to right in a right-to-left page.
const e2e = setupE2e({ demo: { tokenDelayMs: 2 } });

async function askForMath(path = '/') {
  const ui = await openDemo(e2e.page, path);
  await sendAndWait(ui, 'Show me some math', 'Prices stay text');
  await waitForMarkdown(ui);
  const answer = ui.answers.last();
  await expect.poll(() => answer.locator('.katex').count()).toBe(6);
  return { ui, answer };
}

describe('math in answers', () => {
  it('renders every formula with KaTeX and MathML, prices as text, with no axe violation', async () => {
    const { page } = e2e;
    const { answer } = await askForMath();
    expect(await answer.locator('math').count()).toBe(6);
    expect(await answer.locator('[data-slot="math"][data-display]').count()).toBe(3);
    expect(await answer.locator('[data-slot="math"][data-state]').count()).toBe(0);
    const text = await answer.innerText();
    expect(text).toContain('a coffee costs $4 and a cake $6');
    expect(text).not.toMatch(/\\\(|\\\[|\$\$|ParseError/);
    // KaTeX's fonts, under the kit's own names, loaded from the page's build.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((font) => font.status === 'loaded')
            .map((font) => font.family.replaceAll('"', '')),
        ),
      )
      .toContain('UikitKaTeX_Main');
    // The formula's glyphs are set in KaTeX's font, not the chat's.
    const family = await answer
      .locator('.katex .mord')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/UikitKaTeX/);
    await expectNoAxeViolations(page, 'an answer with math');
  });

  it('scrolls a wide formula in its own box at 390 px, and keeps formulas left to right in RTL', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 760 });
    const { answer } = await askForMath('/?dir=rtl');
    const wide = answer.locator('[data-slot="math"][data-display]').last();
    const box = await wide.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      direction: getComputedStyle(element).direction,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(box.overflowX).toBe('auto');
    expect(box.direction).toBe('ltr');
    expect(
      await answer
        .locator('.katex')
        .first()
        .evaluate((element) => getComputedStyle(element).direction),
    ).toBe('ltr');
    expect(await horizontalOverflow(page)).toEqual([]);
    // Reachable with the keyboard, so it can be scrolled without a pointer.
    await wide.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => wide.evaluate((element) => Math.abs(element.scrollLeft)))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'math at 390 px, right to left');
  });

  it("renders in <uikit-chat>'s shadow root: KaTeX's rules there, its fonts in the document", async () => {
    const { page } = e2e;
    await page.goto('/element.html');
    const ui = await waitForReady(page);
    await sendAndWait(ui, 'Show me some math', 'Prices stay text');
    await waitForMarkdown(ui);
    const answer = ui.answers.last();
    await expect.poll(() => answer.locator('.katex').count()).toBe(6);
    expect(await answer.locator('[data-slot="math"][data-state]').count()).toBe(0);
    // The rules reach into the shadow root: the MathML is visually hidden, the glyphs in KaTeX's font.
    expect(
      await answer
        .locator('.katex-mathml')
        .first()
        .evaluate((element) => getComputedStyle(element).position),
    ).toBe('absolute');
    expect(
      await answer
        .locator('.katex .mord')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/UikitKaTeX/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((font) => font.status === 'loaded')
            .map((font) => font.family.replaceAll('"', '')),
        ),
      )
      .toContain('UikitKaTeX_Main');
    // Nothing of it in the page outside the element.
    expect(
      await page.evaluate(() =>
        [...document.adoptedStyleSheets, ...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some(
            (rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('katex'),
          ),
        ),
      ),
    ).toBe(false);
  });
});
