import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { errorResponse, fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import { createSessionHandler, type SessionHandlerOptions } from './createSessionHandler';

const API_KEY = 'sk-test-0123456789abcdef';

function handler(
  fetch: SessionHandlerOptions['fetch'] & object,
  extra: Partial<SessionHandlerOptions> = {},
) {
  return createSessionHandler({
    apiKey: API_KEY,
    baseUrl: 'https://api.example.test',
    fetch,
    session: { workflow: { id: 'demo' }, expires_after: { anchor: 'created_at', seconds: 300 } },
    ...extra,
  });
}

const post = (
  headers: Record<string, string> = {},
  url = 'http://localhost:3000/api/uikit/session',
) => new Request(url, { method: 'POST', headers });

describe('createSessionHandler', () => {
  it('answers the session JSON for an anonymous browser and sets its id cookie', async () => {
    const { fetch, requests } = fakeFetch((request) =>
      jsonResponse(200, sessionFixture({ user: (request.body as { user: string }).user })),
    );
    const response = await handler(fetch)(post());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      client_secret: string;
      chatkit_configuration: unknown;
      user: string;
    };
    expect(body.client_secret).toBe('cs_1');
    expect(body.chatkit_configuration).toBeTruthy();

    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^uikit_anonymous_id=anon_[0-9a-f]{32}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    const id = /anon_[0-9a-f]{32}/.exec(cookie)?.[0];
    expect(body.user).toBe(id);
    expect(requests[0]?.body).toEqual({
      workflow: { id: 'demo' },
      expires_after: { anchor: 'created_at', seconds: 300 },
      user: id,
    });
  });

  it('keeps the same anonymous id on later requests', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const id = `anon_${'a'.repeat(32)}`;
    const response = await handler(fetch)(post({ cookie: `other=1; uikit_anonymous_id=${id}` }));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((requests[0]?.body as { user: string }).user).toBe(id);
  });

  it('replaces a tampered anonymous id', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const response = await handler(fetch)(post({ cookie: 'uikit_anonymous_id=admin' }));
    expect(response.headers.get('set-cookie')).toContain('uikit_anonymous_id=anon_');
    expect((requests[0]?.body as { user: string }).user).toMatch(/^anon_/);
  });

  it('marks the cookie Secure over https and in production', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const https = await handler(fetch)(post({}, 'https://app.example.com/api/uikit/session'));
    expect(https.headers.get('set-cookie')).toMatch(/; Secure$/);

    vi.stubEnv('NODE_ENV', 'production');
    try {
      const prod = await handler(fetch)(post());
      expect(prod.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      vi.unstubAllEnvs();
    }
    const dev = await handler(fetch)(post());
    expect(dev.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('takes the user from the host and computes the session per user', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const response = await handler(fetch, {
      getUser: (request) => request.headers.get('x-user'),
      session: ({ user }) => ({
        workflow: { id: 'demo', state_variables: { plan: user === 'vip' ? 'pro' : 'free' } },
      }),
    })(post({ 'x-user': 'vip' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(requests[0]?.body).toEqual({
      user: 'vip',
      workflow: { id: 'demo', state_variables: { plan: 'pro' } },
    });
  });

  it('answers 401 when the host has no user', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const response = await handler(fetch, { getUser: () => null })(post());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'authentication_error' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 to %s', async (method) => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const response = await handler(fetch)(new Request('http://localhost/api', { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'method_not_allowed' },
    });
  });

  it.each([
    [400, 'invalid_request_error', 'unknown_workflow', 'workflow.id'],
    [401, 'authentication_error', 'invalid_api_key', null],
    [429, 'rate_limit_error', 'rate_limit_exceeded', null],
    [500, 'server_error', null, null],
  ])(
    'passes an upstream %d through in the protocol error shape',
    async (status, type, code, param) => {
      const { fetch } = fakeFetch(() =>
        errorResponse(status, { type, code, param, message: `Failed for key ${API_KEY}` }),
      );
      const response = await handler(fetch)(post());
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(text).not.toContain(API_KEY);
      expect(JSON.parse(text)).toEqual({
        error: { type, code, param, message: 'Failed for key [redacted]' },
      });
    },
  );

  it('answers 400 naming the param when its own template breaks a bound', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const response = await handler(fetch, {
      session: { workflow: { id: 'demo' }, expires_after: { anchor: 'created_at', seconds: 900 } },
    })(post());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { param: 'expires_after.seconds' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 502 when the API cannot be reached, and 500 without details for a host bug', async () => {
    const down = await handler(() => Promise.reject(new TypeError('ECONNREFUSED')))(post());
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({
      error: { type: 'server_error', code: 'upstream_unreachable' },
    });

    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const onError = vi.fn();
    const bug = await handler(fetch, {
      getUser: () => {
        throw new Error(`db password hunter2 at ${API_KEY}`);
      },
      onError,
    })(post());
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('hunter2') as unknown }),
      expect.any(Request),
    );
    expect(bug.status).toBe(500);
    const text = await bug.text();
    expect(text).not.toMatch(/hunter2|sk-test|at .*\.ts/);
    expect(JSON.parse(text)).toMatchObject({ error: { type: 'server_error' } });
  });

  it('never puts the API key in any answer', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const response = await handler(fetch)(post());
    const everything = `${JSON.stringify([...response.headers])}${await response.text()}`;
    expect(everything).not.toContain(API_KEY);
  });
});
