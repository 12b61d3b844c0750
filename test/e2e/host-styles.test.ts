import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { openDemo, send, waitForIdle, waitForMarkdown, waitForText } from './support/chat';
import { setupE2e } from './support/setup';

// Drops cleanly into any app: the chat looks the same under the stylesheets real host pages ship
// (a Vite starter, Tailwind's preflight, Bootstrap, the normalizers, and a sheet that fights it
// on purpose), and its own stylesheet changes nothing outside its root.
const e2e = setupE2e({ demo: { tokenDelayMs: 0 } });

const require = createRequire(import.meta.url);
const read = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Host stylesheets, as installed from npm (devDependencies), and the hostile fixture. */
const HOST_SHEETS: Record<string, string> = {
  'create-vite react template': [
    read('create-vite/template-react/src/index.css'),
    read('create-vite/template-react/src/App.css'),
  ].join('\n'),
  'tailwind v4 preflight': read('tailwindcss/preflight.css'),
  'bootstrap 5': read('bootstrap/dist/css/bootstrap.css'),
  'normalize.css': read('normalize.css/normalize.css'),
  'modern-normalize': read('modern-normalize/modern-normalize.css'),
  hostile: readFileSync(here('../fixtures/hostile-host.css'), 'utf8'),
};

/**
 * The kit's stylesheet as one sheet: its entry with the `@import`s inlined, and the math part's
 * (KaTeX's rules scoped to the kit and its fonts, which the part adopts when it loads).
 */
function kitStylesheet(): string {
  const folder = here('../../src/styles/');
  const math = here('../../src/react/markdown/math/');
  return [
    readFileSync(join(folder, 'index.css'), 'utf8').replace(
      /@import '\.\/([\w-]+\.css)';/g,
      (_, file: string) => readFileSync(join(folder, file), 'utf8'),
    ),
    ...['katex.css', 'math.css', 'katexFonts.css'].map((file) =>
      readFileSync(join(math, file), 'utf8'),
    ),
  ].join('\n');
}

/**
 * Where the chat sits is the host's to decide, and each host sheet would decide differently
 * (create-vite's `#root` is centred with padding, rem sizes follow a 62.5% root): the test puts it
 * in the same box every time, over the whole viewport, and hides the demo page's own bar. Square
 * corners: what shows through round ones is the host page's background.
 */
const PLACEMENT = `
.demo-bar { display: none !important; }
[data-uikit-root] {
  position: fixed !important;
  inset: 0 !important;
  inline-size: auto !important;
  block-size: auto !important;
  margin: 0 !important;
  border-radius: 0 !important;
}`;

/** Tall enough that the whole conversation shows without scrolling. */
const VIEWPORT = { width: 1100, height: 2880 };

/** How many pixels may differ (anti-aliasing at most): none of a real difference is that small. */
const TOLERANCE = 0;

/** Where a failing render's PNGs (bare, under the sheet, the diff) go, for a look. */
const OUT = join(tmpdir(), 'uikit-react-host-styles/');

async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  await page.evaluate(() => document.fonts.ready);
}

async function render(page: Page): Promise<PNG> {
  await settle(page);
  return PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
}

