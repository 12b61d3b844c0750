import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { errorResponse, fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import {
  DEFAULT_SESSION_RATE_LIMIT,
  createSessionHandler,
  type SessionHandlerOptions,
} from './createSessionHandler';

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

/** The value the route put in the anonymous-id cookie. */
function cookieValue(response: Response): string {
  const match = /uikit_anonymous_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no anonymous cookie');
  return decodeURIComponent(match[1]);
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
      /^uikit_anonymous_id=anon_[0-9a-f]{32}\.[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    const id = /anon_[0-9a-f]{32}/.exec(cookie)?.[0];
    expect(body.user).toBe(id);
    expect(requests[0]?.body).toEqual({
      workflow: { id: 'demo' },
      expires_after: { anchor: 'created_at', seconds: 300 },
      user: id,
    });
  });

  it('keeps the same anonymous id on later requests that bring its signed cookie', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const route = handler(fetch);
    const first = await route(post());
    const cookie = cookieValue(first);
    const again = await route(post({ cookie: `other=1; uikit_anonymous_id=${cookie}` }));
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((requests[1]?.body as { user: string }).user).toBe(cookie.split('.')[0]);
  });

  it('gives a fresh id for a tampered, unsigned or foreign cookie', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const route = handler(fetch);
    const [id, signature] = cookieValue(await route(post())).split('.') as [string, string];
    const someoneElse = `anon_${'b'.repeat(32)}`;
    const foreign = cookieValue(
      await handler(fetch, { cookie: { secret: 'another site' } })(post()),
    );
    const forged = [
      'admin',
      id,
      `${someoneElse}.${signature}`,
      `${id}.${signature.slice(0, -2)}AA`,
      `${id}.`,
      `${id}.${signature}.extra`,
      foreign,
      `${id}.%%%`,
    ];
    for (const value of forged) {
      const response = await route(post({ cookie: `uikit_anonymous_id=${value}` }));
      expect(response.status).toBe(200);
      const fresh = cookieValue(response).split('.')[0];
      expect(fresh).toMatch(/^anon_[0-9a-f]{32}$/);
      expect(fresh).not.toBe(id);
      expect(fresh).not.toBe(someoneElse);
      expect((requests.at(-1)?.body as { user: string }).user).toBe(fresh);
    }
  });

  it('signs with the cookie secret when given, else with a key derived from the API key', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const withSecret = handler(fetch, { cookie: { secret: 'rotate me' } });
    const cookie = cookieValue(await withSecret(post()));
    // Another instance with the same secret (another server of the same site) accepts it…
    const sameSecret = handler(fetch, { cookie: { secret: 'rotate me' }, apiKey: 'sk-other' });
    expect(
      (await sameSecret(post({ cookie: `uikit_anonymous_id=${cookie}` }))).headers.get(
        'set-cookie',
      ),
    ).toBeNull();
    // …and one that derives its key from the API key does not.
    expect(
      (await handler(fetch)(post({ cookie: `uikit_anonymous_id=${cookie}` }))).headers.get(
        'set-cookie',
      ),
    ).not.toBeNull();
    // The signature is not made with the API key itself.
    const derived = cookieValue(await handler(fetch)(post()));
    const [id, signature] = derived.split('.') as [string, string];
    const raw = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(API_KEY),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
      char.charCodeAt(0),
    );
    expect(await crypto.subtle.verify('HMAC', raw, bytes, new TextEncoder().encode(id))).toBe(
      false,
    );
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

  describe('rate limit', () => {
    const refused = async (response: Response) => {
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(await response.json()).toEqual({
        error: {
          type: 'rate_limit_error',
          code: 'rate_limit_exceeded',
          param: null,
          message: `Too many chat sessions requested: try again in ${retryAfter} s`,
        },
      });
    };

    it('allows 30 sessions per user at once by default, then answers 429 with retry-after', async () => {
      const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
      const route = handler(fetch, { getUser: (request) => request.headers.get('x-user') });
      for (let index = 0; index < DEFAULT_SESSION_RATE_LIMIT.max; index += 1)
        expect((await route(post({ 'x-user': 'ada' }))).status).toBe(200);
      await refused(await route(post({ 'x-user': 'ada' })));
      expect(fetch).toHaveBeenCalledTimes(DEFAULT_SESSION_RATE_LIMIT.max);
      // Someone else has their own budget.
      expect((await route(post({ 'x-user': 'grace' }))).status).toBe(200);
    });

    it('limits newcomers per client address, and a known visitor by id', async () => {
      const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
      const route = handler(fetch, {
        rateLimit: { max: 2, windowSeconds: 60 },
        getClientAddress: (request) => request.headers.get('x-test-address'),
      });
      const first = await route(post({ 'x-test-address': '203.0.113.5' }));
      await route(post({ 'x-test-address': '203.0.113.5' }));
      // Dropping the cookie does not reset the budget: the address is the same.
      await refused(await route(post({ 'x-test-address': '203.0.113.5' })));
      expect((await route(post({ 'x-test-address': '198.51.100.7' }))).status).toBe(200);
      // The visitor who kept their cookie is counted on their own.
      const cookie = `uikit_anonymous_id=${cookieValue(first)}`;
      expect((await route(post({ 'x-test-address': '203.0.113.5', cookie }))).status).toBe(200);
    });

    it('lets newcomers of unknown address share a budget of ten callers', async () => {
      const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
      const route = handler(fetch, { rateLimit: { max: 2, windowSeconds: 60 } });
      for (let index = 0; index < 20; index += 1) expect((await route(post())).status).toBe(200);
      await refused(await route(post()));
      // A known visitor keeps their own budget meanwhile.
      const known = handler(fetch, {
        rateLimit: { max: 2, windowSeconds: 60 },
        getUser: () => 'ada',
      });
      expect((await known(post())).status).toBe(200);
    });

    it('refills steadily over the window', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      try {
        const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
        const route = handler(fetch, {
          rateLimit: { max: 2, windowSeconds: 60 },
          getUser: () => 'ada',
        });
        await route(post());
        await route(post());
        const response = await route(post());
        await refused(response);
        expect(response.headers.get('retry-after')).toBe('30');
        vi.advanceTimersByTime(30_000);
        expect((await route(post())).status).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });

    it('can be turned off', async () => {
      const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
      const route = handler(fetch, { rateLimit: false, getUser: () => 'ada' });
      for (let index = 0; index < 100; index += 1) expect((await route(post())).status).toBe(200);
    });
  });
});
