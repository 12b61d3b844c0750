import { readdirSync, readFileSync } from 'node:fs';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import { describe, expect, it, vi } from 'vitest';
import { lucideFolder, lucideGroupFiles } from '../../../../scripts/lucideIcons';
import { LUCIDE_GROUP_COUNT, lucidePascalName } from './lucideGroups';
import { loadedLucideGroups, loadLucideIcon, lucideDrawing, lucideNode } from './lucideIcons';

const drawings = lucide as unknown as Record<string, unknown>;
/** Every name lucide exports an icon under: its own names and their aliases. */
const exported = Object.keys(drawings).filter((name) => Array.isArray(drawings[name]));

describe('lucide icons by group', () => {
  it('are the files scripts/lucideIcons.ts writes from the installed lucide (npx tsx scripts/lucideIcons.ts)', () => {
    const files = lucideGroupFiles();
    expect(files.size).toBe(LUCIDE_GROUP_COUNT);
    expect(readdirSync(lucideFolder).sort()).toStrictEqual([...files.keys()].sort());
    for (const [name, text] of files)
      expect(readFileSync(`${lucideFolder}${name}`, 'utf8'), name).toBe(text);
  });

  it('draw a well-formed name that no group holds as nothing, logged once, and load nothing for a malformed one', async () => {
    for (const name of ['lucide:Clock', 'lucide:../clock', 'lucide:__proto__', 'clock', 'lucide:'])
      expect(lucideNode(name), name).toBeUndefined();
    expect(loadedLucideGroups()).toStrictEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const name of ['lucide:no-such-icon', 'lucide:no-such-icon', 'lucide:constructor']) {
      const pascal = lucidePascalName(name) ?? '';
      expect(await loadLucideIcon(pascal), name).toBeNull();
      expect(lucideDrawing(pascal)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('NoSuchIcon');
    warn.mockRestore();
  });

  it('draw every icon lucide exports, under each of its names, as lucide draws it', async () => {
    expect(exported.length).toBeGreaterThan(2000);
    const wrong: string[] = [];
    for (const name of exported) {
      const drawing: IconNode | null = await loadLucideIcon(name);
      if (JSON.stringify(drawing) !== JSON.stringify(drawings[name])) wrong.push(name);
    }
    expect(wrong).toStrictEqual([]);
    expect(loadedLucideGroups()).toHaveLength(LUCIDE_GROUP_COUNT);
    // A kebab-case name finds its icon, an alias too (lucide.dev lists `history` for this one).
    for (const [name, icon] of [
      ['lucide:alarm-clock', 'AlarmClock'],
      ['lucide:clock-1', 'Clock1'],
      ['lucide:history', 'RotateCcwClock'],
      ['lucide:grid-2x2', 'Grid2x2'],
    ] as const)
      expect(lucideDrawing(lucidePascalName(name) ?? '')).toBe(lucideDrawing(icon));
  });
});
