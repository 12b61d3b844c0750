import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core';

/**
 * Launch options for Debian's Chromium by default (never a downloaded one; `CHROMIUM_PATH` points
 * elsewhere), headless, with the flags this machine needs. The benchmarks launch with these too.
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return {
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
      ...extraArgs,
    ],
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(
    chromiumLaunchOptions([
      // Repainting only what changed (while an answer streams) leaves anti-aliased edges a shade
      // off a full paint, differently from run to run: the committed screenshots would change
      // every time. Full repaints make them byte for byte the same.
      '--disable-partial-raster',
    ]),
  );
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
