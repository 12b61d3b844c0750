import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { recordedStreamBytes } from '../fixtures/recordedStream.ts';
import { TEST_API_BASE, TEST_SECRET } from './testApi.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Real HTTP endpoints on the browser project's dev server, so browser tests exercise what only a
 * real network stack does: XHR upload progress, streamed fetch bodies, aborts reaching the server.
 */
export function testEndpoints(): Plugin {
  let lastStreamAborted: boolean | null = null;

  const uploads = async (req: IncomingMessage, res: ServerResponse) => {
    // Read slowly so the browser's send buffer fills and it reports progress along the way.
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      req.pause();
      setTimeout(() => req.resume(), 15);
    });
    await new Promise<void>((resolve, reject) => {
      req.on('end', resolve);
      req.on('error', reject);
      req.on('close', resolve);
    });
    if (req.destroyed && !req.complete) return;
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-request-id', 'req_upload');
    res.end(
      JSON.stringify({
        id: 'file_test',
        object: 'uikit.attachment',
        type: 'file',
        name: 'big.bin',
        mime_type: 'application/octet-stream',
        bytes,
        created_at: 1,
        preview_url: null,
      }),
    );
  };

  const conversation = async (req: IncomingMessage, res: ServerResponse) => {
    const slow = req.headers['x-test-mode'] === 'slow';
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-request-id': 'req_stream',
      'x-ratelimit-limit-requests': '10',
      'x-ratelimit-remaining-requests': '9',
      'x-ratelimit-reset-requests': '6s',
    });
    lastStreamAborted = null;
    res.on('close', () => {
      lastStreamAborted = !res.writableFinished;
    });
    if (slow) {
      // An answer that never ends on its own: only the client's stop ends it.
      for (let i = 0; !res.destroyed && i < 2000; i += 1) {
        res.write(`data: ${JSON.stringify({ type: 'progress_update', text: `step ${i}` })}\n\n`);
        await sleep(20);
      }
      res.end();
      return;
    }
    // The recorded stream in odd-sized chunks, cutting through lines and UTF-8 characters.
    for (let offset = 0; offset < recordedStreamBytes.length && !res.destroyed; offset += 37) {
      res.write(recordedStreamBytes.slice(offset, offset + 37));
      await sleep(2);
    }
    res.end();
  };

  return {
    name: 'uikit:test-endpoints',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(TEST_API_BASE)) {
          next();
          return;
        }
        const path = url.slice(TEST_API_BASE.length).split('?')[0];
        const handle = async () => {
          if (req.headers.authorization !== `Bearer ${TEST_SECRET}`) {
            res.statusCode = 401;
            res.setHeader('content-type', 'application/json');
            res.end(
              JSON.stringify({
                error: {
                  type: 'authentication_error',
                  code: 'invalid_client_secret',
                  param: null,
                  message: 'bad secret',
                },
              }),
            );
            return;
          }
          if (path === '/v1/uikit/files') await uploads(req, res);
          else if (path === '/v1/uikit/conversation') await conversation(req, res);
          else if (path === '/last-stream') {
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ aborted: lastStreamAborted }));
          } else {
            res.statusCode = 404;
            res.end();
          }
        };
        handle().catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      });
    },
  };
}
