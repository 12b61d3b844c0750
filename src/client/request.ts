/**
 * The request pipeline every JSON endpoint goes through: the client secret (refreshed once after
 * `session_expired`), the headers and request id, the rate-limit gate, the answer's meta, the
 * mapping of refusals and network failures to errors, and reading the body against its schema.
 */
import type * as v from 'valibot';
import type { ListPage } from '../wire/common';
import { UikitConnectionError, UikitParseError } from '../wire/errors';
import { parseWire } from '../wire/parse';
import type { DataProblem, ReceivedPage } from '../wire/receivePage';
import { toApiError } from './apiError';
import { assertMaySend, type RateLimitTracker } from './rateLimit';
import {
  CLIENT_REQUEST_ID_HEADER,
  assertValidClientRequestId,
  createClientRequestId,
} from './requestId';
import { readResponseMeta, type ResponseMeta } from './responseMeta';
import { xhrFetch, type FetchLike, type UploadProgress } from './transport';

/**
 * Gives the session's client secret. Called with `expiredSecret` set after the service answered
 * 401 `session_expired` for that secret: return a fresh one (the client then retries once).
 * It is called before every request, so it must be cheap: `createSessionManager` gives one.
 */
export type ClientSecretSource =
  string | ((context: { expiredSecret: string | null }) => string | Promise<string>);

/** Per-request options of every client method: an abort signal and the request id. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as `X-Client-Request-Id`: 1 to 512 printable ASCII characters. Generated when omitted. */
  clientRequestId?: string;
}

/** A parsed answer with what its headers said. */
export interface UikitResult<T> {
  data: T;
  meta: ResponseMeta;
}

/** One request as an endpoint describes it; the pipeline adds the rest. */
export interface SendRequest extends RequestOptions {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  json?: unknown;
  /** Built per attempt, since a retried request needs a fresh body. */
  form?: () => FormData;
  accept?: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The client's options that shape every request (`UikitClientOptions` adds the rest). */
export interface RequestPipelineOptions {
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
  /**
   * The `Accept-Language` of every request (protocol section 9): the language the chat speaks,
   * read as each request is sent, so a change of locale applies to the next one. None when it
   * gives nothing.
   */
  acceptLanguage?: () => string | undefined;
  /** Sees the meta (request id, rate limits) of every answer, successful or not. */
  onResponse?: (meta: ResponseMeta) => void;
}

/** Whether a failed fetch or read was the caller's abort (let through as it is, never wrapped). */
export function isAbortError(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

export function createRequestPipeline(
  options: RequestPipelineOptions,
  rateLimit: RateLimitTracker,
  report: (problem: DataProblem) => void,
) {
  const baseUrl = `${options.baseUrl.replace(/\/+$/, '')}/v1`;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const resolveSecret = async (expiredSecret: string | null): Promise<string> => {
    const source = options.clientSecret;
    return typeof source === 'string' ? source : source({ expiredSecret });
  };

  const send = async (
    request: SendRequest,
  ): Promise<{ response: Response; meta: ResponseMeta }> => {
    if (request.clientRequestId !== undefined) assertValidClientRequestId(request.clientRequestId);
    const clientRequestId = request.clientRequestId ?? createClientRequestId();
    assertMaySend(rateLimit);
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
      const language = options.acceptLanguage?.();
      if (language) headers.set('Accept-Language', language);
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

  /**
   * A list page read entry by entry; what was repaired or left out is reported. `receive` may be
   * async: the readers of some pages load on demand.
   */
  const requestPage = async <T>(
    request: SendRequest,
    subject: string,
    receive: (json: unknown) => ReceivedPage<T> | Promise<ReceivedPage<T>>,
  ): Promise<UikitResult<ListPage<T>>> => {
    const { json, meta } = await readJson(request, subject);
    const { page, problems } = await receive(json);
    for (const problem of problems) report(problem);
    return { data: page, meta };
  };

  return { send, requestJson, requestPage };
}

export type RequestPipeline = ReturnType<typeof createRequestPipeline>;
