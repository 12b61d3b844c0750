import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// The demo page that `npm start` serves: a production build, made once and again only when what
// it is built from changes. Builds live in a git-ignored folder, one subfolder per hash of the
// inputs, written under a temporary name and renamed into place, so two processes starting at
// once (test files, say) never serve a half-written build. The `uikit-react/element` bundle is
// built the same way, once, for everything that needs it (ensureElementBundle).

export const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where builds (and the dev server's dependency cache) are kept. Git-ignored. */
export const PAGE_BUILD_FOLDER = join(repoRoot, 'server-example', 'web-build');

/** Replaced in the served HTML with the uikit API's URL ('' for this server's own origin). */
export const API_BASE_URL_TOKEN = '__UIKIT_API_BASE_URL__';

/**
 * Replaced in the served HTML with a ChatKit endpoint (`/chatkit` under `npm run start:chatkit`),
 * or '' for none: the page then talks to the uikit API through the session route.
 */
export const CHATKIT_URL_TOKEN = '__UIKIT_CHATKIT_URL__';

/** The pages of the demo: `/`, `/two-chats.html` and `/playground` (the widget playground). */
const PAGES = ['index.html', 'two-chats.html', 'playground.html'];

/**
 * `/element.html`: a plain page, served as written, that loads `/element.js`, the
 * `uikit-react/element` bundle built beside it (as `npm run build` builds dist/element.js).
 */
export const ELEMENT_PAGE = 'element.html';
const ELEMENT_FILES = [ELEMENT_PAGE, 'element.js'];

/**
 * What a build depends on: the kit's sources, the dependencies' versions, the element's build
 * config, and for the demo page its own files too.
 */
function inputFiles({ page }: { page: boolean }): string[] {
  const files: string[] = [];
  const walk = (folder: string, skip: (name: string) => boolean) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skip(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, skip);
      else if (entry.isFile()) files.push(path);
    }
  };
  if (page) walk(webRoot, () => false);
  walk(join(repoRoot, 'src'), (name) => /\.(test|stories)\.tsx?$/.test(name));
  files.push(
    join(repoRoot, 'package-lock.json'),
    join(repoRoot, 'tsconfig.json'),
    join(repoRoot, 'vite.element.config.ts'),
  );
  return files.sort();
}

/** A hash of every input's path and bytes: a new one means the build is stale. */
function inputsHash(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(repoRoot, file)).update('\0');
    hash.update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The hash of what the demo page is built from. */
export function pageInputsHash(): string {
  return inputsHash(inputFiles({ page: true }));
}

export interface PageBuild {
  /** The folder of the build: the only files the server serves. */
  folder: string;
  /** Whether this call built it (false: an earlier build was current). */
  built: boolean;
}

/**
 * The current build of the demo page (and of the element page beside it), building it first when
 * its inputs changed since the last one. `onBuild` is told before a build starts (it takes a few
 * seconds).
 */
export function ensurePageBuild(
  onBuild: () => void = () => undefined,
  buildFolder: string = PAGE_BUILD_FOLDER,
): Promise<PageBuild> {
  return ensureBuild(
    'page',
    pageInputsHash(),
    [...PAGES, ...ELEMENT_FILES],
    onBuild,
    buildFolder,
    async (outDir) => {
      await build({
        configFile: false,
        root: webRoot,
        plugins: [react()],
        logLevel: 'error',
        clearScreen: false,
        build: {
          outDir,
          emptyOutDir: true,
          // The page is a demo on loopback: one big chunk is fine, and the warning is noise.
          chunkSizeWarningLimit: 10_000,
          rolldownOptions: {
            input: Object.fromEntries(
              PAGES.map((page) => [page.replace(/\.html$/, ''), join(webRoot, page)]),
            ),
          },
        },
      });
      await buildElementPage(outDir, buildFolder);
    },
  );
}

/**
 * The element page alone, for `npm run dev`: the page itself is plain HTML, but the bundle it
 * loads is a production build either way.
 */