function differingPixels(name: string, bare: PNG, other: PNG): number {
  const { width, height } = bare;
  if (other.width !== width || other.height !== height) return width * height;
  const diff = new PNG({ width, height });
  const count = pixelmatch(bare.data, other.data, diff.data, width, height, { threshold: 0.1 });
  if (count > TOLERANCE) {
    const file = name.replace(/\W+/g, '-');
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}bare.png`, PNG.sync.write(bare));
    writeFileSync(`${OUT}${file}.png`, PNG.sync.write(other));
    writeFileSync(`${OUT}${file}-diff.png`, PNG.sync.write(diff));
  }
  return count;
}

describe('host stylesheets', () => {
  it('leave the chat as it renders on a bare page', async () => {
    const { page } = e2e;
    await page.setViewportSize(VIEWPORT);
    const ui = await openDemo(page);
    await page.addStyleTag({ content: PLACEMENT });

    // One conversation with a bit of everything: markdown (a list, a table, code, citations),
    // formulas (KaTeX, with its scoped rules and fonts), a widget form with its calendar open, the composer's pickers, a draft, and the history panel open.
    await ui.startScreen.getByRole('button', { name: 'Markdown, tables and code' }).click();
    await waitForText(ui.answers.first(), 'Every answer can be stopped');
    await waitForIdle(ui);
    await send(ui, 'Show me some math');
    await waitForText(ui.answers.last(), 'Prices stay text');
    await waitForIdle(ui);
    await send(ui, 'Show me a widget');
    await waitForText(
      ui.log.locator('[data-item-type="uikit.widget"]'),
      'Pick a tour and a date, then press Book',
    );
    await waitForIdle(ui);
    await waitForMarkdown(ui);
    await ui.log.locator('pre[data-slot="code"][data-state="highlighted"]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await ui.historyToggle.click();
    await ui.history.getByRole('listitem').first().waitFor();
    await ui.input.fill('A draft with `code` in it');
    // And a date field's calendar open: react-day-picker's table and buttons, drawn at the root.
    await ui.log.getByRole('button', { name: /^Date\b/ }).click();
    await ui.root.getByRole('dialog', { name: 'Calendar' }).locator('[data-day]').first().waitFor();
    await page.mouse.move(0, 0);
    // Nothing scrolled: the whole log is on screen, so every part is compared.
    expect(
      await ui.scroller.evaluate((element) => element.scrollHeight - element.clientHeight),
    ).toBeLessThanOrEqual(0);

    const bare = await render(page);
    const differences: Record<string, number> = {};
    for (const [name, css] of Object.entries(HOST_SHEETS)) {
      const sheet = await page.addStyleTag({ content: css });
      differences[name] = differingPixels(name, bare, await render(page));
      await sheet.evaluate((element) => {
        element.parentNode?.removeChild(element);
      });
    }
    console.info('differing pixels per host sheet', differences);

    // What the reset leaves alone: a part the host gives a class of its own (`classNames`) takes
    // the host's rules for what the kit does not set.
    const header = ui.root.locator('[data-slot="header"]');
    await header.evaluate((element) => {
      element.classList.add('host-header');
    });
    await page.addStyleTag({ content: '.host-header { outline: 3px dashed rgb(255, 0, 0); }' });
    expect(await header.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'dashed',
    );
    expect(differences).toEqual(
      Object.fromEntries(Object.keys(HOST_SHEETS).map((name) => [name, TOLERANCE])),
    );
  });
});

describe('the kit’s stylesheet', () => {
  it('changes no computed style outside its root', async () => {
    const { page } = e2e;
    // Host elements of every kind, none inside a chat; and an empty chat root beside them.
    await page.setContent(`<!doctype html><html><head></head><body>
      <header><nav><a href="#a">a link</a> <button>button</button></nav></header>
      <main id="app"><h1>h1</h1><h2>h2</h2><h3>h3</h3><p>p <strong>strong</strong> <em>em</em>
      <code>code</code> <kbd>kbd</kbd> <small>small</small> <mark>mark</mark></p>
      <pre>pre</pre><blockquote>quote</blockquote><hr>
      <ul><li>ul li</li></ul><ol><li>ol li</li></ol><dl><dt>dt</dt><dd>dd</dd></dl>
      <table><caption>caption</caption><thead><tr><th>th</th></tr></thead><tbody><tr><td>td</td></tr></tbody></table>
      <form><fieldset><legend>legend</legend><label>label <input value="input"></label>
      <input type="checkbox"><input type="radio"><input type="range"><textarea>textarea</textarea>
      <select><option>option</option></select><button type="submit">submit</button></fieldset></form>
      <details open><summary>summary</summary>details</details><dialog open>dialog</dialog>
      <img alt="" src="data:,"><svg width="10" height="10"><circle r="4" cx="5" cy="5"></circle></svg>
      <section><article><aside><figure><figcaption>figcaption</figcaption></figure></aside></article></section>
      <div data-slot="root" data-state="ready">a div with the kit's slot names</div>
      </main><div style="position: fixed; inset: 0 auto auto 0; width: 400px; height: 400px; overflow: hidden">
      <div data-uikit-root data-slot="root"><p>inside</p></div></div></body></html>`);
    // Recorded and compared in the page: only the differences cross over to the test.
    const record = () =>
      page.evaluate(() => {
        // Not the chat, and not the <style> elements the test adds.
        const elements = [document.documentElement, ...document.querySelectorAll('*')].filter(
          (element) => !element.closest('[data-uikit-root], style'),
        );
        const snapshot = new Map<string, string>();
        elements.forEach((element, index) => {
          const name = `${String(index)} ${element.tagName.toLowerCase()}`;
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(element, pseudo);
            for (const property of style)
              snapshot.set(`${name} ${pseudo ?? ''}${property}`, style.getPropertyValue(property));
          }
        });
        const w = window as unknown as { __before?: Map<string, string> };
        const before = w.__before;
        w.__before = snapshot;
        if (before === undefined) return { count: elements.length, changes: [] };
        // One line each: "element property: before → after".
        const changes = [...snapshot]
          .filter(([key, value]) => before.get(key) !== value)
          .map(([key, value]) => `${key}: ${before.get(key) ?? '(none)'} → ${value}`);
        return { count: elements.length, changes };
      });
    await record();
    await page.addStyleTag({ content: kitStylesheet() });
    const { count, changes } = await record();
    expect(count).toBeGreaterThan(50);
    expect(changes).toEqual([]);
  });
});
