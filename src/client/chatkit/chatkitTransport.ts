/**
 * Requests to a ChatKit server: every operation is a POST of `{type, params}` to the one URL,
 * through the host's `fetch` (which carries the host's authentication). The answer's meta is
 * recorded as the uikit client records it, and a refusal becomes a `UikitApiError` even though
 * ChatKit defines no error body (chatkit-dialect.md §1).
 */
import { UikitConnectionError, UikitParseError } from '../../wire/errors';
import { isRecord } from '../../wire/problems';
import { toApiError } from '../apiError';
import { assertMaySend, type RateLimitTracker } from '../rateLimit';
import { isAbortError, type RequestOptions } from '../request';
import { createClientRequestId } from '../requestId';
import { readResponseMeta, type ResponseMeta } from '../responseMeta';
import type { FetchLike } from '../transport';
import type { ChatKitRequest } from './encodeRequest';

export interface ChatKitTransportOptions {
  /** The ChatKit endpoint; relative URLs resolve against the page. */
  url: string;
  fetch?: FetchLike | undefined;
  acceptLanguage?: (() => string | undefined) | undefined;
  onResponse?: ((meta: ResponseMeta) => void) | undefined;
}

/** What one request answered, before its body is read. */
export interface Sent {
  response: Response;
  meta: ResponseMeta;
}

/**
 * A URL as `fetch` takes it: a relative one resolves against `base`, by default the page (in
 * browsers).
 */
export function resolveUrl(
  url: string,
  base = 'location' in globalThis ? globalThis.location.href : undefined,
): URL {
  return new URL(url, base);
}

/** How much of a plain-text refusal is quoted in the error. */
const QUOTED_TEXT = 200;

/**
 * What a refusal without uikit's error body said, if anything readable: FastAPI's `detail`, a
 * `message` or `error` text, or a short plain-text body ("Internal Server Error").
 */
function refusalText(body: string, contentType: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    if (isRecord(json)) {
      for (const key of ['detail', 'message', 'error'])
        if (typeof json[key] === 'string' && json[key] !== '') return json[key];
    }
    return null;
  } catch {
    const text = body.trim();
    if (text === '' || contentType.includes('html')) return null;
    return text.length > QUOTED_TEXT ? `${text.slice(0, QUOTED_TEXT)}…` : text;
  }
}

export function createChatKitTransport(
  options: ChatKitTransportOptions,
  rateLimit: RateLimitTracker,
) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Records an answer's meta; for a refusal, the error to throw. */
  const settle = async (response: Response, meta: ResponseMeta, what: string) => {
    rateLimit.record(meta);
    options.onResponse?.(meta);
    if (response.ok) return null;
    let said: string | null = null;
    try {
      said = refusalText(await response.clone().text(), response.headers.get('content-type') ?? '');
    } catch {
      // Unreadable: described by its status alone.
    }
    return toApiError(
      response,
      meta,
      said === null
        ? `The ChatKit server answered ${what} with HTTP ${String(response.status)} and no error message`
        : `The ChatKit server refused ${what} (HTTP ${String(response.status)}): ${said}`,
    );
  };

  /**
   * Sends one operation. The request id is the client's own (for logs and `onResponse`): it is not
   * sent, since a ChatKit server's CORS rules would not allow an unknown header.
   */
  const send = async (
    request: ChatKitRequest,
    requestOptions: RequestOptions & { accept?: string } = {},
  ): Promise<Sent> => {
    const clientRequestId = requestOptions.clientRequestId ?? createClientRequestId();
    assertMaySend(rateLimit);
    const headers = new Headers();
    headers.set('Content-Type', 'application/json');
    headers.set('Accept', requestOptions.accept ?? 'application/json');
    const language = options.acceptLanguage?.();
    if (language) headers.set('Accept-Language', language);
    let response: Response;
    try {
      response = await fetchImpl(resolveUrl(options.url).href, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: request.type, params: request.params }),
        ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
      });
    } catch (error) {
      if (isAbortError(error, requestOptions.signal)) throw error;
      throw new UikitConnectionError(`Could not reach the ChatKit server (${request.type})`, {
        cause: error,
      });
    }
    const meta = readResponseMeta(response, clientRequestId);
    const refused = await settle(response, meta, request.type);
    if (refused) throw refused;
    return { response, meta };
  };

  /** Sends one operation that answers JSON and reads the body (not checked yet). */
  const requestJson = async (
    request: ChatKitRequest,
    subject: string,
    requestOptions: RequestOptions = {},
  ): Promise<{ json: unknown; meta: ResponseMeta }> => {
    const { response, meta } = await send(request, requestOptions);
    try {
      const text = await response.text();
      // An operation that answers nothing (`{}` in ChatKit) may come with no body at all.
      return { json: text.trim() === '' ? {} : (JSON.parse(text) as unknown), meta };
    } catch (error) {
      if (isAbortError(error, requestOptions.signal)) throw error;
      throw new UikitParseError(subject, [{ path: '', message: 'the body is not JSON' }]);
    }
  };

  return { send, requestJson, settle };
}

export type ChatKitTransport = ReturnType<typeof createChatKitTransport>;
