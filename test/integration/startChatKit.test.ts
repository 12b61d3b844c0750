import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run start:chatkit` (`tsx server-example/chatkit/main.ts`): one URL, the
// demo page told to talk to the ChatKit endpoint, the endpoint answering, a clean stop. What the
// page does there is test/e2e/chatkit.test.ts's.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null)
      process.kill(-(child.pid as number), 'SIGKILL');
});

describe('npm run start:chatkit', () => {
  it('prints one URL, serves the page against /chatkit and the ChatKit endpoint, and stops on Ctrl-C', async () => {
    // The script's entry in one process (`node --import tsx`, as `tsx` runs it), to see its own
    // exit code: the tsx CLI may report a signal instead on a loaded machine (npmStart.test.ts).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server-example/chatkit/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0' },
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
        reject(new Error(`no URL within 20 s:\n${output}`));
      }, 20_000);
      child.stdout.on('data', () => {
        const match = /http:\/\/\S+/.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolveUrl(match[0]);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${String(code)} before printing a URL:\n${output}`));
      });
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>uikit-react demo</title>');
    expect(html).toContain('<meta name="uikit-chatkit-url" content="/chatkit" />');
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect((await fetch(`${url}${script}`)).status).toBe(200);

    const listed = await fetch(`${url}chatkit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'threads.list', params: {} }),
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ data: [], has_more: false });
    // The session route is `npm start`'s: not here.
    expect((await fetch(`${url}api/uikit/session`, { method: 'POST' })).status).toBe(404);

    expect(output.match(/https?:\/\//g)).toHaveLength(1);
    expect(output).toMatch(/req_[0-9a-f]{32} POST \/chatkit 200 \d+ms/);
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
    process.kill(-(child.pid as number), 'SIGINT');
    expect(await exited).toBe(0);
  }, 40_000);
});
