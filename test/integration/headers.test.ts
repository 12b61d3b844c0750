import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/client';
import { UikitApiError } from '../../src/wire';
import {
  openSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './support/testServer';
import { collect, userInput } from './support/streams';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  expect(response.headers.get('service-processing-ms')).toMatch(/^\d+$/);
  expect(response.headers.get('service-version')).toBe('2020-10-01');
}

describe('response headers', () => {
  it('are on successes, errors, unknown routes, preflights and streams alike', async () => {
    const { session, client } = await openSession(server);
    const responses = [
      await rawRequest(server, session.client_secret, '/threads'),
      await rawRequest(server, 'uks_wrong', '/threads'),
      await fetch(`${server.baseUrl}/nowhere`),
      await fetch(`${server.baseUrl}/v1/uikit/threads`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-client-request-id',
        },
      }),
    ];
    for (const response of responses) expectCommonHeaders(response);
    const ids = new Set(responses.map((response) => response.headers.get('x-request-id')));
    expect(ids.size).toBe(responses.length);

    const stream = await client.conversation.createThread(userInput('hi'));
    expect(stream.meta.requestId).toMatch(/^req_/);
    expect(stream.meta.version).toBe('2020-10-01');
    expect(stream.meta.processingMs).toBeGreaterThanOrEqual(0);
    await collect(stream);
  });

  it('echo a valid X-Client-Request-Id, and the kit client sees its own id back', async () => {
    const { session, client } = await openSession(server);
    const response = await rawRequest(server, session.client_secret, '/threads', {
      headers: { 'x-client-request-id': 'trace-42 / retry #1' },
    });
    expect(response.headers.get('x-client-request-id')).toBe('trace-42 / retry #1');
    const { meta } = await client.threads.list(undefined, { clientRequestId: 'my-id-7' });
    expect(meta.clientRequestId).toBe('my-id-7');
    expect(server.log.lines.some((line) => line.includes('client_request_id=my-id-7'))).toBe(true);
  });

  it('allow a page on another origin to call the API and read the headers', async () => {
    const preflight = await fetch(`${server.baseUrl}/v1/uikit/conversation`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,content-type,x-client-request-id,accept-language',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of [
      'authorization',
      'content-type',
      'x-client-request-id',
      'accept-language',
    ])
      expect(allowed).toContain(header);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const { session } = await openSession(server);
    const response = await rawRequest(server, session.client_secret, '/threads', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    for (const header of [
      'x-request-id',
      'service-processing-ms',
      'service-version',
      'x-client-request-id',
      'x-ratelimit-limit-requests',
      'x-ratelimit-remaining-requests',
      'x-ratelimit-reset-requests',
      'retry-after',
    ])
      expect(exposed).toContain(header);
  });

  it('accept the chat’s language as Accept-Language, and ignore what they cannot use', async () => {
    const { session } = await openSession(server);
    for (const language of ['ar', 'zh-Hant-TW', 'de-DE,de;q=0.9,en;q=0.5', '*', 'not a tag']) {
      const response = await rawRequest(server, session.client_secret, '/threads', {
        headers: { 'accept-language': language },
      });
      expect(response.status, language).toBe(200);
    }
  });

  it('log one line per request with id, method, path, status and time, and no secret', async () => {
    const { session, client } = await openSession(server);
    await client.threads.list();
    await expect(client.files.upload(new Blob(['x']))).rejects.toMatchObject({ status: 403 });
    const line = server.log.lines.find((entry) => entry.includes('GET /v1/uikit/threads 200'));
    expect(line).toMatch(/^req_[0-9a-f]{32} GET \/v1\/uikit\/threads 200 \d+ms/);
    expect(server.log.lines.some((entry) => entry.includes(' POST /v1/uikit/files 403 '))).toBe(
      true,
    );
    const everything = server.log.lines.join('\n');
    expect(everything).not.toContain(session.client_secret);
    expect(everything).not.toContain('sk-test');
  });
});

