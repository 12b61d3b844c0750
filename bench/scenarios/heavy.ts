import { availableParallelism, loadavg } from 'node:os';
import { buildPage, cleanup, launchChromium, median, serve } from '../support/browser';
import type { HeavyResult, Kind } from '../pages/heavy';

// `npm run bench` (alone: `node bench/run.mjs heavy`): protocol section 10 for a whole thread, in
// headless Chromium. A thread of 200 items, the damage corpus with a few dozen heavy items among
// them (1 MiB strings, 10,000-element arrays, 2,000-level widget trees, long tables, deep
// markdown: test/fixtures/heavyThread.ts), opened from the history panel through <UikitChat> and
// read upwards to its first item; the baseline, in the same run, is a realistic thread of the
// same length (the chat benchmark's). Target: no task over 200 ms while the heavy thread opens and
// scrolls. Figures are medians; a miss is reported loudly, the exit code stays 0.

const COUNT = Number(process.env.BENCH_HEAVY_COUNT ?? 200);
const RUNS = Number(process.env.BENCH_HEAVY_RUNS ?? 3);
const TASK_TARGET_MS = 200;

const dir = await buildPage('heavy');
const server = await serve(dir);
const browser = await launchChromium();
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/heavy.html`);
  const measure = async (kind: Kind) => {
    const results: HeavyResult[] = [];
    // One warm-up run: the kit's lazy parts load on first use.
    for (let run = 0; run <= RUNS; run += 1) {
      const result = await page.evaluate(([k, c]) => window.heavyBench.run(k, c), [
        kind,
        COUNT,
      ] as const);
      if (run > 0) results.push(result);
    }
    const pick = (key: keyof HeavyResult) => median(results.map((result) => result[key]));
    return {
      openMs: pick('openMs'),
      readMs: pick('readMs'),
      longTasks: pick('longTasks'),
      longestTaskMs: pick('longestTaskMs'),
      blockedMs: pick('blockedMs'),
      pages: pick('pages'),
    };
  };
  console.log(
    `heavy thread: ${String(COUNT)} items opened from history and read to the first (median of ${String(RUNS)} runs, headless Chromium 1280×800, load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores)`,
  );
  const baseline = await measure('realistic');
  const heavy = await measure('heavy');
  for (const [name, result] of [
    ['realistic', baseline],
    ['heavy', heavy],
  ] as const) {
    console.log(
      `  ${name.padEnd(10)} open ${ms(result.openMs)}, read to the first ${ms(result.readMs)} (${String(result.pages)} older pages), longest task ${ms(result.longestTaskMs)}, ${String(result.longTasks)} over 50 ms, ${ms(result.blockedMs)} blocked`,
    );
  }
  const total = (result: typeof heavy) => result.openMs + result.readMs;
  console.log(
    `  heavy vs realistic: ${(total(heavy) / total(baseline)).toFixed(2)}x the time; longest task ${heavy.longestTaskMs.toFixed(0)} ms (target ${String(TASK_TARGET_MS)} ms): ${heavy.longestTaskMs <= TASK_TARGET_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await browser.close();
  await server.close();
  cleanup(dir);
}
