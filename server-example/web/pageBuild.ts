import { createHash, randomBytes } from 'node:crypto';
import {
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
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// The demo page that `npm start` serves: a production build, made once and again only when what
// it is built from changes. Builds live in a git-ignored folder, one subfolder per hash of the
// inputs, written under a temporary name and renamed into place, so two processes starting at
// once (test files, say) never serve a half-written build.

export const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where builds (and the dev server's dependency cache) are kept. Git-ignored. */
export const PAGE_BUILD_FOLDER = join(repoRoot, 'server-example', 'web-build');

/** Replaced in the served HTML with the uikit API's URL ('' for this server's own origin). */
export const API_BASE_URL_TOKEN = '__UIKIT_API_BASE_URL__';

/** The pages of the demo: `/` and `/two-chats.html`. */
const PAGES = ['index.html', 'two-chats.html'];

/** What a build depends on: the page, the kit's sources, the dependencies' versions. */
function inputFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string, skip: (name: string) => boolean) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skip(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, skip);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(webRoot, () => false);
  walk(join(repoRoot, 'src'), (name) => /\.(test|stories)\.tsx?$/.test(name));
  files.push(join(repoRoot, 'package-lock.json'), join(repoRoot, 'tsconfig.json'));
  return files.sort();
}

/** A hash of every input's path and bytes: a new one means the build is stale. */
export function pageInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(relative(repoRoot, file)).update('\0');
    hash.update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface PageBuild {
  /** The folder of the build: the only files the server serves. */
  folder: string;
  /** Whether this call built it (false: an earlier build was current). */
  built: boolean;
}

/**
 * The current build of the demo page, building it first when its inputs changed since the last
 * one. `onBuild` is told before a build starts (it takes a few seconds).
 */
export async function ensurePageBuild(
  onBuild: () => void = () => undefined,
  buildFolder: string = PAGE_BUILD_FOLDER,
): Promise<PageBuild> {
  const hash = pageInputsHash();
  const folder = join(buildFolder, `page-${hash}`);
  if (isComplete(folder)) return { folder, built: false };

  onBuild();
  mkdirSync(buildFolder, { recursive: true });
  const temporary = join(buildFolder, `.tmp-page-${hash}-${randomBytes(4).toString('hex')}`);
  try {
    await build({
      configFile: false,
      root: webRoot,
      plugins: [react()],
      logLevel: 'error',
      clearScreen: false,
      build: {
        outDir: temporary,
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
    try {
      renameSync(temporary, folder);
    } catch (error) {
      // Another process finished the same build first: theirs is as good as ours.
      if (!isComplete(folder)) throw error;
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  removeOtherBuilds(buildFolder, folder);
  return { folder, built: true };
}

function isComplete(folder: string): boolean {
  return PAGES.every((page) => existsSync(join(folder, page)));
}

/** Older builds, and temporary folders a stopped build left behind an hour or more ago. */
function removeOtherBuilds(buildFolder: string, current: string): void {
  const hourAgo = Date.now() - 60 * 60_000;
  for (const entry of readdirSync(buildFolder, { withFileTypes: true })) {
    const path = join(buildFolder, entry.name);
    if (!entry.isDirectory() || path === current) continue;
    const abandoned = entry.name.startsWith('.tmp-page-') && statSync(path).mtimeMs < hourAgo;
    if (entry.name.startsWith('page-') || abandoned) rmSync(path, { recursive: true, force: true });
  }
}
