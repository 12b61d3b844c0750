import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { compareScreenshots } from '../../support/screenshotDiff';
import { WAIT, openDemo, type ChatUi } from './chat';
import { expectNoAxeViolations, horizontalOverflow } from './checks';
import { clientFor, seedThread } from './seed';
import type { E2eState } from './setup';

// The committed screenshots (test/e2e/visual.test.ts): each scene at three widths in light and
// dark, and right to left at the widest, compared pixel by pixel with the baselines in
// test/e2e/screenshots/. `UPDATE_SCREENSHOTS=1` rewrites the baselines instead.

/** Where the baselines live. */
export const BASELINES = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Rewrite baselines instead of comparing with them. */
const UPDATING = Boolean(process.env.UPDATE_SCREENSHOTS);

/** Where a failed comparison leaves the actual screenshot and the diff. */
const FAILURES = join(tmpdir(), 'uikit-react-screenshots');

/**
 * The page's "now" and the server's, frozen: Thursday 12 March 2026, 15:30 UTC. Every date the
 * chat shows (relative times, history's date groups) is then the same on every run.
 */
export const NOW = Date.UTC(2026, 2, 12, 15, 30);

const DAY = 24 * 60 * 60_000;

/** The fonts of `?fonts=bundled`, as Chromium names the files it draws with. */
const BUNDLED_FONTS = ['Inter', 'JetBrains Mono'];

export interface Variant {
  /** The file name's suffix: `start-screen-390-dark.png`. */
  name: string;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
}

const LAPTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

/**
 * A laptop, a tablet, a phone, in light and dark; right to left on the laptop. In this order, the
 * colour scheme changes once per scene.
 */
export const VARIANTS: readonly Variant[] = [
  { name: '1280-light', ...LAPTOP, scheme: 'light', dir: 'ltr' },
  { name: '1280-rtl', ...LAPTOP, scheme: 'light', dir: 'rtl' },
  { name: '768-light', ...TABLET, scheme: 'light', dir: 'ltr' },
  { name: '390-light', ...PHONE, scheme: 'light', dir: 'ltr' },
  { name: '390-dark', ...PHONE, scheme: 'dark', dir: 'ltr' },
  { name: '768-dark', ...TABLET, scheme: 'dark', dir: 'ltr' },
  { name: '1280-dark', ...LAPTOP, scheme: 'dark', dir: 'ltr' },
];

const FIRST = VARIANTS[0] as Variant;

/**
 * Opens the demo page as every screenshot sees it: the clock frozen at `NOW` in the page and on
 * the server, the chat in Inter and JetBrains Mono served with the page (`?fonts=bundled`, so no
 * system font shows), at the first variant's size.
 */
export async function openForScreenshots(e2e: E2eState): Promise<ChatUi> {
  const { page, server } = e2e;
  server.clock.pin(NOW);
  await page.clock.setFixedTime(NOW);
  await page.setViewportSize({ width: FIRST.width, height: FIRST.height });
  const ui = await openDemo(page, '/?fonts=bundled');
  await page.evaluate(async () => {
    await Promise.all([
      document.fonts.load("16px 'Inter Variable'"),
      document.fonts.load("16px 'JetBrains Mono'"),
    ]);
    await document.fonts.ready;
  });
  return ui;
}

/**
 * A thread of the test's user made through the API `daysAgo` days before `NOW` (its date in
 * history), with these messages, each answered.
 */
export async function seedThreadAt(
  e2e: E2eState,
  daysAgo: number,
  messages: readonly string[],
): Promise<string> {
  e2e.server.clock.pin(NOW - daysAgo * DAY);
  try {
    // A session of that day: one minted earlier would have expired by then.
    const client = await clientFor(e2e.context, e2e.server.url);
    return await seedThread(client, messages);
  } finally {
    e2e.server.clock.pin(NOW);
  }
}

/** Sets the page to a variant: its size, the demo's colour scheme, the page's direction. */
export async function applyVariant(page: Page, ui: ChatUi, variant: Variant): Promise<void> {
  await page.setViewportSize({ width: variant.width, height: variant.height });
  const scheme = page.getByRole('combobox', { name: 'Scheme' });
  if ((await scheme.inputValue()) !== variant.scheme) {
    await scheme.selectOption(variant.scheme);
    await expect.poll(() => ui.root.getAttribute('data-color-scheme'), WAIT).toBe(variant.scheme);
  }
  // What `?dir=rtl` does at load; the chat follows the page's direction through CSS alone.
  await page.evaluate((dir) => {
    document.documentElement.dir = dir;
  }, variant.dir);
}

/** Waits for layout and paint after a change: two frames, and the fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
}

/**
 * The chat's root only (the demo page around it uses system fonts), at one device pixel per px:
 * a clip of the page rather than `locator.screenshot`, which scrolls and waits for the element
 * each time (the page never scrolls here, and `settle` has waited).
 */
