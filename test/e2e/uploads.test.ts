import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  countRequests,
  openDemo,
  waitForIdle,
  waitForText,
  type ChatUi,
} from './support/chat';
import { demoTemplate } from './support/server';
import { setupE2e } from './support/setup';

// Small limits, so that both are easy to reach: 1 MB per file, 3 files per session.
const LIMITS = { enabled: true, max_file_size: 1, max_files: 3 };
const e2e = setupE2e({
  template: demoTemplate({ chatkit_configuration: { file_upload: LIMITS } }),
});

/** A 1x1 PNG, so the image attachment has a real preview. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function textFile(name: string, text = `The contents of ${name}\n`) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

/** Picks files through the attach button's file chooser, as a user does. */
async function pick(page: Page, ui: ChatUi, files: ReturnType<typeof textFile>[]) {
  const chooser = page.waitForEvent('filechooser');
  await ui.attachButton.click();
  await (await chooser).setFiles(files);
}

/**
 * Holds uploads on their way to the server until released, so the test can see the upload in
 * progress (a local upload is otherwise over in a blink).
 */
async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/uikit/files', async (route) => {
    await released;
    // A cancelled upload was aborted by the page meanwhile: nothing is left to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

function chip(ui: ChatUi, name: string) {
  return ui.composer.getByRole('list', { name: 'Attachments' }).getByRole('listitem').filter({
    hasText: name,
  });
}

describe('uploads', () => {
  it('attaches a file from the file chooser with a progress bar, and the message and answer show it', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    const release = await holdUploads(page);
    await pick(page, ui, [textFile('notes.txt')]);

    const notes = chip(ui, 'notes.txt');
    await notes.getByRole('progressbar', { name: /^Uploading notes\.txt: \d+%$/ }).waitFor();
    await notes.getByRole('button', { name: 'Cancel the upload of notes.txt' }).waitFor();
    // Sending waits for the upload.
    await ui.input.fill('What is in this file?');
    expect(await ui.sendButton.isDisabled()).toBe(true);

    release();
    await notes.getByRole('button', { name: 'Remove notes.txt' }).waitFor();
    expect(await notes.getByRole('progressbar').count()).toBe(0);
    await expect.poll(() => ui.sendButton.isEnabled(), WAIT).toBe(true);
    await ui.input.press('Enter');

    const message = ui.userMessages.first();
    await message.getByRole('link', { name: /notes\.txt/ }).waitFor();
    await waitForText(message, 'What is in this file?');
    // The demo names what it received, by name and type.
    await waitForText(ui.answers.first(), 'notes.txt: a file (text/plain)');
    await waitForIdle(ui);
    expect(await ui.composer.getByRole('list', { name: 'Attachments' }).count()).toBe(0);
  });

  it('attaches a pasted image and dropped files', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    // The demo has entities: its tagging field replaces the plain one as its code arrives. A paste
    // dispatched straight to an element (below) must reach the field that stays.
    await ui.root.locator('[data-slot="composer-field"]').waitFor();

    await ui.input.focus();
    await ui.input.evaluate((input, png) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'photo.png', { type: 'image/png' }));
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, PNG_BASE64);
    await chip(ui, 'photo.png').getByRole('button', { name: 'Remove photo.png' }).waitFor();

    const files = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['a,b\n1,2\n'], 'table.csv', { type: 'text/csv' }));
      return data;
    });
    await ui.root.dispatchEvent('dragover', { dataTransfer: files });
    // While dragging, the chat says where the files go.
    await ui.root.getByText('Drop files to attach them').waitFor();
    await ui.root.dispatchEvent('drop', { dataTransfer: files });
    await expect.poll(() => ui.root.getByText('Drop files to attach them').count()).toBe(0);
    await chip(ui, 'table.csv').getByRole('button', { name: 'Remove table.csv' }).waitFor();

    await ui.input.fill('Two files for you');
    await ui.input.press('Enter');
    const message = ui.userMessages.first();
    await message.getByRole('img', { name: 'photo.png' }).waitFor();
    // A real preview from the API's own origin (plain http on this machine), not the inert alt text.
    const preview = message.locator('img[data-slot="attachment-image"]');
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT)
      .toBe(1);
    await message.getByRole('link', { name: /table\.csv/ }).waitFor();
    await waitForText(ui.answers.first(), 'photo.png: an image (image/png)');
    await waitForText(ui.answers.first(), 'table.csv: a file (text/csv)');
    await waitForIdle(ui);
  });

  it('refuses a file that is too large, and files past the limit, before uploading them', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    const uploads = countRequests(page, '/v1/uikit/files', 'POST');
    const notice = ui.composer.getByRole('alert');

    await pick(page, ui, [
      {
        name: 'big.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(1.5 * 1024 * 1024),
      },
    ]);
    await waitForText(notice, 'big.bin is larger than 1 MB.');
    expect(await ui.composer.getByRole('list', { name: 'Attachments' }).count()).toBe(0);

    await pick(
      page,
      ui,
      ['a.txt', 'b.txt', 'c.txt', 'd.txt'].map((name) => textFile(name)),
    );
    await waitForText(notice, 'You can attach at most 3 files in this chat.');
    for (const name of ['a.txt', 'b.txt', 'c.txt'])
      await chip(ui, name)
        .getByRole('button', { name: `Remove ${name}` })
        .waitFor();
    expect(await chip(ui, 'd.txt').count()).toBe(0);

    // The session's three uploads are used: one more is refused at once.
    await pick(page, ui, [textFile('e.txt')]);
    await waitForText(notice, 'You can attach at most 3 files in this chat.');
    expect(await chip(ui, 'e.txt').count()).toBe(0);
    // Neither big.bin, d.txt nor e.txt was ever sent.
    expect(uploads.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('cancels an upload in flight and removes an uploaded file from the message', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    const finished: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/v1/uikit/files')) finished.push(request.url());
    });

    const release = await holdUploads(page);
    await pick(page, ui, [textFile('draft.txt')]);
    const draft = chip(ui, 'draft.txt');
    await draft.getByRole('progressbar').waitFor();
    await draft.getByRole('button', { name: 'Cancel the upload of draft.txt' }).click();
    await expect.poll(() => draft.count()).toBe(0);
    release();
    await page.unroute('**/v1/uikit/files');
    expect(finished).toEqual([]);

    await pick(page, ui, [textFile('keep.txt'), textFile('drop.txt')]);
    await chip(ui, 'keep.txt').getByRole('button', { name: 'Remove keep.txt' }).waitFor();
    await chip(ui, 'drop.txt').getByRole('button', { name: 'Remove drop.txt' }).click();
    await expect.poll(() => chip(ui, 'drop.txt').count()).toBe(0);

    await ui.input.fill('Only one file');
    await ui.input.press('Enter');
    await waitForText(ui.answers.first(), 'keep.txt: a file (text/plain)');
    await waitForIdle(ui);
    expect(await ui.userMessages.first().getByRole('listitem').count()).toBe(1);
    expect(await ui.answers.first().innerText()).not.toContain('drop.txt');
    expect(await ui.answers.first().innerText()).not.toContain('draft.txt');
  });

  it('offers no attachments when the session turns uploads off', async () => {
    const { page, server } = e2e;
    server.setSessionTemplate(
      demoTemplate({ chatkit_configuration: { file_upload: { enabled: false } } }),
    );
    const ui = await openDemo(page);
    await ui.input.waitFor();
    expect(await ui.attachButton.count()).toBe(0);
  });
});
