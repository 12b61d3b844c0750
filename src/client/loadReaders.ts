type Readers = typeof import('./readers');

let loading: Promise<Readers> | undefined;

/**
 * The readers of item pages and answer streams (./readers.ts), loaded the first time a page or an
 * answer arrives; the same promise after that, and a new attempt after a failure.
 */
export function loadReaders(): Promise<Readers> {
  loading ??= import('./readers').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Gives the loader the readers where they came with other code (the thread's): a load after this
 * resolves with them at once.
 */
export function provideReaders(readers: Readers): void {
  loading ??= Promise.resolve(readers);
}

/**
 * Starts loading the readers ahead of need: beside the request whose answer they will read, or
 * once a chat is idle. A failure is left to the read that needs them.
 */
export function preloadReaders(): void {
  loadReaders().catch(() => undefined);
}
