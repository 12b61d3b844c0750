/**
 * A session from its client secret alone (protocol section 11): ChatKit's hosted mode hands the
 * chat `getClientSecret`, which resolves with the secret string, not the session. The chat reads
 * the session's resolved configuration with it (`GET /uikit/sessions/current`), and falls back to
 * the protocol's defaults where a service does not have that route (404).
 */
import { SESSION_LIMITS, type Session } from '../wire/session';
import { toApiError } from './apiError';
import { readResponseMeta } from './responseMeta';
import { createClientRequestId, CLIENT_REQUEST_ID_HEADER } from './requestId';
import type { GetSession } from './sessionManager';
import type { FetchLike } from './transport';

/**
 * ChatKit's `getClientSecret`: resolves with a client secret (a fresh one when `current` is given
 * and about to expire, or the same while it is valid).
 */
export type GetClientSecret = (currentClientSecret: string | null) => Promise<string>;

export interface SessionFromSecretOptions {
  /** The uikit API's origin; the route is `{baseUrl}/v1/uikit/sessions/current`. */
  baseUrl: string;
  getClientSecret: GetClientSecret;
  fetch?: FetchLike | undefined;
  now?: () => number;
}

/**
 * A `getSession` over ChatKit's `getClientSecret`: each call gets a secret, then the session it
 * belongs to. The secret must be a non-empty string; a service's refusal (401, 5xx) rejects with
 * its `UikitApiError`.
 *
 * @example
 * const getSession = sessionFromSecret({ baseUrl, getClientSecret: () => mySecret() });
 */
export function sessionFromSecret(options: SessionFromSecretOptions): GetSession {
  const send: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/uikit/sessions/current`;
  return async (current) => {
    const secret: unknown = await options.getClientSecret(current?.client_secret ?? null);
    if (typeof secret !== 'string' || secret === '')
      throw new TypeError(
        'getClientSecret must resolve with the client secret, a non-empty string',
      );
    const clientRequestId = createClientRequestId();
    const response = await send(
      new URL(url, 'location' in globalThis ? globalThis.location.href : undefined).href,
      {
        method: 'GET',
        headers: {
          Authorization: `Bearer ${secret}`,
          Accept: 'application/json',
          [CLIENT_REQUEST_ID_HEADER]: clientRequestId,
        },
      },
    );
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return defaultSession(secret, now());
    }
    if (!response.ok) throw await toApiError(response, readResponseMeta(response, clientRequestId));
    const session: unknown = await response.json();
    // The route leaves the secret out; the session manager checks the rest.
    return typeof session === 'object' && session !== null
      ? { ...session, client_secret: secret }
      : session;
  };
}

/** How long a session read nowhere is taken to last: renewed then through `getClientSecret`. */
const DEFAULT_SESSION_SECONDS = 600;

/**
 * The session of a secret whose service cannot say more (no `sessions/current`): the protocol's
 * defaults (titling and history on, uploads off), renewed after ten minutes.
 */
function defaultSession(secret: string, now: number): Session {
  return {
    id: 'session',
    object: 'uikit.session',
    client_secret: secret,
    expires_at: Math.floor(now / 1000) + DEFAULT_SESSION_SECONDS,
    max_requests_per_1_minute: SESSION_LIMITS.maxRequestsPerMinute.default,
    rate_limits: { max_requests_per_1_minute: SESSION_LIMITS.maxRequestsPerMinute.default },
    status: 'active',
    user: 'user',
    workflow: { id: 'workflow', state_variables: null, tracing: { enabled: false }, version: null },
    chatkit_configuration: {
      automatic_thread_titling: { enabled: true },
      file_upload: {
        enabled: false,
        max_file_size: SESSION_LIMITS.maxFileSizeMb.default,
        max_files: SESSION_LIMITS.maxFiles.default,
      },
      history: { enabled: true, recent_threads: null },
    },
  };
}
