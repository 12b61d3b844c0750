import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  chatUi,
  openDemo,
  send,
  waitForIdle,
  waitForText,
  type ChatUi,
} from './support/chat';
import { horizontalOverflow } from './support/checks';
import { clientFor, seedThread } from './support/seed';
import { demoTemplate } from './support/server';
import { setupE2e } from './support/setup';

// Long threads (older pages on scroll-up) and two chats on one page.
const e2e = setupE2e({ demo: { tokenDelayMs: 0 } });

const MESSAGES = 45;
const message = (n: number) =>
  `Message ${String(n)}: a line of the long thread, long enough to wrap once or twice in the ` +
  `conversation, so that every row has a height of its own and the page has plenty to scroll.`;

describe('long threads', () => {
  it('loads older messages on scroll-up without moving what the user is reading', async () => {
    const { page, context, server } = e2e;
    // The echo workflow answers with the message itself: 90 short, predictable items.
    server.setSessionTemplate(
      demoTemplate({ workflow: { id: 'echo' }, rate_limits: { max_requests_per_1_minute: 500 } }),
    );
    const client = await clientFor(context, server.url);
    const threadId = await seedThread(
      client,
      Array.from({ length: MESSAGES }, (_, index) => message(index + 1)),
    );

    const ui = await openDemo(page);
    await ui.historyToggle.click();
    await ui.history.getByRole('button', { name: /^Message 1:/ }).click();
    await ui.userMessages.filter({ hasText: `Message ${String(MESSAGES)}:` }).waitFor();
    const rows = ui.log.locator('[data-slot="thread-row"]');
    await expect.poll(() => rows.count(), WAIT).toBe(30);

    // Hold the older page, to look at the screen while it loads.
    const held: Route[] = [];
    const olderPage = (url: URL) =>
      url.pathname === `/v1/uikit/threads/${threadId}/items` && url.searchParams.has('after');
    await page.route(olderPage, (route) => {
      held.push(route);
    });
    // The user scrolls up, near the top of what is loaded.
    await ui.scroller.hover();
    const top = await ui.scroller.evaluate((element) => element.scrollTop);
    await page.mouse.wheel(0, -(top - 150));
    await expect.poll(() => held.length, WAIT).toBe(1);
    await ui.root.getByRole('status').filter({ hasText: 'Loading earlier messages…' }).waitFor();
    await waitForScrollToSettle(ui);

    const before = await rowInView(ui);
    const rowAt = (id: string) =>
      rows
        .and(page.locator(`[data-item-id="${id}"]`))
        .evaluate((row) => Math.round(row.getBoundingClientRect().top));

    await (held.shift() as Route).continue();
    await expect.poll(() => rows.count(), WAIT).toBe(60);
    await waitForScrollToSettle(ui);
    // The row the user was reading has not moved.
    expect(Math.abs((await rowAt(before.id)) - before.top)).toBeLessThanOrEqual(2);
    await expect.poll(() => ui.root.getByText('Loading earlier messages…').count()).toBe(0);

    // Further up, the rest, down to the first message.
    await page.unroute(olderPage);
    await ui.scroller.hover();
    await page.mouse.wheel(0, -(await ui.scroller.evaluate((element) => element.scrollTop)));
    await expect.poll(() => rows.count(), WAIT).toBe(MESSAGES * 2);
    await ui.scroller.evaluate((element) => {
      element.scrollTop = 0;
    });
    await ui.userMessages.first().getByText('Message 1:').waitFor();
  });
});

describe('long threads, virtualized', () => {
  it('keeps the row the user reads in place when older messages load into a virtualized list', async () => {
    const { page, context, server } = e2e;
    server.setSessionTemplate(
      demoTemplate({ workflow: { id: 'echo' }, rate_limits: { max_requests_per_1_minute: 500 } }),
    );
    const client = await clientFor(context, server.url);
    // 240 items in pages of 30: the list is virtualized past 150 items, and the last pages load
    // into the virtualized list.
    const count = 120;
    const threadId = await seedThread(
      client,
      Array.from({ length: count }, (_, index) => message(index + 1)),
    );
    const ui = await openDemo(page);
    await ui.historyToggle.click();
    await ui.history.getByRole('button', { name: /^Message 1:/ }).click();
    await ui.userMessages.filter({ hasText: `Message ${String(count)}:` }).waitFor();

    const olderPage = (url: URL) =>
      url.pathname === `/v1/uikit/threads/${threadId}/items` && url.searchParams.has('after');
    let loaded = 0;
    page.on('requestfinished', (request) => {
      if (olderPage(new URL(request.url()))) loaded += 1;
    });
    const scrollUp = async () => {
      await ui.scroller.hover();
      // Past the top, so a reader already there still turns the wheel up.
      await page.mouse.wheel(
        0,
        -(await ui.scroller.evaluate((element) => element.scrollTop)) - 100,
      );
    };
    // Up to the top for five older pages: 180 items, still a plain list, because it grew at the
    // top. A new message at the bottom virtualizes it.
    // As a user reads: up to the top, and again once the page's rows are there (an older page
    // renders in short steps after it arrives; until then there is nothing more to scroll to).
    const rows = ui.log.locator('[data-slot="thread-row"]');
    // A wheel that reached the top while the last page's rows were still being added above is
    // no longer at the top once they are (the row read stays put): as a reader, scroll up again
    // until the next page comes.
    while (loaded < 5) {
      const before = loaded;
      const shown = await rows.count();
      await expect
        .poll(async () => {
          if (loaded === before) await scrollUp();
          return loaded;
        }, WAIT)
        .toBeGreaterThan(before);
      await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(shown);
    }
    expect(await ui.log.locator('[data-slot="thread-virtual"]').count()).toBe(0);
    await send(ui, 'One more message at the bottom');
    await waitForIdle(ui);
    await ui.log.locator('[data-slot="thread-virtual"]').waitFor();

    // Hold the next page, scroll near the top, and note what the user reads.
    const held: Route[] = [];
    await page.route(olderPage, (route) => {
      held.push(route);
    });
    await scrollUp();
    await expect.poll(() => held.length, WAIT).toBe(1);
    await waitForScrollToSettle(ui);
    const before = await rowInView(ui);
    expect(before.id).not.toBe('');

    await (held.shift() as Route).continue();
    await expect.poll(() => loaded, WAIT).toBe(6);
    await expect.poll(() => ui.root.getByText('Loading earlier messages…').count()).toBe(0);
    await waitForScrollToSettle(ui);
    const row = ui.log.locator(`[data-slot="thread-row"][data-item-id="${before.id}"]`);
    const after = await row.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(Math.abs(after - before.top)).toBeLessThanOrEqual(2);
    await page.unroute(olderPage);
  });
});

