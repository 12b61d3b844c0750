import { cpus } from 'node:os';
import type { Browser } from 'playwright-core';
import type { OpenResult } from '../pages/open';
import { buildPage, cleanup, launchChromium, median, serve } from '../support/browser';
import { createVerdicts, load } from '../support/verdicts';

// `npm run bench open`: issue 34, opening a conversation. A fresh page (a new browser context: no
// code cached, nothing compiled) opens a thread of 100 messages (bench/pages/messageThread.ts:
// markdown answers with lists, code and links), three ways, each measured from the render call:
//   kit   <UikitChat> through useUikit, the thread already in its store (its lazy code not loaded:
//         the page has only just imported the kit, as an app's bundle would);
//   list  a plain React list rendering every message with react-markdown, its code in the page;
//   html  the floor: the list's HTML, rendered before the clock starts, set with innerHTML.
// Cold: the page's first open. Warm: the same page opens the thread again (the code is loaded).
// Each on loopback and with a simulated 100 ms round trip (Chromium's network emulation).
// Figures: the first screen (the newest message on screen, final, two frames later), the whole
// thread (every message final), the longest task between, the levels of code still arriving after
// the render call (a level is one more round trip of code: a script asked for by code that came
// in another, or waiting for one of the six connections HTTP/1.1 gives a host), and the heap after
// opening. Targets: at most one level of code; the first screen and the whole thread within 0.5x
// the list's cold; no task over 50 ms. Medians of BENCH_RUNS (default 5) fresh pages per kind;
// BENCH_OPEN_LOOPBACK=1 measures on loopback alone (a quicker look while working).

type Kind = 'html' | 'list' | 'kit';
const KINDS: readonly Kind[] = ['html', 'list', 'kit'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COUNT = Number(process.env.BENCH_OPEN_COUNT ?? 100);
const NETWORKS = [
  { name: 'loopback', latency: 0 },
  { name: '100 ms round trip', latency: 100 },
] as const;

const verdicts = createVerdicts('open');
const { verdict } = verdicts;
const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function openOnce(
  browser: Browser,
  url: string,
  kind: Kind,
  latency: number,
): Promise<{ cold: OpenResult; warm: OpenResult }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      console.error(`page error: ${error.message}`);
    });
    if (latency > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(`${url}/open.html?kind=${kind}&count=${String(COUNT)}`);
    await page.waitForFunction(() => typeof window.openThread === 'function');
    const cold = await page.evaluate(() => window.openThread());
    const warm = await page.evaluate(() => window.openThread());
    return { cold, warm };
  } finally {
    await context.close();
  }
}

type Figures = Record<Kind, { cold: OpenResult[]; warm: OpenResult[] }>;

const pick = (runs: OpenResult[], key: keyof OpenResult) => median(runs.map((run) => run[key]));

function print(network: string, figures: Figures) {
  console.log(`  ${network}:`);
  for (const when of ['cold', 'warm'] as const) {
    const listFirst = pick(figures.list[when], 'firstScreen');
    const listWhole = pick(figures.list[when], 'whole');
    for (const kind of KINDS) {
      const runs = figures[kind][when];
      const first = pick(runs, 'firstScreen');
      const whole = pick(runs, 'whole');
      console.log(
        `    ${when} ${kind.padEnd(4)}: first screen ${ms(first)} (${(first / listFirst).toFixed(2)}x the list), ` +
          `whole thread ${ms(whole)} (${(whole / listWhole).toFixed(2)}x), longest task ` +
          `${ms(Math.max(...runs.map((run) => run.maxTaskMs)))}, code arriving after the render call ` +
          `${String(pick(runs, 'scriptsAfter'))} scripts in ${String(pick(runs, 'codeLevels'))} ` +
          `level(s) before the first row, heap ${mb(pick(runs, 'heap'))}`,
      );
    }
  }
}

const dir = await buildPage('open');
const server = await serve(dir);
const browser = await launchChromium();
try {
  console.log(
    `open: a fresh page opens ${String(COUNT)} messages, <UikitChat> vs a react-markdown list and ` +
      `pre-rendered HTML, headless Chromium (${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ${load()}; ` +
      `${new Date().toISOString().slice(0, 10)})`,
  );
  for (const network of NETWORKS.filter(
    (each) => process.env.BENCH_OPEN_LOOPBACK !== '1' || each.latency === 0,
  )) {
    const figures: Figures = {
      html: { cold: [], warm: [] },
      list: { cold: [], warm: [] },
      kit: { cold: [], warm: [] },
    };
    // One discarded round (the server's and the browser's own first time), then kinds in turn.
    for (let round = 0; round <= RUNS; round += 1) {
      for (const kind of KINDS) {
        const { cold, warm } = await openOnce(browser, server.url, kind, network.latency);
        if (round === 0) continue;
        figures[kind].cold.push(cold);
        figures[kind].warm.push(warm);
      }
    }
    print(network.name, figures);
    const kit = figures.kit.cold;
    const levels = Math.max(...kit.map((run) => run.codeLevels));
    verdict(
      `${network.name}: code between the render call and the first row`,
      levels <= 1,
      `${String(levels)} level(s) of scripts arriving between the render call and the first row at most (target <= 1)`,
    );
    if (network.latency === 0) {
      for (const key of ['firstScreen', 'whole'] as const) {
        const ratio = pick(kit, key) / pick(figures.list.cold, key);
        verdict(
          `cold ${key === 'firstScreen' ? 'first screen' : 'whole thread'}`,
          ratio <= 0.5,
          `kit ${ratio.toFixed(2)}x the react-markdown list (target <= 0.5x)`,
        );
      }
      const longest = Math.max(...kit.map((run) => run.maxTaskMs));
      verdict('cold open, longest task', longest <= 50, `${ms(longest)} (target <= 50 ms)`);
    }
  }
  verdicts.report();
} finally {
  await browser.close();
  await server.close();
  cleanup(dir);
}
