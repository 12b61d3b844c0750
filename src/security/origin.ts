// A module of its own: the chat reads its API's origin with it at start-up, and must not load the
// whole URL policy (urlPolicy.ts) for that.

/** The origin of an absolute URL (`http://127.0.0.1:8787`), or null. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
