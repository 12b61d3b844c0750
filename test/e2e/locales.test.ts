import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, waitForReady } from './support/chat';
import { expectNoAxeViolations, horizontalOverflow } from './support/checks';
import { setupE2e } from './support/setup';

// The chat in German, Japanese and Arabic on a phone (390 px): the demo page with `?locale=`.
// Longer words, other scripts and right to left must neither overflow nor clip a control. The
// screenshots are left in the temporary folder below, to look at.

const e2e = setupE2e({ demo: { tokenDelayMs: 0 } });

const SHOTS = join(tmpdir(), 'uikit-react-locales');
mkdirSync(SHOTS, { recursive: true });

const LOCALES = [
  { tag: 'de-DE', dir: null, newChat: 'Neuer Chat', send: 'Senden', history: 'Verlauf anzeigen' },
  { tag: 'ja-JP', dir: null, newChat: '新しいチャット', send: '送信', history: '履歴を表示' },
  { tag: 'ar', dir: 'rtl', newChat: 'دردشة جديدة', send: 'إرسال', history: 'إظهار السجل' },
] as const;

/** Controls whose label does not fit them: text wider than its button, or cut off. */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-uikit-root]');
    if (!root) return ['no chat on the page'];
    const problems: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="menuitem"], [role="option"], label, [data-slot$="chip"]',
    )) {
      const style = getComputedStyle(control);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = `${control.tagName.toLowerCase()} “${(control.textContent.trim() === '' ? (control.getAttribute('aria-label') ?? '') : control.textContent).slice(0, 30)}”`;
      if (control.scrollWidth > control.clientWidth + 1 && style.textOverflow !== 'ellipsis')
        problems.push(`${name}: ${String(control.scrollWidth)} > ${String(control.clientWidth)}`);
      // Its text, drawn where the user can see it: inside the control, or ellipsised on purpose.
      const range = document.createRange();
      range.selectNodeContents(control);
      const text = range.getBoundingClientRect();
      const ellipsised = [...control.querySelectorAll('*'), control].some(
        (element) => getComputedStyle(element).textOverflow === 'ellipsis',
      );
      if (text.width > 0 && !ellipsised && (text.left < box.left - 1 || text.right > box.right + 1))
        problems.push(
          `${name}: text ${String(Math.round(text.left))}–${String(Math.round(text.right))} outside ${String(Math.round(box.left))}–${String(Math.round(box.right))}`,
        );
    }
    return problems;
  });
}

async function expectFits(page: Page, what: string) {
  expect(await horizontalOverflow(page), what).toEqual([]);
  expect(await clippedControls(page), what).toEqual([]);
}

describe('translated chats on a phone', () => {
  it.each(LOCALES)('speaks $tag at 390 px without overflow', async (locale) => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?locale=${locale.tag}`);
    const ui = await waitForReady(page);
    const root = ui.root;
    // The catalogue arrived: the kit's own labels are in the language.
    const newChat = root
      .locator('[data-slot="header"]')
      .getByRole('button', { name: locale.newChat });
    await newChat.waitFor(WAIT);
    expect(await root.getAttribute('lang')).toBe(locale.tag);
    expect(await root.getAttribute('dir')).toBe(locale.dir);
    expect(await root.evaluate((element) => getComputedStyle(element).direction)).toBe(
      locale.dir ?? 'ltr',
    );
    await expect.poll(() => root.getByRole('button', { name: locale.send }).count(), WAIT).toBe(1);
    await expectFits(page, `${locale.tag}, start screen`);
    await page.screenshot({ path: join(SHOTS, `${locale.tag}-390-start.png`) });

    // A thread with tasks, a thought and a long answer.
    const input = root.getByRole('textbox');
    await input.fill('Run some tasks');
    await input.press('Enter');
    const answers = root.locator('[data-slot="assistant-message"]');
    await expect.poll(() => answers.count(), WAIT).toBeGreaterThan(0);
    await expect
      .poll(() => root.locator('[data-slot="composer"]').first().getAttribute('data-state'), WAIT)
      .not.toBe('responding');
    await expect.poll(() => root.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
    await expectFits(page, `${locale.tag}, thread`);
    await expectNoAxeViolations(page, `${locale.tag}, thread`);
    await page.screenshot({ path: join(SHOTS, `${locale.tag}-390-thread.png`) });

    // History, as a phone shows it.
    await root.getByRole('button', { name: locale.history }).click();
    await root.getByRole('navigation').waitFor();
    await expectFits(page, `${locale.tag}, history`);
    await page.screenshot({ path: join(SHOTS, `${locale.tag}-390-history.png`) });
  });
});
