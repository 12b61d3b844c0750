import { buildPage, cleanup, launchChromium, median, serve } from '../support/browser';

// `npm run bench`: stream a 4,000-token markdown answer token by token in headless Chromium, into
// the kit's renderer and into a plain react-markdown baseline that re-parses the whole message on
// every token (what most hand-rolled chats do). Median of several alternating runs.

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const dir = await buildPage('render');
const server = await serve(dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/render.html`);
  await page.evaluate(() => window.renderBench.warmUp());
  const results: Record<
    'baseline' | 'kit',
    { totalMs: number; longFrames: number; tokens: number; characters: number }[]
  > = { baseline: [], kit: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const kind of ['baseline', 'kit'] as const) {
      results[kind].push(await page.evaluate((k) => window.renderBench.run(k), kind));
    }
  }
  const summary = (kind: 'baseline' | 'kit') => ({
    totalMs: median(results[kind].map((r) => r.totalMs)),
    longFrames: median(results[kind].map((r) => r.longFrames)),
  });
  const baseline = summary('baseline');
  const kit = summary('kit');
  const tokens = results.kit[0]?.tokens ?? 0;
  console.log(
    `render: stream a ${String(tokens)}-token markdown answer token by token (median of ${String(RUNS)} runs, headless Chromium)`,
  );
  console.log(
    `  baseline  react-markdown, whole message per token: ${baseline.totalMs.toFixed(0).padStart(6)} ms total, ${String(baseline.longFrames)} frames over 50 ms`,
  );
  console.log(
    `  kit       ThreadItemView (StreamingMarkdown):      ${kit.totalMs.toFixed(0).padStart(6)} ms total, ${String(kit.longFrames)} frames over 50 ms`,
  );
  console.log(`  ratio     ${(kit.totalMs / baseline.totalMs).toFixed(3)}x the baseline's time`);
  if ((results.kit[0]?.characters ?? 0) < (results.baseline[0]?.characters ?? 0) * 0.9)
    throw new Error('the kit rendered much less text than the baseline');
} finally {
  await browser.close();
  await server.close();
  cleanup(dir);
}
