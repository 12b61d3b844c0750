import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSessionHandler,
  toFastifyHandler,
  toNodeHandler,
  type SessionHandlerOptions,
  type WebHandler,
} from '../../src/server';
import { API_KEY, removeDataDir, startTestServer, type TestServer } from './support/testServer';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.stop();
  removeDataDir(api);
});

const sessionRoute = (extra: Partial<SessionHandlerOptions> = {}) =>
  createSessionHandler({
    apiKey: API_KEY,
    baseUrl: api.baseUrl,
    session: { workflow: { id: 'echo' } },
    ...extra,
  });

interface Mounted {
  url: string;
  close(): Promise<void>;
}

const PATH = '/api/uikit/session';

function closeNode(server: Server | ServerType): Promise<void> {
  (server as Server).closeAllConnections();
  return new Promise((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
}

/** Each way a host mounts the route, given the Web handler. */
const hosts: Record<string, (handler: WebHandler, trustProxy?: boolean) => Promise<Mounted>> = {
  'node:http': async (handler) => {
    const listener = toNodeHandler(handler);
    const server = createServer((req, res) => {
      if (req.url?.split('?')[0] === PATH) listener(req, res);
      else res.writeHead(404).end();
    });
    return { url: await listen(server), close: () => closeNode(server) };
  },
  express: async (handler, trustProxy = false) => {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use(express.json());
    app.all(PATH, toNodeHandler(handler));
    const server = createServer(app);
    return { url: await listen(server), close: () => closeNode(server) };
  },
  fastify: async (handler, trustProxy = false) => {
    const app = Fastify({ trustProxy });
    app.all(PATH, toFastifyHandler(handler));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}${PATH}`, close: () => app.close() };
  },
  // Hono needs no adapter: the handler takes its raw Request as is.
  hono: async (handler) => {
    const app = new Hono();
    app.all(PATH, (c) => handler(c.req.raw));
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        resolve(s);
      });
    });
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}${PATH}`, close: () => closeNode(server) };
  },
};

async function withHost<T>(
  host: string,
  handler: WebHandler,
  run: (url: string) => Promise<T>,
  trustProxy?: boolean,
): Promise<T> {
  const mounted = await (hosts[host] as (typeof hosts)[string])(handler, trustProxy);
  try {
    return await run(mounted.url);
  } finally {
    await mounted.close();
  }
}

