import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { send, WAIT, waitForIdle, waitForMarkdown, waitForText, type ChatUi } from './support/chat';
import { expectMainControlsVisible, horizontalOverflow } from './support/checks';
import { expectScene, openForScreenshots, seedThreadAt } from './support/screenshots';
import { setupE2e } from './support/setup';

// What a person sees, kept as committed screenshots (test/e2e/screenshots/, compared pixel by
// pixel; `UPDATE_SCREENSHOTS=1` rewrites them): every scene at 390, 768 and 1280 px, light and
// dark, and right to left at 1280 px (support/screenshots.ts). Each scene is reached once, the way
// a user gets there, then resized, recoloured and mirrored in place; nothing may overflow sideways
// at any width, and axe runs once or twice per scene. A scene's way there is one function below,
// so a change of the UI (a popover picker, a row menu) is one change here, then
// `UPDATE_SCREENSHOTS=1`.
const e2e = setupE2e({ demo: { tokenDelayMs: 0, stepDelayMs: 10 } });

// Where axe runs: once per scene (scheme by scheme, as it checks contrast), both for the main ones.
const DARK = ['1280-dark'];
const BOTH = ['1280-light', '1280-dark'];

/** The layout checks a user would notice, at the first variant's size. */
async function expectSound(page: Page, ui: ChatUi): Promise<void> {
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectMainControlsVisible(ui, page.viewportSize() ?? undefined);
  expect(await ui.jumpToLatest.count()).toBe(0);
}

