/**
 * The read side of the runtime's state: a value and a way to hear that it changed. Hosts and the
 * React binding read through it; only the runtime's commands write.
 */
export interface Readable<T> {
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe: (listener: () => void) => () => void;
  /** The current value: the same object until it changes, so it can be compared by identity. */
  getState: () => T;
}

/** A readable value the runtime sets; a set that changes nothing notifies no one. */
export interface Settable<T> extends Readable<T> {
  set: (next: T) => void;
}

export function createReadable<T extends object>(initial: T): Settable<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => value,
    set: (next) => {
      if (shallowEqual(value, next)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}
