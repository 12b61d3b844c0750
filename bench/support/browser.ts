import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../test/e2e/support/browser';

// Shared by the browser benchmarks: build a page of bench/pages with Vite (production mode, as
// users ship it), serve it on loopback and drive it in Debian's Chromium.

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Builds bench/pages/<name>.html into a temporary folder; returns the folder. */
export async function buildPage(name: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `uikit-bench-${name}-`));
  await build({
    configFile: false,
    root: join(root, 'bench/pages'),
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      // BENCH_NO_MINIFY=1 keeps names, for a readable CPU profile.
      minify: process.env.BENCH_NO_MINIFY !== '1',
      rolldownOptions: { input: join(root, `bench/pages/${name}.html`) },
    },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves a folder on a random loopback port. */
export async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    ).replace(/^([/\\])+/, '');
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    close: () =>
      new Promise((done) =>
        server.close(() => {
          done();
        }),
      ),
  };
}

/** Debian's Chromium (or `CHROMIUM_PATH`), headless, launched as the e2e tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export function cleanup(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The ids of the browser's dedicated workers now running (to leave out of `workersHeap`). */
export async function workerIds(browser: Browser): Promise<Set<string>> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    return new Set(
      targetInfos.filter((info) => info.type === 'worker').map((info) => info.targetId),
    );
  } finally {
    await cdp.detach();
  }
}

/**
 * JS heap in use, after garbage collection, in the browser's dedicated workers but those in
 * `ignore` (the workers of pages opened before the one measured; the kit's highlighter runs in
 * one). Playwright opens CDP sessions on pages only: a worker is reached through the browser's
 * session, by message.
 */
export async function workersHeap(
  browser: Browser,
  ignore: ReadonlySet<string> = new Set(),
): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    let total = 0;
    for (const target of targetInfos.filter(
      (info) => info.type === 'worker' && !ignore.has(info.targetId),
    )) {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      let nextId = 0;
      const call = (method: string) =>
        new Promise<{ usedSize?: number }>((resolveCall) => {
          const id = (nextId += 1);
          const onMessage = (event: { sessionId?: string; message: string }) => {
            const reply = JSON.parse(event.message) as { id?: number; result?: object };
            if (event.sessionId !== sessionId || reply.id !== id) return;
            cdp.off('Target.receivedMessageFromTarget', onMessage);
            resolveCall(reply.result ?? {});
          };
          cdp.on('Target.receivedMessageFromTarget', onMessage);
          void cdp.send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id, method }),
          });
        });
      for (let pass = 0; pass < 3; pass += 1) await call('HeapProfiler.collectGarbage');
      total += (await call('Runtime.getHeapUsage')).usedSize ?? 0;
    }
    return total;
  } finally {
    await cdp.detach();
  }
}
