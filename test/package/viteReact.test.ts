import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  API_KEY,
  removeDataDir,
  startTestServer,
  type TestServer,
} from '../integration/support/testServer';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { chatUi, send, waitForIdle, waitForReady, waitForText } from '../e2e/support/chat';
import { installTarball } from '../support/installTarball';

// The getting-started guide's "Vite + React" and "Express" apps (test/consumers/vite-react), as a user runs them:
// installed from the packed tarball, built by Vite, served by their Express server, whose session
// route mints sessions from the local API, and used in Chromium.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const run = promisify(execFile);

let folder: string;
let api: TestServer;
let browser: Browser;
let server: ChildProcess | undefined;
let url: string;
const output: string[] = [];

/** A loopback port nothing listens on (for the server that takes its port from `PORT`). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'uikit-vite-react-'));
  cpSync(join(root, 'test/consumers/vite-react'), folder, { recursive: true });
  installTarball(inject('packageTarball'), folder, [
    'react',
    'react-dom',
    'vite',
    '@vitejs/plugin-react',
    'express',
    'tsx',
  ]);
  [api, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // `npm run build`, with where the browser finds the uikit API.
  await run(process.execPath, [join(folder, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production', VITE_UIKIT_BASE_URL: api.baseUrl },
  });
  // `npm start`: the Express server with the session route, against the local API.
  const port = await freePort();
  url = `http://localhost:${String(port)}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: folder,
    env: {
      ...process.env,
      PORT: String(port),
      UIKIT_API_KEY: API_KEY,
      UIKIT_BASE_URL: api.baseUrl,
      UIKIT_WORKFLOW: 'echo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(`Listening on ${url}`)) ready();
    });
    server?.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server?.on('exit', (code) => {
      fail(new Error(`server.ts exited with ${String(code)}:\n${output.join('')}`));
    });
  });
}, 120_000);

afterAll(async () => {
  // Any of them may be missing when the setup failed part way: close what exists.
  server?.kill();
  await (browser as Browser | undefined)?.close();
  if ((api as TestServer | undefined) !== undefined) {
    await api.stop();
    removeDataDir(api);
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('the Vite + React app with its Express server', () => {
  it('mints a session, sends a message and streams the answer', async () => {
    const context = await newContext(browser, url);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/');
    const ui = await waitForReady(page);
    await waitForText(ui.startScreen, 'How can we help?');
    await send(ui, 'Hello from Vite');
    await waitForText(ui.answers.last(), 'Hello from Vite');
    await waitForIdle(ui);
    expect(await chatUi(page).userMessages.count()).toBe(1);
    // Code is coloured by the highlighting worker, which the app's Vite build made from the
    // package with its default worker options (one self-contained script).
    await send(ui, '```ts\nconst answer: number = 42;\n```');
    await ui.answers.nth(1).locator('pre[data-slot="code"][data-state="highlighted"]').waitFor();
    expect(page.workers().map((worker) => worker.url())).toEqual([
      expect.stringContaining('highlightWorker'),
    ]);
    expect(problems).toEqual([]);
    expect(api.log.errors).toEqual([]);
    await context.close();
  });
});
