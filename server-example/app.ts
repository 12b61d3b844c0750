import { Hono } from 'hono';
import { cors } from 'hono/cors';
import {
  createSessionHandler,
  type RateLimit,
  type SessionHandlerOptions,
  type SessionTemplate,
} from '../src/server';
import { UikitApiError } from '../src/wire';
import { SlidingWindowRateLimiter } from './api/rateLimiter';
import type { ApiDeps } from './api/apiDeps';
import type { AppEnv } from './api/appEnv';
import { clientAddressOf } from './api/clientAddress';
import { errorJson, invalidRequest, notFound, serverError, storageError } from './api/errors';
import { clientRequestIdCheck, responseHeaders } from './api/responseHeaders';
import { conversationRoutes } from './api/routes/conversation';
import { fileRoutes } from './api/routes/files';
import { sessionRoutes } from './api/routes/sessions';
import { threadRoutes } from './api/routes/threads';
import { systemClock, type Clock } from './clock';
import { ResponseRegistry } from './conversation/responseRegistry';
import type { CheckpointPolicy } from './conversation/workflowRun';
import { openStorage, type Storage } from './db/storage';
import { describeStorageFailure, storageFailureOf } from './db/storageFailure';
import { ContentUrlSigner } from './files/contentUrls';
import { FileBytes } from './files/fileBytes';
import { consoleLogger, type Logger } from './logger';
import {
  createHttpTranscriber,
  type Transcriber,
  type TranscriptionSettings,
} from './transcription/transcriber';
import { builtInWorkflows, type WorkflowRegistry } from './workflows/registry';

export interface AppOptions {
  /**
   * The key `POST /v1/uikit/sessions` accepts, and the key the session route sends. With
   * `upstreamBaseUrl`, the real service's key.
   */
  apiKey: string;
  /** Where the embedded API keeps its database and files. Required without `upstreamBaseUrl`. */
  dataDir?: string;
  /**
   * A real uikit API for the session route (`UIKIT_BASE_URL`). When set, the embedded API is not
   * served at all: nothing would use it.
   */
  upstreamBaseUrl?: string;
  /**
   * What the session route asks for (besides `user`): a template, or one computed per request.
   * Default: the `demo` workflow.
   */
  sessionTemplate?: SessionHandlerOptions['session'];
  workflows?: WorkflowRegistry;
  clock?: Clock;
  logger?: Logger;
  /** How long signed file URLs stay valid. */
  previewUrlTtlSeconds?: number;
  /** How long a run waits for a client tool's output before it is dropped. */
  toolWaitMs?: number;
  /** How often the items of a streaming answer are written (default: 250 ms or 1,000 updates). */
  checkpoint?: CheckpointPolicy;
  /**
   * How long an answer may run before it ends as interrupted (protocol section 11). Default: 10
   * minutes.
   */
  maxAnswerMs?: number;
  /**
   * How many bytes of an answer a reader may leave unread before its stream is cut (it resumes).
   * Default: 2 MiB.
   */
  maxReaderBacklogBytes?: number;
  /**
   * Requests per minute with the API key (sessions create and cancel, thread access) from one
   * client address. Default {@link DEFAULT_API_KEY_RATE_LIMIT}.
   */
  apiKeyRateLimit?: number;
  /** The session route's budget per visitor (`createSessionHandler`'s `rateLimit`). */
  sessionRateLimit?: RateLimit | false;
  /**
   * Where `input.transcribe` forwards recordings: an OpenAI-compatible endpoint's settings (or a
   * transcriber of your own). Without it, `input.transcribe` answers 400 and the kit hides
   * dictation.
   */
  transcription?: TranscriptionSettings | Transcriber | null;
}

/** Generous for a server minting sessions for its visitors, yet a bound. */
export const DEFAULT_API_KEY_RATE_LIMIT = 600;

export interface UikitApp {
  /** The Hono app: `app.fetch` is a Web-standard handler. */
  app: Hono<AppEnv>;
  /** The embedded API's storage; null when the session route points at a real service. */
  storage: Storage | null;
  /** Stops running answers and closes the database. */
  close(): void;
}

/** The session route's default: the demo, with uploads on and room for a lively demo. */
export const DEMO_SESSION_TEMPLATE: SessionTemplate = {
  workflow: { id: 'demo' },
  expires_after: { anchor: 'created_at', seconds: 600 },
  rate_limits: { max_requests_per_1_minute: 60 },
  chatkit_configuration: { file_upload: { enabled: true, max_file_size: 20, max_files: 10 } },
};

