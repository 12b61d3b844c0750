/**
 * Adapters from Node's request/response pair (Node `http`, Express, Fastify) to a Web-standard
 * handler such as `createSessionHandler`'s. The types are structural, so this file imports
 * nothing of Node and the `uikit-react/server` entry still loads in edge runtimes.
 */

/** A Web-standard route: what `createSessionHandler` returns. */
export type WebHandler = (request: Request) => Response | Promise<Response>;

/** The part of Node's `http.IncomingMessage` (and Express's `req`) the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  url?: string | undefined;
  /** Express sets the original URL here when the route is mounted under a path. */
  originalUrl?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined; encrypted?: boolean | undefined };
  /** Express: the client address after its `trust proxy` setting. */
  ip?: string | undefined;
  /** A body some middleware already read (`express.json()`, `express.raw()`…). */
  body?: unknown;
  readableEnded?: boolean | undefined;
}

/** The part of Node's `http.ServerResponse` (and Express's `res`) the adapter writes. */
export interface NodeResponseLike {
  statusCode: number;
  headersSent: boolean;
  writableEnded: boolean;
  /** True once the socket is gone, with or without an end. */
  destroyed?: boolean | undefined;
  setHeader(name: string, value: string | readonly string[]): unknown;
  write(chunk: Uint8Array): boolean;
  end(chunk?: Uint8Array | string): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** The part of a Fastify `request` the adapter reads. */
export interface FastifyRequestLike {
  raw: NodeRequestLike;
  /** Fastify's client address, after its `trustProxy` setting. */
  ip?: string | undefined;
  /** What Fastify's content-type parsers made of the body. */
  body?: unknown;
}

/** The part of a Fastify `reply` the adapter uses (Fastify 4.22+ sends a `Response` as is). */
export interface FastifyReplyLike {
  send(payload: Response): unknown;
  /** The Node response under the reply: its `close` aborts the handler's work. */
  raw?: Pick<NodeResponseLike, 'on' | 'writableEnded'>;
}

/** Options of `toNodeHandler` and `toFastifyHandler`. */
export interface NodeAdapterOptions {
  /**
   * The largest request body read, in bytes (default 1 MiB): a bigger one gets 413 without
   * reaching the handler.
   */
  maxBodyBytes?: number;
}

/**
 * The client address an adapter saw for each request it made: `createSessionHandler` reads it when
 * you give no `getClientAddress`, so its rate limit works per visitor behind these adapters.
 */
const clientAddresses = new WeakMap<Request, string>();

/** The address an adapter recorded for `request`, if it came through one. */
export function adapterClientAddress(request: Request): string | undefined {
  return clientAddresses.get(request);
}

const DEFAULT_MAX_BODY = 1024 * 1024;
const BODYLESS = new Set(['GET', 'HEAD']);

class BodyTooLarge extends Error {}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function requestUrl(req: NodeRequestLike): string {
  // The Host header only names the origin of the Request; nothing routes or trusts it.
  const host = firstHeader(req.headers.host) ?? 'localhost';
  const protocol = req.socket.encrypted ? 'https' : 'http';
  const path = req.originalUrl ?? req.url ?? '/';
  try {
    return new URL(path, `${protocol}://${host}`).href;
  } catch {
    return new URL(path, `${protocol}://localhost`).href;
  }
}

function requestHeaders(req: NodeRequestLike): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (`:path`) are not headers a Request may carry.
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, one);
      } catch {
        // A value Node accepted but Fetch refuses: the handler does without it.
      }
    }
  }
  return headers;
}

/** A body middleware already read, in the shape it left it; `undefined` when none did. */
function preparsedBody(parsed: unknown): Uint8Array | undefined {
  if (parsed === undefined || parsed === null) return undefined;
  if (parsed instanceof Uint8Array) return parsed;
  if (typeof parsed === 'string') return new TextEncoder().encode(parsed);
  return new TextEncoder().encode(JSON.stringify(parsed));
}

async function readBody(
  req: NodeRequestLike,
  limit: number,
  parsed: unknown,
): Promise<Uint8Array | undefined> {
  // Middleware (`express.json()`, Fastify's parsers) that read the stream leaves it ended: hand
  // its result on. `express.json()` leaves `{}` on requests it skipped, whose stream is unread.
  if (req.readableEnded) {
    const body = preparsedBody(parsed);
    if (body && body.byteLength > limit) throw new BodyTooLarge();
    return body;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    size += bytes.byteLength;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(bytes);
  }
  if (size === 0) return undefined;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function toWebRequest(
  req: NodeRequestLike,
  address: string | undefined,
  signal: AbortSignal,
  maxBody: number,
  parsed: unknown,
): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const bytes = BODYLESS.has(method) ? undefined : await readBody(req, maxBody, parsed);
  const request = new Request(requestUrl(req), {
    method,
    headers: requestHeaders(req),
    signal,
    ...(bytes ? { body: bytes as Uint8Array<ArrayBuffer> } : {}),
  });
  if (address) clientAddresses.set(request, address);
  return request;
}