export function ensureElementBuild(
  onBuild: () => void = () => undefined,
  buildFolder: string = PAGE_BUILD_FOLDER,
): Promise<PageBuild> {
  return ensureBuild('element', pageInputsHash(), ELEMENT_FILES, onBuild, buildFolder, (outDir) =>
    buildElementPage(outDir, buildFolder),
  );
}

/** The element page and a copy of the element bundle beside it, in `outDir`. */
async function buildElementPage(outDir: string, buildFolder: string): Promise<void> {
  const bundle = await ensureElementBundle(() => undefined, buildFolder);
  mkdirSync(outDir, { recursive: true });
  cpSync(bundle.folder, outDir, { recursive: true });
  copyFileSync(join(webRoot, ELEMENT_PAGE), join(outDir, ELEMENT_PAGE));
}

/**
 * The `uikit-react/element` bundle (`vite.element.config.ts`: element.js, element-chunks/ and
 * their maps), built once per hash of what it is built from and copied wherever it is needed:
 * the demo page's `/element.js` (npm start, npm run dev), the package tests' `dist/` and
 * `npm run bench`. Built in a child process: a build that inherits a test runner's NODE_ENV
 * compiles JSX for React's development runtime, which the bundled production React does not have.
 */
export function ensureElementBundle(
  onBuild: () => void = () => undefined,
  buildFolder: string = PAGE_BUILD_FOLDER,
): Promise<PageBuild> {
  return ensureBuild(
    'element-bundle',
    inputsHash(inputFiles({ page: false })),
    ['element.js'],
    onBuild,
    buildFolder,
    async (outDir) => {
      await promisify(execFile)(
        process.execPath,
        [
          join(repoRoot, 'node_modules/vite/bin/vite.js'),
          'build',
          '--config',
          join(repoRoot, 'vite.element.config.ts'),
          '--outDir',
          outDir,
          '--logLevel',
          'error',
        ],
        { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' } },
      );
    },
  );
}

async function ensureBuild(
  kind: string,
  hash: string,
  files: readonly string[],
  onBuild: () => void,
  buildFolder: string,
  make: (outDir: string) => Promise<void>,
): Promise<PageBuild> {
  const folder = join(buildFolder, `${kind}-${hash}`);
  if (isComplete(folder, files)) return { folder, built: false };

  onBuild();
  mkdirSync(buildFolder, { recursive: true });
  const temporary = join(buildFolder, `.tmp-${kind}-${hash}-${randomBytes(4).toString('hex')}`);
  try {
    await make(temporary);
    try {
      renameSync(temporary, folder);
    } catch (error) {
      // Another process finished the same build first: theirs is as good as ours.
      if (!isComplete(folder, files)) throw error;
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  removeOtherBuilds(buildFolder, folder, kind);
  return { folder, built: true };
}

function isComplete(folder: string, files: readonly string[]): boolean {
  return files.every((file) => existsSync(join(folder, file)));
}

/**
 * Older builds of a kind, and its temporary folders a stopped build left behind an hour or more
 * ago. Names are matched whole: `element-<hash>` is not a build of `element-bundle`, nor the other
 * way round.
 */
function removeOtherBuilds(buildFolder: string, current: string, kind: string): void {
  const hourAgo = Date.now() - 60 * 60_000;
  const build = new RegExp(`^${kind}-[0-9a-f]{16}$`);
  const temporary = new RegExp(`^\\.tmp-${kind}-[0-9a-f]{16}-[0-9a-f]{8}$`);
  for (const entry of readdirSync(buildFolder, { withFileTypes: true })) {
    const path = join(buildFolder, entry.name);
    if (!entry.isDirectory() || path === current) continue;
    const abandoned = temporary.test(entry.name) && statSync(path).mtimeMs < hourAgo;
    if (build.test(entry.name) || abandoned) rmSync(path, { recursive: true, force: true });
  }
}