const EXPOSED_HEADERS = [
  'x-request-id',
  'x-client-request-id',
  'service-processing-ms',
  'service-version',
  'x-ratelimit-limit-requests',
  'x-ratelimit-remaining-requests',
  'x-ratelimit-reset-requests',
  'retry-after',
];

/**
 * The example server as a Hono app: the local uikit API under `/v1/uikit` (unless a real service
 * is the upstream) and the session route `POST /api/uikit/session`. It does not listen: `main.ts`
 * serves it, tests call `app.fetch` or serve it on a random port.
 */
export function createApp(options: AppOptions): UikitApp {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const app = new Hono<AppEnv>();

  app.use('*', responseHeaders(logger));
  app.use(
    '/v1/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Client-Request-Id',
        // The kit sends the chat's language (protocol section 9); a tag outside the CORS-safe
        // characters would need the preflight to allow it.
        'Accept-Language',
        'Service-Organization',
        'Service-Project',
      ],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    }),
  );
  app.use('*', clientRequestIdCheck());

  let storage: Storage | null = null;
  let responses: ResponseRegistry | null = null;
  if (options.upstreamBaseUrl === undefined) {
    if (options.dataDir === undefined)
      throw new Error('createApp needs dataDir for the embedded API');
    storage = openStorage(options.dataDir);
    responses = new ResponseRegistry(options.toolWaitMs);
    const deps: ApiDeps = {
      storage,
      clock,
      logger,
      apiKey: options.apiKey,
      rateLimiter: new SlidingWindowRateLimiter(clock),
      apiKeyRateLimit: options.apiKeyRateLimit ?? DEFAULT_API_KEY_RATE_LIMIT,
      workflows: options.workflows ?? builtInWorkflows(),
      responses,
      signer: new ContentUrlSigner(storage.signingKey, clock, options.previewUrlTtlSeconds),
      fileBytes: new FileBytes(storage.filesDir),
      transcriber:
        typeof options.transcription === 'function'
          ? options.transcription
          : options.transcription
            ? createHttpTranscriber(options.transcription)
            : null,
      ...(options.checkpoint ? { checkpoint: options.checkpoint } : {}),
      ...(options.maxAnswerMs === undefined ? {} : { maxAnswerMs: options.maxAnswerMs }),
      ...(options.maxReaderBacklogBytes === undefined
        ? {}
        : { maxReaderBacklogBytes: options.maxReaderBacklogBytes }),
    };
    const api = new Hono<AppEnv>();
    api.route('/', sessionRoutes(deps));
    api.route('/', threadRoutes(deps));
    api.route('/', conversationRoutes(deps));
    api.route('/', fileRoutes(deps));
    app.route('/v1/uikit', api);
  }

  // A Web Request carries no address: the route's handler looks it up by request.
  const addresses = new WeakMap<Request, string>();
  const handleSession = createSessionHandler({
    apiKey: options.apiKey,
    baseUrl: options.upstreamBaseUrl ?? 'http://embedded.invalid',
    session: options.sessionTemplate ?? DEMO_SESSION_TEMPLATE,
    getClientAddress: (request) => addresses.get(request),
    ...(options.sessionRateLimit === undefined ? {} : { rateLimit: options.sessionRateLimit }),
    onError: (error, request) => {
      logger.error(`POST ${new URL(request.url).pathname} failed`, error);
    },
    // The embedded API is called in-process: no socket, and no dependency on the listen address.
    ...(options.upstreamBaseUrl === undefined
      ? { fetch: async (input: string, init: RequestInit) => app.fetch(new Request(input, init)) }
      : {}),
  });
  app.all('/api/uikit/session', (c) => {
    const address = clientAddressOf(c);
    if (address !== null) addresses.set(c.req.raw, address);
    return handleSession(c.req.raw);
  });

  app.notFound((c) => {
    c.set('errorCode', 'not_found');
    return errorJson(notFound(`There is no route ${c.req.method} ${c.req.path}`));
  });
  app.onError((error, c) => {
    const answer = (apiError: UikitApiError) => {
      c.set('errorCode', apiError.code ?? apiError.type);
      return errorJson(apiError);
    };
    if (error instanceof UikitApiError) return answer(error);
    if (error instanceof URIError)
      return answer(invalidRequest('invalid_path', 'The path is not valid percent-encoding'));
    const failure = storageFailureOf(error);
    if (failure) {
      c.set('logDetail', describeStorageFailure(error));
      return answer(storageError(failure));
    }
    logger.error(`${c.get('requestId')} ${c.req.method} ${c.req.path} failed`, error);
    return answer(serverError());
  });

  return {
    app,
    storage,
    close() {
      responses?.stopAll();
      storage?.close();
    },
  };
}
