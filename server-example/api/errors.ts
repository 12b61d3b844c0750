import { UikitApiError, type ErrorBody } from '../../src/wire';

// Every refusal of the API is a UikitApiError (the kit's own error class), so the server answers
// exactly the shape the kit parses. These name each status of protocol section 3 once.

export function invalidRequest(code: string, message: string, param: string | null = null) {
  return new UikitApiError({ status: 400, type: 'invalid_request_error', code, param, message });
}

export function unauthenticated(code: string, message: string) {
  return new UikitApiError({ status: 401, type: 'authentication_error', code, message });
}

export function forbidden(code: string, message: string) {
  return new UikitApiError({ status: 403, type: 'permission_error', code, message });
}

/** Unknown ids and other users' ids get the same answer, so ids never leak. */
export function notFound(message: string, param: string | null = null) {
  return new UikitApiError({
    status: 404,
    type: 'not_found_error',
    code: 'not_found',
    param,
    message,
  });
}

export function conflict(code: string, message: string, param: string | null = null) {
  return new UikitApiError({ status: 409, type: 'conflict_error', code, param, message });
}

export function tooLarge(code: string, message: string, param: string | null = null) {
  return new UikitApiError({ status: 413, type: 'invalid_request_error', code, param, message });
}

export function rateLimited(retryAfterMs: number, whose = 'this session') {
  return new UikitApiError({
    status: 429,
    type: 'rate_limit_error',
    code: 'rate_limit_exceeded',
    message: `Too many requests for ${whose}: try again in ${Math.ceil(retryAfterMs / 1000)} s`,
    retryAfterMs,
  });
}

export function serverError() {
  return new UikitApiError({
    status: 500,
    type: 'server_error',
    code: 'server_error',
    message: 'The server had an error while processing the request; try again',
  });
}

/**
 * A service this server relies on failed (the transcription endpoint): 502 when it failed or
 * answered nonsense, 503 when it is busy, 504 when it did not answer in time. The message says
 * what happened in this server's words; nothing of the other service's answer is passed on.
 */
export function upstreamError(status: 502 | 503 | 504, code: string, message: string) {
  return new UikitApiError({ status, type: 'server_error', code, message });
}

/**
 * A write the storage refused: 507 when it is full, 503 when it cannot be written at all. Reads
 * keep working, and the same request succeeds once the storage takes writes again.
 */
export function storageError(failure: 'full' | 'unavailable') {
  return new UikitApiError({
    status: failure === 'full' ? 507 : 503,
    type: 'server_error',
    code: 'storage_error',
    message:
      failure === 'full'
        ? "This could not be saved: the server's storage is full. Try again once space is freed."
        : "This could not be saved: the server's storage is unavailable. Try again shortly.",
  });
}

export function errorJson(error: UikitApiError): Response {
  const body: ErrorBody = error.toBody();
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (error.status === 429 && error.retryAfterMs !== null)
    headers.set('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  return new Response(JSON.stringify(body), { status: error.status, headers });
}
