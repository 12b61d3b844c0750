import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createUikitClient } from '../../src/client';
import type { Session } from '../../src/wire';
import { openStorage } from '../../server-example/db/storage';
import { API_KEY, removeDataDir, startTestServer } from './support/testServer';
import { collect, finishedItems, textOf, userInput } from './support/streams';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];

/**
 * `npm start` (`tsx server-example/main.ts`) as a user runs it, with its output collected. With
 * `node`, the same entry in one process (`node --import tsx`), to see its own exit code: the tsx
 * CLI runs the server in a child process and, when that child is slow to acknowledge a signal
 * (a loaded machine), kills it and reports the signal instead.
 */
async function start(
  env: Record<string, string>,
  runner: 'tsx' | 'node' = 'tsx',
  /** How long to wait for the URL: a first start builds the page first. */
  waitMs = 20_000,
) {
  const [command, args] =
    runner === 'tsx'
      ? [join(root, 'node_modules/.bin/tsx'), ['server-example/main.ts']]
      : [process.execPath, ['--import', 'tsx', 'server-example/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, UIKIT_API_KEY: '', UIKIT_BASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, signalled as a terminal's Ctrl-C would be.
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no URL within ${String(waitMs / 1000)} s:\n${output}`));
    }, waitMs);
    const check = () => {
      const match = /http:\/\/\S+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[0]);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)} before printing a URL:\n${output}`));
    });
  });
  const stop = async (signal: NodeJS.Signals = 'SIGINT') => {
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
    process.kill(-(child.pid as number), signal);
    return exited;
  };
  return { url, output: () => output, stop };
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null)
      process.kill(-(child.pid as number), 'SIGKILL');
});

describe('npm start', () => {
  it('prints one URL and serves the API, the session route and the demo page', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uikit-start-'));
    try {
      const server = await start({
        PORT: '0',
        UIKIT_DATA_DIR: dataDir,
        UIKIT_DEMO_TOKEN_DELAY_MS: '0',
      });
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

      const response = await fetch(`${server.url}api/uikit/session`, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toContain('uikit_anonymous_id=');
      const session = (await response.json()) as Session;
      expect(session.workflow.id).toBe('demo');
      const client = createUikitClient({
        baseUrl: server.url,
        clientSecret: session.client_secret,
      });
      const events = await collect(client.conversation.createThread(userInput('hello')));
      expect(textOf(finishedItems(events).at(-1))).toContain('The uikit demo');

      // The built page, not its sources (test/integration/serving.test.ts: nothing else).
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>uikit-react demo</title>');
      const scriptPath = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
      const script = await fetch(`${server.url}${scriptPath}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${server.url}main.tsx`)).status).toBe(404);

      const apiKey = readFileSync(join(dataDir, 'api-key'), 'utf8').trim();
      expect(apiKey).toMatch(/^sk-local-/);
      const log = server.output();
      expect(log.match(/https?:\/\//g)).toHaveLength(1);
      expect(log).not.toContain(apiKey);
      expect(log).not.toContain(session.client_secret);
      expect(log).toMatch(/req_[0-9a-f]{32} POST \/api\/uikit\/session 200 \d+ms/);
      await server.stop();
      await expect(fetch(server.url)).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);

  it('builds the page on a first start, saying so, and reuses the build after', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uikit-first-'));
    const buildDir = mkdtempSync(join(tmpdir(), 'uikit-first-build-'));
    try {
      const env = { PORT: '0', UIKIT_DATA_DIR: dataDir, UIKIT_PAGE_BUILD_DIR: buildDir };
      // The build (the demo, the element page, the playground with its editor) takes most of a
      // minute on two loaded cores.
      const first = await start(env, 'tsx', 120_000);
      expect(first.output()).toMatch(
        /building the demo page[^\n]*\n(.*\n)*uikit-react example: http/,
      );
      expect((await fetch(first.url)).status).toBe(200);
      await first.stop();
      const second = await start(env);
      expect(second.output()).not.toContain('building');
      expect((await fetch(second.url)).status).toBe(200);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('runs without the page, and stops cleanly on SIGTERM with the database checkpointed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uikit-stop-'));
    try {
      const server = await start(
        { PORT: '0', UIKIT_DATA_DIR: dataDir, UIKIT_DEMO_PAGE: 'off' },
        'node',
      );
      const response = await fetch(`${server.url}api/uikit/session`, { method: 'POST' });
      expect(response.status).toBe(200);
      // Without the page, `/` is the API's JSON 404.
      const root = await fetch(server.url);
      expect(root.status).toBe(404);
      expect(root.headers.get('x-request-id')).toMatch(/^req_/);
      expect(existsSync(join(dataDir, 'uikit.sqlite-wal'))).toBe(true);
      expect(await server.stop('SIGTERM')).toBe(0);
      // SQLite removes the write-ahead log when the last connection closes properly.
      expect(existsSync(join(dataDir, 'uikit.sqlite-wal'))).toBe(false);
      const storage = openStorage(dataDir);
      try {
        const { user } = (await response.json()) as Session;
        expect(
          storage.db.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').get(user),
        ).toEqual({
          n: 1,
        });
      } finally {
        storage.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);

  it('points the session route at a real service with UIKIT_BASE_URL and UIKIT_API_KEY', async () => {
    const upstream = await startTestServer();
    try {
      const server = await start({
        PORT: '0',
        UIKIT_BASE_URL: upstream.baseUrl,
        UIKIT_API_KEY: API_KEY,
        UIKIT_WORKFLOW: 'echo',
      });
      const response = await fetch(`${server.url}api/uikit/session`, { method: 'POST' });
      expect(response.status).toBe(200);
      const session = (await response.json()) as Session;
      expect(session.workflow.id).toBe('echo');
      expect(upstream.log.lines.some((line) => line.includes('POST /v1/uikit/sessions 200'))).toBe(
        true,
      );
      // The embedded API is not served: the page talks to the real service.
      expect((await fetch(`${server.url}v1/uikit/threads`)).status).toBe(404);
      await server.stop();
    } finally {
      await upstream.stop();
      removeDataDir(upstream);
    }
  }, 40_000);
});
