import * as v from 'valibot';
import { createClientRequestId } from '../client/requestId';
import {
  ErrorBodySchema,
  UikitApiError,
  UikitConnectionError,
  UikitParseError,
} from '../wire/errors';
import { parseWire } from '../wire/parse';
import {
  SessionSchema,
  validateCreateSessionParams,
  type CreateSessionParams,
  type Session,
} from '../wire/session';

/** How to reach the uikit API with the API key. Server-side only. */
export interface UikitServerOptions {
  /** The secret API key. Load it from the environment; it must never reach a browser. */
  apiKey: string;
  /** The API's origin, e.g. `https://api.example.com`; the helper adds `/v1/uikit/sessions`. */
  baseUrl: string;
  /** Sent as `Service-Organization` when given. */
  organization?: string;
  /** Sent as `Service-Project` when given. */
  project?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/** What `createSession` takes: the API key and origin, and the session to create. */
export interface CreateSessionOptions extends UikitServerOptions {
  /** The session to create: `user` and `workflow.id` are required. */
  params: CreateSessionParams;
  signal?: AbortSignal;
}

/** A created session with the raw JSON the API answered (kept whole for forward compatibility). */
export interface CreatedSession {
  session: Session;
  json: unknown;
  requestId: string | null;
}

/** Replaces the API key wherever it could appear in text that leaves the server. */
export function redactSecret(text: string, secret: string): string {
  return secret.length >= 4 ? text.split(secret).join('[redacted]') : text;
}

/**
 * Creates a uikit session for an end user (`POST {baseUrl}/v1/uikit/sessions`). Every bound of the
 * spec is checked first, so a bad value fails fast with a `UikitValidationError` naming its
 * `param`; an API error becomes a `UikitApiError` with its status, type, code and param.
 *
 * @example
 * const { session } = await createSession({
 *   apiKey: process.env.UIKIT_API_KEY!, baseUrl: 'https://api.example.com',
 *   params: { user: 'user_123', workflow: { id: 'support' }, expires_after: { anchor: 'created_at', seconds: 300 } },
 * });
 */
export async function createSession(options: CreateSessionOptions): Promise<CreatedSession> {
  const params = validateCreateSessionParams(options.params);
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers = new Headers({
    Authorization: `Bearer ${options.apiKey}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Client-Request-Id': createClientRequestId(),
  });
  if (options.organization) headers.set('Service-Organization', options.organization);
  if (options.project) headers.set('Service-Project', options.project);

  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/uikit/sessions`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(params),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new UikitConnectionError('Could not reach the uikit API to create a session', {
      cause: error,
    });
  }

  const requestId = response.headers.get('x-request-id');
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Described by the status below.
  }
  if (!response.ok) {
    const body = v.safeParse(ErrorBodySchema, json);
    throw new UikitApiError({
      status: response.status,
      requestId,
      ...(body.success
        ? {
            ...body.output.error,
            message: redactSecret(body.output.error.message, options.apiKey),
          }
        : {
            type: response.status >= 500 ? 'server_error' : 'invalid_request_error',
            message: `Creating the session failed with status ${response.status}`,
          }),
    });
  }
  if (json === null)
    throw new UikitParseError('session', [{ path: '', message: 'the body is not JSON' }]);
  return { session: parseWire(SessionSchema, json, 'session'), json, requestId };
}
