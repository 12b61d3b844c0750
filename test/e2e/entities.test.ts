import { describe, expect, it } from 'vitest';
import { WAIT, openDemo, waitForIdle, waitForMarkdown, waitForText } from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { setupE2e } from './support/setup';

const e2e = setupE2e();

describe('@-mentions on the demo page', () => {
  it('types @, chooses from the grouped menu with the keyboard, sends the tag and sees it cited', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.input.click();
    await page.keyboard.type('Ask @gr');
    const menu = ui.root.getByRole('listbox', { name: 'Suggestions' });
    await menu.waitFor(WAIT);
    await expect
      .poll(
        () => menu.getByRole('group', { name: 'People' }).getByRole('option').allInnerTexts(),
        WAIT,
      )
      .toEqual(['Grace Hopper']);
    await expectNoAxeViolations(page, 'the @ menu open');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await ui.input.inputValue()).toBe('Ask Grace Hopper ');
    await expect
      .poll(() => ui.root.locator('[data-slot="composer-tag"]').allInnerTexts())
      .toEqual(['Grace Hopper']);

    // Another one, chosen with the arrows and Tab; then Backspace removes it as a whole.
    await page.keyboard.type('and @');
    await menu.waitFor(WAIT);
    await expect.poll(() => menu.getByRole('option').count(), WAIT).toBe(5);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await ui.input.inputValue()).toBe('Ask Grace Hopper and Q2 planning doc ');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await ui.input.inputValue()).toBe('Ask Grace Hopper and ');
    await page.keyboard.type('@launch');
    await expect
      .poll(() => menu.getByRole('option').allInnerTexts(), WAIT)
      .toEqual(['Launch checklist']);
    // Escape closes the menu and keeps the text.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await ui.input.inputValue()).toBe('Ask Grace Hopper and @launch');
    // It stays closed for that @; deleted and typed again, it opens again.
    await page.keyboard.type('X');
    await expect.poll(() => menu.count()).toBe(0);
    for (const _ of '@launchX') await page.keyboard.press('Backspace');
    await page.keyboard.type('@launch');
    await menu.waitFor(WAIT);
    await page.keyboard.press('Enter');
    const sent = page.waitForRequest(
      (request) => request.url().includes('/uikit/conversation') && request.method() === 'POST',
    );
    await page.keyboard.press('Enter');

    const request = await sent;
    const body = request.postDataJSON() as { params: { input: { content: unknown[] } } };
    expect(body.params.input.content).toEqual([
      { type: 'input_text', text: 'Ask ' },
      expect.objectContaining({ type: 'input_tag', id: 'person_grace', text: 'Grace Hopper' }),
      { type: 'input_text', text: ' and ' },
      expect.objectContaining({ type: 'input_tag', id: 'doc_launch', text: 'Launch checklist' }),
    ]);
    const tags = ui.userMessages.last().locator('[data-slot="user-tag"]');
    await expect
      .poll(() => tags.allInnerTexts(), WAIT)
      .toEqual(['Grace Hopper', 'Launch checklist']);
    await waitForText(ui.answers.last(), 'You mentioned Grace Hopper and Launch checklist');
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const sources = ui.answers.last().locator('[data-slot="source"][data-type="entity"]');
    await expect
      .poll(() => sources.allInnerTexts(), WAIT)
      .toEqual([
        expect.stringContaining('Grace Hopper'),
        expect.stringContaining('Launch checklist'),
      ]);
    // Pointing at a citation marker shows the host's preview card.
    await ui.answers.last().locator('[data-slot="citation-marker"]').first().hover();
    await waitForText(ui.root.locator('[data-slot="entity-preview"]'), 'role: Engineer');
    // A click on the tag in the message goes to the page's onClick.
    await tags.first().click();
    await page.getByText('The page opened “Grace Hopper”.').waitFor(WAIT);
    await expectNoAxeViolations(page, 'a message with tags and an answer citing them');
  });
});

describe('the / command menu on the demo page', () => {
  it('lists the composer’s own actions and the page’s commands; picking a tool picks it', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.input.click();
    await page.keyboard.type('/');
    const menu = ui.root.getByRole('listbox', { name: 'Commands' });
    await menu.waitFor(WAIT);
    await expect
      .poll(
        () => menu.getByRole('group', { name: 'Composer' }).getByRole('option').allInnerTexts(),
        WAIT,
      )
      .toContain('Attach files');
    await page.keyboard.type('search');
    await expect
      .poll(() => menu.getByRole('option').allInnerTexts(), WAIT)
      .toEqual(['Use Search the web']);
    await page.keyboard.press('Enter');
    expect(await ui.input.inputValue()).toBe('');
    await ui.root.getByRole('button', { name: 'Remove tool: Search' }).waitFor(WAIT);

    // A page command that opens a submenu, whose choice inserts an entity.
    await page.keyboard.type('/mention');
    await expect
      .poll(() => menu.getByRole('option').allInnerTexts(), WAIT)
      .toEqual([expect.stringContaining('Mention a document')]);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => menu.getByRole('option').allInnerTexts(), WAIT)
      .toEqual(['Q2 planning doc', 'Launch checklist']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await ui.input.inputValue()).toBe('Launch checklist ');
    await expect
      .poll(() => ui.root.locator('[data-slot="composer-tag"]').allInnerTexts())
      .toEqual(['Launch checklist']);
  });
});