/** Right to left: mirrored, except what reads left to right. */
async function expectMirrored(ui: ChatUi): Promise<void> {
  // The send button ends the composer's last line, now at its left (the demo's pickers put the
  // field on a line of its own above it).
  const field = await ui.input.boundingBox();
  const sendButton = await ui.sendButton.boundingBox();
  expect(
    sendButton && field && sendButton.x + sendButton.width / 2 < field.x + field.width / 4,
  ).toBe(true);
  // Code stays left to right; the send arrow points up in both directions.
  const code = ui.log.locator('pre[data-slot="code"]').first();
  expect(await code.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  const arrow = ui.sendButton.locator('svg');
  expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
}

/** Dark for real: light text on a dark background. */
async function expectDark(ui: ChatUi): Promise<void> {
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
}

/**
 * Clicks a starter prompt of the start screen, waits for what `arrived` waits for, then until
 * nothing is being written (a closed thread has no composer left to say so).
 */
async function startWith(ui: ChatUi, prompt: string, arrived: () => Promise<void>): Promise<void> {
  await ui.startScreen.getByRole('button', { name: prompt }).click();
  await arrived();
  if ((await ui.composer.count()) > 0) await waitForIdle(ui);
  await expect.poll(() => ui.log.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
  await waitForMarkdown(ui);
}

/**
 * Types a message as a user does, waits for `arrived`, then until nothing is being written and
 * every answer's markdown is rendered.
 */
async function askFor(ui: ChatUi, text: string, arrived: () => Promise<void>): Promise<void> {
  await send(ui, text);
  await arrived();
  await waitForIdle(ui);
  await waitForMarkdown(ui);
}

/** The markdown showcase: a list, a table, highlighted code and three sources. */
async function markdownAnswer(ui: ChatUi): Promise<void> {
  await startWith(ui, 'Markdown, tables and code', () =>
    waitForText(ui.answers.first(), 'Every answer can be stopped'),
  );
  await waitForText(ui.title, 'Show me what an answer can look like');
  // Highlighting is a lazily loaded chunk too.
  await ui.log.locator('pre[data-slot="code"][data-state="highlighted"]').waitFor();
}

/**
 * The tool picker's menu, opened afresh. Runs again after every resize or change of direction: the
 * menu reads the text's direction when it opens, as it does for a user.
 */
async function openPicker(ui: ChatUi): Promise<void> {
  const menu = ui.root.getByRole('listbox', { name: 'Tools' });
  const button = ui.composer.getByRole('button', { name: 'Tools' });
  if (await menu.isVisible()) {
    await button.click();
    await menu.waitFor({ state: 'detached' });
  }
  await button.click();
  await menu.waitFor();
}

/** The first citation marker, focused as by the keyboard (its preview, where there is one). */
async function showCitation(page: Page, ui: ChatUi): Promise<void> {
  const preview = ui.root.getByRole('tooltip');
  if (await preview.isVisible()) return;
  const marker = ui.log.locator('[data-slot="citation-marker"]').first();
  await marker.scrollIntoViewIfNeeded();
  // Keyboard focus (:focus-visible), as a user tabbing there has: it opens the preview.
  await marker.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await preview.waitFor(WAIT);
}

/** Threads of this user on four days, for history's date groups: today's is the newest. */
async function seedHistory(): Promise<void> {
  await seedThreadAt(e2e, 40, ['Plan the garden']);
  await seedThreadAt(e2e, 5, ['Compare two laptops']);
  await seedThreadAt(e2e, 1, ['Fix the bike']);
  await seedThreadAt(e2e, 0, ['Draft a note to the landlord']);
}

/** The rename field of a history row. */
async function startRename(ui: ChatUi, title: string): Promise<void> {
  await pickFromRowMenu(ui, title, 'Rename');
  await ui.history.getByRole('textbox', { name: `Rename “${title}”` }).waitFor();
}

/** The delete confirmation of a history row. */
async function confirmDelete(ui: ChatUi, title: string): Promise<void> {
  await pickFromRowMenu(ui, title, 'Delete');
  await ui.history.locator('[data-slot="history-confirm"]').waitFor();
}

/** Opens a history row's menu (shown on hover and focus) and picks one of its items. */
async function pickFromRowMenu(ui: ChatUi, title: string, item: 'Rename' | 'Delete') {
  await ui.history.getByRole('button', { name: `Options for “${title}”` }).click();
  await ui.history.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

describe('screenshots of every scene, with axe and layout checks', () => {
  it('the start screen, and the tool picker open', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).waitFor();
    await expectScene(page, ui, 'start-screen', { axe: BOTH });

    await openPicker(ui);
    await expectScene(page, ui, 'picker', { show: () => openPicker(ui) });
  });

  it('a markdown answer, and a citation’s preview', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await markdownAnswer(ui);
    await expectSound(page, ui);
    await expectScene(page, ui, 'markdown', {
      axe: [...BOTH, '1280-rtl'],
      show: async (variant) => {
        if (variant.dir === 'rtl') await expectMirrored(ui);
        if (variant.scheme === 'dark') await expectDark(ui);
      },
    });

    await showCitation(page, ui);
    await expectScene(page, ui, 'citation', { show: () => showCitation(page, ui), axe: DARK });
  });

  it('a widget', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    const card = ui.log.locator('[data-item-type="uikit.widget"]');
    await startWith(ui, 'A booking form widget', () =>
      waitForText(card, 'Pick a tour and a date, then press Book'),
    );
    await expectSound(page, ui);
    await expectScene(page, ui, 'widget', { axe: BOTH });
  });

  it('a date field with its calendar open', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    const card = ui.log.locator('[data-item-type="uikit.widget"]');
    await startWith(ui, 'A booking form widget', () =>
      waitForText(card, 'Pick a tour and a date, then press Book'),
    );
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    // Opened again at each size and direction, where the field is then.
    const open = async () => {
      if ((await calendar.count()) > 0) {
        await page.keyboard.press('Escape');
        await calendar.waitFor({ state: 'detached', timeout: WAIT.timeout });
      }
      await card.getByRole('button', { name: /^Date\b/ }).click();
      await calendar.waitFor({ timeout: WAIT.timeout });
    };
    await open();
    await expectScene(page, ui, 'date-picker', { show: open, axe: BOTH });
  });

  it('tasks and a task group', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await startWith(ui, 'Tasks that progress', () =>
      waitForText(ui.log, 'All three tasks are done'),
    );
    // Done, the group folds; open, as a user looking at its steps has it.
    const group = ui.log.getByRole('button', { name: /^Tasks/ });
    await group.click();
    await expect.poll(() => group.getAttribute('aria-expanded'), WAIT).toBe('true');
    await expectSound(page, ui);
    await expectScene(page, ui, 'tasks', { axe: DARK });
  });

  // ChatKit 1.6's item types (protocol section 12), as the demo sends them on trigger words.
  it('a generated image', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    const image = ui.log.locator('[data-item-type="uikit.generated_image"]');
    await askFor(ui, 'Draw a picture of mountains by a lake', () =>
      waitForText(ui.answers.last(), 'drawn on this server'),
    );
    await expect.poll(() => image.locator('img').count(), WAIT).toBe(1);
    await image.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await expectSound(page, ui);
    await expectScene(page, ui, 'generated-image', { axe: BOTH });
  });

  it('a structured input asking three questions', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    const form = ui.log.locator('[data-item-type="uikit.structured_input"]');
    await askFor(ui, 'Ask me a question', () => form.waitFor(WAIT));
    await expectSound(page, ui);
    await expectScene(page, ui, 'structured-input', { axe: BOTH });
  });

  it('a reasoning group, opened, and its answer', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await askFor(ui, 'Think about this sentence, please', () =>
      waitForText(ui.answers.last(), 'I thought for'),
    );
    // Done, it folds to its duration; open, as a reader who wants the thoughts has it.
    const group = ui.log.getByRole('button', { name: /^Thought for/ });
    await group.click();
    await expect.poll(() => group.getAttribute('aria-expanded'), WAIT).toBe('true');
    await expectSound(page, ui);
    await expectScene(page, ui, 'reasoning', { axe: DARK });
  });

  it('a web search with its sources, and the answer citing them', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await askFor(ui, 'Search for the history of the bicycle', () =>
      ui.answers.last().locator('[data-slot="citation-marker"]').first().waitFor(WAIT),
    );
    // Open, showing its queries and the pages it found.
    const search = ui.log.getByRole('button', { name: /^Found \d+ pages/ });
    await search.click();
    await expect.poll(() => search.getAttribute('aria-expanded'), WAIT).toBe('true');
    await expectSound(page, ui);
    await expectScene(page, ui, 'web-search', { axe: DARK });
  });

  it('an error with its retry', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await startWith(ui, 'An error you can retry', () =>
      waitForText(ui.alerts.filter({ hasText: 'The response failed.' }), 'failed on purpose'),
    );
    await expectSound(page, ui);
    await expectScene(page, ui, 'error', { axe: DARK });
  });

  it('a locked thread', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await startWith(ui, 'Lock the thread', () =>
      waitForText(ui.composerReason, 'Locked by the demo.'),
    );
    await expectScene(page, ui, 'locked');
  });

  it('a closed thread', async () => {
    const { page } = e2e;
    const ui = await openForScreenshots(e2e);
    await startWith(ui, 'Close the thread', () =>
      waitForText(ui.root.locator('[data-slot="composer-closed"]'), 'Closed by the demo.'),
    );
    await expectScene(page, ui, 'closed');
  });

  it('history: open, renaming a row, confirming a delete', async () => {
    const { page } = e2e;
    await seedHistory();
    const ui = await openForScreenshots(e2e);
    await ui.historyToggle.click();
    await expect
      .poll(() => ui.history.locator('[data-slot="history-title"]').count(), WAIT)
      .toBe(4);
    await expectScene(page, ui, 'history', { axe: BOTH });

    await startRename(ui, 'Fix the bike');
    await expectScene(page, ui, 'history-rename');
    await ui.history.getByRole('textbox').press('Escape');

    await confirmDelete(ui, 'Compare two laptops');
    await expectScene(page, ui, 'history-delete', { axe: BOTH });
  });
});
