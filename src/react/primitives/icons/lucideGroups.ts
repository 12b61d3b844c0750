import type { IconNode } from 'lucide';
import { isLucideIconName } from '../../../wire/lucideIcon';

// How lucide's icons are split for loading: by a hash of the name into groups, each a chunk of its
// own (`lucide/groupNN.ts`, written by scripts/lucideIcons.ts). Pure functions, shared by that
// script and the page, so both put a name in the same group.

/** A group: each icon's drawing by PascalCase name, or for an alias the name it stands for. */
export type LucideGroup = Readonly<Record<string, IconNode | string>>;

/**
 * How many groups. Lucide has about 2,000 icons (110 kB gzipped in one chunk): a group holds
 * about 31 and is 1.5 to 3.5 kB gzipped (2.3 kB the median), which is what the first `lucide:` icon
 * of a page costs, in one request; a host's build emits 64 small files for them. One chunk per icon
 * would cost less per icon (about 0.3 kB) but first needs the map from 2,000 names to their
 * chunks, 14 kB gzipped as written and 29 kB once a bundler names the chunks: dearer until a page
 * shows about seven different lucide icons, and 2,000 files in every host's build. (32 groups: 4.1
 * kB the median; 128: 1.3 kB, in twice the files.)
 */
export const LUCIDE_GROUP_COUNT = 64;

/**
 * A well-formed lucide name's PascalCase name, as lucide exports it (`lucide:clock-1` → `Clock1`,
 * `lucide:history` → `History`, an alias of `RotateCcwClock`); undefined for any other name.
 */
export function lucidePascalName(name: string): string | undefined {
  if (!isLucideIconName(name)) return undefined;
  return name
    .slice('lucide:'.length)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The group of an icon by its PascalCase name (FNV-1a). */
export function lucideGroupOf(pascalName: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < pascalName.length; index += 1) {
    hash ^= pascalName.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % LUCIDE_GROUP_COUNT;
}

/** A group's module, relative to this folder. */
export function lucideGroupPath(group: number): string {
  return `./lucide/group${String(group).padStart(2, '0')}.ts`;
}
