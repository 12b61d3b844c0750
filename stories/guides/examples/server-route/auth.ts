// auth.ts: stands for your app's own sign-in check (a session cookie, a JWT, your auth library).
export function auth(request: Request): Promise<{ userId: string } | null> {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  return Promise.resolve(token ? { userId: token } : null);
}
