import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isValidClientRequestId } from '../../src/client/requestId';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';
import { formatDuration } from './durationText';
import { invalidRequest } from './errors';

/** The REST API version every response reports. */
export const SERVICE_VERSION = '2020-10-01';

/** `req_` + 32 hex: the id of one request, in its `x-request-id` and its log line. */
export function newRequestId(): string {
  return `req_${randomBytes(16).toString('hex')}`;
}

/**
 * The outermost middleware: gives the request its id, and gives every response (errors and
 * unknown routes included) `x-request-id`, `service-processing-ms`, `service-version`, the echoed
 * `X-Client-Request-Id` and, for sessions, the rate-limit headers. Writes the request's log line:
 * id, method, path (never the query, which may hold a URL signature), status, milliseconds, and for
 * an error its `code`. A refused request is that one line; only a genuine 500 adds a stack.
 */
export function responseHeaders(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = newRequestId();
    c.set('requestId', requestId);
    await next();

    const headers = c.res.headers;
    const elapsed = () => Math.round(performance.now() - started);
    headers.set('x-request-id', requestId);
    headers.set('service-processing-ms', String(elapsed()));
    headers.set('service-version', SERVICE_VERSION);
    const clientRequestId = c.req.header('x-client-request-id');
    const echoed = clientRequestId !== undefined && isValidClientRequestId(clientRequestId);
    if (echoed) headers.set('x-client-request-id', clientRequestId);
    const rateLimit = c.get('rateLimit');
    if (rateLimit) {
      headers.set('x-ratelimit-limit-requests', String(rateLimit.limit));
      headers.set('x-ratelimit-remaining-requests', String(rateLimit.remaining));
      headers.set('x-ratelimit-reset-requests', formatDuration(rateLimit.resetMs));
    }

    const status = c.res.status;
    const code = status >= 400 ? (c.get('errorCode') ?? (await errorCodeOf(c.res))) : undefined;
    const detail = c.get('logDetail');
    const line = (ms: number, outcome = '') =>
      `${requestId} ${c.req.method} ${logPath(c.req.path)} ${status} ${ms}ms${outcome}${
        code === undefined ? '' : ` code=${code}`
      }${detail === undefined ? '' : ` (${detail})`}${
        echoed ? ` client_request_id=${clientRequestId}` : ''
      }`;
    const streamDone = c.get('streamDone');
    if (streamDone) {
      void streamDone.then((outcome) => {
        logger.info(line(elapsed(), ` stream=${outcome}`));
      });
    } else {
      logger.info(line(elapsed()));
    }
  };
}

/** Paths come from the client: a long or odd one is cut and escaped, so one request is one line. */
function logPath(path: string): string {
  const printable = JSON.stringify(path).slice(1, -1);
  return printable.length > 200 ? `${printable.slice(0, 200)}…` : printable;
}

/** The `code` of an error body answered without going through `onError` (the session route). */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } } | null;
    const code = body?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses an `X-Client-Request-Id` that is not 1 to 512 printable ASCII characters. */
export function clientRequestIdCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = c.req.header('x-client-request-id');
    if (id !== undefined && !isValidClientRequestId(id))
      throw invalidRequest(
        'invalid_request_id',
        'X-Client-Request-Id must be 1 to 512 printable ASCII characters',
        'X-Client-Request-Id',
      );
    await next();
  };
}
