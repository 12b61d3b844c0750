#!/usr/bin/env node
// `npm run test:steady [runs]`: the flakiness check. Runs `npm test` several times (3 by default)
// while a CPU hog keeps every core busy, as a loaded CI machine would, and reports each run's
// result and time. A test that fails here only under load is a flaky test: fix it, do not retry it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const runs = Number(process.argv[2] ?? 3);
const cores = availableParallelism();

// One busy loop per core, at normal priority: they compete with the suite for every core.
const hogs = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  console.log(`steady: run ${String(run)} of ${String(runs)}, ${String(cores)} hogs busy`);
  const code = await new Promise((resolve) => {
    spawn('npm', ['test'], { stdio: 'inherit' }).on('close', (status) => resolve(status ?? 1));
  });
  const time = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  results.push({ run, passed: code === 0, time });
  console.log(`steady: run ${String(run)} ${code === 0 ? 'passed' : 'FAILED'} in ${time}`);
}
stopHogs();
for (const { run, passed, time } of results)
  console.log(`steady: run ${String(run)}: ${passed ? 'passed' : 'FAILED'} (${time})`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
