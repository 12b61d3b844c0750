import { cpus } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { createVerdicts, load } from '../support/verdicts';
import {
  buildPage,
  cleanup,
  launchChromium,
  median,
  serve,
  workerIds,
  workersHeap,
} from '../support/browser';
import type { Kind, ScrollResult } from '../pages/thread';

// `npm run bench` (alone: `node bench/run.mjs thread`): issue 13's targets, on the issue's fixture
// (user and assistant messages alternating, answers of 120 to 200 words of markdown), in headless
// Chromium at 1280×800, each against baselines measured in the same run on the same page:
//   list  a plain React list rendering every message with react-markdown;
//   html  the floor: the list's HTML, rendered before the clock starts, set once with innerHTML.
// Targets:
//   mount (to the painted, rendered text of the newest message): 100 items at most 1.0x the floor,
//     1,000 at most 0.6x, 10,000 at most 0.1x;
//   scroll 1,000 and 10,000 items top to bottom in 20 steps one per frame, and a fling of 5,000 px
//     per frame: no frame over 50 ms, total at most 1.05x the plain list's, the row being read
//     never moves on its own (under 1 px);
//   memory: JS heap in use after mounting 1,000 items at most 8 MB, 10,000 at most 20 MB (the
//     page's heap, as measured for every kit; the kit's highlighting worker's is printed beside).
// Kinds alternate (the order rotates every round), a warm-up round is discarded, garbage is
// collected before every run, figures are medians. A missed target is reported loudly; the exit
// code stays 0: this is a measurement, not a test. BENCH_THREAD_STEPS=mount,scroll,memory narrows
// it; BENCH_RUNS sets the number of runs (default 5; fewer for the slow 10,000-item baselines);
// BENCH_SCROLL_COUNTS=1000 scrolls the shorter thread only.

const KINDS: readonly Kind[] = ['html', 'list', 'kit'];
const STEPS = (process.env.BENCH_THREAD_STEPS ?? 'mount,scroll,memory').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The thread lengths scrolled (BENCH_SCROLL_COUNTS=1000 for a quicker look). */
const SCROLL_COUNTS = (process.env.BENCH_SCROLL_COUNTS ?? '1000,10000').split(',').map(Number);
/** The 10,000-item react-markdown list takes ~15 s to mount: fewer runs of it. */
const runsOf = (kind: Kind, count: number) =>
  count >= 10_000 ? (kind === 'kit' ? 3 : 2) : kind === 'list' && count >= 1000 ? 3 : RUNS;

const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const thousands = (value: number) => value.toLocaleString('en');

const verdicts = createVerdicts('thread');
const { verdict } = verdicts;

/** Runs `measure` for every kind, `rounds` times in rotating order, after one warm-up round. */
async function rotate<T>(
  cdp: CDPSession,
  count: number,
  measure: (kind: Kind) => Promise<T>,
  warmUp = true,
): Promise<Record<Kind, T[]>> {
  const results: Record<Kind, T[]> = { html: [], list: [], kit: [] };
  const rounds = Math.max(...KINDS.map((kind) => runsOf(kind, count))) + (warmUp ? 1 : 0);
  for (let round = 0; round < rounds; round += 1) {
    const order = KINDS.map((_, index) => KINDS[(index + round) % KINDS.length] as Kind);
    for (const kind of order) {
      const counted = round >= (warmUp ? 1 : 0);
      if (counted && results[kind].length >= runsOf(kind, count)) continue;
      await cdp.send('HeapProfiler.collectGarbage');
      const value = await measure(kind);
      if (counted) results[kind].push(value);
    }
  }
  return results;
}

async function mountStep(page: Page, cdp: CDPSession) {
  console.log('  mount: time to the painted, rendered text of the newest message');
  for (const [count, limit] of [
    [100, 1.0],
    [1000, 0.6],
    [10_000, 0.1],
  ] as const) {
    const runs = await rotate(cdp, count, async (kind) => {
      const time = await page.evaluate(([k, n]) => window.threadBench.mount(k, n), [
        kind,
        count,
      ] as const);
      // Let the kit finish what follows a mount (its open-thread queries) before the next run.
      await page.evaluate(() => window.threadBench.settle());
      await page.evaluate(() => {
        window.threadBench.close();
      });
      return time;
    });
    const [html, list, kit] = KINDS.map((kind) => median(runs[kind]));
    console.log(
      `    ${thousands(count)} items: floor ${ms(html ?? NaN)}, react-markdown list ${ms(list ?? NaN)}, kit ${ms(kit ?? NaN)} ` +
        `(runs: ${KINDS.map((kind) => String(runs[kind].length)).join('/')})`,
    );
    verdict(
      `mount ${thousands(count)} items`,
      (kit ?? Infinity) <= limit * (html ?? 0),
      `kit ${((kit ?? NaN) / (html ?? NaN)).toFixed(2)}x the floor (target <= ${String(limit)}x), ` +
        `${((kit ?? NaN) / (list ?? NaN)).toFixed(2)}x the react-markdown list; the floor is ` +
        `${((html ?? NaN) / (list ?? NaN)).toFixed(2)}x the list`,
    );
  }
}