async function shoot(target: Locator): Promise<Buffer> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('the chat is not on screen');
  return target.page().screenshot({
    clip: box,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
}

/** Screenshots until two in a row are the same (at most six), so nothing is caught mid-change. */
async function steadyShot(target: Locator): Promise<Buffer> {
  let previous = await shoot(target);
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await shoot(target);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * Compares a screenshot of `target` with the baseline `name.png`, or with `UPDATE_SCREENSHOTS=1`
 * writes it. Returns what went wrong, or null.
 */
async function checkScreenshot(target: Locator, name: string): Promise<string | null> {
  const baseline = join(BASELINES, `${name}.png`);
  if (UPDATING) {
    const shot = await steadyShot(target);
    mkdirSync(BASELINES, { recursive: true });
    // Same pixels, same bytes (Chromium's PNG encoder): an unchanged scene leaves git clean.
    if (!existsSync(baseline) || !readFileSync(baseline).equals(shot))
      writeFileSync(baseline, shot);
    return null;
  }
  if (!existsSync(baseline))
    return `${name}: no baseline at ${baseline}; run with UPDATE_SCREENSHOTS=1 to record it`;
  const expected = readFileSync(baseline);
  // Usually the first one matches; else wait until the picture holds still and look again.
  let actual = await shoot(target);
  // Same bytes, same pixels: no need to decode.
  if (actual.equals(expected)) return null;
  let result = compareScreenshots(expected, actual);
  if (!result.match) {
    actual = await steadyShot(target);
    result = compareScreenshots(expected, actual);
  }
  if (result.match) return null;
  mkdirSync(FAILURES, { recursive: true });
  const actualPath = join(FAILURES, `${name}.actual.png`);
  writeFileSync(actualPath, actual);
  let message = `${name}: ${result.reason}; baseline ${baseline}, actual ${actualPath}`;
  if (result.diff) {
    const diffPath = join(FAILURES, `${name}.diff.png`);
    writeFileSync(diffPath, result.diff);
    message += `, diff ${diffPath}`;
  }
  return `${message} (if the change is meant, run with UPDATE_SCREENSHOTS=1)`;
}

export interface SceneOptions {
  /**
   * Runs after each variant is applied, before its screenshot: for a state that a resize or a
   * change of direction would not carry over (an open popover placed for the old layout).
   */
  show?: (variant: Variant) => Promise<void>;
  /** The variants (by name) in which axe checks the page; default the first, `1280-light`. */
  axe?: readonly string[];
}

/**
 * Screenshots the chat as it is now in every variant and compares each with its baseline
 * (`<scene>-<variant>.png`); fails once, listing every variant that differs. On the way, checks
 * that nothing overflows sideways at each width, and runs axe in the variants `options.axe`
 * names; at the end, that no text is drawn in a font of the machine's.
 */
export async function expectScene(
  page: Page,
  ui: ChatUi,
  scene: string,
  options: SceneOptions = {},
): Promise<void> {
  const problems: string[] = [];
  const widthsChecked = new Set<number>();
  for (const variant of VARIANTS) {
    await applyVariant(page, ui, variant);
    // Away from anything with a hover style (a scene that hovers does so in `show`).
    await page.mouse.move(0, 0);
    await options.show?.(variant);
    await settle(page);
    const problem = await checkScreenshot(ui.root, `${scene}-${variant.name}`);
    if (problem !== null) problems.push(problem);
    if (!widthsChecked.has(variant.width)) {
      widthsChecked.add(variant.width);
      expect(await horizontalOverflow(page), `${scene} at ${variant.name}`).toEqual([]);
    }
    if ((options.axe ?? [FIRST.name]).includes(variant.name))
      await expectNoAxeViolations(page, `${scene} at ${variant.name}`);
  }
  await applyVariant(page, ui, FIRST);
  const systemFonts = (await fontsDrawnIn(page)).filter(
    (family) => !BUNDLED_FONTS.includes(family),
  );
  expect(systemFonts, `${scene}: text drawn in a font of the machine's`).toEqual([]);
  expect(problems, `${scene}: screenshots that differ from their baselines`).toEqual([]);
}

/**
 * The fonts Chromium drew the chat's text with, by family name (from the DevTools protocol): only
 * bundled ones, or a screenshot would depend on the machine's fonts.
 */
async function fontsDrawnIn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-uikit-root], [data-uikit-root] *',
    });
    const answers = await Promise.all(
      nodeIds.map((nodeId) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })),
    );
    const families = new Set(answers.flatMap(({ fonts }) => fonts.map((font) => font.familyName)));
    return [...families].sort();
  } finally {
    await cdp.detach();
  }
}
