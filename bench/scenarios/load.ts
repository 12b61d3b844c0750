// Load scenario for the local uikit API (`npm run bench load`): the example server runs in a
// child process on loopback (`npm start` with the echo workflow, a temp data folder and no demo
// page); this process is the client. It measures, in one run:
//   - a baseline: a trivial GET, and conversations run one at a time;
//   - N concurrent streaming conversations (default 200), each checked against what is stored;
//   - paging through a 10,000-item thread, seeded in the database before the server starts.
// Every figure is printed with its baseline, so they read as ratios on any machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStorage } from '../../server-example/db/storage';
import type { StoredItem } from '../../server-example/db/items';
import { createUikitClient, type UikitClient } from '../../src/client';
import type { Session, ReceivedStreamEvent, ReceivedThreadItem } from '../../src/wire';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const SEQUENTIAL = 50;
const TRIVIAL_GETS = 500;
const SEEDED_ITEMS = 10_000;
const PAGE_SIZE = 100;
const PAGER_USER = 'bench_pager';
const PAGER_THREAD = 'thr_bench_pager';

// ---- measuring ---------------------------------------------------------------------------------

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Figures {
  count: number;
  wallMs: number;
  p50: number;
  p99: number;
  perSecond: number;
}

function figures(latencies: number[], wallMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: latencies.length,
    wallMs,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    perSecond: (latencies.length / wallMs) * 1000,
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;

// ---- the server --------------------------------------------------------------------------------

function seedLongThread(dataDir: string): string[] {
  const storage = openStorage(dataDir);
  try {
    const createdAt = Math.floor(Date.now() / 1000);
    storage.threads.create(PAGER_THREAD, PAGER_USER, createdAt);
    const items: StoredItem[] = Array.from({ length: SEEDED_ITEMS }, (_, index) => {
      const base = {
        id: `msg_seed_${String(index).padStart(5, '0')}`,
        object: 'uikit.thread_item' as const,
        created_at: createdAt,
        thread_id: PAGER_THREAD,
      };
      return index % 2 === 0
        ? {
            ...base,
            type: 'uikit.user_message',
            content: [{ type: 'input_text', text: `Question ${index}` }],
            attachments: [],
            inference_options: { model: null, tool_choice: null },
          }
        : {
            ...base,
            type: 'uikit.assistant_message',
            content: [{ type: 'output_text', text: `Answer ${index}`, annotations: [] }],
          };
    });
    storage.items.saveMany(items);
    return items.map((item) => item.id);
  } finally {
    storage.close();
  }
}

async function startServer(dataDir: string, apiKey: string) {
  // The server's log goes to a file: a pipe read by this busy process would fill up and make the
  // server's log writes block, measuring this process instead of the server.
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server-example/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      UIKIT_DATA_DIR: dataDir,
      UIKIT_API_KEY: apiKey,
      UIKIT_WORKFLOW: 'echo',
      UIKIT_BASE_URL: '',
      // The API alone: the page's bundler would compete for the CPU while it warms up.
      UIKIT_DEMO_PAGE: 'off',
      // Every conversation's session is minted with the API key from this one address.
      UIKIT_API_KEY_RATE_LIMIT: String(Math.max(600, CONVERSATIONS * 2)),
    },
    stdio: ['ignore', log, 'inherit'],
    // Its own process group, so stopping it reaches tsx's child process too.
    detached: true,
  });
  closeSync(log);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  let url: string | null = null;
  while (url === null) {
    if (exited()) throw new Error(`the server exited:\n${readFileSync(logFile, 'utf8')}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    url = /http:\/\/\S+/.exec(readFileSync(logFile, 'utf8'))?.[0].replace(/\/$/, '') ?? null;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (exited()) {
          resolveStop();
          return;
        }
        child.once('exit', () => {
          resolveStop();
        });
        process.kill(-(child.pid as number), 'SIGINT');
      }),
  };
}

async function openSession(baseUrl: string, apiKey: string, user: string) {
  const response = await fetch(`${baseUrl}/v1/uikit/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      user,
      workflow: { id: 'echo' },
      rate_limits: { max_requests_per_1_minute: 100_000 },
    }),
  });
  if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Session;
  return createUikitClient({ baseUrl, clientSecret: session.client_secret });
}

