/** A `fetch` the client can be given (tests, proxies, edge runtimes). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Upload progress of one file. */
export interface UploadProgress {
  /** Bytes of the file sent so far. */
  loaded: number;
  /** Bytes of the file. */
  total: number;
  /** `loaded / total`, from 0 to 1. */
  fraction: number;
}

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

function parseRawHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header value the Headers class refuses is not one we read; skip it.
    }
  }
  return headers;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A request through XMLHttpRequest, answered as a standard `Response`. Browsers report upload
 * progress only on XHR (a fetch request body gives no progress), so uploads use it there.
 */
export function xhrFetch(
  url: string,
  init: { method: string; headers: Headers; body: XMLHttpRequestBodyInit; signal?: AbortSignal },
  onUploadProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => {
      xhr.abort();
    };
    const finish = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open(init.method, url);
    xhr.responseType = 'arraybuffer';
    init.headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onUploadProgress({
        loaded: event.loaded,
        total,
        fraction: total > 0 ? Math.min(1, event.loaded / total) : 0,
      });
    };
    xhr.onload = () => {
      finish();
      const status = xhr.status;
      resolve(
        new Response(NULL_BODY_STATUS.has(status) ? null : (xhr.response as ArrayBuffer), {
          status,
          statusText: xhr.statusText,
          headers: parseRawHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      finish();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      finish();
      reject(signal ? abortReason(signal) : new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(init.body);
  });
}
