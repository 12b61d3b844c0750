// Load scenario for the local uikit API (`npm run bench load`): the example server runs in a
// child process on loopback (`npm start` with the echo workflow, a temp data folder and no demo
// page); this process is the client. It measures, in one run:
//   - a baseline: a trivial GET, and conversations run one at a time;
//   - N concurrent streaming conversations (default 200), each checked against what is stored;
//   - paging through a 10,000-item thread, seeded in the database before the server starts;
//   - memory per running answer (protocol section 11), on a second server with the demo workflow:
//     its RSS with N sessions idle (the baseline), then with N slow answers running whose streams
//     were closed (default 500, BENCH_RUNNING_ANSWERS), then stopping them all (threads.stop).
// BENCH_LOAD_STEPS=load or =running runs one of the two servers' steps alone.
// Every figure is printed with its baseline, so they read as ratios on any machine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../../server-example/db/storage';
import type { StoredItem } from '../../server-example/db/items';
import { createUikitClient, type UikitClient } from '../../src/client';
import {
  medianGroupRss,
  removeFolder,
  removeOnExit,
  spawnExampleServer,
  type GroupRss,
  type ServerChild,
} from '../support/exampleServer';
import type { Session, ReceivedStreamEvent, ReceivedThreadItem } from '../../src/wire';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const SEQUENTIAL = 50;
const TRIVIAL_GETS = 500;
const SEEDED_ITEMS = 10_000;
const PAGE_SIZE = 100;
const PAGER_USER = 'bench_pager';
const PAGER_THREAD = 'thr_bench_pager';
/** Slow answers left running at once, for the memory each costs the server. */
const RUNNING_ANSWERS = Number(process.env.BENCH_RUNNING_ANSWERS ?? 500);
const RUNNING_WARM_UPS = 20;
/** The demo's slow answer at one token every 200 ms runs for minutes: longer than the step. */
const SLOW_TOKEN_DELAY_MS = 200;
/** The wait before each memory reading, after the load changed. */
const SETTLE_MS = 1000;
/** A request that takes longer fails the run, saying what it waited for. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The steps to run: `load` (conversations and paging) and `running` (memory per running answer). */
const STEPS = (process.env.BENCH_LOAD_STEPS ?? 'load,running').split(',');

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

function startServer(dataDir: string, apiKey: string) {
  return spawnExampleServer({
    dataDir,
    apiKey,
    env: {
      UIKIT_WORKFLOW: 'echo',
      // The API alone: the page's bundler would compete for the CPU while it warms up.
      UIKIT_DEMO_PAGE: 'off',
      // Every conversation's session is minted with the API key from this one address.
      UIKIT_API_KEY_RATE_LIMIT: String(Math.max(600, CONVERSATIONS * 2)),
    },
    startTimeoutMs: 60_000,
  });
}