async function scrollStep(page: Page, cdp: CDPSession) {
  for (const count of SCROLL_COUNTS) {
    for (const plan of [
      { kind: 'steps', steps: 20 },
      { kind: 'fling', by: 5000 },
    ] as const) {
      const label =
        plan.kind === 'steps'
          ? `scroll ${thousands(count)} items top to bottom in 20 steps, one per frame`
          : `fling ${thousands(count)} items top to bottom, 5,000 px per frame`;
      const runs = await rotate(
        cdp,
        count,
        async (kind) => {
          await page.evaluate(([k, n]) => window.threadBench.mount(k, n), [kind, count] as const);
          await page.evaluate(() => window.threadBench.settle());
          const result: ScrollResult = await page.evaluate(
            (p) => window.threadBench.scroll(p),
            plan,
          );
          await page.evaluate(() => {
            window.threadBench.close();
          });
          return result;
        },
        false,
      );
      // A fling's step count follows each list's height (the kit's rows are taller than the plain
      // list's): its time is compared per 5,000 px step; the 20 steps' total as it is.
      const total = (kind: Kind) =>
        median(
          runs[kind].map((run) => (plan.kind === 'fling' ? run.totalMs / run.steps : run.totalMs)),
        );
      const list = total('list');
      const kit = total('kit');
      const worst = (kind: Kind, key: 'longFrames' | 'maxFrameMs' | 'maxJump' | 'blankFrames') =>
        Math.max(...runs[kind].map((run) => run[key]));
      console.log(
        `  ${label}: floor ${ms(total('html'))}, list ${ms(list)}, kit ${ms(kit)}${plan.kind === 'fling' ? ' per step' : ''} ` +
          `(steps: floor ${String(runs.html[0]?.steps ?? 0)}, list ${String(runs.list[0]?.steps ?? 0)}, kit ${String(runs.kit[0]?.steps ?? 0)}); longest frame: floor ${ms(worst('html', 'maxFrameMs'))}, ` +
          `list ${ms(worst('list', 'maxFrameMs'))}, kit ${ms(worst('kit', 'maxFrameMs'))}; ` +
          `kit frames with no row at the reading line while holding: ${String(worst('kit', 'blankFrames'))}` +
          (worst('kit', 'maxJump') >= 1
            ? `; kit's largest jump: ${runs.kit.map((run) => run.jumpAt).join(' / ')}`
            : ''),
      );
      verdict(
        `${label}, ${plan.kind === 'fling' ? 'time per step' : 'total'}`,
        kit <= 1.05 * list,
        `kit ${(kit / list).toFixed(3)}x the plain list's (target <= 1.05x)`,
      );
      verdict(
        `${label}, frames over 50 ms`,
        worst('kit', 'longFrames') === 0,
        `kit ${runs.kit.map((run) => String(run.longFrames)).join(', ')} per run, list ` +
          `${runs.list.map((run) => String(run.longFrames)).join(', ')} (target 0)`,
      );
      verdict(
        `${label}, the row being read stays put`,
        worst('kit', 'maxJump') < 1,
        `kit moved it at most ${worst('kit', 'maxJump').toFixed(1)} px, list ${worst('list', 'maxJump').toFixed(1)} px (target < 1 px)`,
      );
    }
  }
}

/**
 * JS heap in use after garbage collection, each kind in a page of its own that loads only that
 * kind's code (the kit's chunks, or react-markdown): what a page showing that thread holds.
 */
async function memoryStep(browser: Browser, url: string) {
  const workers: number[] = [];
  const heapOf = async (kind: Kind | null, count: number) => {
    // The benchmark's own page stays open, with its highlighting worker: not this page's.
    const earlier = await workerIds(browser);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(url);
      const cdp = await page.context().newCDPSession(page);
      if (kind !== null) {
        await page.evaluate(([k, n]) => window.threadBench.mount(k, n), [kind, count] as const);
        await page.evaluate(() => window.threadBench.settle());
        await page.evaluate(() => {
          window.threadBench.forgetFixture();
        });
      }
      for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      if (kind === 'kit') workers.push(await workersHeap(browser, earlier));
      return usage.usedSize;
    } finally {
      await page.close();
    }
  };
  const empty = await heapOf(null, 0);
  console.log(
    `  memory: JS heap in use after GC, each in a page of its own (the empty page: ${mb(empty)})`,
  );
  for (const [count, limit] of [
    [1000, 8],
    [10_000, 20],
  ] as const) {
    const runs: Record<Kind, number[]> = { html: [], list: [], kit: [] };
    workers.length = 0;
    for (let round = 0; round < Math.min(RUNS, 3); round += 1)
      for (const kind of KINDS) runs[kind].push(await heapOf(kind, count));
    const [html, list, kit] = KINDS.map((kind) => median(runs[kind]));
    verdict(
      `heap after mounting ${thousands(count)} items`,
      (kit ?? Infinity) <= limit * 1024 * 1024,
      `kit ${mb(kit ?? NaN)} (target <= ${String(limit)} MB; its highlighting worker ${mb(median(workers))} more), floor ${mb(html ?? NaN)}, react-markdown list ${mb(list ?? NaN)}`,
    );
  }
}

const dir = await buildPage('thread');
const server = await serve(dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => {
    console.error(`page error: ${error.message}`);
  });
  await page.goto(`${server.url}/thread.html`);
  const cdp = await page.context().newCDPSession(page);
  console.log(
    `thread: <UikitChat> vs a react-markdown list and pre-rendered HTML, headless Chromium ` +
      `(${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ${load()}; ${new Date().toISOString().slice(0, 10)})`,
  );
  if (STEPS.includes('mount')) await mountStep(page, cdp);
  if (STEPS.includes('scroll')) await scrollStep(page, cdp);
  if (STEPS.includes('memory')) await memoryStep(browser, `${server.url}/thread.html`);

  verdicts.report();
} finally {
  await browser.close();
  await server.close();
  cleanup(dir);
}
