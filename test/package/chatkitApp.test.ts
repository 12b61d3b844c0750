import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { waitForIdle, waitForReady, waitForText, WAIT } from '../e2e/support/chat';
import {
  postSession,
  removeDataDir,
  startTestServer,
  type TestServer,
} from '../integration/support/testServer';
import { installTarball, linkPackages } from '../support/installTarball';
import { migrateChatKitApp } from '../support/migrateChatKitApp';

// A ChatKit app as ChatKit's users write it (test/consumers/chatkit-app: `@openai/chatkit-react`'s
// `useChatKit` and `<ChatKit>`, `@openai/chatkit`'s types, options of every kind, commands, event
// handlers, waiting for `customElements.whenDefined('openai-chatkit')`, CSS sizing the element).
// It compiles against ChatKit's own packages; moved over by the README's rule alone
// (test/support/migrateChatKitApp.ts: the two specifiers, `baseUrl` in the hosted api, ChatKit's
// script out of index.html) it compiles against the packed kit, and Vite's build of it runs in
// Chromium against the local API, behind a session route that plays the app's server.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const app = join(root, 'test/consumers/chatkit-app');
const run = promisify(execFile);

/** What the app installs besides ChatKit (or, moved over, besides the kit). */
const HOST_PACKAGES = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'vite',
  '@vitejs/plugin-react',
  '@fontsource-variable/inter',
];

let asWritten: string;
let migrated: string;
let changed: string[];
let api: TestServer;
let browser: Browser;
let server: Server | undefined;