/** The first row whose top is in view, and where it is on the screen. */
function rowInView(ui: ChatUi) {
  return ui.scroller.evaluate((scroller) => {
    const viewTop = scroller.getBoundingClientRect().top;
    for (const row of scroller.querySelectorAll<HTMLElement>('[data-slot="thread-row"]')) {
      const rowTop = row.getBoundingClientRect().top;
      if (rowTop >= viewTop) return { id: row.dataset.itemId ?? '', top: Math.round(rowTop) };
    }
    return { id: '', top: 0 };
  });
}

async function waitForScrollToSettle(ui: ChatUi) {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await ui.scroller.evaluate((element) => element.scrollTop);
      const settled = now === last;
      last = now;
      return settled;
    }, WAIT)
    .toBe(true);
}

describe('two chats on one page', () => {
  it('share no state', async () => {
    const { page } = e2e;
    await page.goto('/two-chats.html');
    const left = chatUi(
      page.getByRole('region', { name: 'Left chat' }).locator('[data-uikit-root]'),
    );
    const right = chatUi(
      page.getByRole('region', { name: 'Right chat' }).locator('[data-uikit-root]'),
    );
    for (const ui of [left, right])
      await ui.root.and(page.locator('[data-state="ready"]')).waitFor();

    await left.input.fill('A draft on the left');
    await send(right, 'Hello from the right');
    await waitForText(right.answers.first(), 'Every answer can be stopped');
    await waitForIdle(right);

    // The left chat: its draft intact, still a new chat, no answer, nothing announced.
    expect(await left.input.inputValue()).toBe('A draft on the left');
    await left.startScreen.waitFor();
    expect(await left.log.count()).toBe(0);
    expect(await left.announcer.innerText()).toBe('');
    expect(await right.announcer.innerText()).toBe('The response is complete.');
    await waitForText(right.title, 'Hello from the right');
    await waitForText(left.title, 'Left chat');

    // The history panel opens on one side only.
    await right.historyToggle.click();
    await right.history.waitFor();
    expect(await left.history.count()).toBe(0);

    // Stopping on one side does not touch the other.
    await send(left, 'Write something slow');
    await waitForText(left.answers.first(), 'Part 1 of 30');
    expect(await right.stopButton.count()).toBe(0);
    await left.stopButton.click();
    await waitForIdle(left);

    // No id appears twice on the page (labels and descriptions point at the right chat).
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(duplicates).toEqual([]);
  });
});

describe('small screens', () => {
  it.each([320, 390])(
    'shows the greeting and every starter prompt at %i px, nothing sideways',
    async (width) => {
      const { page } = e2e;
      await page.setViewportSize({ width, height: 640 });
      const ui = await openDemo(page);
      const greeting = ui.startScreen.locator('[data-slot="start-greeting"]');
      await greeting.waitFor();
      // The start screen scrolls as a whole: its top is the greeting, at the top of the area.
      const [screenBox, greetingBox] = await Promise.all([
        ui.startScreen.boundingBox(),
        greeting.boundingBox(),
      ]);
      expect(greetingBox?.y).toBeGreaterThanOrEqual(screenBox?.y ?? Infinity);
      const prompts = await ui.startScreen.getByRole('button').all();
      expect(prompts.length).toBe(10);
      for (const prompt of prompts) {
        await prompt.scrollIntoViewIfNeeded();
        const box = await prompt.boundingBox();
        const area = await ui.startScreen.boundingBox();
        expect(
          box && area && box.y >= area.y - 1 && box.y + box.height <= area.y + area.height + 1,
        ).toBe(true);
      }
      await greeting.scrollIntoViewIfNeeded();
      expect(await greeting.isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toEqual([]);
    },
  );

  it('gives prompt cards of one row the same height', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 800 });
    const ui = await openDemo(page);
    const boxes = await ui.startScreen
      .locator('[data-slot="start-prompt"]')
      .evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect),
      );
    const rows = new Map<number, number[]>();
    for (const box of boxes)
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.height]);
    expect(rows.size).toBeGreaterThan(1);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
  });

  it('keeps the message field in view when a phone keyboard takes half the screen', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 760 });
    const ui = await openDemo(page);
    await ui.input.click();
    // The keyboard opens: the page (interactive-widget=resizes-content) gets 340 px less.
    await page.setViewportSize({ width: 390, height: 420 });
    await expect
      .poll(async () => {
        const box = await ui.input.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 420;
      }, WAIT)
      .toBe(true);
    expect(await ui.input.evaluate((input) => input === document.activeElement)).toBe(true);
    await ui.input.fill('Typed above the keyboard');
    expect(await ui.sendButton.isEnabled()).toBe(true);
    const send = await ui.sendButton.boundingBox();
    expect(send !== null && send.y + send.height <= 420).toBe(true);
  });
});
