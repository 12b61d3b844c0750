import { deferred, type Deferred } from '../../../server-example/conversation/deferred';

/**
 * Named gates a test workflow waits at until the test opens them, so a test can act at a known
 * point of an answer (resume it, stop it). A gate opened before the workflow reaches it lets it
 * through at once; passing a gate uses it up, so the same name can stop the next answer again.
 */
export function createGates() {
  const gates = new Map<string, Deferred<void>>();
  const gate = (name: string): Deferred<void> => {
    let entry = gates.get(name);
    if (!entry) {
      entry = deferred();
      gates.set(name, entry);
    }
    return entry;
  };
  return {
    open(name: string): void {
      gate(name).resolve();
    },
    /** Waits until the gate opens, or the answer is stopped. */
    async pass(name: string, signal: AbortSignal): Promise<void> {
      await new Promise<void>((resolve) => {
        if (signal.aborted) resolve();
        signal.addEventListener(
          'abort',
          () => {
            resolve();
          },
          { once: true },
        );
        void gate(name).promise.then(resolve);
      });
      gates.delete(name);
    },
  };
}
