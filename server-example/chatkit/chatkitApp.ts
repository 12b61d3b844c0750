// The ChatKit endpoint of `npm run start:chatkit` as a Hono app: `POST /chatkit` (every ChatKit
// request, answered by chatkit-node-backend-sdk running the example's workflow), the two upload
// routes (the SDK's two-phase `upload_url`, and a direct upload URL) and image previews. Served
// from the page's own origin: no CORS, and a visitor is a signed cookie (visitors.ts).
import { StoreNotFoundError, type StreamingResult } from 'chatkit-node-backend-sdk';
import { Hono } from 'hono';
import { UikitApiError } from '../../src/wire';
import type { AppEnv } from '../api/appEnv';
import { errorJson, invalidRequest, notFound, serverError } from '../api/errors';
import { responseHeaders } from '../api/responseHeaders';
import { systemClock, type Clock } from '../clock';
import { consoleLogger, type Logger } from '../logger';
import type { Workflow } from '../workflows/workflow';
import type { ChatKitContext } from './context';
import {
  DEFAULT_MEMORY_LIMITS,
  MemoryFiles,
  MemoryStore,
  StoreLimitError,
  type MemoryLimits,
} from './memoryStore';
import { fileRoutes } from './fileRoutes';
import { checkPreconditions } from './preconditions';
import { readChatKitRequest } from './requests';
import { createVisitors, withVisitorCookie } from './visitors';
import { WorkflowChatKitServer } from './workflowServer';

export interface ChatKitAppOptions {
  /** What answers: the local API's demo workflow, in `npm run start:chatkit`. */
  workflow: Workflow;
  clock?: Clock;
  logger?: Logger;
  limits?: Partial<MemoryLimits>;
  /** How long a run waits for a client tool's output. */
  toolWaitMs?: number;
  /** Signs the visitor cookie; default: random per process. */
  cookieSecret?: string;
}

export interface ChatKitApp {
  app: Hono<AppEnv>;
  store: MemoryStore;
  server: WorkflowChatKitServer;
  /** Ends the runs waiting for a client tool. */
  close(): void;
}

/** The ChatKit endpoint's path: the page's `api.url` is this on the server's origin. */
export const CHATKIT_PATH = '/chatkit';

const encoder = new TextEncoder();

/** A store's refusal, or the SDK's "not found", as the 4xx it is; anything else is left alone. */
function refusalOf(error: unknown): UikitApiError | null {
  if (error instanceof UikitApiError) return error;
  if (error instanceof StoreNotFoundError) return notFound(error.message);
  if (error instanceof StoreLimitError)
    return new UikitApiError({
      status: error.status,
      type:
        error.status === 413
          ? 'invalid_request_error'
          : error.status === 409
            ? 'conflict_error'
            : 'server_error',
      code: error.code,
      message: error.message,
    });
  return null;
}

export function createChatKitApp(options: ChatKitAppOptions): ChatKitApp {
  const logger = options.logger ?? consoleLogger;
  const store = new MemoryStore({ ...DEFAULT_MEMORY_LIMITS, ...options.limits });
  const files = new MemoryFiles(store);
  const server = new WorkflowChatKitServer(store, files, {
    workflow: options.workflow,
    clock: options.clock ?? systemClock,
    logger,
    ...(options.toolWaitMs === undefined ? {} : { toolWaitMs: options.toolWaitMs }),
  });
  const visitorOf = createVisitors(options.cookieSecret);
  const app = new Hono<AppEnv>();
  app.use('*', responseHeaders(logger));

  app.post(CHATKIT_PATH, async (c) => {
    // ChatKit sends JSON; a cross-site form cannot (it would need a CORS preflight first).
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
      throw invalidRequest('invalid_content_type', 'Send the request as application/json');
    const visitor = await visitorOf(c.req.raw, true);
    const request = await readChatKitRequest(c.req.raw);
    await checkPreconditions(store, request, visitor);
    const aborter = new AbortController();
    const context: ChatKitContext = {
      user: visitor.user,
      origin: new URL(c.req.url).origin,
      request,
      signal: aborter.signal,
    };
    const result = await server.process(JSON.stringify(request), context);
    if (request.type === 'threads.delete') server.forget(request.params.thread_id);
    if (result.isStreaming) {
      const { body, done } = eventStream(result, aborter, logger);
      c.req.raw.signal.addEventListener('abort', () => {
        aborter.abort();
      });
      c.set('streamDone', done);
      return withVisitorCookie(
        new Response(body, {
          headers: {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache',
            'x-accel-buffering': 'no',
          },
        }),
        visitor,
      );
    }
    // `toString` leaves out nulls, as chatkit-python does (`toJSON` would keep them).
    return withVisitorCookie(
      new Response(result.toString(), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
      visitor,
    );
  });

  app.route('/', fileRoutes({ store, files, visitorOf }));

  app.notFound((c) => {
    c.set('errorCode', 'not_found');
    return errorJson(notFound(`There is no route ${c.req.method} ${c.req.path}`));
  });
  app.onError((error, c) => {
    const refusal = refusalOf(error);
    if (refusal) {
      c.set('errorCode', refusal.code ?? refusal.type);
      return errorJson(refusal);
    }
    if (error instanceof URIError) {
      c.set('errorCode', 'invalid_path');
      return errorJson(invalidRequest('invalid_path', 'The path is not valid percent-encoding'));
    }
    // The details stay in the log; the answer says only that it failed.
    logger.error(`${c.get('requestId')} ${c.req.method} ${c.req.path} failed`, error);
    c.set('errorCode', 'server_error');
    return errorJson(serverError());
  });

  return {
    app,
    store,
    server,
    close() {
      server.close();
    },
  };
}

/**
 * The SDK's stream as an SSE body, read as the client reads it (backpressure: one event per pull).
 * When the client goes away the answer is told to stop (`aborter`), and the rest of the stream is
 * still read to its end, unwritten, so the SDK finishes its bookkeeping (the stopped answer, the
 * title). A failure after the 200 ends the stream with ChatKit's retryable error.
 */
function eventStream(result: StreamingResult, aborter: AbortController, logger: Logger) {
  const iterator = result[Symbol.asyncIterator]();
  let cancelled = false;
  let settle: (outcome: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    settle = resolve;
  });
  const drain = async () => {
    try {
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next());
      settle('stopped');
    } catch (error) {
      logger.error('a stopped ChatKit stream failed while finishing', error);
      settle('error');
    }
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await iterator.next();
          // Cancelled meanwhile: `drain` reads the rest.
          if (cancelled) return;
          if (next.done === true) {
            controller.close();
            settle('completed');
            return;
          }
          controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          if (cancelled) return;
          logger.error('a ChatKit stream failed', error);
          controller.enqueue(
            encoder.encode(
              `data: ${JSON.stringify({ type: 'error', code: 'stream.error', allow_retry: true })}\n\n`,
            ),
          );
          controller.close();
          settle('error');
        }
      },
      cancel() {
        cancelled = true;
        aborter.abort();
        void drain();
      },
    },
    new CountQueuingStrategy({ highWaterMark: 1 }),
  );
  return { body, done };
}
