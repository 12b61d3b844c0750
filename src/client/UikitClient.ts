import * as v from 'valibot';
import { LIST_LIMIT, type ListPage, type ListQuery } from '../wire/common';
import type { ConversationOperation, UserInput, WidgetAction } from '../wire/conversation';
import {
  ErrorBodySchema,
  UikitApiError,
  UikitConnectionError,
  UikitError,
  UikitParseError,
  UikitValidationError,
  type ErrorType,
} from '../wire/errors';
import { UploadedFileSchema, type UploadedFile } from '../wire/items';
import { parseWire } from '../wire/parse';
import type { WireProblem } from '../wire/problems';
import type { ReceivedStreamEvent, ReceivedThreadItem } from '../wire/received';
import { receiveStreamEvent } from '../wire/receiveEvent';
import {
  receiveItemPage,
  receiveSchemaPage,
  type DataProblem,
  type ReceivedPage,
} from '../wire/receivePage';
import {
  DeletedThreadSchema,
  FeedbackSchema,
  THREAD_TITLE_LENGTH,
  ThreadSchema,
  type DeletedThread,
  type Feedback,
  type FeedbackKind,
  type Thread,
} from '../wire/thread';
import type { JsonValue } from '../wire/common';
import { createRateLimitTracker, type RateLimitTracker } from './rateLimit';
import {
  CLIENT_REQUEST_ID_HEADER,
  assertValidClientRequestId,
  createClientRequestId,
} from './requestId';
import { readResponseMeta, type ResponseMeta } from './responseMeta';
import { MAX_EVENT_SIZE, readEventStream } from './sse';
import { xhrFetch, type FetchLike, type UploadProgress } from './transport';

/**
 * Gives the session's client secret. Called with `expiredSecret` set after the service answered
 * 401 `session_expired` for that secret: return a fresh one (the client then retries once).
 * It is called before every request, so it must be cheap: `createSessionManager` gives one.
 */
export type ClientSecretSource =
  string | ((context: { expiredSecret: string | null }) => string | Promise<string>);

/** What `createUikitClient` takes: the API origin, the client secret and optional hooks. */
export interface UikitClientOptions {
  /**
   * The API's origin, e.g. `https://api.example.com`; the client adds `/v1/uikit/...`. In a browser
   * it may be a path on the page's origin (a proxy), e.g. `/uikit-api`.
   */
  baseUrl: string;
  clientSecret: ClientSecretSource;
  /** Defaults to the global `fetch`. When given, uploads use it too (no upload progress). */
  fetch?: FetchLike;
  /** Extra headers for every request. */
  headers?: Readonly<Record<string, string>>;
  /** Sees the meta (request id, rate limits) of every answer, successful or not. */
  onResponse?: (meta: ResponseMeta) => void;
  /** Clock for rate-limit waits; tests inject one. */
  now?: () => number;
  /**
   * Hears of every item, entry or event the client repaired or set aside (protocol section 10):
   * one bad value never fails a page or ends an answer, and this is where the host learns of it.
   */
  onProblem?: (problem: DataProblem) => void;
}

/** Per-request options of every client method: an abort signal and the request id. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as `X-Client-Request-Id`: 1 to 512 printable ASCII characters. Generated when omitted. */
  clientRequestId?: string;
}

/** Options of an upload: the file name and a progress callback. */
export interface UploadOptions extends RequestOptions {
  /** File name to send; defaults to the `File`'s name. */
  name?: string;
  onProgress?: (progress: UploadProgress) => void;
}

/** A parsed answer with what its headers said. */
export interface UikitResult<T> {
  data: T;
  meta: ResponseMeta;
}

/**
 * The events of one answer, parsed. Iterate it once with `for await`. `abort()` (or the request's
 * signal) stops the answer: the server keeps what it produced, and the iteration ends quietly.
 */
