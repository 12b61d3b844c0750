import type { IconNode } from 'lucide';
/** An icon name's drawing, undefined for a name the kit does not know. */
type Registry = (name: string) => IconNode | undefined;

// The registry is one module for every chat on the page: loaded once, then drawn synchronously.
let registry: Registry | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the icon registry (once; again after a failure). The chat calls it with its other
 * deferred parts, once idle (`preloadChatParts`), and an icon calls it the first time it draws
 * before then.
 */
export function loadIcons(): Promise<void> {
  loading ??= import('./iconRegistry').then(
    (module) => {
      registry = module.iconNode;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The registry once loaded: what `useSyncExternalStore` reads. */
export function loadedIcons(): Registry | undefined {
  return registry;
}

/** Tells `listener` when the registry has loaded. */
export function subscribeToIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
