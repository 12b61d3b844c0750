// What every page of the demo shares: where the uikit API is, and how to get a session.

/**
 * The uikit API: the server's own origin, unless `UIKIT_BASE_URL` points at a real service. Read
 * from the page at run time (the server writes it into the HTML), so one build serves any
 * configuration.
 */
const written = document.querySelector<HTMLMetaElement>('meta[name="uikit-api-base-url"]')?.content;
export const apiBaseUrl =
  written === undefined || written === '' ? window.location.origin : written;

/**
 * A ChatKit server's endpoint, absolute (`npm run start:chatkit` writes its path here), or null:
 * the page then talks to the uikit API above.
 */
const chatKit = document.querySelector<HTMLMetaElement>('meta[name="uikit-chatkit-url"]')?.content;
export const chatKitUrl =
  chatKit === undefined || chatKit === '' ? null : new URL(chatKit, window.location.origin).href;

/** A session from this server's session route (an anonymous user, kept in a cookie). */
export async function getSession(): Promise<unknown> {
  const response = await fetch('/api/uikit/session', {
    method: 'POST',
    credentials: 'same-origin',
  });
  const body: unknown = await response.json();
  if (!response.ok) {
    const message =
      (body as { error?: { message?: string } }).error?.message ??
      `HTTP ${String(response.status)}`;
    throw new Error(`The session route failed: ${message}`);
  }
  return body;
}
