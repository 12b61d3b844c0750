import { describe, expect, it } from 'vitest';
import {
  WAIT,
  openDemo,
  readRecording,
  recordValues,
  send,
  waitForIdle,
  waitForMarkdown,
  waitForTimes,
  waitForReady,
  waitForText,
} from './support/chat';
import { expectNoAxeViolations } from './support/checks';
import { setupE2e } from './support/setup';

// Sending, streaming, stopping and retrying, driven through the demo page like a user would.
// Tokens come at `npm start`'s pace; the slow answer is faster than its default (120 ms), still
// slow enough to stop halfway.
const e2e = setupE2e({ demo: { tokenDelayMs: 12, slowTokenDelayMs: 15 } });

const RESPONDING = 'The assistant is responding.';
const COMPLETE = 'The response is complete.';

describe('send and stream', () => {
  it('sends on Enter, adds a line on Shift+Enter, never sends mid-composition, and streams the answer', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);

    // Shift+Enter: a second line, nothing sent.
    await ui.input.click();
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    expect(await ui.input.inputValue()).toBe('First line\nsecond line');
    await expect.poll(() => ui.startScreen.isVisible()).toBe(true);

    // An IME composition (here: Japanese). An Enter pressed while composing (to pick a candidate)
    // reaches the page as a composing keydown with keyCode 229, as Chrome delivers it from a real
    // IME; then the composition is committed.
    await ui.input.fill('');
    const cdp = await e2e.context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'にほ', selectionStart: 2, selectionEnd: 2 });
    for (const type of ['rawKeyDown', 'keyUp'] as const)
      await cdp.send('Input.dispatchKeyEvent', {
        type,
        key: 'Enter',
        code: 'Enter',
        windowsVirtualKeyCode: 229,
      });
    await cdp.send('Input.insertText', { text: '日本語' });
    expect(await ui.input.inputValue()).toBe('日本語');
    expect(await ui.userMessages.count()).toBe(0);
    await expect.poll(() => ui.startScreen.isVisible()).toBe(true);

    // Enter sends the draft as it is: both lines, nothing lost.
    await ui.input.fill('First line\nsecond line');
    await recordValues(page, 'answer', '[data-slot="assistant-message"]');
    await recordValues(page, 'live', '[data-slot="visually-hidden"][role="status"]');
    await ui.input.press('Enter');
    await waitForText(ui.userMessages.first(), 'First line\nsecond line');
    expect(await ui.input.inputValue()).toBe('');
    await expect.poll(() => ui.startScreen.count()).toBe(0);

    await waitForText(ui.answers.first(), 'Every answer can be stopped');
    await waitForIdle(ui);
    // It streamed: the answer grew in many steps rather than appearing whole.
    const lengths = (await readRecording(page, 'answer')).map((text) => text.length);
    const final = lengths.at(-1) ?? 0;
    expect(new Set(lengths.filter((length) => length > 0)).size).toBeGreaterThan(5);
    expect(lengths.some((length) => length > 0 && length < final / 4)).toBe(true);
    // The live region announced the start and the end, and nothing in between (no tokens).
    const announced = (await readRecording(page, 'live')).filter((text) => text !== '');
    expect(announced).toEqual([RESPONDING, COMPLETE]);
    expect(await ui.log.getAttribute('aria-live')).toBe('off');
    // The rendered answer: markdown, not raw text.
    await ui.answers.first().getByRole('heading', { name: 'The uikit demo' }).waitFor();
    await ui.answers.first().getByRole('table').waitFor();
    expect(await ui.sendButton.isDisabled()).toBe(true);
  });
});

