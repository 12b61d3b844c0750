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
    return responder(request);
  });
  return { fetch, requests };
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