describe.each(Object.keys(hosts))('createSessionHandler behind %s', (host) => {
  it('mints a session whose secret works, and keeps the visitor by its signed cookie', async () => {
    await withHost(host, sessionRoute(), async (url) => {
      const first = await fetch(url, { method: 'POST' });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const session = (await first.json()) as { client_secret: string; user: string };
      expect(session.client_secret).toMatch(/\S/);
      expect(JSON.stringify(session)).not.toContain(API_KEY);
      const cookie = first.headers.getSetCookie();
      expect(cookie).toHaveLength(1);
      expect(cookie[0]).toMatch(/HttpOnly/i);

      // The secret opens the API as the session's user.
      const threads = await fetch(`${api.baseUrl}/v1/uikit/threads`, {
        headers: { authorization: `Bearer ${session.client_secret}` },
      });
      expect(threads.status).toBe(200);

      const again = await fetch(url, {
        method: 'POST',
        headers: { cookie: (cookie[0] as string).split(';')[0] as string },
      });
      expect(((await again.json()) as { user: string }).user).toBe(session.user);
      expect(again.headers.getSetCookie()).toHaveLength(0);
    });
  });

  it('refuses other methods with 405 and Allow: POST', async () => {
    await withHost(host, sessionRoute(), async (url) => {
      const response = await fetch(url);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe('method_not_allowed');
    });
  });

  it('limits newcomers per client address without any configuration', async () => {
    // Behind Hono the address must be passed (see the server route guide); the adapters pass it themselves.
    const extra: Partial<SessionHandlerOptions> = { rateLimit: { max: 2, windowSeconds: 60 } };
    if (host === 'hono') return;
    await withHost(host, sessionRoute(extra), async (url) => {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await fetch(url, { method: 'POST' })).status);
      // One address's budget (2), not the shared budget of unknown addresses (20).
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});

describe('the Node adapters', () => {
  const echo: WebHandler = async (request) =>
    Response.json({
      method: request.method,
      url: request.url,
      body: await request.text(),
      type: request.headers.get('content-type'),
    });

  it.each(['node:http', 'express', 'fastify'])(
    '%s: passes method, path and a JSON body (read by middleware or not) to the handler',
    async (host) => {
      await withHost(host, echo, async (url) => {
        const response = await fetch(`${url}?x=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user: 'u', n: [1, 2] }),
        });
        const seen = (await response.json()) as { method: string; url: string; body: string };
        expect(seen.method).toBe('POST');
        expect(new URL(seen.url).pathname + new URL(seen.url).search).toBe(`${PATH}?x=1`);
        expect(JSON.parse(seen.body)).toEqual({ user: 'u', n: [1, 2] });
      });
    },
  );

  it('refuses a body over the bound with 413 before the handler runs', async () => {
    let called = 0;
    const handler: WebHandler = () => {
      called += 1;
      return new Response('ok');
    };
    const listener = toNodeHandler(handler, { maxBodyBytes: 1024 });
    const server = createServer((req, res) => {
      listener(req, res);
    });
    const url = await listen(server);
    try {
      const response = await fetch(url, { method: 'POST', body: 'x'.repeat(4096) });
      expect(response.status).toBe(413);
      expect(called).toBe(0);
    } finally {
      await closeNode(server);
    }
  });

  it('answers a throwing handler with a bare 500, no stack, no message', async () => {
    await withHost(
      'node:http',
      () => {
        throw new Error(`secret at ${import.meta.url}`);
      },
      async (url) => {
        const response = await fetch(url, { method: 'POST' });
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(text).not.toContain('secret');
        expect(text).not.toContain('/');
      },
    );
  });

  it('keeps each Set-Cookie its own header line', async () => {
    const handler: WebHandler = () => {
      const response = new Response(null, { status: 204 });
      response.headers.append('Set-Cookie', 'a=1; Path=/');
      response.headers.append('Set-Cookie', 'b=2; Path=/; Expires=Thu, 01 Jan 2037 00:00:00 GMT');
      return response;
    };
    for (const host of ['node:http', 'express', 'fastify']) {
      await withHost(host, handler, async (url) => {
        const response = await fetch(url, { method: 'POST' });
        expect(response.headers.getSetCookie()).toEqual([
          'a=1; Path=/',
          'b=2; Path=/; Expires=Thu, 01 Jan 2037 00:00:00 GMT',
        ]);
      });
    }
  });

  it('streams the body as the handler produces it and sends none for HEAD', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: WebHandler = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('first\n'));
            await gate;
            controller.enqueue(new TextEncoder().encode('second\n'));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/plain' } },
      );
    await withHost('node:http', handler, async (url) => {
      const response = await fetch(url);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // The first chunk arrives while the handler still holds the second.
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('first\n');
      release();
      let rest = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      expect(rest).toBe('second\n');
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    });
  });

  it('stops reading the answer stream when the client goes away', async () => {
    let cancelled: () => void = () => undefined;
    const sawCancel = new Promise<void>((resolve) => (cancelled = resolve));
    const handler: WebHandler = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.enqueue(new TextEncoder().encode('tick\n'));
          },
          cancel() {
            cancelled();
          },
        }),
      );
    await withHost('node:http', handler, async (url) => {
      const client = httpRequest(url);
      client.on('error', () => undefined);
      client.on('response', (response) => {
        response.once('data', () => client.destroy());
      });
      client.end();
      await expect(sawCancel).resolves.toBeUndefined();
    });
  });

  it.each(['node:http', 'fastify'])(
    '%s: aborts the handler when the client goes away',
    async (host) => {
      let aborted: () => void = () => undefined;
      const sawAbort = new Promise<void>((resolve) => (aborted = resolve));
      let started: () => void = () => undefined;
      const running = new Promise<void>((resolve) => (started = resolve));
      const handler: WebHandler = (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted();
            resolve(new Response(null, { status: 499 }));
          });
          started();
        });
      await withHost(host, handler, async (url) => {
        const client = httpRequest(url, { method: 'POST' });
        client.on('error', () => undefined);
        client.end();
        await running;
        client.destroy();
        await expect(sawAbort).resolves.toBeUndefined();
      });
    },
  );

  it.each(['express', 'fastify'])(
    '%s: rate-limits by the address the framework trusts (X-Forwarded-For behind a proxy)',
    async (host) => {
      const route = sessionRoute({ rateLimit: { max: 1, windowSeconds: 60 } });
      await withHost(
        host,
        route,
        async (url) => {
          const from = (address: string) =>
            fetch(url, { method: 'POST', headers: { 'x-forwarded-for': address } });
          expect((await from('203.0.113.1')).status).toBe(200);
          expect((await from('203.0.113.1')).status).toBe(429);
          // Another visitor behind the same proxy has a budget of its own.
          expect((await from('203.0.113.2')).status).toBe(200);
        },
        true,
      );
    },
  );

  it('Hono passes the address through getClientAddress, as the server route guide shows', async () => {
    const addresses = new WeakMap<Request, string>();
    const handle = sessionRoute({
      rateLimit: { max: 1, windowSeconds: 60 },
      getClientAddress: (request) => addresses.get(request),
    });
    const app = new Hono();
    app.post(PATH, (c) => {
      addresses.set(c.req.raw, getConnInfo(c).remote.address ?? '');
      return handle(c.req.raw);
    });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        resolve(s);
      });
    });
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}${PATH}`;
      expect((await fetch(url, { method: 'POST' })).status).toBe(200);
      expect((await fetch(url, { method: 'POST' })).status).toBe(429);
    } finally {
      await closeNode(server);
    }
  });
});
