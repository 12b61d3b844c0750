// Who is asking: ChatKit defines no authentication, so the example does what its session route
// does for the local API, an anonymous visitor kept in a signed cookie (HttpOnly, SameSite=Lax).
// Each visitor sees their own threads and files only.
import { randomBytes } from 'node:crypto';
import { readCookie, serializeCookie } from '../../src/server/cookies';
import { cookieSigningKey, signId, verifySignedId } from '../../src/server/signedId';

export const VISITOR_COOKIE = 'uikit_chatkit_visitor';
const VISITOR_ID = /^visitor_[0-9a-f]{32}$/;
/** As long as the session route's anonymous id lasts. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface Visit {
  user: string;
  /** A `Set-Cookie` value to send when the visitor is new. */
  setCookie: string | null;
}

/** The visitor of a request; with `mint`, always one (a new one gets a cookie to set). */
export interface VisitorOf {
  (request: Request, mint: true): Promise<Visit>;
  (request: Request, mint: boolean): Promise<Visit | null>;
}

/** A new visitor's cookie goes with the answer. */
export function withVisitorCookie(response: Response, visitor: Visit): Response {
  if (visitor.setCookie !== null) response.headers.append('set-cookie', visitor.setCookie);
  return response;
}

/**
 * Reads the visitor of a request, and with `mint` gives one who has none (or a cookie this server
 * did not sign) a new id. `secret` signs the cookies: by default a random one per process, so a
 * restart, which empties the memory store anyway, forgets every visitor.
 */
export function createVisitors(secret: string = randomBytes(32).toString('hex')): VisitorOf {
  const key = cookieSigningKey(secret, '');
  async function visitorOf(request: Request, mint: boolean): Promise<Visit | null> {
    const value = readCookie(request.headers.get('cookie'), VISITOR_COOKIE);
    const known = value === null ? null : await verifySignedId(await key, value, VISITOR_ID);
    if (known !== null) return { user: known, setCookie: null };
    if (!mint) return null;
    const user = `visitor_${randomBytes(16).toString('hex')}`;
    const setCookie = serializeCookie(VISITOR_COOKIE, await signId(await key, user), {
      maxAgeSeconds: MAX_AGE_SECONDS,
      secure: new URL(request.url).protocol === 'https:',
    });
    return { user, setCookie };
  }
  return visitorOf as VisitorOf;
}
