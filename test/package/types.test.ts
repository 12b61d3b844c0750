import {
  checkPackage,
  createPackageFromTarballData,
  type Problem,
  type ResolutionKind,
} from '@arethetypeswrong/core';
import { problemAffectsResolutionKind } from '@arethetypeswrong/core/problems';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { installTarball } from '../support/installTarball';

// The packed types as consumers' compilers read them, in each module resolution mode a host can
// use: a bundled app (`bundler`) and a Node server compiled by tsc (`node16`, `nodenext`).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tarball = inject('packageTarball');
const run = promisify(execFile);

/**
 * Where the consumers are installed and compiled: a fixed folder per checkout, so `tsc
 * --incremental` keeps what it checked last time. With skipLibCheck off most of the work is the
 * dependencies' own .d.ts (valibot's alone is half), which rarely change; tsc compares files by
 * content hash, so a changed .d.ts of the kit is checked again, with everything that uses it.
 */
const cache = join(
  root,
  'node_modules/.cache/uikit-consumers',
  createHash('sha256').update(root).digest('hex').slice(0, 12),
);
const consumers = join(cache, 'install');

/** The resolutions attw's `esm-only` profile checks: the package ships no CommonJS. */
const ESM_RESOLUTIONS: ResolutionKind[] = ['node16-esm', 'bundler'];

/**
 * What a host installs beside the kit to compile against it: React's and Node's types, and what
 * the Vite + React app with its Express server (test/consumers/vite-react) uses.
 */
const HOST_PACKAGES = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  'vite',
  '@vitejs/plugin-react',
  'express',
  '@types/express',
];

describe('the packed types', () => {
  beforeAll(() => {
    rmSync(consumers, { recursive: true, force: true });
    installTarball(tarball, consumers, HOST_PACKAGES);
    // All of them: the bundler consumer compiles the Vite app's code and nodenext its server.
    cpSync(join(root, 'test/consumers'), consumers, { recursive: true });
  });

  it('have no problems for ESM consumers (arethetypeswrong, esm-only profile)', async () => {
    const pkg = createPackageFromTarballData(new Uint8Array(readFileSync(tarball)));
    const analysis = await checkPackage(pkg);
    if (!('problems' in analysis)) throw new Error('attw found no types in the package');
    const problems = analysis.problems.filter((problem: Problem) =>
      ESM_RESOLUTIONS.some((kind) => problemAffectsResolutionKind(problem, kind, analysis)),
    );
    expect(problems).toEqual([]);
    expect(Object.keys(analysis.entrypoints)).toEqual(
      expect.arrayContaining(['.', './server', './styles.css']),
    );
  });

  // test/consumers/<mode>: strict, skipLibCheck off (every .d.ts of the kit and its dependencies
  // is checked), noUncheckedSideEffectImports on. One tsc per mode, side by side.
  it.concurrent.for(['bundler', 'node16', 'nodenext'])(
    'compile in a strict %s consumer',
    { timeout: 180_000 },
    async (mode) => {
      const project = join(consumers, mode);
      const result = await run(
        process.execPath,
        [
          join(root, 'node_modules/typescript/bin/tsc'),
          ...['-p', project, '--pretty', 'false', '--incremental'],
          ...['--tsBuildInfoFile', join(cache, `${mode}.tsbuildinfo`)],
        ],
        { cwd: project, encoding: 'utf8' },
      ).catch((error: unknown) => error as { stdout: string; code: number });
      expect(result.stdout).toBe('');
      expect('code' in result ? result.code : 0).toBe(0);
    },
  );
});
