import { describe, expect, it } from 'vitest';
import { itemAdded, itemDone } from '../../server-example/workflows/events';
import type { Workflow } from '../../server-example/workflows/workflow';
import {
  WAIT,
  countRequests,
  openDemo,
  pickDate,
  readRecording,
  recordValues,
  waitForIdle,
  waitForText,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { demoTemplate } from './support/server';
import { setupE2e } from './support/setup';

/**
 * A workflow whose widget has an action the page handles itself (`handler: 'client'`): the demo's
 * own widgets only have server actions.
 */
const clientActionWorkflow: Workflow = {
  id: 'e2e-client-action',
  version: '1',
  // The Workflow type asks for an async generator; this one has nothing to wait for.
  // eslint-disable-next-line @typescript-eslint/require-await
  async *respond(input, context) {
    if (input.type !== 'user_message') return;
    const card = context.items.widget({
      type: 'Card',
      children: [
        { type: 'Title', value: 'Your summary is ready' },
        {
          type: 'Button',
          label: 'Share it',
          onClickAction: { type: 'e2e.share', handler: 'client', payload: { channel: 'email' } },
        },
      ],
    });
    yield itemAdded(card);
    yield itemDone(card);
  },
};

const e2e = setupE2e({ workflows: [clientActionWorkflow] });

describe('client tools', () => {
  it('runs the page’s get_page_info handler and goes on with its answer, as one response', async () => {
    const { page, server } = e2e;
    const ui = await openDemo(page);
    const conversation = countRequests(page, '/v1/uikit/conversation', 'POST');
    await recordValues(page, 'live', '[data-slot="visually-hidden"][role="status"]');
    await recordValues(page, 'composer', 'form[data-slot="composer"]', 'data-state');

    await ui.startScreen.getByRole('button', { name: 'A client tool round trip' }).click();
    await waitForText(
      ui.answers.last(),
      'Your page answered get_page_info: it is uikit-react demo',
    );
    await waitForIdle(ui);
    await waitForText(ui.answers.last(), server.url);

    const call = ui.log.getByRole('region', { name: 'Tool call: get_page_info' });
    expect(await call.getAttribute('data-state')).toBe('completed');
    await waitForText(
      call.locator('[data-slot="tool-call-output"]'),
      '"title": "uikit-react demo"',
    );
    await waitForText(ui.answers.first(), 'Let me ask your page who it is');
    // One turn, one action row among its answers: under its final answer. The user's message has
    // its own copy.
    expect(await ui.answers.locator('[data-slot="message-actions"]').count()).toBe(1);
    expect(await ui.answers.last().locator('[data-slot="message-actions"]').count()).toBe(1);
    expect(await ui.userMessages.getByRole('button', { name: 'Copy your message' }).count()).toBe(
      1,
    );
    expect(await ui.log.getByRole('button', { name: 'Try again' }).count()).toBe(1);

    // The page posted the handler's output back, in a second request of the same response.
    expect(
      conversation.map((request) => JSON.parse(request.body ?? '{}') as { type: string }),
    ).toMatchObject([{ type: 'threads.create' }, { type: 'threads.add_client_tool_output' }]);
    // One response from the user's point of view: busy once, announced once.
    expect(await readRecording(page, 'composer')).toEqual(['idle', 'responding', 'idle']);
    expect((await readRecording(page, 'live')).filter((text) => text !== '')).toEqual([
      'The assistant is responding.',
      'The response is complete.',
    ]);
  });
});

describe('widgets', () => {
  it('submits the booking form, and the server updates the card in place', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).click();
    const widgets = ui.log.locator('[data-item-type="uikit.widget"]');
    const card = widgets.first();
    // The hint streams in with the card.
    await waitForText(card, 'Pick a tour and a date, then press Book');
    await waitForIdle(ui);

    await card.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await card.getByRole('combobox', { name: 'Tour' }).selectOption({ label: 'Client tools' });
    await pickDate(card, 'Date', '2026-05-04');
    await card.getByRole('checkbox', { name: 'Send me the release notes' }).check();
    await card.getByRole('button', { name: 'Book' }).click();

    await waitForText(card, 'See you, Ada Lovelace!');
    await waitForText(card, 'Client tools on 2026-05-04.');
    await waitForText(card, 'Release notes: yes');
    expect(await card.innerText()).not.toContain('Book a demo tour');
    expect(await widgets.count()).toBe(1);
    await waitForText(ui.answers.last(), 'Booked Client tools for Ada Lovelace on 2026-05-04.');
    // The server's client_effect reached the page's onEffect.
    await page.getByRole('status').filter({ hasText: 'Client effect: demo.booked' }).waitFor();
    await waitForIdle(ui);

    // And back to the form.
    await card.getByRole('button', { name: 'Change' }).click();
    await card.getByRole('textbox', { name: 'Your name' }).waitFor();
    await waitForIdle(ui);
  });

  it('opens a date field’s calendar over the thread and the composer, axe clean, Escape closing it', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'A booking form widget' }).click();
    const card = ui.log.locator('[data-item-type="uikit.widget"]').first();
    await waitForText(card, 'Pick a tour and a date, then press Book');
    await waitForIdle(ui);
    const field = card.getByRole('button', { name: /^Date\b/ });
    await field.click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await calendar.waitFor(WAIT);
    // Nothing covers it: the point at its centre and at its corners is its own.
    const covered = await calendar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const root = element.getRootNode() as Document | ShadowRoot;
      return [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 4, box.top + 4],
        [box.right - 4, box.bottom - 4],
      ].filter(([x, y]) => !element.contains(root.elementFromPoint(x ?? 0, y ?? 0)));
    });
    expect(covered).toStrictEqual([]);
    await expectNoAxeViolations(page, 'a date field with its calendar open');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached', timeout: WAIT.timeout });
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('hands a client action to the page’s onAction, without asking the server', async () => {
    const { page, server } = e2e;
    server.setSessionTemplate(demoTemplate({ workflow: { id: 'e2e-client-action' } }));
    const ui = await openDemo(page);
    await ui.input.fill('Summarise this');
    await ui.input.press('Enter');
    const card = ui.log.locator('[data-item-type="uikit.widget"]');
    await waitForText(card, 'Your summary is ready');
    await waitForIdle(ui);

    const conversation = countRequests(page, '/v1/uikit/conversation');
    await card.getByRole('button', { name: 'Share it' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The page handled the widget action “e2e.share”.' })
      .waitFor();
    await expect
      .poll(() => card.getByRole('button', { name: 'Share it' }).isEnabled(), WAIT)
      .toBe(true);
    expect(conversation).toEqual([]);
  });
});

