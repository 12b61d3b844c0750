import { createElement, useEffect, useSyncExternalStore } from 'react';
import type { IconNode } from 'lucide';
import { lucideGroupOf, lucideGroupPath, lucidePascalName, type LucideGroup } from './lucideGroups';

// ChatKit's `lucide:` icons: any of lucide's, loaded by group (see lucideGroups.ts) the first time
// one of the group's icons is drawn. Part of the icon registry's chunk, so nothing of it is in the
// first load.

/** Every group's module: chunks of the package itself, the only thing a name can make load. */
const groupModules = import.meta.glob<LucideGroup>('./lucide/group*.ts', { import: 'default' });

const groups = new Map<number, LucideGroup>();
const loading = new Map<number, Promise<void>>();
const listeners = new Set<() => void>();
const reported = new Set<string>();

function loadGroup(group: number): Promise<void> {
  let promise = loading.get(group);
  if (!promise) {
    const load = groupModules[lucideGroupPath(group)];
    if (!load) return Promise.reject(new Error(`uikit: no lucide icon group ${String(group)}`));
    promise = load().then(
      (icons) => {
        groups.set(group, icons);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Loaded again by the next icon that needs it.
        loading.delete(group);
        throw error;
      },
    );
    loading.set(group, promise);
  }
  return promise;
}

type Lookup =
  { readonly drawing: IconNode | null } | { readonly drawing: undefined; readonly missing: number };

/** An icon by PascalCase name from the groups loaded so far, following an alias once. */
function lookUp(pascalName: string): Lookup {
  let name = pascalName;
  for (let hop = 0; hop < 2; hop += 1) {
    const group = lucideGroupOf(name);
    const icons = groups.get(group);
    if (!icons) return { drawing: undefined, missing: group };
    if (!Object.hasOwn(icons, name)) return { drawing: null };
    const entry = icons[name];
    if (typeof entry !== 'string') return { drawing: entry ?? null };
    name = entry;
  }
  return { drawing: null };
}

/**
 * The drawing of a lucide icon by PascalCase name once its group has loaded: null when lucide has
 * no such icon, undefined while it is loading.
 */
export function lucideDrawing(pascalName: string): IconNode | null | undefined {
  return lookUp(pascalName).drawing;
}

/**
 * Loads what a lucide icon needs (its group, and its target's for an alias) and resolves to its
 * drawing, or null (logged once) when lucide has no such icon.
 */
export async function loadLucideIcon(pascalName: string): Promise<IconNode | null> {
  for (;;) {
    const found = lookUp(pascalName);
    if (found.drawing === undefined) {
      await loadGroup(found.missing);
      continue;
    }
    if (found.drawing === null && !reported.has(pascalName)) {
      reported.add(pascalName);
      console.warn(`uikit: lucide has no icon "${pascalName}": it is drawn as an empty space`);
    }
    return found.drawing;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Which groups have loaded, for tests: a name that is not well formed loads none. */
export function loadedLucideGroups(): number[] {
  return [...groups.keys()].sort((a, b) => a - b);
}

/** A lucide icon's elements, drawn inside the `<svg>` of `IconSvg` once its group has loaded. */
function LucideElements({ icon }: { icon: string }) {
  const drawing = useSyncExternalStore(subscribe, () => lucideDrawing(icon), noDrawing);
  useEffect(() => {
    // A failed load keeps the icon's place, empty; the next icon to mount tries again.
    if (drawing === undefined) loadLucideIcon(icon).catch(() => undefined);
  }, [icon, drawing]);
  if (!drawing) return null;
  return drawing.map(([tag, attributes], index) =>
    createElement(tag, { key: index, ...attributes }),
  );
}

const noDrawing = () => undefined;

/**
 * The icon node of a `lucide:` name, or undefined for a name that is not well formed (nothing is
 * loaded for it). Its one element is {@link LucideElements}, which draws the icon once its group
 * has loaded: so the icon goes through the registry's synchronous `iconNode` like every other,
 * and `WidgetIconGlyph` and `IconSvg`, in the first load, need not know that some icons load
 * later (React renders a component given as an element's type, whatever `IconNode` says).
 */
export function lucideNode(name: string): IconNode | undefined {
  const icon = lucidePascalName(name);
  return icon === undefined ? undefined : [[LucideElements as unknown as string, { icon }]];
}
