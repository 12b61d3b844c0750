import { createClientRequestId } from '../client/requestId';
import {
  UikitApiError,
  UikitConnectionError,
  UikitValidationError,
  type ErrorBody,
} from '../wire/errors';
import type { CreateSessionParams } from '../wire/session';
import { readCookie, serializeCookie } from './cookies';
import { createSession, redactSecret, type UikitServerOptions } from './createSession';
import { adapterClientAddress } from './nodeAdapter';
import { TokenBuckets, type RateLimit } from './rateLimit';
import { cookieSigningKey, signId, verifySignedId } from './signedId';

/** What the handler sends besides `user`: at least the workflow. */
export type SessionTemplate = Omit<CreateSessionParams, 'user'>;

/**
 * What `createSessionHandler` takes: the API key and origin, the session to create, and how to know
 * the user.
 */
export interface SessionHandlerOptions extends UikitServerOptions {
  /** The session to create for each request: a fixed template or one computed per user. */
  session:
    | SessionTemplate
    | ((context: { request: Request; user: string }) => SessionTemplate | Promise<SessionTemplate>);
  /**
   * The signed-in end user of a request (your auth). Return null when nobody is signed in: the
   * route answers 401. Without this option, each browser gets a stable anonymous id in a cookie.
   */
  getUser?: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /**
   * The anonymous-id cookie. `secure` defaults to true in production or over https. The id is
   * signed (HMAC-SHA256) with `secret`, or without one with a key derived from the API key; a
   * tampered, unsigned or foreign cookie gets a fresh id.
   */
  cookie?: { name?: string; secure?: boolean; maxAgeSeconds?: number; secret?: string };
  /**
   * How many sessions a caller may mint: `max` at once, refilled at `max` per `windowSeconds`,
   * per user id (from `getUser`, or a valid anonymous cookie), else per client address. Past it,
   * 429 `rate_limit_exceeded` with `retry-after`. Default {@link DEFAULT_SESSION_RATE_LIMIT};
   * `false` turns it off (when something in front of the route limits already).
   */
  rateLimit?: RateLimit | false;
  /**
   * The caller's address, for the rate limit of callers without a user id (a first visit, a
   * cleared cookie). A Web `Request` carries none, so pass what your platform knows: the socket's
   * address, or a header your own proxy sets (never one the client could send). Behind
   * `toNodeHandler` or `toFastifyHandler` the default is the address they saw. Without one, such
   * callers share one budget ten times the size of one caller's.
   */
  getClientAddress?: (request: Request) => string | null | undefined;
  /**
   * Sees every error the route answers with a 5xx (an unreachable API, a throwing `getUser`), for
   * your logs: the answer itself never carries the details.
   */
  onError?: (error: unknown, request: Request) => void;
}

/** The default name of the cookie that keeps an anonymous visitor's signed id between sessions. */
export const ANONYMOUS_COOKIE = 'uikit_anonymous_id';
/** The default budget of `createSessionHandler`: 30 sessions at once, 30 more per minute. */
export const DEFAULT_SESSION_RATE_LIMIT: RateLimit = { max: 30, windowSeconds: 60 };
/** How many callers' budgets the newcomers of unknown address share. */
const UNKNOWN_ADDRESS_SHARE = 10;
const UNKNOWN_ADDRESS = 'address:unknown';
const ANONYMOUS_MAX_AGE = 30 * 24 * 60 * 60;
const ANONYMOUS_ID = /^anon_[0-9a-f]{32}$/;

function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set('Content-Type', 'application/json; charset=utf-8');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

function errorResponse(
  status: number,
  error: ErrorBody['error'],
  headers: HeadersInit = {},
): Response {
  return json(status, { error }, headers);
}

function isProduction(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  return env?.NODE_ENV === 'production';
}

/**
 * A server route that mints a uikit session for the caller: `(request) => Promise<Response>`, for
 * any runtime with Web-standard Request and Response (Node 20, Next.js route handlers, edge
 * workers, Hono). Answers the session JSON the kit's `getSession` expects; the API key never
 * leaves the server.
 *
 * @example
 * // app/api/uikit/session/route.ts (Next.js)
 * export const POST = createSessionHandler({
 *   apiKey: process.env.UIKIT_API_KEY!, baseUrl: process.env.UIKIT_BASE_URL!,
 *   session: { workflow: { id: 'support' } },
 * });
 */
