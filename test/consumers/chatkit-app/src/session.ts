/**
 * ChatKit's hosted mode: the app's server mints a session (its API key never reaches the browser)
 * and answers with the session's client secret.
 */
export async function getClientSecret(currentClientSecret: string | null): Promise<string> {
  const response = await fetch('/api/chatkit/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ current: currentClientSecret }),
  });
  if (!response.ok) throw new Error(`The session route answered ${response.status}`);
  const { client_secret } = (await response.json()) as { client_secret: string };
  return client_secret;
}
