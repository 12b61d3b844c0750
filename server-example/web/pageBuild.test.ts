import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureElementBuild, ensureElementBundle, ensurePageBuild } from './pageBuild';

// The element bundle is built once per version of the sources and shared: the demo page's
// /element.js, `npm run dev`'s element page and the package tests' dist/ copy the same build.

const buildFolder = mkdtempSync(join(tmpdir(), 'uikit-page-build-'));
afterAll(() => {
  rmSync(buildFolder, { recursive: true, force: true });
});

describe('the builds of the demo page', () => {
  it('share one element bundle, built once, which no other kind of build removes', async () => {
    const page = await ensurePageBuild(() => undefined, buildFolder);
    expect(page.built).toBe(true);
    const bundle = await ensureElementBundle(() => undefined, buildFolder);
    // The page build made it; asked again, it is already there.
    expect(bundle.built).toBe(false);
    const read = (folder: string) => readFileSync(join(folder, 'element.js'), 'utf8');
    expect(read(page.folder)).toBe(read(bundle.folder));
    expect(existsSync(join(page.folder, 'element.html'))).toBe(true);

    // `npm run dev`'s element page: the same bundle again, and the page build stays too.
    const dev = await ensureElementBuild(() => undefined, buildFolder);
    expect(read(dev.folder)).toBe(read(bundle.folder));
    expect(readdirSync(buildFolder).sort()).toEqual(
      [page.folder, bundle.folder, dev.folder]
        .map((folder) => folder.slice(buildFolder.length + 1))
        .sort(),
    );
  }, 120_000);
});
