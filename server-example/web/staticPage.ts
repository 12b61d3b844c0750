import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { API_BASE_URL_TOKEN, CHATKIT_URL_TOKEN } from './pageBuild';

interface StaticFile {
  body: Buffer;
  type: string;
  /** Hashed asset names never change content: cache them for good. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Pages served under a second path without `.html`, and headers of their own. The widget
 * playground runs nothing but its own scripts and sends nothing anywhere: a strict content
 * security policy says so (styles inline: the code editor and the widgets set them).
 */
const PAGE_ALIASES = new Map([['/playground', '/playground.html']]);
const PAGE_HEADERS = new Map([
  [
    '/playground.html',
    {
      'content-security-policy':
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  ],
]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built demo page, read into memory once: the server answers only for exactly these files,
 * by exact path, so no request can name anything else on disk (no dot segments, encodings or
 * symlinks to get around). Dotfiles and files of unknown types are left out. `chatKitUrl` (a path
 * on this server) makes the demo page talk to a ChatKit server instead of the uikit API.
 */
export function loadStaticPage(
  folder: string,
  apiBaseUrl: string | null,
  chatKitUrl: string | null = null,
) {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      const url = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(path, url);
        continue;
      }
      const type = TYPES[extname(entry.name)];
      if (!entry.isFile() || type === undefined) continue;
      let body = readFileSync(path);
      if (extname(entry.name) === '.html')
        body = Buffer.from(
          body
            .toString('utf8')
            .replaceAll(API_BASE_URL_TOKEN, escapeAttribute(apiBaseUrl ?? ''))
            .replaceAll(CHATKIT_URL_TOKEN, escapeAttribute(chatKitUrl ?? '')),
        );
      files.set(url, { body, type, immutable: url.startsWith('/assets/') });
    }
  };
  walk(folder, '');

  /** Answers a request for one of the page's files; false when it is not one (the API answers). */
  return function servePage(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const name = path === '/' ? '/index.html' : (PAGE_ALIASES.get(path) ?? path);
    const file = files.get(name);
    if (!file) return false;
    response.writeHead(200, {
      ...PAGE_HEADERS.get(name),
      'content-type': file.type,
      'content-length': String(file.body.byteLength),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : file.body);
    return true;
  };
}
