import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  openDemo,
  readRecording,
  recordValues,
  send,
  waitForIdle,
  waitForReady,
  waitForText,
  type ChatUi,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { clientFor, seedThread } from './support/seed';
import { demoTemplate } from './support/server';
import { setupE2e } from './support/setup';

// History (switch, rename, delete, with rollback) and automatic titling.
const e2e = setupE2e({ demo: { tokenDelayMs: 0, stepDelayMs: 400 } });

/** Two threads of this test's user, made through the API: "Fix the bike" is the newest. */
async function seedTwo(): Promise<{ garden: string; bike: string }> {
  const client = await clientFor(e2e.context, e2e.server.url);
  const garden = await seedThread(client, ['Plan the garden', 'Add some tulips']);
  const bike = await seedThread(client, ['Fix the bike']);
  return { garden, bike };
}

function historyEntry(ui: ChatUi, title: string) {
  // By text: while a deletion is confirmed, the entry has no open button.
  return ui.history.getByRole('listitem').filter({ hasText: title });
}

/** Opens a thread's row menu and picks one of its items (Rename, Delete). */
async function pick(ui: ChatUi, title: string, item: 'Rename' | 'Delete') {
  await ui.history.getByRole('button', { name: `Options for “${title}”` }).click();
  await ui.history.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

function titles(ui: ChatUi): Promise<string[]> {
  return ui.history.locator('[data-slot="history-title"]').allInnerTexts();
}

/**
 * Holds the thread's rename (`POST /v1/uikit/threads/{id}`) or delete requests until the test
 * says how they end: passed on to the server, or refused with a server error.
 */
async function holdThreadRequests(page: Page, threadId: string, method: 'POST' | 'DELETE') {
  const held: Route[] = [];
  const path = `/v1/uikit/threads/${threadId}`;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === method) held.push(route);
      else await route.fallback();
    },
  );
  const next = async () => {
    await expect.poll(() => held.length, WAIT).toBeGreaterThan(0);
    return held.shift() as Route;
  };
  return {
    pass: async () => {
      await (await next()).continue();
    },
    refuse: async () => {
      await (
        await next()
      ).fulfill({
        status: 500,
        contentType: 'application/json',
        json: { error: { message: 'Refused by the test', type: 'server_error', code: null } },
      });
    },
  };
}

