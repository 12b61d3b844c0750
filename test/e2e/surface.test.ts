import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  countRequests,
  openDemo,
  sendAndWait,
  waitForIdle,
  waitForMarkdown,
  waitForText,
  type ChatUi,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { demoTemplate } from './support/server';
import { setupE2e } from './support/setup';

// Issue 14, items 5 and 6 on the demo page: quoting part of an answer, and removing an uploaded
// file, which deletes it on the service and frees its place in max_files.

const e2e = setupE2e({
  template: demoTemplate({
    chatkit_configuration: { file_upload: { enabled: true, max_file_size: 1, max_files: 2 } },
  }),
});

function textFile(name: string) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(`The contents of ${name}\n`) };
}

async function pick(page: Page, ui: ChatUi, files: ReturnType<typeof textFile>[]) {
  const chooser = page.waitForEvent('filechooser');
  await ui.attachButton.click();
  await (await chooser).setFiles(files);
}

function chip(ui: ChatUi, name: string) {
  return ui.composer.getByRole('list', { name: 'Attachments' }).getByRole('listitem').filter({
    hasText: name,
  });
}

/** Selects the first `length` characters of the answer's first paragraph, as a drag would. */
async function selectInAnswer(ui: ChatUi, length: number): Promise<string> {
  return ui.answers
    .first()
    .locator('p')
    .first()
    .evaluate((paragraph, length) => {
      const text = paragraph.firstChild;
      if (!text) throw new Error('no text');
      paragraph.scrollIntoView({ block: 'center' });
      // A drag's press takes the focus from the input, to the scrolling thread.
      paragraph.closest<HTMLElement>('[data-slot="thread-scroll"]')?.focus();
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, Math.min(length, text.textContent?.length ?? 0));
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return range.toString().trim();
    }, length);
}

describe('quoting an answer', () => {
  it('offers Quote beside a selection; the quote shows above the input, goes with the message and shows in it', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await sendAndWait(ui, 'Hello there', /./);
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const conversation = countRequests(page, '/v1/uikit/conversation', 'POST');

    const quoted = await selectInAnswer(ui, 24);
    expect(quoted.length).toBeGreaterThan(3);
    const quote = ui.root.getByRole('button', { name: 'Quote', exact: true });
    await quote.waitFor();
    await expectNoAxeViolations(page, 'the Quote button');
    await quote.click();

    const bar = ui.composer.locator('[data-slot="composer-quote"]');
    await waitForText(bar, quoted);
    await expect.poll(() => quote.count()).toBe(0);
    // The input has the focus, to type the reply.
    expect(await ui.input.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'the composer with a quote');

    await ui.input.fill('Tell me more');
    await ui.input.press('Enter');
    const message = ui.userMessages.nth(1);
    await waitForText(message.locator('[data-slot="user-quote"]'), quoted);
    await waitForText(message.locator('[data-slot="user-text"]'), 'Tell me more');
    expect(await bar.count()).toBe(0);
    await expect.poll(() => conversation.length, WAIT).toBe(1);
    expect(JSON.parse(conversation[0]?.body ?? '{}')).toMatchObject({
      params: {
        input: {
          content: [
            { type: 'quoted_text', text: quoted },
            { type: 'input_text', text: 'Tell me more' },
          ],
        },
      },
    });
    await waitForIdle(ui);
  });

  it('is reached with Tab and dismissed with Escape; the quote can be removed', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await sendAndWait(ui, 'Hello again', /./);
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const quote = ui.root.getByRole('button', { name: 'Quote', exact: true });

    await selectInAnswer(ui, 12);
    await quote.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => quote.count()).toBe(0);

    await selectInAnswer(ui, 16);
    await quote.waitFor();
    await page.keyboard.press('Tab');
    expect(await quote.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const bar = ui.composer.locator('[data-slot="composer-quote"]');
    await bar.waitFor();

    await bar.getByRole('button', { name: 'Remove quote' }).click();
    await expect.poll(() => bar.count()).toBe(0);
  });
});

describe('removing an upload', () => {
  it('deletes the file on the service and frees its place in max_files', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    const deletes = countRequests(page, '/v1/uikit/files/', 'DELETE');
    const notice = ui.composer.getByRole('alert');

    await pick(page, ui, [textFile('a.txt'), textFile('b.txt')]);
    await chip(ui, 'a.txt').getByRole('button', { name: 'Remove a.txt' }).waitFor();
    await chip(ui, 'b.txt').getByRole('button', { name: 'Remove b.txt' }).waitFor();
    await pick(page, ui, [textFile('c.txt')]);
    await waitForText(notice, 'You can attach at most 2 files in this chat.');

    await chip(ui, 'a.txt').getByRole('button', { name: 'Remove a.txt' }).click();
    await expect.poll(() => chip(ui, 'a.txt').count()).toBe(0);
    await expect.poll(() => deletes.length, WAIT).toBe(1);

    // The service gave the slot back: a third file uploads.
    await expect
      .poll(async () => {
        if ((await chip(ui, 'c.txt').count()) === 0) await pick(page, ui, [textFile('c.txt')]);
        return chip(ui, 'c.txt').getByRole('button', { name: 'Remove c.txt' }).count();
      }, WAIT)
      .toBe(1);

    await ui.input.fill('Two files');
    await ui.input.press('Enter');
    await waitForText(ui.answers.first(), 'c.txt: a file (text/plain)');
    expect(await ui.answers.first().innerText()).not.toContain('a.txt');
    await waitForIdle(ui);
  });
});

describe('deep links', () => {
  it('hands a deep link in an answer to the page instead of navigating', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await sendAndWait(ui, 'Show me a deep link', /one click away/);
    await waitForMarkdown(ui);
    const before = page.url();
    const link = ui.answers.first().getByRole('link', { name: 'open my recent orders' });
    expect(await link.getAttribute('data-kind')).toBe('deeplink');
    await link.click();
    await waitForText(page.locator('.demo-toast'), 'Deep link: orders {"tab":"recent"}');
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
    await waitForIdle(ui);
  });
});
