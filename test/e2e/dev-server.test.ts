import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server-example/logger';
import { startExampleServer, type ExampleServer } from '../../server-example/server';
import { DEMO_DEFAULTS } from '../../server-example/workflows/demo/demoWorkflow';
import { launchBrowser, newContext } from './support/browser';

// `npm run dev` serves the page through Vite, restricted to the files the page needs
// (test/integration/serving.test.ts asks it for everything else). This checks that the
// restriction leaves the page whole: it loads, answers, and highlights code, with no request
// refused.

let server: ExampleServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uikit-e2e-dev-'));
  [server, browser] = await Promise.all([
    startExampleServer(
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        apiKey: 'sk-e2e-dev-0123456789',
        workflowId: 'demo',
        baseUrl: null,
        demoPage: 'dev',
        demo: { ...DEMO_DEFAULTS, tokenDelayMs: 0 },
      },
      { logger: silentLogger, sessionRateLimit: false },
    ),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (server as ExampleServer | undefined)?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the development server (npm run dev)', () => {
  it('serves a working page: it answers and highlights code in a worker, and no request is refused', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => refused.push(`page error: ${error.message}`));
    await page.goto('/');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Show me what an answer can look like');
    await page.keyboard.press('Enter');
    const answer = page.locator('[data-slot="assistant-message"]').first();
    await answer.locator('[data-slot="message-actions"]').waitFor({ timeout: 30_000 });
    expect(await answer.innerText()).toContain('The uikit demo');
    // Highlighting is loaded lazily, from the dependencies the page may read.
    await answer.locator('pre[data-slot="code"][data-state="highlighted"]').first().waitFor();
    // In the highlighting worker, served from the sources like the page's own modules.
    expect(page.workers().map((worker) => worker.url())).toEqual([
      expect.stringContaining('highlightWorker'),
    ]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
