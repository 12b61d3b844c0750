import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newContext } from '../../test/e2e/support/browser';
import { launchChromium, median } from '../support/browser';
import {
  removeFolder,
  removeOnExit,
  spawnExampleServer,
  type ServerChild,
} from '../support/exampleServer';
import { load } from '../support/verdicts';

// `npm run bench` (alone: `node bench/run.mjs resume`): a reload in the middle of an answer
// (protocol section 11). The example server runs as `npm start` does (the demo page, the demo
// workflow, its slow answer at one token every 40 ms) in a child process; headless Chromium opens
// the page as a user: one fresh browser context per run (a new visitor, nothing cached), the same
// context for the reload (what a returning user has: the cookie, the cache, the last thread).
//   answer running:  ask for the slow answer, wait until it shows "Part 2 of 30", reload, and time
//                    from the reload call to (a) the thread shown (the answer visible with its
//                    text so far) and (b) the first live token (its text longer than at (a));
//   nothing running: baselines, in a second fresh context per run: the time from Enter on the
//                    same message to its first token on a loaded, settled page; then, once the
//                    answer shows "Part 2 of 30", stop it, reload, and time to the thread shown.
// Times are taken in the page at the first task after the frame that shows them. A warm-up run is
// discarded; figures are medians of BENCH_RUNS runs (default 5). Each run opens two new visitors
// on the session route, whose budget is 30 at once per address (30 more a minute): keep
// BENCH_RUNS under about 14.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_UPS = 1;
const SLOW_TOKEN_DELAY_MS = 40;
/** The longest wait for anything a user would be waiting for. */
const WAIT_MS = 30_000;
const MESSAGE = 'write something slow';
const ANSWER = '[data-slot="assistant-message"]';

interface Marks {
  /** When the first answer showed with text, and that text (whitespace left out). */
  shownAt: number | null;
  shownText: string;
  /** When its text first grew beyond that (the text shown then extending it). */
  liveAt: number | null;
  liveText: string;
  /**
   * Times the text changed in between without growing (markdown rendered over the plain text,
   * say): the changed text then stands for what was shown, for the growth that follows.
   */
  reshaped: number;
  /** When Enter was last pressed in the page. */
  enterAt: number | null;
}

declare global {
  interface Window {
    resumeBench: Marks;
  }
}

/**
 * Run in every document of a context before its scripts: at each frame, looks at the first
 * answer, and notes (at the first task after that frame, so once it is painted) when it first
 * shows text and when that text first grows. Times are milliseconds since the epoch, as
 * `performance.timeOrigin + performance.now()` gives them here and in Node.
 */