describe('stop mid-answer', () => {
  it('stops with the stop button and with Escape, and reopens the thread as it was after a reload', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'A slow answer to stop' }).click();
    await waitForText(ui.answers.first(), 'Part 2 of 30');
    await ui.stopButton.click();
    await waitForIdle(ui);
    expect(await ui.stopButton.count()).toBe(0);
    await ui.sendButton.waitFor();

    // Nothing more arrives once stopped.
    await waitForTimes(ui);
    const stoppedAt = await ui.answers.first().innerText();
    await page.waitForTimeout(400);
    expect(await ui.answers.first().innerText()).toBe(stoppedAt);
    expect(stoppedAt).not.toContain('Part 30 of 30');
    expect(await ui.alerts.count()).toBe(0);
    // A quiet mark says it was stopped, as the service stored it, and the answer names it.
    expect(await ui.answers.first().locator('[data-slot="incomplete-mark"]').innerText()).toBe(
      'Stopped',
    );
    expect(
      await ui.answers
        .first()
        .evaluate(
          (answer) =>
            document.getElementById(answer.getAttribute('aria-describedby') ?? '')?.textContent,
        ),
    ).toBe('Stopped');
    // The service titled the thread as it stored the answer: the header says so too.
    await waitForText(ui.title, 'Write something slow');
    expect(await ui.titlePlaceholder.count()).toBe(0);

    // Escape stops the next one (focus is in the composer, inside the chat).
    await send(ui, 'Another slow one, please');
    await waitForText(ui.answers.nth(1), 'Part 2 of 30');
    await page.keyboard.press('Escape');
    await waitForIdle(ui);
    await waitForTimes(ui);
    const secondStoppedAt = await ui.answers.nth(1).innerText();
    await page.waitForTimeout(400);
    expect(await ui.answers.nth(1).innerText()).toBe(secondStoppedAt);
    expect(secondStoppedAt).not.toContain('Part 30 of 30');

    // After a reload, the same thread opens by itself (the demo page reopens the last one), and
    // holds what the user saw when they stopped.
    await page.reload();
    const reloaded = await waitForReady(page);
    await expect.poll(() => reloaded.answers.count(), WAIT).toBe(2);
    await waitForText(reloaded.title, 'Write something slow');
    expect(await reloaded.startScreen.count()).toBe(0);
    await waitForMarkdown(reloaded);
    const first = await reloaded.answers.nth(0).innerText();
    const second = await reloaded.answers.nth(1).innerText();
    // The service may have stored a token or two that were still on their way.
    expect(first.startsWith(stoppedAt.slice(0, -20))).toBe(true);
    expect(second.startsWith(secondStoppedAt.slice(0, -20))).toBe(true);
    expect(first).not.toContain('Part 30 of 30');
    expect(await reloaded.answers.locator('[data-slot="incomplete-mark"]').allInnerTexts()).toEqual(
      ['Stopped', 'Stopped'],
    );
  });
});

describe('retry after an error', () => {
  it('offers retry and replaces the failed attempt with the new answer', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await ui.startScreen.getByRole('button', { name: 'An error you can retry' }).click();
    const error = ui.root.getByRole('alert').filter({ hasText: 'The response failed.' });
    await waitForText(error, 'The demo failed on purpose.');
    await waitForIdle(ui);
    expect(await ui.answers.count()).toBe(1);
    await waitForText(ui.answers.first(), 'Starting an answer that is going to fail');
    // One way to retry, the error's; the failed answer keeps copy and feedback.
    expect(await ui.root.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(await ui.answers.first().getByRole('button', { name: 'Copy message' }).count()).toBe(1);

    await error.getByRole('button', { name: 'Try again' }).click();
    await waitForText(ui.answers.last(), 'Retried: this time the answer worked.');
    await waitForIdle(ui);
    // One question, one answer: the failed attempt is gone, and so is the error.
    expect(await ui.userMessages.count()).toBe(1);
    expect(await ui.answers.count()).toBe(1);
    expect(await ui.log.innerText()).not.toContain('Starting an answer that is going to fail');
    expect(await error.count()).toBe(0);
  });
});

describe('jump to latest', () => {
  it('stops following when the user scrolls up during an answer, and brings them back', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    // A long question, so the thread scrolls from the start.
    const lines = Array.from({ length: 30 }, (_, index) => `Line ${String(index + 1)} of it.`);
    await send(ui, ['Write something slow, please.', ...lines].join('\n'));
    await waitForText(ui.answers.first(), 'Part 1 of 30');

    const measure = () =>
      ui.scroller.evaluate((element) => ({
        top: element.scrollTop,
        height: element.scrollHeight,
        fromBottom: Math.round(element.scrollHeight - element.scrollTop - element.clientHeight),
        overflow: element.scrollHeight - element.clientHeight,
      }));
    /** Waits until the answer has grown by `pixels` more. */
    const grows = async (pixels: number) => {
      const { height } = await measure();
      await expect
        .poll(async () => (await measure()).height, WAIT)
        .toBeGreaterThan(height + pixels);
    };

    // Following the answer while the user is at the bottom.
    expect((await measure()).overflow).toBeGreaterThan(200);
    await grows(150);
    expect((await measure()).fromBottom).toBeLessThan(50);

    await ui.scroller.hover();
    await page.mouse.wheel(0, -150);
    await ui.jumpToLatest.waitFor();
    // Scrolled up, the view stays where the user put it while the answer keeps growing.
    const readingAt = (await measure()).top;
    await grows(150);
    expect((await measure()).top).toBe(readingAt);
    expect((await measure()).fromBottom).toBeGreaterThan(200);

    await ui.jumpToLatest.click();
    await expect.poll(async () => (await measure()).fromBottom, WAIT).toBeLessThan(50);
    await expect.poll(() => ui.jumpToLatest.count(), WAIT).toBe(0);
    // And it follows again as the answer goes on.
    await grows(150);
    expect((await measure()).fromBottom).toBeLessThan(50);
    expect(await ui.jumpToLatest.count()).toBe(0);
    expect(await ui.answers.first().innerText()).not.toContain('Part 30 of 30');
    await ui.stopButton.click();
    await waitForIdle(ui);
  });
});

