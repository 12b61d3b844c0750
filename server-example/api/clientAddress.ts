import type { Context } from 'hono';

/**
 * The address of the socket a request came in on, when it came through `@hono/node-server`;
 * null for requests handed to `app.fetch` in-process (tests, the session route's own calls).
 * Never taken from a header: any client could send one.
 */
export function clientAddressOf(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}
