import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureNextApp, type NextAppBuild } from '../support/nextApp';

// test/consumers/next, a Next.js App Router app, built with `next build` from the packed kit:
// the kit's `'use client'` entry imported by a client component, its stylesheet, and
// `uikit-react/server` as a route handler. test/e2e/next.test.ts serves this same build.
let app: NextAppBuild;

beforeAll(async () => {
  app = await ensureNextApp(inject('packageTarball'));
  if (app.built) console.log(`next build: ${(app.buildMs / 1000).toFixed(1)} s`);
}, 300_000);

describe('a Next.js App Router app', () => {
  it('builds and type-checks with no warning', () => {
    expect(app.output).toContain('Compiled successfully');
    // Next type-checks the app against the kit's published types (the build fails on an error).
    expect(app.output).toMatch(/Finished TypeScript/);
    // Next warns about a missing build cache whenever `CI` is set (as it is on CI machines): that
    // notice is about the machine, not the app, so it is the one line let through.
    const warnings = app.output
      .split('\n')
      .filter((line) => /⚠|warn|error/i.test(line))
      .filter((line) => !line.includes('nextjs.org/docs/messages/no-cache'));
    expect(warnings).toEqual([]);
  });

  it('renders the chat page and mints sessions per request (dynamic, never prerendered)', () => {
    // Next's route table: ƒ is "server-rendered on demand".
    expect(app.output).toMatch(/^\S ƒ \/$/m);
    expect(app.output).toMatch(/^\S ƒ \/api\/uikit\/session$/m);
    const prerendered = JSON.parse(
      readFileSync(join(app.folder, '.next/prerender-manifest.json'), 'utf8'),
    ) as { routes: Record<string, unknown> };
    expect(Object.keys(prerendered.routes)).not.toContain('/');
    expect(Object.keys(prerendered.routes)).not.toContain('/api/uikit/session');
    const routes = JSON.parse(
      readFileSync(join(app.folder, '.next/server/app-paths-manifest.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining(['/page', '/api/uikit/session/route']),
    );
  });
});