describe('rate limiting per session', () => {
  it('refuses the N+1th request of a minute with 429, retry-after and the x-ratelimit headers', async () => {
    const { session } = await openSession(server, {
      rate_limits: { max_requests_per_1_minute: 3 },
    });
    const remaining: (string | null)[] = [];
    for (let request = 0; request < 3; request += 1) {
      const response = await rawRequest(server, session.client_secret, '/threads');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit-requests')).toBe('3');
      remaining.push(response.headers.get('x-ratelimit-remaining-requests'));
      server.clock.advance(1000);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await rawRequest(server, session.client_secret, '/threads');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    // The refusal counts too, so the window holds requests made 2, 1 and 0 s ago: a fourth is
    // accepted once the one of 2 s ago leaves, 58 s from now.
    expect(refused.headers.get('retry-after')).toBe('58');
    expect(parseDuration(refused.headers.get('x-ratelimit-reset-requests'))).toBe(58_000);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'rate_limit_exceeded',
    );

    server.clock.advance(57_999);
    expect((await rawRequest(server, session.client_secret, '/threads')).status).toBe(429);
    server.clock.advance(60_000);
    expect((await rawRequest(server, session.client_secret, '/threads')).status).toBe(200);
  });

  it('counts failed requests, refused ones included', async () => {
    const { session } = await openSession(server, {
      rate_limits: { max_requests_per_1_minute: 2 },
    });
    expect((await rawRequest(server, session.client_secret, '/threads/thr_nope')).status).toBe(404);
    expect((await rawRequest(server, session.client_secret, '/threads?limit=0')).status).toBe(400);
    const refused = await rawRequest(server, session.client_secret, '/threads');
    expect(refused.status).toBe(429);
    // The refusal counted too: a slot frees only when the oldest counted request leaves.
    server.clock.advance(59_999);
    expect((await rawRequest(server, session.client_secret, '/threads')).status).toBe(429);
    server.clock.advance(60_000);
    expect((await rawRequest(server, session.client_secret, '/threads')).status).toBe(200);
  });

  it('gives the kit client a 429 with the wait from retry-after', async () => {
    const { session, client } = await openSession(server, {
      rate_limits: { max_requests_per_1_minute: 2 },
    });
    await rawRequest(server, session.client_secret, '/threads');
    server.clock.advance(10_000);
    await rawRequest(server, session.client_secret, '/threads');
    const error = (await client.threads.list().catch((e: unknown) => e)) as UikitApiError;
    expect(error).toBeInstanceOf(UikitApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    expect(error.requestId).toMatch(/^req_/);
    // Requests made 10 s and 0 s ago, plus the refused one now: the budget of 2 frees up when
    // the two made now leave the window, in 60 s.
    expect(error.retryAfterMs).toBe(60_000);
  });

  it('tells the kit client when nothing remains, so it does not send a request to be refused', async () => {
    const { client } = await openSession(server, {
      rate_limits: { max_requests_per_1_minute: 1 },
    });
    const { meta } = await client.threads.list();
    expect(meta.rateLimit).toEqual({ limit: 1, remaining: 0, resetMs: 60_000 });
    const sent = server.log.lines.length;
    const error = (await client.threads.list().catch((e: unknown) => e)) as UikitApiError;
    expect(error).toMatchObject({ status: 429, requestId: null });
    expect(server.log.lines.length).toBe(sent);
  });

  it('keeps one budget per session', async () => {
    const first = await openSession(server, { rate_limits: { max_requests_per_1_minute: 1 } });
    const second = await openSession(server, { rate_limits: { max_requests_per_1_minute: 1 } });
    expect((await rawRequest(server, first.session.client_secret, '/threads')).status).toBe(200);
    expect((await rawRequest(server, second.session.client_secret, '/threads')).status).toBe(200);
    expect((await rawRequest(server, first.session.client_secret, '/threads')).status).toBe(429);
  });
});
