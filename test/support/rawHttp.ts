import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request with its path exactly as given (fetch and `new URL` would resolve `..` and
 * decode before sending), or null when Node's client refuses to send it at all.
 */
export function rawHttp(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer | null> {
  return new Promise((resolveAnswer, reject) => {
    let sent;
    try {
      sent = httpRequest({ host: '127.0.0.1', port, method, path, headers });
    } catch {
      resolveAnswer(null);
      return;
    }
    sent.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, text });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
