import { vi } from 'vitest';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/** A `fetch` that answers from a list of responders in turn and records every request. */
export function fakeFetch(...responders: Responder[]) {
  const requests: RecordedRequest[] = [];
  let call = 0;
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    init.signal?.throwIfAborted();
    const headers = new Headers(init.headers);
    let body: unknown = init.body;
    if (typeof init.body === 'string' && headers.get('content-type')?.includes('json'))
      body = JSON.parse(init.body);
    const request: RecordedRequest = {
      url: new URL(input),
      method: init.method ?? 'GET',
      headers,
      body,
    };
    requests.push(request);
    const responder = responders[Math.min(call, responders.length - 1)];
    call += 1;
    if (!responder) throw new Error('no responder');
    const response = await responder(request);
    // As a real fetch: aborted before the response came, it rejects.
    init.signal?.throwIfAborted();
    return abortable(response, init.signal ?? undefined);
  });
  return { fetch, requests };
}

/** Like a real fetch: once the request aborts, reading the body fails with an AbortError. */
function abortable(response: Response, signal: AbortSignal | undefined): Response {
  if (!signal || !response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          reader.cancel().catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': `req_${status}`, ...headers },
  });
}

export function errorResponse(
  status: number,
  error: { type: string; message: string; code?: string | null; param?: string | null },
  headers: Record<string, string> = {},
) {
  return jsonResponse(status, { error: { code: null, param: null, ...error } }, headers);
}

export function sseResponse(
  body: ReadableStream<Uint8Array> | string,
  headers: Record<string, string> = {},
) {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'x-request-id': 'req_stream', ...headers },
  });
}
