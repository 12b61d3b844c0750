// app/api/uikit/session/auth.ts: stands for your app's own sign-in check (your auth library's
// `auth()`, a session cookie you verify, …). This stand-in knows only a development user.
export function auth(request: Request): Promise<{ userId: string } | null> {
  const signedIn = process.env.NODE_ENV === 'development' && request.headers.has('x-dev-user');
  return Promise.resolve(signedIn ? { userId: 'dev-user' } : null);
}