describe('citations', () => {
  it('gives every marker a 24 px hit box of its own, previews its source on focus, and shows it on Enter', async () => {
    const { page } = e2e;
    const ui = await openDemo(page);
    await send(ui, 'Tell me about the demo.');
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    const markers = ui.answers.first().locator('[data-slot="citation-marker"]');
    await expect.poll(() => markers.count(), WAIT).toBe(3);

    const boxes = await markers.evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
        return { left, right, top, bottom, width, height };
      }),
    );
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // Side by side, none overlapping the next.
    for (const [index, box] of boxes.slice(1).entries()) {
      const before = boxes[index];
      const apart =
        (before?.right ?? 0) <= box.left ||
        box.right <= (before?.left ?? 0) ||
        (before?.bottom ?? 0) <= box.top;
      expect(apart).toBe(true);
    }

    // By keyboard: focus shows the preview (title and domain), Enter shows the source.
    await markers.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        markers.first().evaluate((el) => el === (el.getRootNode() as Document).activeElement),
      )
      .toBe(true);
    const preview = ui.root.getByRole('tooltip');
    await preview.waitFor(WAIT);
    expect(await preview.innerText()).toContain('SQLite: write-ahead logging');
    expect(await preview.innerText()).toContain('sqlite.org');
    // On screen, beside the marker rather than over it, and not clipped by the thread's rows.
    const previewBox = await preview.boundingBox();
    const markerBox = await markers.first().boundingBox();
    expect(previewBox?.width).toBeGreaterThan(100);
    expect(previewBox?.y).toBeGreaterThanOrEqual(0);
    const previewTop = previewBox?.y ?? 0;
    const previewBottom = previewTop + (previewBox?.height ?? 0);
    const markerTop = markerBox?.y ?? 0;
    expect(previewBottom <= markerTop || previewTop >= markerTop + (markerBox?.height ?? 0)).toBe(
      true,
    );
    expect(
      await preview.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const row = element.closest('[data-slot="thread-row"]');
        return row === null && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await expectNoAxeViolations(page, 'an open citation preview');

    await page.keyboard.press('Enter');
    const source = ui.answers.first().locator('[data-slot="source"][data-source-number="1"]');
    await expect
      .poll(
        () => source.evaluate((el) => el === (el.getRootNode() as Document).activeElement),
        WAIT,
      )
      .toBe(true);
    expect(await source.getAttribute('data-state')).toBe('highlighted');
    await expect.poll(() => source.getAttribute('data-state'), WAIT).toBe(null);
  });
});

describe('the demo page in dark mode', () => {
  it('turns its own controls dark with the chat, labelled and axe clean', async () => {
    const { page } = e2e;
    await openDemo(page);
    await page.getByLabel('Scheme').selectOption('dark');
    await page.getByLabel('Style').selectOption('tinted');
    const scheme = page.getByLabel('Scheme');
    const look = () =>
      scheme.evaluate((element) => {
        const style = getComputedStyle(element);
        return { scheme: style.colorScheme, background: style.backgroundColor };
      });
    await expect.poll(async () => (await look()).scheme, WAIT).toBe('dark');
    // A dark control: each channel of its background well below the middle.
    const channels = (await look()).background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
    expect(channels.every((channel) => channel < 64)).toBe(true);
    await expectNoAxeViolations(page, 'the demo page in dark mode, tinted');

    // System follows the visitor's setting, dark here.
    await page.emulateMedia({ colorScheme: 'dark' });
    await scheme.selectOption('system');
    await expect
      .poll(async () => {
        const background = (await look()).background.match(/\d+/g)?.slice(0, 3).map(Number);
        return background?.every((channel) => channel < 64);
      }, WAIT)
      .toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
