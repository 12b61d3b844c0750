import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { SessionRecord } from '../db/sessions';
import type { Storage } from '../db/storage';
import type { AppEnv } from './appEnv';
import { clientAddressOf } from './clientAddress';
import { invalidRequest, rateLimited, unauthenticated } from './errors';
import type { SlidingWindowRateLimiter } from './rateLimiter';

export interface AuthDeps {
  storage: Storage;
  clock: Clock;
  apiKey: string;
  rateLimiter: SlidingWindowRateLimiter;
  /** Requests per minute with the API key (or a wrong one) from one client address. */
  apiKeyRateLimit: number;
}

/**
 * Counts a request made with the API key, per key and client address, refused ones included:
 * a leaked key or a guessing client cannot mint sessions or read threads without bound. Wrong
 * keys share one budget per address, so guessing does not get a fresh budget per guess.
 */
function limitApiKey(deps: AuthDeps, c: Context<AppEnv>, valid: boolean): void {
  const key = `${valid ? 'key' : 'wrong-key'}|${clientAddressOf(c) ?? 'in-process'}`;
  const decision = deps.rateLimiter.hit(`api-key:${key}`, deps.apiKeyRateLimit);
  c.set('rateLimit', decision);
  if (!decision.allowed) throw rateLimited(decision.resetMs, 'the API key from this address');
}

/** Who an endpoint lets in (protocol section 2). */
export type Accepts = 'api_key' | 'session' | 'session_or_api_key';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares digests, so the time taken says nothing about how much of the key matched. */
function isApiKey(token: string, apiKey: string): boolean {
  const a = createHash('sha256').update(token).digest();
  const b = createHash('sha256').update(apiKey).digest();
  return timingSafeEqual(a, b);
}

function bearerToken(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The session's state now (protocol section 2: expired once now >= expires_at). */
export function sessionStatus(
  session: SessionRecord,
  clock: Clock,
): 'active' | 'expired' | 'cancelled' {
  if (session.cancelledAt !== null) return 'cancelled';
  return clock.now() >= session.expiresAt * 1000 ? 'expired' : 'active';
}

/**
 * Authenticates the request and, for a session, counts it against the session's per-minute
 * budget before anything else happens, so requests that fail later count too.
 */
export function authenticate(deps: AuthDeps, accepts: Accepts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (token === null)
      throw unauthenticated(
        'missing_authorization',
        accepts === 'api_key'
          ? 'Send the API key as Authorization: Bearer <API key>'
          : "Send the session's client secret as Authorization: Bearer <client_secret>",
      );
    if (accepts !== 'session' && isApiKey(token, deps.apiKey)) {
      limitApiKey(deps, c, true);
      c.set('caller', { kind: 'api_key' });
      await next();
      return;
    }
    if (accepts === 'api_key') {
      limitApiKey(deps, c, false);
      throw unauthenticated('invalid_api_key', 'The API key is not valid');
    }

    const session = deps.storage.sessions.findBySecretHash(hashSecret(token));
    if (!session) {
      if (isApiKey(token, deps.apiKey))
        throw unauthenticated(
          'client_secret_required',
          "This endpoint acts for a session: send the session's client secret, not the API key",
        );
      throw unauthenticated('invalid_client_secret', 'The client secret is not valid');
    }
    const status = sessionStatus(session, deps.clock);
    if (status === 'cancelled')
      throw unauthenticated('session_cancelled', 'The session was cancelled');
    if (status === 'expired') throw unauthenticated('session_expired', 'The session has expired');

    const decision = deps.rateLimiter.hit(session.id, session.maxRequestsPerMinute);
    c.set('rateLimit', decision);
    if (!decision.allowed) throw rateLimited(decision.resetMs);
    c.set('caller', { kind: 'session', session });
    await next();
  };
}

/** The session of a session-only endpoint. */
export function sessionOf(c: Context<AppEnv>): SessionRecord {
  const caller = c.get('caller');
  if (caller.kind !== 'session') throw new Error('This route must be authenticated by a session');
  return caller.session;
}

/**
 * The end user a thread endpoint acts for: the session's user, or with the API key the `user`
 * query parameter (protocol section 2).
 */
export function actingUser(c: Context<AppEnv>): { user: string; session: SessionRecord | null } {
  const caller = c.get('caller');
  const requested = c.req.query('user');
  if (caller.kind === 'session') {
    if (requested !== undefined && requested !== caller.session.user)
      throw invalidRequest(
        'invalid_value',
        'user may only be given with the API key; a session acts for its own user',
        'user',
      );
    return { user: caller.session.user, session: caller.session };
  }
  if (requested === undefined || requested === '')
    throw invalidRequest(
      'missing_required_parameter',
      'With the API key, pass user to say which end user to act for',
      'user',
    );
  return { user: requested, session: null };
}
