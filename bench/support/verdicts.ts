import { availableParallelism, loadavg } from 'node:os';

// Shared by the browser scenarios: each target's verdict printed as it is measured, and the missed
// ones repeated loudly at the end. The exit code stays 0: a benchmark measures, it does not test.

/** Other work on the machine skews frame times most: say how busy it was. */
export const load = () =>
  `load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`;

/** The verdicts of one scenario (`name`, as it prints them). */
export function createVerdicts(name: string) {
  const verdicts: { name: string; met: boolean; detail: string }[] = [];
  return {
    /** Prints and keeps whether target `target` was met. */
    verdict: (target: string, met: boolean, detail: string) => {
      verdicts.push({ name: target, met, detail });
      console.log(`  ${target}: ${detail}: ${met ? 'met' : 'MISSED'}`);
    },
    /** The end of the scenario: the machine's load, then every missed target again. */
    report: () => {
      const missed = verdicts.filter((entry) => !entry.met);
      console.log(`  (${load()} at the end)`);
      console.log('');
      if (missed.length === 0) {
        console.log(`${name}: every target met`);
        return;
      }
      const bar = '!'.repeat(100);
      console.log(bar);
      for (const entry of missed) console.log(`!!! MISSED: ${entry.name}: ${entry.detail}`);
      console.log(bar);
    },
  };
}