function recordMarks(selector: string): void {
  const marks: Marks = {
    shownAt: null,
    shownText: '',
    liveAt: null,
    liveText: '',
    reshaped: 0,
    enterAt: null,
  };
  window.resumeBench = marks;
  const now = () => performance.timeOrigin + performance.now();
  const afterPaint = (note: (time: number) => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      note(now());
    };
    channel.port2.postMessage(null);
  };
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') marks.enterAt = now();
    },
    true,
  );
  let seenShown = false;
  let reference = '';
  const frame = () => {
    const answer = document.querySelector(selector);
    const text = answer?.checkVisibility() ? answer.textContent.replace(/\s+/g, '') : '';
    if (!seenShown && text !== '') {
      seenShown = true;
      marks.shownText = reference = text;
      afterPaint((time) => {
        marks.shownAt = time;
      });
    } else if (seenShown && text.length > reference.length && text.startsWith(reference)) {
      marks.liveText = text;
      afterPaint((time) => {
        marks.liveAt = time;
      });
      return;
    } else if (seenShown && text !== reference) {
      marks.reshaped += 1;
      reference = text;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * `recordMarks` as an init script. tsx compiles this file keeping function names, with calls to
 * its `__name` helper that the page lacks: the script defines it.
 */
const RECORDER = `var __name = (target) => target;\n(${recordMarks.toString()})(${JSON.stringify(ANSWER)});`;

const now = () => performance.timeOrigin + performance.now();
const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
const marksOf = (page: Page) => page.evaluate(() => window.resumeBench);

/** `run`, or an error saying what was waited for, after `timeoutMs`. */
async function waitingFor<T>(what: string, run: Promise<T>, timeoutMs = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`timed out after ${String(timeoutMs / 1000)} s waiting for ${what}`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run, late]);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('timed out')) throw error;
    throw new Error(`while waiting for ${what}: ${String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

async function openDemo(page: Page): Promise<void> {
  await waitingFor('the demo page to load', page.goto('/'));
  await waitingFor(
    'the chat to have its session',
    page.locator('[data-uikit-root][data-state="ready"]').waitFor({ timeout: WAIT_MS }),
  );
}

const answerShows = (page: Page, text: string) =>
  waitingFor(
    `the answer to show "${text}"`,
    page.locator(ANSWER).first().filter({ hasText: text }).waitFor({ timeout: WAIT_MS }),
  );

/** Reloads; resolves with the time of the reload call, once the marks `until` names are set. */
async function reload(page: Page, until: 'shownAt' | 'liveAt'): Promise<number> {
  const started = now();
  await waitingFor('the page to reload', page.reload());
  await waitingFor(
    until === 'shownAt' ? 'the thread to show after the reload' : 'a live token after the reload',
    page.waitForFunction((mark) => window.resumeBench[mark] !== null, until, {
      timeout: WAIT_MS,
      polling: 20,
    }),
  );
  return started;
}

/** Stops the answer with its stop control and waits until the chat is idle. */
async function stop(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Stop' }).click({ timeout: WAIT_MS });
  await waitingFor(
    'the answer to end as stopped',
    page
      .locator(`${ANSWER} [data-slot="incomplete-mark"]`)
      .filter({ hasText: 'Stopped' })
      .waitFor({ timeout: WAIT_MS }),
  );
}

interface Running {
  shownMs: number;
  liveMs: number;
  /** Characters (whitespace left out) shown at (a), and at (b). */
  shownChars: number;
  liveChars: number;
  /** Changes to the text between (a) and (b) that were not growth. */
  reshaped: number;
}

/** A new visitor asks for the slow answer, and reloads while it runs. */
async function answerRunning(browser: Browser, url: string): Promise<Running> {
  const context = await newContext(browser, url);
  try {
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    reportErrors(page);
    await openDemo(page);
    await page
      .getByRole('region', { name: 'New chat' })
      .getByRole('button', { name: 'A slow answer to stop' })
      .click({ timeout: WAIT_MS });
    await answerShows(page, 'Part 2 of 30');
    const started = await reload(page, 'liveAt');
    const marks = await marksOf(page);
    if (!marks.shownText.includes('Part1of30'))
      throw new Error(`after the reload the answer showed "${marks.shownText}" first`);
    // The answer is stopped, so that it does not run on beside the next runs.
    await stop(page);
    return {
      shownMs: (marks.shownAt as number) - started,
      liveMs: (marks.liveAt as number) - started,
      shownChars: marks.shownText.length,
      liveChars: marks.liveText.length,
      reshaped: marks.reshaped,
    };
  } finally {
    await context.close();
  }
}

interface Idle {
  sendMs: number;
  shownMs: number;
}

/**
 * A new visitor sends the same message by hand on a loaded page (send → first token), stops the
 * answer at the same point, and reloads with nothing running.
 */
async function nothingRunning(browser: Browser, url: string): Promise<Idle> {
  const context = await newContext(browser, url);
  try {
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    reportErrors(page);
    await openDemo(page);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(MESSAGE, { timeout: WAIT_MS });
    // A settled page: what loads after the chat is ready has loaded.
    await page.evaluate(
      () =>
        new Promise<void>((resolveIdle) => {
          requestIdleCallback(
            () => {
              resolveIdle();
            },
            { timeout: 1000 },
          );
        }),
    );
    await page.waitForTimeout(300);
    await input.press('Enter');
    await waitingFor(
      'the first token of the answer',
      page.waitForFunction(() => window.resumeBench.shownAt !== null, undefined, {
        timeout: WAIT_MS,
        polling: 20,
      }),
    );
    const sent = await marksOf(page);
    if (sent.enterAt === null) throw new Error('the page saw no Enter');
    await answerShows(page, 'Part 2 of 30');
    await stop(page);
    const started = await reload(page, 'shownAt');
    const marks = await marksOf(page);
    if (!marks.shownText.includes('Part2of30'))
      throw new Error(`after the reload the stopped answer showed "${marks.shownText}" first`);
    return {
      sendMs: (sent.shownAt as number) - sent.enterAt,
      shownMs: (marks.shownAt as number) - started,
    };
  } finally {
    await context.close();
  }
}

let pageErrors = 0;
function reportErrors(page: Page): void {
  page.on('pageerror', (error) => {
    pageErrors += 1;
    console.error(`page error: ${error.message}`);
  });
}

const dataDir = removeOnExit(mkdtempSync(join(tmpdir(), 'uikit-bench-resume-')));
let server: ServerChild | null = null;
let browser: Browser | null = null;
try {
  server = await spawnExampleServer({
    dataDir,
    apiKey: `sk-bench-${randomBytes(16).toString('hex')}`,
    env: {
      UIKIT_WORKFLOW: 'demo',
      UIKIT_DEMO_PAGE: 'on',
      UIKIT_DEMO_SLOW_TOKEN_DELAY_MS: String(SLOW_TOKEN_DELAY_MS),
    },
    // A first start builds the page (a minute or two on a busy 2-core machine).
    startTimeoutMs: 300_000,
  });
  browser = await launchChromium();
  console.log(
    `resume: reload during a running answer, the demo page of \`npm start\` in headless Chromium ` +
      `(slow answer: a token every ${String(SLOW_TOKEN_DELAY_MS)} ms; ` +
      `${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ${load()})`,
  );
  const running: Running[] = [];
  const idle: Idle[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    // Alternating which goes first, so that neither always follows the other.
    const order = run % 2 === 0 ? (['running', 'idle'] as const) : (['idle', 'running'] as const);
    for (const kind of order) {
      if (kind === 'running') {
        const result = await answerRunning(browser, server.url);
        if (run >= WARM_UPS) running.push(result);
      } else {
        const result = await nothingRunning(browser, server.url);
        if (run >= WARM_UPS) idle.push(result);
      }
    }
  }

  const base = median(idle.map((run) => run.shownMs));
  const line = (label: string, values: number[]) => {
    const value = median(values);
    console.log(
      `  ${label.padEnd(42)} ${ms(value).padStart(9)}  ${(value / base).toFixed(2)}× ` +
        `(runs: ${values.map((one) => ms(one)).join(', ')})`,
    );
  };
  console.log(
    `  medians of ${String(RUNS)} runs, ratios against "reload → thread shown (nothing running)":`,
  );
  line(
    'reload → thread shown (answer running)',
    running.map((run) => run.shownMs),
  );
  line(
    'reload → first live token',
    running.map((run) => run.liveMs),
  );
  line(
    'reload → thread shown (nothing running)',
    idle.map((run) => run.shownMs),
  );
  line(
    'send → first token (warm)',
    idle.map((run) => run.sendMs),
  );
  console.log(
    `  (answer running: text shown at (a) ${String(median(running.map((run) => run.shownChars)))} characters, ` +
      `at (b) ${String(median(running.map((run) => run.liveChars)))}, medians, whitespace left out; ` +
      `the first token of an answer comes ${String(SLOW_TOKEN_DELAY_MS)} ms after it starts)`,
  );
  const reshaped = running.filter((run) => run.reshaped > 0).length;
  if (reshaped > 0)
    console.log(
      `  (in ${String(reshaped)} runs the answer's text changed between (a) and (b) without growing, ` +
        `markdown rendered over the plain text say: (b) is growth beyond the changed text)`,
    );
  if (pageErrors > 0) {
    console.error(`page errors: ${String(pageErrors)}`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server?.stop();
  removeFolder(dataDir);
}