// ---- one conversation --------------------------------------------------------------------------

interface Conversation {
  threadId: string;
  sent: string;
  answer: string;
  events: number;
  firstDeltaMs: number;
}

const textOf = (item: ReceivedThreadItem | undefined) =>
  item?.type === 'uikit.assistant_message'
    ? item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('')
    : item?.type === 'uikit.user_message'
      ? item.content.map((part) => ('text' in part ? part.text : '')).join('')
      : '';

/** A 40-word message unique to this conversation: the echo streams it back word by word. */
function message(index: number): string {
  const id = randomBytes(4).toString('hex');
  return Array.from({ length: 40 }, (_, word) => `w${word}-${index}-${id}`).join(' ');
}

async function converse(client: UikitClient, index: number): Promise<Conversation> {
  const sent = message(index);
  const started = performance.now();
  const stream = await client.conversation.createThread({
    content: [{ type: 'input_text', text: sent }],
  });
  let threadId = '';
  let answer = '';
  let events = 0;
  let firstDeltaMs = Number.NaN;
  for await (const event of stream as AsyncIterable<ReceivedStreamEvent>) {
    events += 1;
    if (event.type === 'thread.created') threadId = event.thread.id;
    if (event.type === 'thread.item.done' && event.item.type === 'uikit.assistant_message')
      answer = textOf(event.item);
    if (event.type === 'thread.item.updated' && Number.isNaN(firstDeltaMs))
      firstDeltaMs = performance.now() - started;
  }
  return { threadId, sent, answer, events, firstDeltaMs };
}

/** Whether the thread holds exactly the message sent and its echo. */
async function storedAsSent(client: UikitClient, conversation: Conversation): Promise<boolean> {
  const { data } = await client.threads.listItems(conversation.threadId, { order: 'asc' });
  return (
    data.data.length === 2 &&
    textOf(data.data[0]) === conversation.sent &&
    textOf(data.data[1]) === conversation.sent
  );
}