describe('composer pickers', () => {
  it('picks a tool and a model from their menus, sends them as inference options, axe clean open', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    const conversation = countRequests(page, '/v1/uikit/conversation', 'POST');
    const tools = ui.composer.getByRole('button', { name: 'Tools' });
    await tools.click();
    const toolMenu = ui.root.getByRole('listbox', { name: 'Tools' });
    await toolMenu.waitFor();
    // The menu is inside the kit's root, where its styles apply, and every entry is on screen.
    expect(await ui.root.locator('[data-slot="picker-menu"]').count()).toBe(1);
    for (const option of await toolMenu.getByRole('option').all()) {
      expect(await option.isVisible()).toBe(true);
    }
    await expectNoAxeViolations(page, 'the tool menu open');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await toolMenu.waitFor({ state: 'detached' });
    await ui.composer.getByRole('button', { name: 'Remove tool: Write' }).waitFor();
    expect(await ui.input.getAttribute('placeholder')).toBe('What should we write?');

    const model = ui.composer.getByRole('button', { name: 'Model: Fast' });
    await model.focus();
    await page.keyboard.press('ArrowDown');
    const modelMenu = ui.root.getByRole('listbox', { name: 'Model' });
    await modelMenu.waitFor();
    await expectNoAxeViolations(page, 'the model menu open');
    expect(
      await modelMenu.getByRole('option', { name: /Expert/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.type('Care');
    await page.keyboard.press('Enter');
    await modelMenu.waitFor({ state: 'detached' });
    await ui.composer.getByRole('button', { name: 'Model: Careful' }).waitFor();

    await ui.input.fill('Hello with a tool');
    await ui.input.press('Enter');
    await waitForIdle(ui);
    expect(JSON.parse(conversation[0]?.body ?? '{}')).toMatchObject({
      params: {
        input: { inference_options: { model: 'demo-careful', tool_choice: { id: 'write' } } },
      },
    });
    // The tool was for that message; the model stays picked.
    expect(await ui.composer.getByRole('button', { name: /^Remove tool/ }).count()).toBe(0);
    await ui.composer.getByRole('button', { name: 'Model: Careful' }).waitFor();
    // The message names its model as the picker did, not by the id it was sent with.
    expect(await ui.userMessages.last().locator('[data-slot="inference-model"]').innerText()).toBe(
      'Model: Careful',
    );
  });

  it('lines a menu up with its button on the side the text starts, left to right and right to left', async () => {
    const { page } = e2e;
    for (const dir of ['ltr', 'rtl'] as const) {
      const ui = await openDemo(page, dir === 'rtl' ? '/?dir=rtl' : '/');
      const tools = ui.composer.getByRole('button', { name: 'Tools' });
      await tools.click();
      const menu = ui.root.getByRole('listbox', { name: 'Tools' });
      await menu.waitFor();
      const button = await tools.boundingBox();
      const box = await menu.boundingBox();
      if (!button || !box) throw new Error('the tool button or its menu has no box');
      // Its start edge on the button's: the left one left to right, the right one right to left.
      if (dir === 'ltr') expect(Math.abs(box.x - button.x)).toBeLessThanOrEqual(1);
      else expect(Math.abs(box.x + box.width - (button.x + button.width))).toBeLessThanOrEqual(1);
      // Above the button, not over it.
      expect(box.y + box.height).toBeLessThanOrEqual(button.y);
    }
  });
});
