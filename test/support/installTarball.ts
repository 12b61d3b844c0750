import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Installs the packed kit as `node_modules/uikit-react` of a folder, offline, as a host app has
 * it: the tarball is extracted there, and its dependencies and the host's own packages (React,
 * a bundler, types…) are links into this repository's node_modules.
 */
export function installTarball(tarball: string, into: string, hostPackages: string[]): void {
  const target = join(into, 'node_modules/uikit-react');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  linkPackages(into, [
    ...new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
      ...hostPackages,
    ]),
  ]);
}

/** Installs packages of this repository's node_modules into a folder's, as links (offline). */
export function linkPackages(into: string, names: readonly string[]): void {
  for (const name of names) {
    const link = join(into, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), link, 'junction');
  }
}
