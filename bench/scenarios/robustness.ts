import { availableParallelism, loadavg } from 'node:os';
import { buildPage, cleanup, launchChromium, median, serve } from '../support/browser';
import type { RobustResult } from '../pages/robust';

// `npm run bench` (alone: `node bench/run.mjs robustness`): protocol section 10's linear cost, in
// headless Chromium. Each answer of 1 MiB, ordinary markdown or text built to be costly (unbalanced
// link openers, emphasis runs, deep nesting, long tables...), renders through ThreadItemView until
// all of it is on screen. The baseline, measured in the same run, is 1 MiB of ordinary markdown:
// a ratio near 1 means the costly text costs what its size does. The target: no task over 200 ms
// and a few seconds in all. For scale, react-markdown alone renders a 32 KiB sample of each (the
// quadratic inputs take seconds there already; at 1 MiB, minutes to hours).

const SIZE = Number(process.env.BENCH_ROBUST_SIZE ?? 1024 * 1024);
const SAMPLE = 32 * 1024;
const RUNS = Number(process.env.BENCH_ROBUST_RUNS ?? 2);
const ONLY = process.env.BENCH_ROBUST_ONLY?.split(',');
const TASK_TARGET_MS = 200;

const dir = await buildPage('robust');
const server = await serve(dir);
const browser = await launchChromium();
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/robust.html`);
  await page.evaluate(() => window.robustBench.warmUp());
  const names = (await page.evaluate(() => window.robustBench.names)).filter(
    (name) => !ONLY || ONLY.includes(name) || name === 'ordinary',
  );
  const measure = async (kind: 'kit' | 'react-markdown', name: string, size: number) => {
    const results: RobustResult[] = [];
    for (let run = 0; run < (kind === 'kit' ? RUNS : 1); run += 1)
      results.push(
        await page.evaluate(([k, n, s]) => window.robustBench.run(k, n, s), [
          kind,
          name,
          size,
        ] as const),
      );
    return {
      totalMs: median(results.map((r) => r.totalMs)),
      longestTaskMs: median(results.map((r) => r.longestTaskMs)),
      longTasks: median(results.map((r) => r.longTasks)),
      characters: results[0]?.characters ?? 0,
      visible: results[0]?.visible ?? 0,
    };
  };

  console.log(
    `robustness: a ${String(SIZE / 1024)} KiB answer of each kind through ThreadItemView (median of ${String(RUNS)} runs, headless Chromium, load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores)`,
  );
  const baseline = await measure('kit', 'ordinary', SIZE);
  console.log(
    `  baseline  ordinary markdown             ${ms(baseline.totalMs)} total, longest task ${ms(baseline.longestTaskMs)}`,
  );
  let worstTask = baseline.longestTaskMs;
  let worstRatio = 1;
  for (const name of names) {
    if (name === 'ordinary') continue;
    const kit = await measure('kit', name, SIZE);
    const sample = await measure('react-markdown', name, SAMPLE);
    const ratio = kit.totalMs / baseline.totalMs;
    worstTask = Math.max(worstTask, kit.longestTaskMs);
    worstRatio = Math.max(worstRatio, ratio);
    // Markup characters aside, all of the text must be on screen, as markdown or as plain text.
    if (kit.characters < kit.visible * 0.5)
      console.log(`  !! ${name}: only ${String(kit.characters)} characters on screen`);
    console.log(
      `  ${name.padEnd(28)} ${ms(kit.totalMs)} (${ratio.toFixed(2)}x the baseline), longest task ${ms(kit.longestTaskMs)}, ${String(kit.longTasks)} over 50 ms; react-markdown on 32 KiB: ${ms(sample.totalMs)}, longest task ${ms(sample.longestTaskMs)}`,
    );
  }
  console.log(
    `  longest task of all: ${worstTask.toFixed(0)} ms (target ${String(TASK_TARGET_MS)} ms): ${worstTask <= TASK_TARGET_MS ? 'met' : 'MISSED'}; worst ratio ${worstRatio.toFixed(2)}x the ordinary baseline`,
  );
} finally {
  await browser.close();
  await server.close();
  cleanup(dir);
}
