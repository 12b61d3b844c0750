// `npm run bench`: every benchmark of the repo, in turn, each printing its figures against a
// baseline measured in the same run. Micro-benchmarks run under `vitest bench`; scenarios
// (servers under load, pages in headless Chromium) are scripts in bench/scenarios/ run with tsx.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const steps = [
  { name: 'micro', command: 'npx', args: ['vitest', 'bench', '--run', '--project', 'bench'] },
  ...readdirSync(join(root, 'bench/scenarios'))
    .filter((file) => /\.(ts|mjs)$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.(ts|mjs)$/, ''),
      command: 'npx',
      args: ['tsx', join('bench/scenarios', file)],
    })),
].filter((step) => only.length === 0 || only.includes(step.name));

let failed = 0;
for (const step of steps) {
  console.log(`\n=== bench: ${step.name} ===`);
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`bench ${step.name} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
