/**
 * Turns a refused answer into a `UikitApiError`: the service's error body when it sent one, a
 * type guessed from the status when it did not (a proxy's HTML page, say).
 */
import * as v from 'valibot';
import { ErrorBodySchema, UikitApiError, type ErrorType } from '../wire/errors';
import type { ResponseMeta } from './responseMeta';

/** The protocol's error type for a status, for an answer that sent no error body. */
export function defaultErrorType(status: number): ErrorType {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 409) return 'conflict_error';
  if (status === 429) return 'rate_limit_error';
  return status >= 500 ? 'server_error' : 'invalid_request_error';
}

/**
 * `fallbackMessage` describes a refusal that came without the error body (by default, its status).
 */
export async function toApiError(
  response: Response,
  meta: ResponseMeta,
  fallbackMessage = `Request failed with status ${response.status}`,
): Promise<UikitApiError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // Not JSON (a proxy's HTML page, say): described by status alone below.
  }
  const parsed = v.safeParse(ErrorBodySchema, body);
  const base = {
    status: response.status,
    requestId: meta.requestId,
    retryAfterMs:
      response.status === 429 ? (meta.retryAfterMs ?? meta.rateLimit?.resetMs ?? null) : null,
  };
  if (parsed.success) return new UikitApiError({ ...base, ...parsed.output.error });
  return new UikitApiError({
    ...base,
    type: defaultErrorType(response.status),
    message: fallbackMessage,
  });
}
