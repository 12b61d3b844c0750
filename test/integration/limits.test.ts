import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../src/wire';
import {
  API_KEY,
  postSession,
  removeDataDir,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './support/testServer';

// The session route's signed anonymous id and its budget per visitor, and the local API's budget
// for the API key: over real HTTP, where the client address is the socket's.

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    await server.stop();
    removeDataDir(server);
  }
});

async function start(options: TestServerOptions = {}) {
  const server = await startTestServer({
    sessionTemplate: { workflow: { id: 'echo' } },
    ...options,
  });
  running.push(server);
  return server;
}

const mint = (server: TestServer, cookie?: string) =>
  fetch(`${server.baseUrl}/api/uikit/session`, {
    method: 'POST',
    headers: cookie === undefined ? {} : { cookie },
  });

function anonymousCookie(response: Response): string {
  const match = /(uikit_anonymous_id=[^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no cookie');
  return match[1];
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await response.json()).toEqual({
    error: {
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
      param: null,
      message: expect.stringMatching(/try again in \d+ s$/) as unknown,
    },
  });
}

describe('the session route of the local server', () => {
  it('signs the anonymous id, and a visitor cannot choose one', async () => {
    const server = await start();
    const first = await mint(server);
    const cookie = anonymousCookie(first);
    const { user } = (await first.json()) as Session;
    expect(decodeURIComponent(cookie)).toMatch(
      new RegExp(`^uikit_anonymous_id=${user}\\.[\\w-]{43}$`),
    );

    const again = await mint(server, cookie);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(((await again.json()) as Session).user).toBe(user);

    // Someone else's id without its signature, or with another id's signature, is a newcomer.
    const [, signature] = decodeURIComponent(cookie).split('.');
    for (const forged of [user, `anon_${'0'.repeat(32)}.${signature ?? ''}`]) {
      const response = await mint(server, `uikit_anonymous_id=${forged}`);
      expect(((await response.json()) as Session).user).not.toBe(user);
      expect(response.headers.get('set-cookie')).toContain('uikit_anonymous_id=anon_');
    }
  });

  it('refuses a newcomer address past its budget, while known visitors keep theirs', async () => {
    const server = await start({ sessionRateLimit: { max: 3, windowSeconds: 60 } });
    const known = anonymousCookie(await mint(server));
    await mint(server);
    await mint(server);
    await expectRateLimited(await mint(server));
    expect((await mint(server, known)).status).toBe(200);
    // One line per refused request, no stack.
    expect(server.log.lines.filter((line) => line.includes(' 429 '))).toEqual([
      expect.stringMatching(
        /^req_[0-9a-f]{32} POST \/api\/uikit\/session 429 \d+ms code=rate_limit_exceeded$/,
      ),
    ]);
    expect(server.log.errors).toEqual([]);
  });
});

describe('the API key of the local API', () => {
  const sessionBody = { user: 'u', workflow: { id: 'echo' } };

  it('is limited per client address on every endpoint it opens, refused requests counted', async () => {
    const server = await start({ apiKeyRateLimit: 4 });
    const created = await postSession(server, sessionBody);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as Session;
    const cancel = await fetch(`${server.baseUrl}/v1/uikit/sessions/${id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(cancel.status).toBe(200);
    const threads = await fetch(`${server.baseUrl}/v1/uikit/threads?user=u`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(threads.status).toBe(200);
    expect(threads.headers.get('x-ratelimit-remaining-requests')).toBe('1');
    // A refused request counts: the budget is spent after it.
    expect((await postSession(server, { user: '' })).status).toBe(400);
    await expectRateLimited(await postSession(server, sessionBody));
  });

  it('gives wrong keys one budget per address, apart from the right one', async () => {
    const server = await start({ apiKeyRateLimit: 2 });
    for (let guess = 0; guess < 2; guess += 1)
      expect((await postSession(server, sessionBody, `sk-guess-${guess}`)).status).toBe(401);
    await expectRateLimited(await postSession(server, sessionBody, 'sk-guess-2'));
    expect((await postSession(server, sessionBody)).status).toBe(200);
  });
});
