#!/usr/bin/env node
// `npm test`: the static checks (types, lint, format) and the Vitest projects, side by side.
// Vitest alone keeps about one of two cores busy (it waits on Chromium, servers and builds), so the
// checks run in that slack, at the lowest CPU priority so they never slow a test down (timing
// tests stay as steady as when run alone). Their output is held back and printed whole when they
// end; Vitest's streams. Prints each lane's time and fails when any step does.
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command; resolves with its exit code and, when `quiet`, its output. */
function run(command, args, { quiet, env = process.env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${String(error)}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** `nice -n 19 …` where `nice` exists (Linux, macOS), else the command as it is. */
function lowPriority([command, ...args]) {
  return process.platform === 'win32' ? [command, args] : ['nice', ['-n', '19', command, ...args]];
}

const checks = [
  ['types', 'tsc', ['--noEmit']],
  ['lint', 'eslint', ['.']],
  ['format', 'prettier', ['--check', '.']],
  // The guides: the Storybook docs site builds offline, its links and examples hold.
  ['docs', 'tsx', ['scripts/checkDocs.ts']],
];

async function runChecks() {
  const since = Date.now();
  const failed = [];
  for (const [name, command, args] of checks) {
    const step = Date.now();
    const { code, output } = await run(...lowPriority(['npx', '--no-install', command, ...args]), {
      quiet: true,
    });
    if (code !== 0) {
      failed.push(name);
      process.stdout.write(`\n── ${name} failed (${command} ${args.join(' ')}) ──\n${output}\n`);
    } else {
      process.stdout.write(`test: ${name} passed in ${seconds(step)}\n`);
    }
  }
  return { failed, time: seconds(since) };
}

async function runVitest() {
  const since = Date.now();
  const { code } = await run('npx', ['--no-install', 'vitest', 'run', ...process.argv.slice(2)], {
    quiet: false,
    // The whole suite runs, so its slow builds can start at once, beside the first test files
    // (see test/support/buildPackage.ts).
    env: { ...process.env, UIKIT_TEST_BUILD_AHEAD: '1' },
  });
  return { failed: code === 0 ? [] : ['vitest'], time: seconds(since) };
}

const [staticChecks, vitest] = await Promise.all([runChecks(), runVitest()]);
const failed = [...staticChecks.failed, ...vitest.failed];
console.log(
  `test: checks ${staticChecks.time}, vitest ${vitest.time}, total ${seconds(started)}` +
    (failed.length === 0 ? ': all passed' : `: FAILED (${failed.join(', ')})`),
);
process.exit(failed.length === 0 ? 0 : 1);
