/**
 * Writes `src/react/primitives/icons/lucide/groupNN.ts`: every icon of the installed lucide (the
 * kit's pinned dependency) by PascalCase name, split into `LUCIDE_GROUP_COUNT` groups by a hash of
 * the name, so a `lucide:` icon loads its group (about 31 icons) and nothing else. An alias is
 * the name of the icon it stands for (`History: 'RotateCcwClock'`). Run after updating lucide:
 *
 *   npx tsx scripts/lucideIcons.ts
 *
 * `src/react/primitives/icons/lucideIcons.test.ts` fails while the files differ from what this
 * writes.
 *
 * The drawings are lucide's data, copied rather than imported from `lucide`: a group that imported
 * lucide's modules would share the icons the kit also draws elsewhere (the registry's, the thread's
 * controls) with those chunks, and bundlers split each such icon into a tiny chunk of its own
 * (today's build has four, of 52 to 388 bytes), which every part using it then loads as one more
 * request. Copied, a group is one self-contained chunk.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import {
  LUCIDE_GROUP_COUNT,
  lucideGroupOf,
  lucideGroupPath,
  lucidePascalName,
} from '../src/react/primitives/icons/lucideGroups.ts';

const require = createRequire(import.meta.url);

export const lucideFolder = fileURLToPath(
  new URL('../src/react/primitives/icons/lucide/', import.meta.url),
);

/** Every lucide icon: its kebab-case file name and the PascalCase names it is exported under. */
function lucideIcons(): { file: string; names: string[] }[] {
  const index = readFileSync(require.resolve('lucide/dist/esm/iconsAndAliases.mjs'), 'utf8');
  const icons = [...index.matchAll(/^export \{ (.+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/gm)];
  return icons.map((match) => ({
    file: match[2] ?? '',
    names: [...(match[1] ?? '').matchAll(/default as (\w+)/g)].map((name) => name[1] ?? ''),
  }));
}

function lucideVersion(): string {
  const pkg = JSON.parse(readFileSync(require.resolve('lucide/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Each group file's text by its file name (`group07.ts`). */
export function lucideGroupFiles(): Map<string, string> {
  const drawings = lucide as unknown as Record<string, IconNode | undefined>;
  const groups = Array.from({ length: LUCIDE_GROUP_COUNT }, () => new Map<string, string>());
  const add = (name: string, value: string) => {
    const group = groups[lucideGroupOf(name)];
    if (!group) throw new Error(`no group for ${name}`);
    if (group.has(name)) throw new Error(`${name} twice`);
    group.set(name, value);
  };
  const icons = lucideIcons();
  if (icons.length < 1500) throw new Error(`only ${String(icons.length)} lucide icons found`);
  for (const { file, names } of icons) {
    // The name a page asks for is its file's, in PascalCase: lucide exports every icon under it.
    const canonical = lucidePascalName(`lucide:${file}`);
    if (canonical === undefined || !names.includes(canonical))
      throw new Error(`lucide's ${file} is not exported as ${String(canonical)}`);
    const drawing = drawings[canonical];
    if (!Array.isArray(drawing)) throw new Error(`lucide has no drawing for ${canonical}`);
    add(canonical, JSON.stringify(drawing));
    for (const alias of names) if (alias !== canonical) add(alias, JSON.stringify(canonical));
  }
  const version = lucideVersion();
  const files = new Map<string, string>();
  groups.forEach((entries, group) => {
    const lines = [...entries]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `  ${name}: ${value},`);
    const text = [
      `// Lucide's icons in group ${String(group)} of ${String(LUCIDE_GROUP_COUNT)} (see ../lucideGroups.ts), written by`,
      '// scripts/lucideIcons.ts: do not edit.',
      '/**',
      ` * @license lucide v${version} - ISC`,
      ' *',
      ' * This source code is licensed under the ISC license.',
      ' * See the LICENSE file in the root directory of the lucide package.',
      ' */',
      "import type { LucideGroup } from '../lucideGroups';",
      '',
      'const group: LucideGroup = {',
      ...lines,
      '};',
      'export default group;',
      '',
    ].join('\n');
    files.set(lucideGroupPath(group).replace('./lucide/', ''), text);
  });
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = lucideGroupFiles();
  rmSync(lucideFolder, { recursive: true, force: true });
  mkdirSync(lucideFolder, { recursive: true });
  for (const [name, text] of files) writeFileSync(new URL(name, `file://${lucideFolder}`), text);
  console.log(`Wrote ${String(readdirSync(lucideFolder).length)} files to ${lucideFolder}`);
}
