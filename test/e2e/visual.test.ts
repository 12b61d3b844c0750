import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  openDemo,
  waitForIdle,
  waitForMarkdown,
  waitForText,
  type ChatUi,
} from './support/chat';
import {
  expectMainControlsVisible,
  expectNoAxeViolations,
  horizontalOverflow,
} from './support/checks';
import { setupE2e } from './support/setup';

// Light, dark and RTL: a screenshot of each (committed, for the README and for review; see
// SCREENSHOTS), the layout checks a user would notice, and axe on every state of the chat.
const e2e = setupE2e({ demo: { tokenDelayMs: 0 } });

/**
 * Where screenshots go: the committed ones are refreshed with `UPDATE_SCREENSHOTS=1`; other runs
 * write to a temporary folder, so a test run never changes the tree.
 */
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('./screenshots/', import.meta.url))
  : join(tmpdir(), 'uikit-react-screenshots/');

/** The fixed conversation of every screenshot: the first starter prompt and its answer. */
async function markdownConversation(page: Page, ui: ChatUi): Promise<void> {
  await ui.startScreen.getByRole('button', { name: 'Markdown, tables and code' }).click();
  await waitForText(ui.answers.first(), 'Every answer can be stopped');
  await waitForIdle(ui);
  await waitForMarkdown(ui);
  await waitForText(ui.title, 'Show me what an answer can look like');
  // Highlighting is a lazily loaded chunk too.
  await ui.log.locator('pre[data-slot="code"][data-state="highlighted"]').waitFor();
  await page.evaluate(() => document.fonts.ready);
  // Away from anything with a hover style.
  await page.mouse.move(0, 0);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: `${SCREENSHOTS}${name}.png`,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
}

async function expectSound(page: Page, ui: ChatUi): Promise<void> {
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectMainControlsVisible(ui);
  expect(await ui.jumpToLatest.count()).toBe(0);
}

describe('light, dark and right to left', () => {
  it('light: the start screen, a markdown answer and the history panel', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    await expectNoAxeViolations(page, 'start screen');

    await markdownConversation(page, ui);
    await expectSound(page, ui);
    await screenshot(page, 'chat-light');
    await expectNoAxeViolations(page, 'a markdown answer');

    await ui.historyToggle.click();
    await ui.history
      .getByRole('button', { name: /^Show me what an answer can look like/ })
      .waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    await expectNoAxeViolations(page, 'history panel');
  });

  it('dark, set through the demo page’s theme switcher', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption('dark');
    await expect.poll(() => ui.root.getAttribute('data-color-scheme'), WAIT).toBe('dark');
    await expectNoAxeViolations(page, 'dark start screen');

    await markdownConversation(page, ui);
    // Dark for real: light text on a dark background.
    const colours = await ui.root.evaluate((root) => {
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      const style = getComputedStyle(root);
      return { background: luminance(style.backgroundColor), text: luminance(style.color) };
    });
    expect(colours.background).toBeLessThan(0.2);
    expect(colours.text).toBeGreaterThan(0.7);
    await expectSound(page, ui);
    await screenshot(page, 'chat-dark');
    await expectNoAxeViolations(page, 'dark markdown answer');

    await ui.historyToggle.click();
    await ui.history.getByRole('listitem').first().waitFor();
    await expectNoAxeViolations(page, 'dark history panel');
  });

  it('right to left, with `?dir=rtl`', async () => {
    const { page } = e2e;
    const ui = await openDemo(page, '/?dir=rtl');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await markdownConversation(page, ui);
    await expectSound(page, ui);
    // Mirrored: the send button ends the composer's last line, now at its left (the demo's
    // pickers put the field on a line of its own above it).
    const field = await ui.input.boundingBox();
    const sendButton = await ui.sendButton.boundingBox();
    expect(
      sendButton && field && sendButton.x + sendButton.width / 2 < field.x + field.width / 4,
    ).toBe(true);
    // Code stays left to right; the send arrow points the way the text runs.
    const code = ui.log.locator('pre[data-slot="code"]').first();
    expect(await code.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const arrow = ui.sendButton.locator('svg');
    expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await screenshot(page, 'chat-rtl');
    await expectNoAxeViolations(page, 'right-to-left markdown answer');
  });

  it('a widget, light and dark', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).click();
    const card = ui.log.locator('[data-item-type="uikit.widget"]');
    await waitForText(card, 'Pick a tour and a date, then press Book');
    await waitForIdle(ui);
    expect(await horizontalOverflow(page)).toEqual([]);
    await expectNoAxeViolations(page, 'widget');
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption('dark');
    await expect.poll(() => ui.root.getAttribute('data-color-scheme'), WAIT).toBe('dark');
    await expectNoAxeViolations(page, 'dark widget');
  });
});