export interface UikitEventStream extends AsyncIterable<ReceivedStreamEvent> {
  readonly meta: ResponseMeta;
  /** True once the stream was stopped by `abort()` or the caller's signal. */
  readonly aborted: boolean;
  abort(): void;
}

interface SendRequest extends RequestOptions {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  json?: unknown;
  /** Built per attempt, since a retried request needs a fresh body. */
  form?: () => FormData;
  accept?: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}

function defaultErrorType(status: number): ErrorType {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 409) return 'conflict_error';
  if (status === 429) return 'rate_limit_error';
  return status >= 500 ? 'server_error' : 'invalid_request_error';
}

function isAbortError(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function validateListQuery(query: ListQuery | undefined) {
  if (query?.limit === undefined) return;
  const { limit } = query;
  if (!Number.isInteger(limit) || limit < LIST_LIMIT.min || limit > LIST_LIMIT.max)
    throw new UikitValidationError(
      'limit',
      `limit must be an integer from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`,
    );
}

const segment = (id: string) => encodeURIComponent(id);

/**
 * Creates a client for the uikit API, authenticated by a session's client secret. It runs wherever
 * `fetch` does (browsers, Node 20, edge runtimes), validates every answer, refreshes an expired
 * secret once per request and never retries a rate-limited request blindly.
 *
 * @example
 * const sessions = createSessionManager({ getSession: () => fetch('/api/uikit/session', { method: 'POST' }).then(r => r.json()) });
 * const client = createUikitClient({ baseUrl: 'https://api.example.com', clientSecret: sessions.getClientSecret });
 * const stream = await client.conversation.createThread({ content: [{ type: 'input_text', text: 'Hi' }] });
 * for await (const event of stream) console.log(event.type);
 */
export function createUikitClient(options: UikitClientOptions) {
  const baseUrl = `${options.baseUrl.replace(/\/+$/, '')}/v1`;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const rateLimit: RateLimitTracker = createRateLimitTracker(options.now);

  const resolveSecret = async (expiredSecret: string | null): Promise<string> => {
    const source = options.clientSecret;
    return typeof source === 'string' ? source : source({ expiredSecret });
  };

  const toApiError = async (response: Response, meta: ResponseMeta): Promise<UikitApiError> => {
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
      message: `Request failed with status ${response.status}`,
    });
  };

  const send = async (
    request: SendRequest,
  ): Promise<{ response: Response; meta: ResponseMeta }> => {
    if (request.clientRequestId !== undefined) assertValidClientRequestId(request.clientRequestId);
    const clientRequestId = request.clientRequestId ?? createClientRequestId();
    const wait = rateLimit.waitMs();
    if (wait > 0) {
      // The service would refuse this and count the refusal against the budget: don't send it.
      throw new UikitApiError({
        status: 429,
        type: 'rate_limit_error',
        code: 'rate_limit_exceeded',
        message: `Too many requests: try again in ${Math.ceil(wait / 1000)} s`,
        retryAfterMs: wait,
      });
    }
    // A relative base (same-origin proxy) resolves against the page in browsers.
    const url = new URL(
      `${baseUrl}${request.path}`,
      'location' in globalThis ? globalThis.location.href : undefined,
    );
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }

    let secret = await resolveSecret(null);
    for (let attempt = 0; ; attempt += 1) {
      const headers = new Headers(options.headers);
      headers.set('Authorization', `Bearer ${secret}`);
      headers.set(CLIENT_REQUEST_ID_HEADER, clientRequestId);
      headers.set('Accept', request.accept ?? 'application/json');
      let body: BodyInit | undefined;
      if (request.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(request.json);
      } else if (request.form) {
        body = request.form();
      }

      let response: Response;
      try {
        response =
          request.onUploadProgress &&
          body instanceof FormData &&
          !options.fetch &&
          typeof XMLHttpRequest !== 'undefined'
            ? await xhrFetch(
                url.href,
                {
                  method: request.method,
                  headers,
                  body,
                  ...(request.signal ? { signal: request.signal } : {}),
                },
                request.onUploadProgress,
              )
            : await fetchImpl(url.href, {
                method: request.method,
                headers,
                ...(body === undefined ? {} : { body }),
                ...(request.signal ? { signal: request.signal } : {}),
              });
      } catch (error) {
        if (isAbortError(error, request.signal)) throw error;
        throw new UikitConnectionError(
          `Could not reach the uikit API (${request.method} ${request.path})`,
          {
            cause: error,
          },
        );
      }

      const meta = readResponseMeta(response, clientRequestId);
      rateLimit.record(meta);
      options.onResponse?.(meta);
      if (response.ok) return { response, meta };

      const error = await toApiError(response, meta);
      const canRefresh = typeof options.clientSecret === 'function';
      if (attempt === 0 && canRefresh && error.status === 401 && error.code === 'session_expired') {
        secret = await resolveSecret(secret);
        continue;
      }
      throw error;
    }
  };

  const report = (problem: DataProblem) => {
    try {
      options.onProblem?.(problem);
    } catch {
      // A failing report must not fail the read it reports on.
    }
  };

  const readJson = async (
    request: SendRequest,
    subject: string,
  ): Promise<{ json: unknown; meta: ResponseMeta }> => {
    const { response, meta } = await send(request);
    try {
      return { json: await response.json(), meta };
    } catch (error) {
      if (isAbortError(error, request.signal)) throw error;
      throw new UikitParseError(subject, [{ path: '', message: 'the body is not JSON' }]);
    }
  };

  const requestJson = async <TSchema extends v.GenericSchema>(
    request: SendRequest,
    schema: TSchema,
    subject: string,
  ): Promise<UikitResult<v.InferOutput<TSchema>>> => {
    const { json, meta } = await readJson(request, subject);
    return { data: parseWire(schema, json, subject), meta };
  };

  /** A list page read entry by entry; what was repaired or left out is reported. */
  const requestPage = async <T>(
    request: SendRequest,
    subject: string,
    receive: (json: unknown) => ReceivedPage<T>,
  ): Promise<UikitResult<ListPage<T>>> => {
    const { json, meta } = await readJson(request, subject);
    const { page, problems } = receive(json);
    for (const problem of problems) report(problem);
    return { data: page, meta };
  };

  const openStream = async (
    operation: ConversationOperation,
    requestOptions: RequestOptions = {},
  ): Promise<UikitEventStream> => {
    const controller = new AbortController();
    let aborted = false;
    const abort = () => {
      aborted = true;
      controller.abort(requestOptions.signal?.reason);
    };
    const external = requestOptions.signal;
    if (external?.aborted) abort();
    external?.addEventListener('abort', abort, { once: true });
    const detach = () => external?.removeEventListener('abort', abort);

    let opened: { response: Response; meta: ResponseMeta };
    try {
      opened = await send({
        method: 'POST',
        path: '/uikit/conversation',
        json: operation,
        accept: 'text/event-stream',
        signal: controller.signal,
        ...(requestOptions.clientRequestId === undefined
          ? {}
          : { clientRequestId: requestOptions.clientRequestId }),
      });
    } catch (error) {
      detach();
      throw error;
    }
    const { response, meta } = opened;
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('text/event-stream') || !response.body) {
      detach();
      controller.abort();
      throw new UikitParseError('conversation answer', [
        { path: '', message: `expected text/event-stream, got "${contentType || 'no body'}"` },
      ]);
    }
    const body = response.body;
    let iterated = false;

    // The thread the answer belongs to, to repair items that lack their thread_id.
    let threadId =
      'thread_id' in operation.params && typeof operation.params.thread_id === 'string'
        ? operation.params.thread_id
        : null;
    const skip = (problems: readonly WireProblem[]) => {
      for (const problem of problems)
        report({ ...problem, outcome: 'skipped', subject: 'stream event' });
    };

    async function* events(): AsyncGenerator<ReceivedStreamEvent, void, undefined> {
      try {
        const messages = readEventStream(body, {
          onOversized: (size) => {
            skip([
              {
                path: '',
                message: `The event is larger than ${String(MAX_EVENT_SIZE)} characters (${String(size)})`,
              },
            ]);
          },
        });
        for await (const message of messages) {
          // An empty `data:` is a keep-alive.
          if (message.data === '') continue;
          let json: unknown;
          try {
            json = JSON.parse(message.data);
          } catch {
            skip([{ path: '', message: 'The data is not JSON' }]);
            continue;
          }
          const received = receiveStreamEvent(json, { threadId });
          if (!received.ok) {
            skip(received.problems);
            continue;
          }
          const { event } = received;
          if (event.type === 'thread.created') threadId = event.thread.id;
          const itemId =
            'item' in event ? event.item.id : 'item_id' in event ? event.item_id : undefined;
          for (const problem of received.problems) {
            report({
              ...problem,
              outcome: 'repaired',
              subject: 'stream event',
              ...(itemId === undefined ? {} : { itemId }),
            });
          }
          yield event;
        }
      } catch (error) {
        if (aborted) return;
        if (error instanceof UikitError) throw error;
        throw new UikitConnectionError('The answer stream was interrupted', { cause: error });
      } finally {
        detach();
      }
    }

    return {
      meta,
      get aborted() {
        return aborted;
      },
      abort,
      [Symbol.asyncIterator]() {
        if (iterated) throw new UikitError('An event stream can be iterated only once');
        iterated = true;
        return events();
      },
    };
  };

  /** One page of a thread's items; `order: 'desc'` (the default) is newest first. */
  const listItems = async (
    threadId: string,
    query?: ListQuery,
    requestOptions?: RequestOptions,
  ): Promise<UikitResult<ListPage<ReceivedThreadItem>>> => {
    validateListQuery(query);
    return requestPage(
      {
        method: 'GET',
        path: `/uikit/threads/${segment(threadId)}/items`,
        query: { ...query },
        ...requestOptions,
      },
      'thread item list',
      (json) => receiveItemPage(json, { threadId }),
    );
  };

  return {
    /** The request budget as the last answers reported it; subscribe to show a countdown. */
    rateLimit: { get: rateLimit.get, waitMs: rateLimit.waitMs, subscribe: rateLimit.subscribe },

    threads: {
      /** The session user's threads, newest first by default. */
      async list(
        query?: ListQuery,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<ListPage<Thread>>> {
        validateListQuery(query);
        return requestPage(
          { method: 'GET', path: '/uikit/threads', query: { ...query }, ...requestOptions },
          'thread list',
          (json) => receiveSchemaPage(json, 'thread list', ThreadSchema),
        );
      },
      async get(threadId: string, requestOptions?: RequestOptions): Promise<UikitResult<Thread>> {
        return requestJson(
          { method: 'GET', path: `/uikit/threads/${segment(threadId)}`, ...requestOptions },
          ThreadSchema,
          'thread',
        );
      },
      async rename(
        threadId: string,
        title: string,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<Thread>> {
        if (title.length < THREAD_TITLE_LENGTH.min || title.length > THREAD_TITLE_LENGTH.max)
          throw new UikitValidationError(
            'title',
            `title must be ${THREAD_TITLE_LENGTH.min} to ${THREAD_TITLE_LENGTH.max} characters`,
          );
        return requestJson(
          {
            method: 'POST',
            path: `/uikit/threads/${segment(threadId)}`,
            json: { title },
            ...requestOptions,
          },
          ThreadSchema,
          'thread',
        );
      },
      async delete(
        threadId: string,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<DeletedThread>> {
        return requestJson(
          { method: 'DELETE', path: `/uikit/threads/${segment(threadId)}`, ...requestOptions },
          DeletedThreadSchema,
          'deleted thread',
        );
      },
      listItems,
      /** Every page of a thread's items in `order`, following the cursor until `has_more` is false. */
      async *iterateItems(
        threadId: string,
        query: Omit<ListQuery, 'before'> = {},
        requestOptions?: RequestOptions,
      ): AsyncGenerator<ListPage<ReceivedThreadItem>, void, undefined> {
        let after = query.after;
        for (;;) {
          const { data } = await listItems(
            threadId,
            { ...query, ...(after === undefined ? {} : { after }) },
            requestOptions,
          );
          yield data;
          if (!data.has_more || data.last_id === null) return;
          after = data.last_id;
        }
      },
      async sendFeedback(
        threadId: string,
        itemIds: readonly string[],
        kind: FeedbackKind,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<Feedback>> {
        if (itemIds.length === 0)
          throw new UikitValidationError('item_ids', 'item_ids must not be empty');
        return requestJson(
          {
            method: 'POST',
            path: `/uikit/threads/${segment(threadId)}/feedback`,
            json: { item_ids: itemIds, kind },
            ...requestOptions,
          },
          FeedbackSchema,
          'feedback',
        );
      },
    },

    files: {
      /**
       * Uploads a file for a later message (`attachments: [id]`). In browsers `onProgress` reports
       * bytes sent; abort with `signal`.
       */
      async upload(
        file: Blob,
        uploadOptions: UploadOptions = {},
      ): Promise<UikitResult<UploadedFile>> {
        const { name, onProgress, ...requestOptions } = uploadOptions;
        const fileName = name ?? (file instanceof File ? file.name : 'file');
        const total = file.size;
        onProgress?.({ loaded: 0, total, fraction: 0 });
        return requestJson(
          {
            method: 'POST',
            path: '/uikit/files',
            form: () => {
              const form = new FormData();
              form.append('file', file, fileName);
              return form;
            },
            // The request body is the multipart envelope; report bytes of the file itself.
            ...(onProgress
              ? {
                  onUploadProgress: ({ fraction }: UploadProgress) => {
                    onProgress({ loaded: Math.round(fraction * total), total, fraction });
                  },
                }
              : {}),
            ...requestOptions,
          },
          UploadedFileSchema,
          'uploaded file',
        ).then((result) => {
          onProgress?.({ loaded: total, total, fraction: 1 });
          return result;
        });
      },
    },

    conversation: {
      /** Sends any conversation operation and resolves once the answer stream opens. */
      stream: openStream,
      createThread(input: UserInput, requestOptions?: RequestOptions) {
        return openStream({ type: 'threads.create', params: { input } }, requestOptions);
      },
      addUserMessage(threadId: string, input: UserInput, requestOptions?: RequestOptions) {
        return openStream(
          { type: 'threads.add_user_message', params: { thread_id: threadId, input } },
          requestOptions,
        );
      },
      addClientToolOutput(
        threadId: string,
        callId: string,
        output: JsonValue,
        requestOptions?: RequestOptions,
      ) {
        return openStream(
          {
            type: 'threads.add_client_tool_output',
            params: { thread_id: threadId, call_id: callId, output },
          },
          requestOptions,
        );
      },
      retryAfterItem(threadId: string, itemId: string, requestOptions?: RequestOptions) {
        return openStream(
          { type: 'threads.retry_after_item', params: { thread_id: threadId, item_id: itemId } },
          requestOptions,
        );
      },
      customAction(
        threadId: string,
        itemId: string,
        action: WidgetAction,
        requestOptions?: RequestOptions,
      ) {
        return openStream(
          {
            type: 'threads.custom_action',
            params: { thread_id: threadId, item_id: itemId, action },
          },
          requestOptions,
        );
      },
    },
  };
}

/**
 * The uikit API client, as `createUikitClient` returns it: `threads`, `files`, `conversation` and
 * the `rateLimit` budget.
 */
export type UikitClient = ReturnType<typeof createUikitClient>;
