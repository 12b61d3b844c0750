import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';
import { errorJson, invalidRequest, serverError } from './errors';
import { SERVICE_VERSION, newRequestId } from './responseHeaders';

/**
 * The app as a Node request listener. A request Node accepts but the Fetch adapter cannot turn
 * into a `Request` (a backslash in the path, a Host header that is no host) never reaches the app;
 * the adapter would answer an empty 400. It gets the protocol's error shape, a request id and one
 * log line instead, like every other refusal.
 */
export function nodeRequestListener(
  app: Hono<AppEnv>,
  logger: Logger,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return getRequestListener(app.fetch, {
    errorHandler: (error) => {
      const requestId = newRequestId();
      const malformed = error instanceof Error && error.name === 'RequestError';
      const answer = malformed
        ? invalidRequest('invalid_request', 'The request path or Host header is not valid')
        : serverError();
      if (malformed) logger.info(`${requestId} (unreadable request) 400 code=invalid_request`);
      else logger.error(`${requestId} failed before reaching the app`, error);
      const response = errorJson(answer);
      response.headers.set('x-request-id', requestId);
      response.headers.set('service-version', SERVICE_VERSION);
      return response;
    },
  });
}

const CLIENT_ERRORS: Record<
  string,
  { status: number; reason: string; code: string; message: string }
> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'headers_too_large',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    message: 'The request took too long to arrive',
  },
};

/**
 * Requests Node's HTTP parser refuses (a request line with characters HTTP does not allow,
 * oversized headers) are answered by Node with a bare 400. Here they get the protocol's error
 * shape and one log line too.
 */
export function answerMalformedRequests(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const known = CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      reason: 'Bad Request',
      code: 'invalid_request',
      message: 'The request is not valid HTTP',
    };
    const requestId = newRequestId();
    const body = JSON.stringify({
      error: {
        message: known.message,
        type: 'invalid_request_error',
        param: null,
        code: known.code,
      },
    });
    logger.info(`${requestId} (unreadable request) ${known.status} code=${known.code}`);
    // An answer to HEAD has no body, even when the rest of the request could not be read: a
    // client would take the body for the start of the next answer.
    const rawPacket = (error as { rawPacket?: unknown }).rawPacket;
    const head =
      Buffer.isBuffer(rawPacket) && rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(
      `HTTP/1.1 ${known.status} ${known.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${requestId}\r\n` +
        `service-version: ${SERVICE_VERSION}\r\n` +
        'Connection: close\r\n\r\n' +
        (head ? '' : body),
    );
  });
}