describe('history', () => {
  it('lists the threads newest first and switches between them', async () => {
    const { page } = e2e;
    await seedTwo();
    const ui = await openDemo(page);
    await ui.historyToggle.click();
    expect(await ui.historyToggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike', 'Plan the garden']);

    await ui.history.getByRole('button', { name: /^Plan the garden/ }).click();
    await waitForText(ui.title, 'Plan the garden');
    await expect
      .poll(() => ui.userTexts.allTextContents(), WAIT)
      .toEqual(['Plan the garden', 'Add some tulips']);
    expect(await ui.answers.count()).toBe(2);
    expect(
      await ui.history
        .getByRole('button', { name: /^Plan the garden/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    await ui.history.getByRole('button', { name: /^Fix the bike/ }).click();
    await waitForText(ui.title, 'Fix the bike');
    await expect.poll(() => ui.userTexts.allTextContents(), WAIT).toEqual(['Fix the bike']);
    expect(
      await ui.history
        .getByRole('button', { name: /^Plan the garden/ })
        .getAttribute('aria-current'),
    ).toBeNull();

    // And the thread goes on where it was.
    await send(ui, 'And the chain?');
    await expect
      .poll(() => ui.userTexts.allTextContents(), WAIT)
      .toEqual(['Fix the bike', 'And the chain?']);
    await waitForIdle(ui);

    await ui.newChat.click();
    await ui.startScreen.waitFor();
  });

  it('on a phone, draws over a dimmed conversation and gives way to a tap beside it or a thread chosen', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 760 });
    await seedTwo();
    const ui = await openDemo(page);
    const scrim = ui.root.locator('[data-slot="history-scrim"]');
    await ui.historyToggle.click();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike', 'Plan the garden']);
    expect(await scrim.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'history over the conversation');

    // A tap on the dimmed conversation closes the panel; nothing behind it is reached.
    const box = await ui.history.boundingBox();
    if (box === null) throw new Error('no history panel');
    await page.mouse.click(box.x + box.width + 30, box.y + box.height / 2);
    await ui.history.waitFor({ state: 'detached' });
    expect(await scrim.isVisible()).toBe(false);
    await ui.startScreen.waitFor();

    // A thread chosen opens, with the panel out of its way and focus back on the button.
    await ui.historyToggle.click();
    await ui.history.getByRole('button', { name: /^Plan the garden/ }).click();
    await waitForText(ui.title, 'Plan the garden');
    await ui.history.waitFor({ state: 'detached' });
    expect(await ui.historyToggle.evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    expect(await ui.historyToggle.getAttribute('aria-expanded')).toBe('false');

    // Closed from the keyboard (its close button), focus goes back to the button too.
    await ui.historyToggle.click();
    await ui.history.getByRole('button', { name: 'Hide history' }).focus();
    await page.keyboard.press('Enter');
    await ui.history.waitFor({ state: 'detached' });
    expect(await ui.historyToggle.evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
  });

  it('stays open beside the conversation on a wide screen when a thread is chosen', async () => {
    const { page } = e2e;
    await seedTwo();
    const ui = await openDemo(page);
    await ui.historyToggle.click();
    expect(await ui.root.locator('[data-slot="history-scrim"]').isVisible()).toBe(false);
    await ui.history.getByRole('button', { name: /^Plan the garden/ }).click();
    await waitForText(ui.title, 'Plan the garden');
    expect(await ui.history.isVisible()).toBe(true);
  });

  it('renames at once, and keeps the new title', async () => {
    const { page } = e2e;
    const { bike } = await seedTwo();
    const ui = await openDemo(page);
    await ui.historyToggle.click();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike', 'Plan the garden']);
    await expectNoAxeViolations(page, 'the history panel, open');
    const rename = await holdThreadRequests(page, bike, 'POST');

    await ui.history.getByRole('button', { name: 'Options for “Fix the bike”' }).click();
    await expectNoAxeViolations(page, 'a history row menu, open');
    await ui.history.getByRole('menu').getByRole('menuitem', { name: 'Rename' }).click();
    const field = ui.history.getByRole('textbox', { name: 'Rename “Fix the bike”' });
    expect(await field.inputValue()).toBe('Fix the bike');
    await expectNoAxeViolations(page, 'a history row, renaming');
    // Escape leaves the title as it was.
    await field.fill('Scrap the bike');
    await field.press('Escape');
    expect(await titles(ui)).toEqual(['Fix the bike', 'Plan the garden']);
    await pick(ui, 'Fix the bike', 'Rename');
    await field.fill('Fix the bike brakes');
    await field.press('Enter');
    // Shown before the service has answered.
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike brakes', 'Plan the garden']);

    await rename.pass();
    await page.reload();
    const reloaded = await waitForReady(page);
    await reloaded.historyToggle.click();
    await expect
      .poll(() => titles(reloaded), WAIT)
      .toEqual(['Fix the bike brakes', 'Plan the garden']);
  });

  it('deletes at once, leaving the deleted thread if it was open', async () => {
    const { page } = e2e;
    const { garden } = await seedTwo();
    const ui = await openDemo(page);
    await ui.historyToggle.click();
    await ui.history.getByRole('button', { name: /^Plan the garden/ }).click();
    await waitForText(ui.title, 'Plan the garden');
    const remove = await holdThreadRequests(page, garden, 'DELETE');

    const entry = historyEntry(ui, 'Plan the garden');
    await pick(ui, 'Plan the garden', 'Delete');
    const confirm = entry.getByRole('group', {
      name: 'Delete “Plan the garden”? This cannot be undone.',
    });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    // Gone before the service has answered, and the open thread with it.
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike']);
    await ui.startScreen.waitFor();

    await remove.pass();
    await page.reload();
    const reloaded = await waitForReady(page);
    await reloaded.historyToggle.click();
    await expect.poll(() => titles(reloaded), WAIT).toEqual(['Fix the bike']);
  });

  it('puts the old title and the deleted thread back when the service refuses', async () => {
    const { page } = e2e;
    const { bike, garden } = await seedTwo();
    const ui = await openDemo(page);
    await ui.historyToggle.click();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike', 'Plan the garden']);

    const rename = await holdThreadRequests(page, bike, 'POST');
    await pick(ui, 'Fix the bike', 'Rename');
    await ui.history.getByRole('textbox', { name: 'Rename “Fix the bike”' }).fill('Sell the bike');
    await ui.history.getByRole('textbox', { name: 'Rename “Fix the bike”' }).press('Enter');
    await expect.poll(() => titles(ui), WAIT).toEqual(['Sell the bike', 'Plan the garden']);
    await rename.refuse();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike', 'Plan the garden']);

    const remove = await holdThreadRequests(page, garden, 'DELETE');
    await pick(ui, 'Plan the garden', 'Delete');
    // Checked here, where no thread is open: only the panel is on trial.
    await expectNoAxeViolations(page, 'a history row, confirming its deletion');
    await historyEntry(ui, 'Plan the garden')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike']);
    await remove.refuse();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Fix the bike', 'Plan the garden']);
  });
});

describe('titling', () => {
  it('shows a placeholder until the first answer names the thread', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await waitForText(ui.title, 'uikit-react demo');
    await send(ui, 'Show progress on the garden plan');
    // While the first answer is written (its progress lines take a while): the placeholder.
    await ui.titlePlaceholder.waitFor();
    expect(await ui.title.innerText()).toBe('New conversation');
    expect(await ui.composer.getAttribute('data-state')).toBe('responding');

    await waitForText(ui.title, 'Show progress on the garden plan');
    await waitForIdle(ui);
    expect(await ui.titlePlaceholder.count()).toBe(0);
    await ui.historyToggle.click();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Show progress on the garden plan']);
  });

  it('shows no placeholder when titling is off', async () => {
    const { page, server } = e2e;
    server.setSessionTemplate(
      demoTemplate({ chatkit_configuration: { automatic_thread_titling: { enabled: false } } }),
    );
    const ui = await openDemo(page);
    await recordValues(page, 'title', '[data-uikit-root] h2');
    await send(ui, 'Show progress on the garden plan');
    await ui.root.locator('[data-slot="progress"]').first().waitFor();
    await waitForText(ui.answers.first(), 'Done:');
    await waitForIdle(ui);

    expect(await readRecording(page, 'title')).toEqual(['uikit-react demo']);
    await ui.historyToggle.click();
    await expect.poll(() => titles(ui), WAIT).toEqual(['Untitled conversation']);
  });
});
