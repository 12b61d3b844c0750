import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { installTarball } from './installTarball';

// The Next.js App Router consumer (test/consumers/next), installed from the packed kit and built
// with `next build` once per kit, app and Next version: the package test that asserts the build
// and the e2e test that serves it with `next start` share one build, across processes (a lock
// file) and across runs (a folder per hash of the inputs).

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const appSource = join(root, 'test/consumers/next');

/**
 * Outside the repository and outside any node_modules: Next compiles no TypeScript of an app that
 * lives under node_modules. One folder per checkout.
 */
const buildsFolder = join(
  tmpdir(),
  `uikit-next-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
);

/** What the app installs besides the kit: Next, React, and what `next build` type-checks with. */
const HOST_PACKAGES = [
  'next',
  'react',
  'react-dom',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];

/** Written last into a build's folder: its presence means the build is complete. */
const DONE = 'build.json';

export interface NextAppBuild {
  /** The app's folder: `next start` runs here. */
  folder: string;
  /** What `next build` printed (stdout and stderr). */
  output: string;
  /** How long `next build` took, in ms. */
  buildMs: number;
  /** Whether this call built it (false: a build of the same inputs was there already). */
  built: boolean;
}

function nextBin(folder: string): string {
  return join(folder, 'node_modules/next/dist/bin/next');
}

/**
 * The environment of `next build` and `next start`: no telemetry (there is no network), and no
 * NODE_ENV from the test runner (Next sets its own; `test` would make it warn).
 */
export function nextEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _runnerMode, ...env } = process.env;
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** What Next writes into an app it builds or serves: not the app's own files. */
const GENERATED = new Set(['node_modules', '.next', 'next-env.d.ts']);

function appFiles(folder = appSource): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (GENERATED.has(entry.name)) return [];
    if (entry.isDirectory()) return appFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * What a build depends on: the kit's tarball, the app's files, the versions of everything linked
 * in (Next, React, the kit's dependencies: the lockfile), how it is built (this file) and Node.
 */
function inputsHash(tarball: string): string {
  const hash = createHash('sha256');
  for (const file of [tarball, join(root, 'package-lock.json'), fileURLToPath(import.meta.url)])
    hash.update(readFileSync(file)).update('\0');
  for (const file of appFiles().sort())
    hash.update(relative(appSource, file)).update('\0').update(readFileSync(file)).update('\0');
  hash.update(process.version);
  return hash.digest('hex').slice(0, 16);
}

function readBuild(folder: string): NextAppBuild | null {
  if (!existsSync(join(folder, DONE))) return null;
  const { output, buildMs } = JSON.parse(readFileSync(join(folder, DONE), 'utf8')) as {
    output: string;
    buildMs: number;
  };
  return { folder, output, buildMs, built: false };
}

/** Whether the process that wrote the lock file has ended (it died mid-build). */
function lockIsStale(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // just released
  }
  if (!Number.isInteger(pid) || pid <= 0) return false; // being written
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The built app for this tarball: built now, or by another process (waited for), or by an
 * earlier run. A failed build throws with what `next build` printed.
 */
export async function ensureNextApp(tarball: string): Promise<NextAppBuild> {
  const key = inputsHash(tarball);
  const folder = join(buildsFolder, key);
  const lock = `${folder}.lock`;
  mkdirSync(buildsFolder, { recursive: true });
  for (;;) {
    const existing = readBuild(folder);
    if (existing) return existing;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      if (lockIsStale(lock)) rmSync(lock, { force: true });
      else await new Promise((done) => setTimeout(done, 250));
      continue;
    }
    try {
      // Checked again under the lock: the holder before us may have just finished.
      const finished = readBuild(folder);
      if (finished) return finished;
      return await build(tarball, folder);
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

async function build(tarball: string, folder: string): Promise<NextAppBuild> {
  // Built in place (Next writes absolute paths into .next): a half-built folder left by a
  // process that died is cleared first.
  rmSync(folder, { recursive: true, force: true });
  cpSync(appSource, folder, {
    recursive: true,
    filter: (source) => !GENERATED.has(basename(source)),
  });
  installTarball(tarball, folder, HOST_PACKAGES);
  const started = Date.now();
  // Webpack, not Turbopack: Turbopack compiles nothing outside its workspace root, and this
  // app's node_modules are links into the repository's ("Expected process result to be a
  // module"). Webpack follows links the way Node resolves them.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [nextBin(folder), 'build', '--webpack'],
    { cwd: folder, env: nextEnv(), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: unknown) => {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`next build failed:\n${stdout}${stderr}`);
  });
  const buildMs = Date.now() - started;
  writeFileSync(join(folder, DONE), JSON.stringify({ output: stdout + stderr, buildMs }));
  removeOtherBuilds(folder);
  return { folder, output: stdout + stderr, buildMs, built: true };
}

/** Builds of other inputs (an older kit or app), unless a process is building one right now. */
function removeOtherBuilds(current: string): void {
  for (const entry of readdirSync(buildsFolder, { withFileTypes: true })) {
    const path = join(buildsFolder, entry.name);
    if (!entry.isDirectory() || path === current || existsSync(`${path}.lock`)) continue;
    rmSync(path, { recursive: true, force: true });
  }
}

export interface NextServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What `next start` has printed so far. */
  output: string[];
  close(): Promise<void>;
}

/** `next start` on a free loopback port, with `env` (the app's settings) in its environment. */
export function startNextApp(folder: string, env: Record<string, string>): Promise<NextServer> {
  const child = spawn(
    process.execPath,
    [nextBin(folder), 'start', '--hostname', '127.0.0.1', '--port', '0'],
    // Its own process group, so that closing it ends whatever it started too.
    { cwd: folder, env: nextEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const output: string[] = [];
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      done();
    });
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
      process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return new Promise((ready, fail) => {
    let url: string | null = null;
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        output.push(line);
        url ??= /Local:\s+(http:\/\/\S+)/.exec(line)?.[1] ?? null;
        if (url !== null && line.includes('Ready')) ready({ url, output, close });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      fail(new Error(`next start exited (${String(code)}):\n${output.join('\n')}`));
    });
  });
}
