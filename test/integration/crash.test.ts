import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createUikitClient } from '../../src/client';
import type { Session, ThreadItem } from '../../src/wire';
import { slowAnswer } from '../../server-example/workflows/demo/showcase';
import { collect, eventually, finishedItems, textOf, userInput } from './support/streams';

// The server killed with SIGKILL in the middle of an answer (no shutdown code runs), then started
// again on the same data folder: the database is intact, the text the user saw streaming is
// stored and marked interrupted, and the thread goes on.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const API_KEY = 'sk-crash-test-0123456789abcdef';
const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The example server in its own process (node itself, so SIGKILL reaches the server). */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server-example/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      UIKIT_DATA_DIR: dataDir,
      UIKIT_API_KEY: API_KEY,
      UIKIT_BASE_URL: '',
      UIKIT_DEMO_PAGE: 'off',
      UIKIT_DEMO_TOKEN_DELAY_MS: '0',
      // The slow answer takes about 20 s: there is time to kill the server in the middle.
      UIKIT_DEMO_SLOW_TOKEN_DELAY_MS: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await eventually(() => {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    return Promise.resolve(/http:\/\/\S+/.exec(output)?.[0].replace(/\/$/, ''));
  }, 20_000);
  return { child, url, output: () => output };
}

/** What the server has checkpointed of the answer streaming now, read beside it (WAL). */
function checkpointedText(dataDir: string): string {
  const db = new Database(join(dataDir, 'uikit.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare<[], { data: string }>('SELECT data FROM open_items').all();
    return rows.map((row) => textOf(JSON.parse(row.data) as ThreadItem)).join('');
  } finally {
    db.close();
  }
}

describe('a server killed mid-answer', () => {
  it('keeps an intact database, stores what streamed as interrupted, and the thread goes on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uikit-crash-'));
    folders.push(dataDir);
    const first = await startServer(dataDir);
    const minted = await fetch(`${first.url}/v1/uikit/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'crash_user', workflow: { id: 'demo' } }),
    });
    const session = (await minted.json()) as Session;
    const client = createUikitClient({ baseUrl: first.url, clientSecret: session.client_secret });

    const stream = await client.conversation.createThread(userInput('something slow'));
    let threadId = '';
    let received = '';
    let saved = '';
    for await (const event of stream) {
      if (event.type === 'thread.created') threadId = event.thread.id;
      if (
        event.type === 'thread.item.updated' &&
        event.update.type === 'assistant_message.content_part.text_delta'
      )
        received += event.update.delta;
      // Some of the answer is on screen and in a checkpoint: kill it now, with no warning.
      if (received.length > 200) saved = checkpointedText(dataDir);
      if (saved.length > 100) {
        first.child.kill('SIGKILL');
        break;
      }
    }
    await eventually(() => Promise.resolve(first.child.signalCode ?? undefined));
    expect(first.child.signalCode).toBe('SIGKILL');

    const db = new Database(join(dataDir, 'uikit.sqlite'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const second = await startServer(dataDir);
    expect(second.output()).toContain('marked interrupted');
    const again = createUikitClient({ baseUrl: second.url, clientSecret: session.client_secret });
    const items = (await again.threads.listItems(threadId, { order: 'asc' })).data.data;
    expect(items.map((item) => item.type)).toEqual([
      'uikit.user_message',
      'uikit.assistant_message',
    ]);
    const answer = items[1];
    expect(answer).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'interrupted' },
    });
    // At least what was checkpointed before the kill, and only text of that answer.
    const stored = textOf(answer);
    expect(stored.startsWith(saved)).toBe(true);
    expect(slowAnswer().startsWith(stored)).toBe(true);
    expect(stored.length).toBeLessThan(slowAnswer().length);

    const next = await collect(
      again.conversation.addUserMessage(threadId, userInput('still there?')),
    );
    expect(textOf(finishedItems(next).at(-1))).toContain('The uikit demo');
    second.child.kill('SIGTERM');
  }, 60_000);
});