beforeAll(async () => {
  asWritten = mkdtempSync(join(tmpdir(), 'uikit-chatkit-app-'));
  cpSync(app, asWritten, { recursive: true });
  linkPackages(asWritten, ['@openai/chatkit', '@openai/chatkit-react', ...HOST_PACKAGES]);
  [api, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  migrated = mkdtempSync(join(tmpdir(), 'uikit-chatkit-app-migrated-'));
  cpSync(app, migrated, { recursive: true });
  changed = migrateChatKitApp(migrated, api.baseUrl);
  installTarball(inject('packageTarball'), migrated, HOST_PACKAGES);
}, 60_000);

afterAll(async () => {
  // Any of them may be missing when the setup failed part way: close what exists.
  if (server) await new Promise((done) => server?.close(done));
  await (browser as Browser | undefined)?.close();
  if ((api as TestServer | undefined) !== undefined) {
    await api.stop();
    removeDataDir(api);
  }
  for (const folder of [asWritten, migrated] as (string | undefined)[])
    if (folder) rmSync(folder, { recursive: true, force: true });
});

/** `tsc -p folder` with the app's own tsconfig: its output, empty when it compiles. */
async function compile(folder: string): Promise<string> {
  const result = await run(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', folder, '--pretty', 'false'],
    { cwd: folder, encoding: 'utf8' },
  ).catch((error: unknown) => error as { stdout: string });
  return result.stdout;
}

/**
 * The app's server: its built files, and the session route a ChatKit app's server has (here
 * minting a session of the local API with its key, for one user, on the `demo` workflow, whose
 * "tool" trigger calls the page's client tool).
 */
async function serveApp(dist: string): Promise<string> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const listening = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    if (path === '/api/chatkit/session' && request.method === 'POST') {
      void postSession(api, {
        user: 'acme_user',
        workflow: { id: 'demo' },
        chatkit_configuration: { file_upload: { enabled: true } },
        // The run sends more than the default ten requests a minute.
        rate_limits: { max_requests_per_1_minute: 600 },
      })
        .then((session) => session.json() as Promise<{ client_secret: string }>)
        .then(({ client_secret }) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ client_secret }));
        });
      return;
    }
    const file = join(dist, normalize(path === '/' ? '/index.html' : path));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  server = listening;
  await new Promise<void>((done) => listening.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${String((listening.address() as AddressInfo).port)}`;
}

/** The lines the app's event handlers and commands wrote into its "Chat events" list. */
function appEvents(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Chat events' }).getByRole('listitem').allInnerTexts();
}

describe('a ChatKit app', () => {
  // tsc with every .d.ts checked: seconds alone, more beside other work.
  it(
    'compiles as written against @openai/chatkit and @openai/chatkit-react',
    { timeout: 120_000 },
    async () => {
      const chatkit = JSON.parse(
        readFileSync(join(asWritten, 'node_modules/@openai/chatkit/package.json'), 'utf8'),
      ) as { version: string };
      expect(chatkit.version).toMatch(/^1\.9\./);
      expect(await compile(asWritten)).toBe('');
    },
  );

  it(
    'compiles against uikit-react/chatkit with only the README’s changes',
    { timeout: 120_000 },
    async () => {
      expect(changed).toEqual(['src/App.tsx', 'src/acme.ts', 'index.html']);
      expect(await compile(migrated)).toBe('');
    },
  );

  it('runs in Chromium against the local API', { timeout: 120_000 }, async () => {
    await run(process.execPath, [join(migrated, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: migrated,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const url = await serveApp(join(migrated, 'dist'));
    const context = await newContext(browser, url);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/');

    // Shown once `customElements.whenDefined('openai-chatkit')` resolved; the chat is in that
    // element, sized by the page's `openai-chatkit { height: 560px }`, named by `frameTitle`,
    // drawn with the brand's theme object.
    await page.locator('main[data-state="ready"]').waitFor();
    const ui = await waitForReady(page);
    const element = page.locator('openai-chatkit.support-chat');
    expect(await element.evaluate((node) => node.getBoundingClientRect().height)).toBe(560);
    expect(await element.locator('[data-uikit-root]').count()).toBe(1);
    await page.getByRole('region', { name: 'Acme support chat' }).waitFor();
    expect(await ui.root.getAttribute('data-density')).toBe('compact');
    await waitForText(ui.startScreen, 'How can Acme help today?');

    // A starter prompt: the answer asks the page's `onClientTool` (`get_page_info`), then says
    // what it returned; `onResponseEnd`, `onThreadChange` and the element's own
    // `chatkit.response.end` listener heard it.
    await ui.startScreen.getByRole('button', { name: 'Which page am I on?' }).click();
    await waitForText(ui.answers.last(), 'it is Acme Support');
    await waitForIdle(ui);
    await expect
      .poll(() => appEvents(page), WAIT)
      .toEqual(
        expect.arrayContaining([
          'ready',
          'response.start',
          'client_tool get_page_info',
          'response.end',
          'element chatkit.response.end',
          expect.stringMatching(/^thread\.change thr_/),
        ]),
      );

    // The thread's id went to localStorage (`onThreadChange`); reloaded, `initialThread` reopens it.
    await page.reload();
    await waitForReady(page);
    await waitForText(ui.answers.last(), 'it is Acme Support');

    // Commands, as the app's buttons call them.
    await page.getByRole('button', { name: 'Draft a ticket' }).click();
    await expect.poll(() => ui.input.inputValue(), WAIT).toBe('I need help with my order');
    await page.getByRole('button', { name: 'Say hello' }).click();
    await expect.poll(() => ui.userTexts.allInnerTexts(), WAIT).toContain('Hello from Acme');
    await expect.poll(() => appEvents(page), WAIT).toContain('command sendUserMessage');
    await waitForIdle(ui);
    await page.getByRole('button', { name: 'Show conversations' }).click();
    await ui.history.waitFor();
    await page.getByRole('button', { name: 'Hide conversations' }).click();
    await ui.history.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'New conversation' }).click();
    await ui.startScreen.waitFor();

    // A starter prompt of content parts, its tag's data holding a number as ChatKit's may.
    await ui.startScreen.getByRole('button', { name: 'Ask about Ada' }).click();
    await waitForText(ui.answers.last(), 'You mentioned Ada Lovelace');
    await waitForIdle(ui);

    // A typed message gets its answer.
    await ui.input.fill('Show me a notice');
    await ui.input.press('Enter');
    await waitForText(ui.answers.last(), 'Three notice events arrived');
    await waitForIdle(ui);

    // The header's rightAction switches the scheme; the theme as a colour scheme alone.
    await ui.root
      .locator('[data-slot="header"]')
      .getByRole('button', { name: 'Dark mode' })
      .click();
    await expect.poll(() => ui.root.getAttribute('data-color-scheme'), WAIT).toBe('dark');
    await page.getByRole('button', { name: 'Plain theme' }).click();
    await expect.poll(() => ui.root.getAttribute('data-density'), WAIT).toBe('default');
    expect(await ui.root.getAttribute('data-color-scheme')).toBe('dark');

    const events = await appEvents(page);
    expect(events).toEqual(
      expect.arrayContaining([
        'tool.change file_ticket',
        'command setComposerValue',
        'history.open',
        'command showHistory',
        'history.close',
        'command hideHistory',
        'thread.change new',
        'command setThreadId',
      ]),
    );
    expect(events.filter((line) => line.includes('failed'))).toEqual([]);
    expect(await page.locator('aside').getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    expect(api.log.errors).toEqual([]);
    await context.close();
  });
});
