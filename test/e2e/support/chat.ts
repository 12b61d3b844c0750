import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a test waits for something a user would be waiting for. */
export const WAIT = { timeout: 15_000, interval: 50 };

/**
 * The chat's parts, found the way a user (or a screen reader) finds them: by role and name
 * first, by `data-slot` where the kit gives no role.
 */
export function chatUi(scope: Page | Locator) {
  const root = 'goto' in scope ? scope.locator('[data-uikit-root]') : scope;
  const log = root.getByRole('log', { name: 'Conversation' });
  return {
    root,
    title: root.getByRole('heading', { level: 2 }),
    titlePlaceholder: root.locator('[data-slot="title-placeholder"]'),
    historyToggle: root.getByRole('button', { name: /^(Show|Hide) history$/ }),
    history: root.getByRole('navigation', { name: 'History' }),
    newChat: root.locator('[data-slot="header"]').getByRole('button', { name: 'New chat' }),
    startScreen: root.getByRole('region', { name: 'New chat' }),
    log,
    userMessages: log.locator('[data-slot="user-message"]'),
    /** The text a user sent, a paragraph each: without the model, time or attachments around it. */
    userTexts: log.locator('[data-slot="user-message"] [data-slot="user-text"]'),
    answers: log.locator('[data-slot="assistant-message"]'),
    composer: root.getByRole('form', { name: 'Message' }),
    input: root.getByRole('textbox', { name: 'Message' }),
    sendButton: root.getByRole('button', { name: 'Send' }),
    stopButton: root.getByRole('button', { name: 'Stop' }),
    attachButton: root.getByRole('button', { name: 'Attach files' }),
    composerReason: root.locator('[data-slot="composer-reason"]'),
    /** The polite live region that announces the start and end of each response. */
    announcer: root.locator('[data-slot="visually-hidden"][role="status"][aria-live="polite"]'),
    alerts: root.getByRole('alert'),
    jumpToLatest: root.getByRole('button', { name: 'Jump to latest' }),
    scroller: root.locator('[data-slot="thread-scroll"]'),
  };
}

export type ChatUi = ReturnType<typeof chatUi>;

/** Opens the demo page and waits until the chat has its session. */
export async function openDemo(page: Page, path = '/'): Promise<ChatUi> {
  await page.goto(path);
  return waitForReady(page);
}

/** Waits until the page's chat has its session (after a load or a reload). */
export async function waitForReady(page: Page): Promise<ChatUi> {
  const ui = chatUi(page);
  await ui.root.and(page.locator('[data-state="ready"]')).waitFor();
  return ui;
}

/**
 * Waits until every answer's markdown is rendered: the renderer is a lazily loaded chunk, and
 * until it arrives an answer shows its text without the markdown syntax.
 */
export async function waitForMarkdown(ui: ChatUi): Promise<void> {
  await expect.poll(() => ui.root.locator('[data-slot="markdown-fallback"]').count(), WAIT).toBe(0);
}

/**
 * Waits until every message's time has its text. A fresh page makes its first date formatter in
 * its first long idle period (at most a second after a message shows, see `whenIdlePeriod`): read
 * before that, a message's text lacks its time.
 */
export async function waitForTimes(ui: ChatUi): Promise<void> {
  await expect
    .poll(
      () =>
        ui.root
          .locator('[data-slot="message-time"]')
          .evaluateAll((times) => times.filter((time) => time.textContent === '').length),
      WAIT,
    )
    .toBe(0);
}

/** Types a message and presses Enter, as a user does. */
export async function send(ui: ChatUi, text: string): Promise<void> {
  await ui.input.fill(text);
  await ui.input.press('Enter');
}

/** Waits until no answer is being written and the composer is ready again. */
export async function waitForIdle(ui: ChatUi): Promise<void> {
  await expect.poll(() => ui.composer.getAttribute('data-state'), WAIT).not.toBe('responding');
  await expect.poll(() => ui.log.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
}

/** Waits until `locator`'s text contains `text` (or matches it). */
export async function waitForText(locator: Locator, text: string | RegExp): Promise<void> {
  const check = expect.poll(() => locator.innerText(), WAIT);
  await (typeof text === 'string' ? check.toContain(text) : check.toMatch(text));
}

/**
 * Picks `iso` (YYYY-MM-DD) in the widget date field labelled `name`, as a user does (the field's
 * accessible name is its label then the date it shows): opens its calendar, turns the months with its buttons until the day shows, and clicks the day.
 */
export async function pickDate(scope: Locator, name: string, iso: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  const calendar = scope.page().getByRole('dialog', { name: 'Calendar' });
  await calendar.waitFor({ timeout: WAIT.timeout });
  for (let turns = 0; turns < 48; turns += 1) {
    const day = calendar.locator(`[data-day="${iso}"]:not([data-outside]) button`);
    if ((await day.count()) > 0) {
      await day.click();
      await calendar.waitFor({ timeout: WAIT.timeout, state: 'detached' });
      return;
    }
    const shown = await calendar.locator('[data-day]:not([data-outside])').first().getAttribute('data-day');
    await calendar
      .getByRole('button', { name: (shown ?? '') < iso ? 'Next month' : 'Previous month' })
      .click();
  }
  throw new Error(`${iso} never showed in the calendar`);
} // prettier-ignore

/** Sends a message and waits for a complete answer that contains `expected`. */
export async function sendAndWait(ui: ChatUi, text: string, expected: string | RegExp) {
  const before = await ui.answers.count();
  await send(ui, text);
  await expect.poll(() => ui.answers.count(), WAIT).toBeGreaterThan(before);
  await waitForText(ui.answers.last(), expected);
  await waitForIdle(ui);
}

/**
 * Records, from now on, every value the element at `selector` shows: its text, or one of its
 * attributes. A MutationObserver in the page, so no state is missed between two polls. Read it
 * with `readRecording`.
 */
export async function recordValues(
  page: Page,
  name: string,
  selector: string,
  attribute?: string,
): Promise<void> {
  await page.evaluate(
    ({ name, selector, attribute }) => {
      const seen: string[] = [];
      const w = window as unknown as Record<string, string[]>;
      w[`__record_${name}`] = seen;
      const note = () => {
        const element = document.querySelector(selector);
        const value =
          (attribute === null ? element?.textContent : element?.getAttribute(attribute)) ?? '';
        if (seen.at(-1) !== value) seen.push(value);
      };
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { name, selector, attribute: attribute ?? null },
  );
}

export function readRecording(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, string[]>)[`__record_${name}`] ?? [],
    name,
  );
}

/** Requests the page made whose path starts with `path` (and, if given, with this method). */
export function countRequests(page: Page, path: string, method?: string) {
  const seen: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(path) && (method === undefined || request.method() === method))
      seen.push({ method: request.method(), url: request.url(), body: request.postData() });
  });
  return seen;
}
