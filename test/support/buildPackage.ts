import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureElementBundle } from '../../server-example/web/pageBuild';
import { ensureNextApp } from './nextApp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The library build, `<repo>/dist`. */
    packageDist: string;
    /** The `npm pack` tarball of that build: what a consumer installs. */
    packageTarball: string;
    /** The paths inside the tarball, relative to its `package/` folder. */
    packedFiles: string[];
  }
}

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

interface PackageBuild {
  dist: string;
  tarball: string;
  files: string[];
  remove: () => void;
}

/**
 * The package and e2e projects both list this setup (the e2e test of the Next.js consumer serves
 * it built from the tarball); global setups run in Vitest's own process, so this remembers the
 * build there and a run that selects both builds once.
 */
const RUN_BUILD: unique symbol = Symbol.for('uikit-react/test/packageBuild');

/**
 * Vitest global setup of the package tests: builds the library once and packs it once, so every
 * file checks the same artefact a consumer would install instead of building its own.
 */
export default async function buildPackage(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const run = globalThis as { [RUN_BUILD]?: Promise<PackageBuild> | undefined };
  const earlier = run[RUN_BUILD];
  const pending = earlier ?? buildAndPack();
  run[RUN_BUILD] = pending;
  const build = await pending;
  project.provide('packageDist', build.dist);
  project.provide('packageTarball', build.tarball);
  project.provide('packedFiles', build.files);
  if (earlier) return undefined;
  // `npm test` (which sets UIKIT_TEST_BUILD_AHEAD) runs the Next.js consumer's tests too: its
  // `next build`, half a minute of CPU, starts now in this process, beside the first test files,
  // instead of holding a test worker while it runs. Those tests wait for it (ensureNextApp's lock)
  // and, should it fail, build again themselves and report what failed.
  const ahead =
    process.env.UIKIT_TEST_BUILD_AHEAD === '1'
      ? ensureNextApp(build.tarball).catch(() => undefined)
      : undefined;
  return async () => {
    await ahead;
    build.remove();
    run[RUN_BUILD] = undefined;
  };
}

async function buildAndPack(): Promise<PackageBuild> {
  const dist = join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  // uikit-react/element, as `npm run build` makes it: the one build the demo page's tests make of
  // the same sources (or a new one, kept for them), made beside the library's if it is not there.
  const element = ensureElementBundle();
  // The library, in a child process: vitest sets NODE_ENV=test, and a build that inherits it
  // compiles JSX for react/jsx-dev-runtime, which production React apps do not ship.
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  cpSync((await element).folder, dist, { recursive: true });
  const packDir = mkdtempSync(join(tmpdir(), 'uikit-pack-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as [{ filename: string; files: { path: string }[] }];
  return {
    dist,
    tarball: join(packDir, packed.filename),
    files: packed.files.map((file) => file.path),
    remove: () => {
      rmSync(packDir, { recursive: true, force: true });
    },
  };
}
