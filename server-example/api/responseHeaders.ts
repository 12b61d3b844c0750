import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isValidClientRequestId } from '../../src/client/requestId';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';
import { formatDuration } from './durationText';
import { invalidRequest } from './errors';

/** The REST API version every response reports. */
export const SERVICE_VERSION = '2020-10-01';

/**
 * The outermost middleware: gives the request its id, and gives every response (errors and
 * unknown routes included) `x-request-id`, `service-processing-ms`, `service-version`, the echoed
 * `X-Client-Request-Id` and, for sessions, the rate-limit headers. Writes the request's log line:
 * id, method, path (never the query, which may hold a URL signature), status, milliseconds.
 */
export function responseHeaders(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = `req_${randomBytes(16).toString('hex')}`;
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
    const line = (ms: number, outcome = '') =>
      `${requestId} ${c.req.method} ${c.req.path} ${status} ${ms}ms${outcome}${
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
