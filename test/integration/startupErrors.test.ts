import { spawn, type SpawnOptions } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage } from '../../server-example/db/storage';

// Start-up failures a user can fix, as `npm start` meets them: one line that says what, where
// and what to do, exit code 1, and no stack trace.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const folders: string[] = [];
const servers: Server[] = [];

afterEach(async () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  for (const server of servers.splice(0))
    await new Promise((resolveClose) => server.close(resolveClose));
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'uikit-startup-'));
  chmodSync(folder, 0o755);
  folders.push(folder);
  return folder;
}

/**
 * Root may write anywhere, so "read-only" is tried as an unprivileged user when the tests run as
 * root (the repository and node_modules are world-readable); otherwise as the current user.
 */
const NOBODY = 65_534;
const runningAsRoot = process.getuid?.() === 0;
const unprivileged: SpawnOptions = runningAsRoot ? { uid: NOBODY, gid: NOBODY } : {};

/** Makes a path unwritable for the user the server runs as. */
function readOnlyFor(path: string, mode: number): void {
  if (!runningAsRoot) chmodSync(path, mode);
}

/** Runs `npm start`'s entry to its exit; resolves with its exit code and all it printed. */
function start(env: Record<string, string>, options: SpawnOptions = {}) {
  return new Promise<{ code: number | null; output: string }>((resolveRun, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server-example/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        UIKIT_API_KEY: '',
        UIKIT_BASE_URL: '',
        UIKIT_DEMO_PAGE: 'off',
        PORT: '0',
        // tsx's cache, somewhere an unprivileged user may write.
        TMPDIR: tmpdir(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after 20 s:\n${output}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, output });
    });
  });
}

function expectOneClearLine(output: string, ...mentions: string[]) {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: /);
  for (const mention of mentions) expect(lines[0]).toContain(mention);
  expect(output).not.toMatch(/^\s+at |node_modules|Error:/m);
}

// Each case starts the server through tsx, which compiles it first: about 1.5 s alone, past the
// 5 s default beside a busy CPU (failed under npm run test:steady).
describe('start-up errors', { timeout: 60_000 }, () => {
  it('a data folder the server may not write', async () => {
    const dataDir = join(tempFolder(), 'data');
    readOnlyFor(dirname(dataDir), 0o555);
    const { code, output } = await start({ UIKIT_DATA_DIR: dataDir }, unprivileged);
    expect(code).toBe(1);
    expectOneClearLine(output, dataDir, 'permission denied', 'writable', 'UIKIT_DATA_DIR');
  });

  it('a data folder whose path runs through a file', async () => {
    const blocker = join(tempFolder(), 'not-a-folder');
    writeFileSync(blocker, '');
    const dataDir = join(blocker, 'data');
    const { code, output } = await start({ UIKIT_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expectOneClearLine(output, dataDir, 'a file, not a folder', 'UIKIT_DATA_DIR');
  });

  it('a database that is not a database', async () => {
    const dataDir = tempFolder();
    writeFileSync(join(dataDir, 'uikit.sqlite'), 'these are not the pages you are looking for');
    const { code, output } = await start({ UIKIT_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expectOneClearLine(output, join(dataDir, 'uikit.sqlite'), 'damaged', 'Move it');
  });

  it('a read-only database', async () => {
    const dataDir = tempFolder();
    openStorage(dataDir).close();
    if (runningAsRoot) {
      // Everything but the database belongs to the server's user.
      for (const name of ['', 'files', 'signing-key'])
        chownSync(join(dataDir, name), NOBODY, NOBODY);
      chmodSync(join(dataDir, 'uikit.sqlite'), 0o644);
    } else {
      readOnlyFor(join(dataDir, 'uikit.sqlite'), 0o444);
    }
    const { code, output } = await start(
      { UIKIT_DATA_DIR: dataDir, UIKIT_API_KEY: 'sk-local-test' },
      unprivileged,
    );
    expect(code).toBe(1);
    expectOneClearLine(output, join(dataDir, 'uikit.sqlite'), 'read-only', 'writable');
  });

  it('a port that is taken', async () => {
    const taken = createServer();
    servers.push(taken);
    await new Promise<void>((resolveListen) => taken.listen(0, '127.0.0.1', resolveListen));
    const port = (taken.address() as { port: number }).port;
    const { code, output } = await start({ PORT: String(port), UIKIT_DATA_DIR: tempFolder() });
    expect(code).toBe(1);
    expectOneClearLine(output, `port ${port} on 127.0.0.1 is in use`, 'PORT=');
  });
});