export function createSessionHandler(options: SessionHandlerOptions) {
  const cookieName = options.cookie?.name ?? ANONYMOUS_COOKIE;
  const maxAge = options.cookie?.maxAgeSeconds ?? ANONYMOUS_MAX_AGE;
  const budget =
    options.rateLimit === false ? null : (options.rateLimit ?? DEFAULT_SESSION_RATE_LIMIT);
  const limiter = budget && new TokenBuckets(budget);
  // Newcomers whose address nobody told us share one bucket: sized for a whole site's first
  // visits, not one caller's, so a busy site without `getClientAddress` does not turn them away.
  const unknownNewcomers =
    budget &&
    new TokenBuckets({
      max: budget.max * UNKNOWN_ADDRESS_SHARE,
      windowSeconds: budget.windowSeconds,
    });
  // Imported once, on first use: a module-level await would not run everywhere.
  let signingKey: Promise<CryptoKey> | null = null;
  const key = () => (signingKey ??= cookieSigningKey(options.cookie?.secret, options.apiKey));

  return async function handleSessionRequest(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return errorResponse(
        405,
        {
          type: 'invalid_request_error',
          code: 'method_not_allowed',
          param: null,
          message: `Method ${request.method} is not allowed; use POST`,
        },
        { Allow: 'POST' },
      );
    }

    const setCookie: string[] = [];
    let user: string;
    try {
      // Who is asking: the host's user, a visitor whose signed cookie we issued, or a newcomer
      // known only by address (so that dropping the cookie does not reset the budget).
      let limitKey: string;
      if (options.getUser) {
        const found = await options.getUser(request);
        if (!found) {
          return errorResponse(401, {
            type: 'authentication_error',
            code: 'not_signed_in',
            param: null,
            message: 'Sign in to start a chat',
          });
        }
        user = found;
        limitKey = `user:${user}`;
      } else {
        const existing = readCookie(request.headers.get('cookie'), cookieName);
        const known =
          existing === null ? null : await verifySignedId(await key(), existing, ANONYMOUS_ID);
        if (known !== null) {
          user = known;
          limitKey = `user:${user}`;
        } else {
          user = `anon_${createClientRequestId().slice('uikit-'.length)}`;
          const secure =
            options.cookie?.secure ??
            (isProduction() || new URL(request.url).protocol === 'https:');
          setCookie.push(
            serializeCookie(cookieName, await signId(await key(), user), {
              maxAgeSeconds: maxAge,
              secure,
            }),
          );
          const address = (options.getClientAddress ?? adapterClientAddress)(request);
          limitKey = address ? `address:${address}` : UNKNOWN_ADDRESS;
        }
      }
      const buckets = limitKey === UNKNOWN_ADDRESS ? unknownNewcomers : limiter;
      const decision = buckets?.take(limitKey) ?? { allowed: true };
      if (!decision.allowed) {
        return errorResponse(
          429,
          {
            type: 'rate_limit_error',
            code: 'rate_limit_exceeded',
            param: null,
            message: `Too many chat sessions requested: try again in ${decision.retryAfterSeconds} s`,
          },
          { 'Retry-After': String(decision.retryAfterSeconds) },
        );
      }

      const template =
        typeof options.session === 'function'
          ? await options.session({ request, user })
          : options.session;
      const { json: session } = await createSession({
        apiKey: options.apiKey,
        baseUrl: options.baseUrl,
        ...(options.organization === undefined ? {} : { organization: options.organization }),
        ...(options.project === undefined ? {} : { project: options.project }),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
        params: { ...template, user },
        signal: request.signal,
      });
      const response = json(200, session);
      for (const cookie of setCookie) response.headers.append('Set-Cookie', cookie);
      return response;
    } catch (error) {
      const response = toErrorResponse(error, options.apiKey);
      if (response.status >= 500) options.onError?.(error, request);
      return response;
    }
  };
}

function toErrorResponse(error: unknown, apiKey: string): Response {
  if (error instanceof UikitApiError) {
    const body = error.toBody().error;
    return errorResponse(error.status, { ...body, message: redactSecret(body.message, apiKey) });
  }
  if (error instanceof UikitValidationError) {
    return errorResponse(400, {
      type: 'invalid_request_error',
      code: 'invalid_session_params',
      param: error.param,
      message: redactSecret(error.message, apiKey),
    });
  }
  if (error instanceof UikitConnectionError) {
    return errorResponse(502, {
      type: 'server_error',
      code: 'upstream_unreachable',
      param: null,
      message: 'The chat service could not be reached; try again shortly',
    });
  }
  // Anything else is a bug in the route's configuration or the host's callbacks; its details
  // (and any stack) stay in the server's logs.
  return errorResponse(500, {
    type: 'server_error',
    code: null,
    param: null,
    message: 'Could not create a chat session',
  });
}
