import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Shared by the scenarios that run the example server (`npm start`) in a child process: starting
// it, stopping it whatever happens to this process, and reading its memory.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The example server, `server-example/main.ts` run with tsx, in a process group of its own. */
export interface ServerChild {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** The child's pid, which is also its process group's id (it is spawned `detached`). */
  pid: number;
  /**
   * Where its standard output goes (a pipe read by a busy benchmark would make the server's log
   * writes block); its errors go to this process's standard error.
   */
  logFile: string;
  /** Stops the whole process group: SIGINT, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
}

export interface ServerChildOptions {
  /** Its data folder (UIKIT_DATA_DIR); the log file goes there too. */
  dataDir: string;
  apiKey: string;
  /** Added to the environment (UIKIT_WORKFLOW, UIKIT_DEMO_PAGE, delays, rate limits, …). */
  env: Record<string, string>;
  /** How long it may take to print its URL (a first start with the page builds it). */
  startTimeoutMs?: number;
}

/** Process groups started and not yet stopped: killed if this process exits first. */
const running = new Set<number>();
/** Folders to remove if this process exits before its scenario removed them. */
const folders = new Set<string>();
let hooked = false;

function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const pgid of running) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  // Ctrl-C or a kill reaches this process, not the server's own process group: exit, so that the
  // hook above stops it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`bench: ${signal}, stopping the servers`);
      process.exit(130);
    });
}

/** Removes `folder` when this process exits, if the scenario has not done it by then. */
export function removeOnExit(folder: string): string {
  hookExit();
  folders.add(folder);
  return folder;
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

const tail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Starts the example server on a free loopback port; resolves once it printed its URL. */
export async function spawnExampleServer(options: ServerChildOptions): Promise<ServerChild> {
  hookExit();
  const { dataDir, apiKey, env, startTimeoutMs = 180_000 } = options;
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server-example/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      UIKIT_DATA_DIR: dataDir,
      UIKIT_API_KEY: apiKey,
      UIKIT_BASE_URL: '',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
    // Its own process group, so stopping it reaches tsx's child process too.
    detached: true,
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the example server could not be started');
  running.add(pid);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const exit = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      running.delete(pid);
      resolveExit();
    });
  });
  const stop = async () => {
    if (exited()) return;
    try {
      process.kill(-pid, 'SIGINT');
    } catch {
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolveLate) => {
      timer = setTimeout(() => {
        resolveLate('late');
      }, 10_000);
    });
    if ((await Promise.race([exit, late])) === 'late') {
      console.error('bench: the example server ignored SIGINT for 10 s: killed');
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
      await exit;
    }
    clearTimeout(timer);
  };

  const deadline = Date.now() + startTimeoutMs;
  let url: string | null = null;
  let building = false;
  while (url === null) {
    if (exited()) throw new Error(`the example server exited while starting:\n${tail(logFile)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the example server printed no URL within ${String(startTimeoutMs / 1000)} s:\n${tail(logFile)}`,
      );
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    const text = readFileSync(logFile, 'utf8');
    if (!building && text.includes('building the demo page')) {
      building = true;
      console.log('(the example server builds the demo page first: its sources changed)');
    }
    url = /http:\/\/\S+/.exec(text)?.[0].replace(/\/$/, '') ?? null;
  }
  return { url, pid, logFile, stop };
}

// ---- memory ------------------------------------------------------------------------------------

export interface GroupRss {
  /** Sum of VmRSS over the group's processes, in KiB. */
  kib: number;
  /** Each process's command name and VmRSS in KiB. */
  processes: { pid: number; name: string; kib: number }[];
}

/** Whether this system has Linux's /proc (RSS can be read). */
export const hasProc = existsSync('/proc/self/status');

/** The resident memory of every process in group `pgid`, from /proc (Linux); null elsewhere. */
export function processGroupRss(pgid: number): GroupRss | null {
  if (!hasProc) return null;
  const processes: GroupRss['processes'] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: the command name may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
      // A zombie or a kernel thread has no VmRSS line.
      if (rss !== undefined) processes.push({ pid: Number(entry), name, kib: Number(rss) });
    } catch {
      // The process ended while being read.
    }
  }
  return { kib: processes.reduce((sum, process) => sum + process.kib, 0), processes };
}

/**
 * The group's RSS as the median of `readings` readings `intervalMs` apart (one reading alone
 * catches the garbage collector at any point of its cycle); null without /proc.
 */
export async function medianGroupRss(
  pgid: number,
  readings = 5,
  intervalMs = 200,
): Promise<GroupRss | null> {
  const taken: GroupRss[] = [];
  for (let index = 0; index < readings; index += 1) {
    if (index > 0) await new Promise((resolveWait) => setTimeout(resolveWait, intervalMs));
    const reading = processGroupRss(pgid);
    if (reading === null) return null;
    taken.push(reading);
  }
  const sorted = taken.sort((a, b) => a.kib - b.kib);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}
