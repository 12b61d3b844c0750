import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { demoTemplate, startE2eServer, type E2eServer, type E2eServerOptions } from './server';

export interface E2eState {
  server: E2eServer;
  browser: Browser;
  /** A fresh context for each test: a new anonymous user, an empty history. */
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page during the test. */
  pageErrors: string[];
}

/**
 * One server and one browser for the file, a fresh context and page for each test. After each
 * test: no uncaught exception in the page, no unexpected server error, and the session template
 * back to the file's own.
 */
export function setupE2e(options: E2eServerOptions = {}): E2eState {
  const state = {} as E2eState;
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([startE2eServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    // Either may have failed to start; close what exists.
    await (state.browser as Browser | undefined)?.close();
    await (state.server as E2eServer | undefined)?.close();
  });
  beforeEach(async () => {
    state.context = await newContext(state.browser, state.server.url);
    state.page = await state.context.newPage();
    state.pageErrors = [];
    state.page.on('pageerror', (error) => {
      state.pageErrors.push(error.message);
    });
  });
  afterEach(async () => {
    await state.context.close();
    state.server.setSessionTemplate(options.template ?? demoTemplate());
    state.server.clock.reset();
    // Taken out, so that one test's errors fail that test only.
    const serverErrors = state.server.log.errors.splice(0).map((entry) => entry.line);
    expect(state.pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
  return state;
}