async function openSession(baseUrl: string, apiKey: string, user: string, workflow = 'echo') {
  const response = await fetch(`${baseUrl}/v1/uikit/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      user,
      workflow: { id: workflow },
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

/** The concurrent conversations and the paging; resolves with the number of errors. */
async function loadStep(): Promise<number> {
  const dataDir = removeOnExit(mkdtempSync(join(tmpdir(), 'uikit-bench-')));
  const apiKey = `sk-bench-${randomBytes(16).toString('hex')}`;
  let server: ServerChild | null = null;
  let errors = 0;
  const fail = (what: string, error: unknown) => {
    errors += 1;
    if (errors <= 5) console.error(`error: ${what}:`, error);
  };

  try {
    const seeded = await timed(() => Promise.resolve(seedLongThread(dataDir)));
    console.log(`seeded a ${SEEDED_ITEMS}-item thread in the database in ${ms(seeded.ms)}`);
    server = await startServer(dataDir, apiKey);
    const baseUrl = server.url;
    const clients = await Promise.all(
      Array.from({ length: CONVERSATIONS }, (_, index) =>
        openSession(baseUrl, apiKey, `bench_user_${index}`),
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
    const pager = await openSession(baseUrl, apiKey, PAGER_USER);
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
    await server?.stop();
    removeFolder(dataDir);
  }
  return errors;
}

// ---- memory per running answer -----------------------------------------------------------------

interface RunningAnswer {
  client: UikitClient;
  threadId: string;
  firstDeltaMs: number;
}

const sleep = (duration: number) =>
  new Promise((resolveSleep) => setTimeout(resolveSleep, duration));
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
const describeRss = (rss: GroupRss | null) =>
  rss === null
    ? 'n/a (no /proc)'
    : `${mib(rss.kib)} (${rss.processes
        .map((process) => `${process.name} ${mib(process.kib)}`)
        .join(' + ')})`;

/**
 * (busy - idle) / count in KiB, over the processes in both readings: a helper process that came
 * or went between them (esbuild's service, which tsx starts and lets go) is left out, and named.
 */
function perAnswer(idle: GroupRss | null, busy: GroupRss | null, count: number): string {
  if (idle === null || busy === null) return 'n/a (no /proc)';
  const before = new Map(idle.processes.map((process) => [process.pid, process.kib]));
  const common = busy.processes.filter((process) => before.has(process.pid));
  const growth = common.reduce(
    (sum, process) => sum + process.kib - (before.get(process.pid) ?? 0),
    0,
  );
  const changed = [
    ...idle.processes
      .filter((process) => !common.some((other) => other.pid === process.pid))
      .map((process) => `${process.name} ${mib(process.kib)} ended`),
    ...busy.processes
      .filter((process) => !before.has(process.pid))
      .map((process) => `${process.name} ${mib(process.kib)} started`),
  ];
  return (
    `${(growth / count).toFixed(1)} KiB` +
    (changed.length > 0
      ? ` (over the processes in both readings; between them ${changed.join(', ')})`
      : '')
  );
}

/**
 * Starts the demo's slow answer on a new thread, reads its stream until the first text delta and
 * closes the stream: the answer runs on in the server (protocol section 11).
 */
async function startSlowAnswer(client: UikitClient): Promise<RunningAnswer> {
  const started = performance.now();
  const stream = await client.conversation.createThread(
    { content: [{ type: 'input_text', text: 'write something slow' }] },
    { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
  );
  let threadId = '';
  try {
    for await (const event of stream as AsyncIterable<ReceivedStreamEvent>) {
      if (event.type === 'thread.created') threadId = event.thread.id;
      if (
        event.type === 'thread.item.updated' &&
        event.update.type === 'assistant_message.content_part.text_delta'
      )
        return { client, threadId, firstDeltaMs: performance.now() - started };
    }
  } finally {
    stream.abort();
  }
  throw new Error(
    stream.aborted
      ? `no text delta on thread ${threadId || '(not created)'} within ${String(REQUEST_TIMEOUT_MS / 1000)} s`
      : `the stream of thread ${threadId || '(not created)'} ended before its first text delta`,
  );
}

/**
 * The example server's memory with many answers running and nobody reading them: the server's
 * RSS with N sessions minted and idle (the baseline), then with N slow answers running whose
 * streams were closed, and the difference per answer. Then every answer is stopped
 * (`threads.stop`) and checked stored as stopped. Resolves with the number of errors.
 */
async function runningAnswersStep(): Promise<number> {
  const count = RUNNING_ANSWERS;
  const stepStarted = performance.now();
  const dataDir = removeOnExit(mkdtempSync(join(tmpdir(), 'uikit-bench-running-')));
  const apiKey = `sk-bench-${randomBytes(16).toString('hex')}`;
  let server: ServerChild | null = null;
  let errors = 0;
  const fail = (what: string, error: unknown) => {
    errors += 1;
    if (errors <= 5) console.error(`error: ${what}:`, error);
  };
  const signal = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  try {
    server = await spawnExampleServer({
      dataDir,
      apiKey,
      env: {
        UIKIT_WORKFLOW: 'demo',
        UIKIT_DEMO_PAGE: 'off',
        // ~900 tokens at this pace: the answers run for minutes, far longer than the step.
        UIKIT_DEMO_SLOW_TOKEN_DELAY_MS: String(SLOW_TOKEN_DELAY_MS),
        UIKIT_DEMO_TOKEN_DELAY_MS: '0',
        UIKIT_DEMO_STEP_DELAY_MS: '0',
        // Every session is minted with the API key from this one address.
        UIKIT_API_KEY_RATE_LIMIT: String(Math.max(600, (count + RUNNING_WARM_UPS) * 2)),
      },
      startTimeoutMs: 60_000,
    });
    const { url, pid } = server;

    // Warm-up, not measured: quick answers to their end, and slow ones started, left and stopped,
    // so that the code of every path below is loaded and compiled before the baseline.
    const warm = await Promise.all(
      Array.from({ length: RUNNING_WARM_UPS }, (_, index) =>
        openSession(url, apiKey, `bench_warm_${String(index)}`, 'demo'),
      ),
    );
    await Promise.all(
      warm.map(async (client) => {
        const quick = await client.conversation.createThread(
          { content: [{ type: 'input_text', text: 'hello there' }] },
          signal(),
        );
        let answered = false;
        for await (const event of quick as AsyncIterable<ReceivedStreamEvent>)
          if (event.type === 'thread.item.done' && event.item.type === 'uikit.assistant_message')
            answered = true;
        if (!answered) throw new Error('a warm-up answer ended without its message');
        const slow = await startSlowAnswer(client);
        await client.threads.get(slow.threadId, signal());
        await client.conversation.stop(slow.threadId, signal());
        await client.threads.listItems(slow.threadId, { order: 'asc', ...signal() });
      }),
    );

    // Baseline: N sessions minted, nothing running.
    const clients = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        openSession(url, apiKey, `bench_running_${String(index)}`, 'demo'),
      ),
    );
    await sleep(SETTLE_MS);
    const idle = await medianGroupRss(pid);

    // N slow answers at once, each read to its first token, then left running.
    const starting = performance.now();
    const started: RunningAnswer[] = [];
    await Promise.all(
      clients.map(async (client, index) => {
        try {
          started.push(await startSlowAnswer(client));
        } catch (error) {
          fail(`slow answer ${String(index)}`, error);
        }
      }),
    );
    const startMs = performance.now() - starting;
    await sleep(SETTLE_MS);
    let active = 0;
    await Promise.all(
      started.map(async (answer) => {
        try {
          const { data } = await answer.client.threads.get(answer.threadId, signal());
          if (data.active_response) active += 1;
        } catch (error) {
          fail(`reading thread ${answer.threadId}`, error);
        }
      }),
    );
    const busy = await medianGroupRss(pid);
    const ranForMs = performance.now() - starting;

    // Stop them all, each through its own session.
    const stopLatencies: number[] = [];
    let stoppedIdle = 0;
    const stopping = await timed(() =>
      Promise.all(
        started.map(async (answer) => {
          try {
            const one = await timed(() =>
              answer.client.conversation.stop(answer.threadId, signal()),
            );
            stopLatencies.push(one.ms);
            if (!one.value.data.active_response) stoppedIdle += 1;
          } catch (error) {
            fail(`stopping thread ${answer.threadId}`, error);
          }
        }),
      ),
    );
    const stops = figures(stopLatencies, stopping.ms);
    let storedStopped = 0;
    await Promise.all(
      started.map(async (answer) => {
        try {
          const { data } = await answer.client.threads.listItems(answer.threadId, {
            order: 'asc',
            ...signal(),
          });
          const last = data.data.at(-1);
          if (
            last?.type === 'uikit.assistant_message' &&
            last.incomplete_details?.reason === 'stopped' &&
            textOf(last) !== ''
          )
            storedStopped += 1;
        } catch (error) {
          fail(`reading the items of thread ${answer.threadId}`, error);
        }
      }),
    );
    errors += count - active + (count - stoppedIdle) + (count - storedStopped);

    const firstDelta = figures(
      started.map((answer) => answer.firstDeltaMs),
      startMs,
    );
    console.log('');
    console.log(
      `running answers: ${String(count)} slow demo answers (a token every ${String(SLOW_TOKEN_DELAY_MS)} ms), ` +
        `each read to its first text delta, then its stream closed`,
    );
    console.log(
      `  all started in ${ms(startMs)}; first text delta p50 ${ms(firstDelta.p50)}, p99 ${ms(firstDelta.p99)}`,
    );
    console.log(
      `  still running with their streams closed (active_response set): ${String(active)}/${String(count)}`,
    );
    console.log(
      `  server RSS, all processes of its group, median of 5 readings 200 ms apart, ${ms(SETTLE_MS)} after each change:`,
    );
    console.log(
      `    baseline, ${String(count)} sessions minted, nothing running: ${describeRss(idle)}`,
    );
    console.log(
      `    ${String(count)} answers running (${(ranForMs / 1000).toFixed(1)} s after they started): ${describeRss(busy)}` +
        (idle && busy ? `, ${ratio(busy.kib, idle.kib)} the baseline` : ''),
    );
    console.log(`    memory per running answer: ${perAnswer(idle, busy, count)}`);
    console.log(
      `  stopped all ${String(count)} with threads.stop in ${ms(stops.wallMs)} ` +
        `(p50 ${ms(stops.p50)}, p99 ${ms(stops.p99)} each); answered with active_response null: ` +
        `${String(stoppedIdle)}/${String(count)}; stored as stopped: ${String(storedStopped)}/${String(count)}`,
    );
    console.log(`  step wall time ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    console.log(`errors: ${String(errors)}`);
  } catch (error) {
    fail('running answers', error);
  } finally {
    await server?.stop();
    removeFolder(dataDir);
  }
  return errors;
}

let errors = 0;
if (STEPS.includes('load')) errors += await loadStep();
if (STEPS.includes('running')) errors += await runningAnswersStep();
if (errors > 0) process.exit(1);
