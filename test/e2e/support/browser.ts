import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium by default (never a downloaded one); `CHROMIUM_PATH` points elsewhere. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Repainting only what changed (while an answer streams) leaves anti-aliased edges a shade
      // off a full paint, differently from run to run: the committed screenshots would change
      // every time. Full repaints make them byte for byte the same.
      '--disable-partial-raster',
    ],
  });
}

/** The viewport of every test, and of the committed screenshots. */
export const VIEWPORT = { width: 1100, height: 760 };

/**
 * A fresh context: no cookie, so the session route mints a new anonymous user whose history is
 * empty. Reduced motion turns the kit's animations off; a fixed locale and time zone keep dates
 * the same everywhere.
 */
export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(10_000);
  return context;
}
