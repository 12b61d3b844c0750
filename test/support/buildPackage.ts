import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

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
export default function buildPackage(project: TestProject): (() => void) | undefined {
  const run = globalThis as { [RUN_BUILD]?: PackageBuild | undefined };
  const earlier = run[RUN_BUILD];
  const build = earlier ?? buildAndPack();
  project.provide('packageDist', build.dist);
  project.provide('packageTarball', build.tarball);
  project.provide('packedFiles', build.files);
  if (earlier) return undefined;
  run[RUN_BUILD] = build;
  return () => {
    build.remove();
    run[RUN_BUILD] = undefined;
  };
}

function buildAndPack(): PackageBuild {
  const dist = join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  // In a child process: vitest sets NODE_ENV=test, and a build that inherits it compiles JSX
  // for react/jsx-dev-runtime, which production React apps do not ship.
  // The library, then uikit-react/element (its own config: React bundled in), as `npm run build`.
  for (const config of [[], ['--config', 'vite.element.config.ts']])
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...config, '--logLevel', 'error'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
    );
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