// ---- the scenario ------------------------------------------------------------------------------

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uikit-bench-'));
  const apiKey = `sk-bench-${randomBytes(16).toString('hex')}`;
  const seeded = await timed(() => Promise.resolve(seedLongThread(dataDir)));
  console.log(`seeded a ${SEEDED_ITEMS}-item thread in the database in ${ms(seeded.ms)}`);
  const server = await startServer(dataDir, apiKey);
  let errors = 0;
  const fail = (what: string, error: unknown) => {
    errors += 1;
    if (errors <= 5) console.error(`error: ${what}:`, error);
  };

  try {
    const clients = await Promise.all(
      Array.from({ length: CONVERSATIONS }, (_, index) =>
        openSession(server.url, apiKey, `bench_user_${index}`),
      ),
    );
    const first = clients[0] as UikitClient;

    // Warm up the server's JIT and connection pool; not measured.
    await Promise.all(clients.slice(0, 20).map((client, index) => converse(client, -index - 1)));

    // Baseline 1: a trivial authenticated GET, one at a time.
    const { value: warmThread } = await timed(() => converse(first, -100));
    const getLatencies: number[] = [];
    const gets = await timed(async () => {
      for (let index = 0; index < TRIVIAL_GETS; index += 1) {
        const one = await timed(() => first.threads.get(warmThread.threadId));
        getLatencies.push(one.ms);
      }
    });
    const trivial = figures(getLatencies, gets.ms);

    // Baseline 2: the same conversations as below, one at a time.
    const sequentialLatencies: number[] = [];
    const sequential = await timed(async () => {
      for (let index = 0; index < SEQUENTIAL; index += 1) {
        const one = await timed(() => converse(clients[index] as UikitClient, 10_000 + index));
        sequentialLatencies.push(one.ms);
      }
    });
    const alone = figures(sequentialLatencies, sequential.ms);

    // The load: every conversation at once.
    const results: (Conversation & { ms: number; client: UikitClient })[] = [];
    const concurrent = await timed(() =>
      Promise.all(
        clients.map(async (client, index) => {
          try {
            const one = await timed(() => converse(client, index));
            results.push({ ...one.value, ms: one.ms, client });
          } catch (error) {
            fail(`conversation ${index}`, error);
          }
        }),
      ),
    );
    const loaded = figures(
      results.map((result) => result.ms),
      concurrent.ms,
    );
    const firstDelta = figures(
      results.map((result) => result.firstDeltaMs),
      concurrent.ms,
    );
    const events = results.reduce((sum, result) => sum + result.events, 0);

    // Every item sent was stored: each thread holds the message and its echo, nothing else.
    let stored = 0;
    let echoed = 0;
    await Promise.all(
      results.map(async (result) => {
        if (result.answer === result.sent) echoed += 1;
        try {
          if (await storedAsSent(result.client, result)) stored += 1;
        } catch (error) {
          fail(`reading thread ${result.threadId}`, error);
        }
      }),
    );
    errors += results.length - stored;

    // Paging through the seeded 10,000-item thread, 100 at a time.
    const pager = await openSession(server.url, apiKey, PAGER_USER);
    const paged: string[] = [];
    const pageLatencies: number[] = [];
    const paging = await timed(async () => {
      let after: string | undefined;
      for (;;) {
        const page = await timed(() =>
          pager.threads.listItems(PAGER_THREAD, {
            order: 'asc',
            limit: PAGE_SIZE,
            ...(after === undefined ? {} : { after }),
          }),
        );
        pageLatencies.push(page.ms);
        paged.push(...page.value.data.data.map((item) => item.id));
        if (!page.value.data.has_more || page.value.data.last_id === null) break;
        after = page.value.data.last_id;
      }
    });
    const pages = figures(pageLatencies, paging.ms);
    const pagedInOrder =
      paged.length === seeded.value.length && paged.every((id, i) => id === seeded.value[i]);
    if (!pagedInOrder) errors += 1;

    console.log('');
    console.log(`baseline: trivial GET /threads/{id}, ${trivial.count} one at a time`);
    console.log(
      `  p50 ${ms(trivial.p50)}, p99 ${ms(trivial.p99)}, ${trivial.perSecond.toFixed(0)} req/s`,
    );
    console.log(`baseline: ${alone.count} streaming conversations one at a time (40 tokens each)`);
    console.log(
      `  p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}, ${alone.perSecond.toFixed(1)} conversations/s`,
    );
    console.log(`load: ${CONVERSATIONS} concurrent streaming conversations`);
    console.log(
      `  wall ${ms(loaded.wallMs)}, ${loaded.perSecond.toFixed(1)} conversations/s ` +
        `(${ratio(loaded.perSecond, alone.perSecond)} the sequential rate), ` +
        `${((events / concurrent.ms) * 1000).toFixed(0)} events/s`,
    );
    console.log(
      `  latency p50 ${ms(loaded.p50)} (${ratio(loaded.p50, alone.p50)} sequential), ` +
        `p99 ${ms(loaded.p99)} (${ratio(loaded.p99, alone.p99)} sequential)`,
    );
    console.log(`  first token p50 ${ms(firstDelta.p50)}, p99 ${ms(firstDelta.p99)}`);
    console.log(
      `  echoed correctly: ${echoed}/${CONVERSATIONS}; stored exactly as sent: ${stored}/${CONVERSATIONS}`,
    );
    console.log(`paging: ${SEEDED_ITEMS}-item thread, ${pages.count} pages of ${PAGE_SIZE}`);
    console.log(
      `  wall ${ms(pages.wallMs)}, page p50 ${ms(pages.p50)} (${ratio(pages.p50, trivial.p50)} a trivial GET), ` +
        `p99 ${ms(pages.p99)}, ${((paged.length / paging.ms) * 1000).toFixed(0)} items/s`,
    );
    console.log(
      `  every item once, in order: ${pagedInOrder ? 'yes' : 'NO'} (${paged.length} items)`,
    );
    console.log(`errors: ${errors}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (errors > 0) process.exit(1);
}

await main();
