import { parseDuration, parseRetryAfter } from './duration';

/** The rate-limit headers of one answer, durations in milliseconds. */
export interface RateLimitHeaders {
  limit: number | null;
  remaining: number | null;
  /** Milliseconds until the request limit resets (`x-ratelimit-reset-requests`). */
  resetMs: number | null;
}

/** What every answer tells besides its body. */
export interface ResponseMeta {
  status: number;
  /** The service's id of this request (`x-request-id`); quote it in support requests. */
  requestId: string | null;
  /** The `X-Client-Request-Id` this client sent. */
  clientRequestId: string;
  processingMs: number | null;
  /** The REST API version (`service-version`). */
  version: string | null;
  /** Present on session-authenticated answers. */
  rateLimit: RateLimitHeaders | null;
  /** From `retry-after` (429): milliseconds to wait before the next request. */
  retryAfterMs: number | null;
}

function numberHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function readResponseMeta(response: Response, clientRequestId: string): ResponseMeta {
  const { headers } = response;
  const limit = numberHeader(headers, 'x-ratelimit-limit-requests');
  const remaining = numberHeader(headers, 'x-ratelimit-remaining-requests');
  const resetMs = parseDuration(headers.get('x-ratelimit-reset-requests'));
  return {
    status: response.status,
    requestId: headers.get('x-request-id'),
    clientRequestId: headers.get('x-client-request-id') ?? clientRequestId,
    processingMs: numberHeader(headers, 'service-processing-ms'),
    version: headers.get('service-version'),
    rateLimit:
      limit === null && remaining === null && resetMs === null
        ? null
        : { limit, remaining, resetMs },
    retryAfterMs: parseRetryAfter(headers.get('retry-after')),
  };
}
