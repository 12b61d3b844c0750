import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/checks';
import { setupE2e } from './support/setup';

// `/playground`: the widget playground page of the demo server (issue 15, item 5). A static page
// under a strict content security policy: the code editor loads lazily, problems name their node
// path, and actions fired in the previews are logged with the payload the kit would send.

const e2e = setupE2e();

/** Opens the playground and waits for the code editor; collects CSP violations. */
async function openPlayground(page: Page, query = '') {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`/playground${query}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.locator('[data-editor="codemirror"]').waitFor();
  return { violations };
}

const light = (page: Page) => page.getByRole('region', { name: 'Light preview' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /problem/ });

/** Puts the caret on the line holding `text` in the code editor and selects `selected` on it. */
async function selectInEditor(page: Page, lineText: string, selected: string, after = 0) {
  // The editor draws only the lines near its viewport: the ones edited here are near the end.
  await page.getByRole('textbox', { name: 'Widget JSON' }).focus();
  await page.keyboard.press('Control+End');
  await page.locator('.cm-line', { hasText: lineText }).click();
  await page.keyboard.press('End');
  for (let step = 0; step < after; step += 1) await page.keyboard.press('ArrowLeft');
  for (const _character of selected) await page.keyboard.press('Shift+ArrowLeft');
}

describe('the widget playground', () => {
  it('edits a gallery widget, names the problem by its path, and logs what an action would send', async () => {
    const { page } = e2e;
    const { violations } = await openPlayground(page);
    await expect.poll(() => status(page).textContent()).toBe('No problems');
    const editor = page.getByRole('textbox', { name: 'Widget JSON' });
    expect(await editor.getAttribute('class')).toContain('cm-content');

    await page
      .getByRole('combobox', { name: 'Example' })
      .selectOption({ label: 'Confirmation dialog' });
    expect(page.url()).toContain('example=confirm');
    await light(page).getByText('Cannot be undone').waitFor();
    await expectNoAxeViolations(page, 'the playground with an example');

    // A number where the Badge's label must be a string: the Badge draws as a placeholder, the
    // rest of the card still draws, and the problem names the node path.
    await selectInEditor(page, '"Cannot be undone"', '"Cannot be undone"', 1);
    await page.keyboard.type('42');
    await expect.poll(() => status(page).textContent()).toBe('1 problem');
    const problems = page.getByRole('list', { name: 'Problems' });
    expect(await problems.textContent()).toBe('children[2].label: expected a string');
    await page.locator('.cm-lintRange-error').first().waitFor();
    expect(await page.locator('.cm-lintRange-error').first().textContent()).toBe('42');
    expect(await light(page).locator('[data-slot="widget-placeholder"]').count()).toBe(1);
    await light(page).getByText('Delete 2 files?').waitFor();
    await expectNoAxeViolations(page, 'the playground with a problem');

    await selectInEditor(page, '"label": 42', '42', 1);
    await page.keyboard.type('"Keep a backup"');
    await expect.poll(() => status(page).textContent()).toBe('No problems');
    await light(page).getByText('Keep a backup').waitFor();

    await light(page).getByRole('button', { name: 'Delete files' }).click();
    const entry = page.locator('[data-slot="playground-action"]').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('sent to the server as threads.custom_action');
    expect(JSON.parse((await entry.locator('pre').textContent()) ?? '')).toEqual({
      type: 'files.delete',
      payload: { ids: ['f_12', 'f_13'] },
    });
    expect(violations).toEqual([]);
  });

  it('logs a form’s field values with its action, from either preview', async () => {
    const { page } = e2e;
    await openPlayground(page, '?example=todo');
    const dark = page.getByRole('region', { name: 'Dark preview' });
    await dark.getByRole('textbox', { name: 'Title' }).fill('Buy oat milk');
    await dark.getByRole('checkbox', { name: 'Remind me the day before' }).check();
    await dark.getByRole('button', { name: 'Add to-do' }).click();
    const entry = page.locator('[data-slot="playground-action"]').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('in the dark preview');
    const action = JSON.parse((await entry.locator('pre').textContent()) ?? '') as {
      type: string;
      payload: Record<string, unknown>;
    };
    expect(action.type).toBe('todo.create');
    expect(action.payload.list).toBe('inbox');
    // Field names such as `todo.title` are sent as the kit's form handling sends them (flat
    // today, nested into objects once issue 15's nested names land): the value is there either way.
    expect(JSON.stringify(action.payload)).toContain('"Buy oat milk"');
  });

  it('fits a phone, right to left and dark, without sideways scrolling', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPlayground(page, '?dir=rtl&example=invoice');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the playground at 390 px, right to left, dark');
  });
});