/** An answer in the protocol's error shape, with nothing of the request or the server in it. */
function errorResponse(status: number, type: string, message: string): Response {
  return new Response(JSON.stringify({ error: { type, code: null, param: null, message } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function writeResponse(
  response: Response,
  res: NodeResponseLike,
  method: string,
): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  // Each cookie its own header line: joined with commas they would be read as one.
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body || method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.writableEnded || res.destroyed) {
        // The client left: stop the handler's stream instead of reading it into nowhere.
        await reader.cancel();
        break;
      }
      // Wait for the socket to drain, or for the client to leave, before the next chunk.
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
    }
  } finally {
    reader.releaseLock();
  }
  if (!res.writableEnded) res.end();
}

/**
 * The handler's answer to a Node request: 413 for a body over the bound, a bare 500 when the
 * handler throws. A client that goes away (`res` closes unfinished) aborts the handler's work and
 * any upstream call it makes.
 */
async function answer(
  handler: WebHandler,
  req: NodeRequestLike,
  res: Pick<NodeResponseLike, 'on' | 'writableEnded'> | undefined,
  address: string | undefined,
  parsed: unknown,
  options: NodeAdapterOptions,
): Promise<Response> {
  const abort = new AbortController();
  res?.on('close', () => {
    if (!res.writableEnded) abort.abort();
  });
  try {
    const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
    return await handler(await toWebRequest(req, address, abort.signal, maxBody, parsed));
  } catch (error) {
    return error instanceof BodyTooLarge
      ? errorResponse(413, 'invalid_request_error', 'The request body is too large')
      : errorResponse(500, 'server_error', 'The server could not answer');
  }
}

async function respondWithWebHandler(
  handler: WebHandler,
  req: NodeRequestLike,
  res: NodeResponseLike,
  address: string | undefined,
  options: NodeAdapterOptions,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const response = await answer(handler, req, res, address, req.body, options);
  await writeResponse(response, res, method);
}

/**
 * A Node request listener (for `http.createServer`, or an Express route) that answers with a
 * Web-standard handler such as `createSessionHandler`'s. The client's address (Express's `req.ip`,
 * else the socket's) reaches the handler's rate limit; a body read by middleware is passed on; a
 * client that disconnects aborts the handler.
 *
 * @example
 * import { createServer } from 'node:http';
 * import { createSessionHandler, toNodeHandler } from 'uikit-react/server';
 *
 * const session = toNodeHandler(createSessionHandler({ apiKey, baseUrl, session }));
 * createServer((req, res) => {
 *   if (req.url === '/api/uikit/session') session(req, res);
 *   else res.writeHead(404).end();
 * }).listen(3000);
 *
 * // Express: app.post('/api/uikit/session', session);
 */
export function toNodeHandler(
  handler: WebHandler,
  options: NodeAdapterOptions = {},
): (req: NodeRequestLike, res: NodeResponseLike) => void {
  return (req, res) => {
    const address = req.ip ?? req.socket.remoteAddress;
    respondWithWebHandler(handler, req, res, address, options).catch(() => {
      // Writing failed (the socket is gone): nothing is left to answer.
      if (!res.writableEnded) res.end();
    });
  };
}

/**
 * A Fastify route handler that answers with a Web-standard handler such as
 * `createSessionHandler`'s. Fastify's `request.ip` (after its `trustProxy` setting) reaches the
 * handler's rate limit; the body Fastify parsed is passed on.
 *
 * @example
 * import Fastify from 'fastify';
 * import { createSessionHandler, toFastifyHandler } from 'uikit-react/server';
 *
 * const app = Fastify();
 * app.post('/api/uikit/session', toFastifyHandler(createSessionHandler({ apiKey, baseUrl, session })));
 */
export function toFastifyHandler(
  handler: WebHandler,
  options: NodeAdapterOptions = {},
): (request: FastifyRequestLike, reply: FastifyReplyLike) => Promise<unknown> {
  return async (request, reply) => {
    const raw = request.raw;
    const address = request.ip ?? raw.socket.remoteAddress;
    const response = await answer(handler, raw, reply.raw, address, request.body, options);
    return reply.send(response);
  };
}
