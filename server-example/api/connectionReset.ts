import type { Context } from 'hono';

/**
 * What resets the connection a request came in on, when it came through `@hono/node-server`;
 * undefined for requests handed to `app.fetch` in-process. A stream cut on purpose (a reader too
 * far behind an answer) resets its socket: erroring the response body instead would be reported
 * by the adapter as a failure of its own, with a stack, on the console.
 */
export function connectionReset(c: Context): (() => void) | undefined {
  const env = c.env as { outgoing?: { destroy(): void } } | undefined;
  const outgoing = env?.outgoing;
  if (!outgoing) return undefined;
  return () => {
    outgoing.destroy();
  };
}
