import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionManager, createUikitClient } from '../../src/client';
import { sessionFromSecret } from '../../src/client/sessionFromSecret';
import { SessionSchema, UikitApiError, type Session } from '../../src/wire';
import * as v from 'valibot';
import {
  API_KEY,
  openSession,
  postSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const cancel = (id: string, apiKey = API_KEY) =>
  fetch(`${server.baseUrl}/v1/uikit/sessions/${id}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}` },
  });

describe('POST /v1/uikit/sessions', () => {
  it('answers the session with every default resolved', async () => {
    const response = await postSession(server, { user: 'ada', workflow: { id: 'demo' } });
    expect(response.status).toBe(200);
    const session = v.parse(SessionSchema, await response.json());
    const now = Math.floor(server.clock.now() / 1000);
    expect(session).toEqual({
      id: expect.stringMatching(/^uksess_/) as unknown,
      object: 'uikit.session',
      client_secret: expect.stringMatching(/^uks_[\w-]{43}$/) as unknown,
      expires_at: now + 600,
      max_requests_per_1_minute: 10,
      rate_limits: { max_requests_per_1_minute: 10 },
      status: 'active',
      user: 'ada',
      workflow: { id: 'demo', state_variables: null, tracing: { enabled: true }, version: null },
      chatkit_configuration: {
        automatic_thread_titling: { enabled: true },
        file_upload: { enabled: false, max_file_size: 512, max_files: 10 },
        history: { enabled: true, recent_threads: null },
      },
      // Protocol section 11: answers outlive their stream, threads.stop stops them, and
      // threads.edit_user_message edits a message.
      capabilities: ['resume', 'stop', 'edit'],
    });
  });

  it('keeps what was asked for', async () => {
    const response = await postSession(server, {
      user: 'grace',
      workflow: {
        id: 'echo',
        version: '1',
        state_variables: { plan: 'pro', seats: 3, beta: true },
        tracing: { enabled: false },
      },
      chatkit_configuration: {
        automatic_thread_titling: { enabled: false },
        file_upload: { enabled: true, max_file_size: 5, max_files: 2 },
        history: { enabled: true, recent_threads: 4 },
      },
      expires_after: { anchor: 'created_at', seconds: 60 },
      rate_limits: { max_requests_per_1_minute: 99 },
    });
    const session = (await response.json()) as Session;
    expect(session.expires_at).toBe(Math.floor(server.clock.now() / 1000) + 60);
    expect(session.max_requests_per_1_minute).toBe(99);
    expect(session.workflow).toEqual({
      id: 'echo',
      version: '1',
      state_variables: { plan: 'pro', seats: 3, beta: true },
      tracing: { enabled: false },
    });
    expect(session.chatkit_configuration).toEqual({
      automatic_thread_titling: { enabled: false },
      file_upload: { enabled: true, max_file_size: 5, max_files: 2 },
      history: { enabled: true, recent_threads: 4 },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'expiry of 0 s',
      { expires_after: { anchor: 'created_at', seconds: 0 } },
      'expires_after.seconds',
    ],
    [
      'a non-integer expiry',
      { expires_after: { anchor: 'created_at', seconds: 1.5 } },
      'expires_after.seconds',
    ],
    [
      'another expiry anchor',
      { expires_after: { anchor: 'now', seconds: 5 } },
      'expires_after.anchor',
    ],
    [
      '0 requests per minute',
      { rate_limits: { max_requests_per_1_minute: 0 } },
      'rate_limits.max_requests_per_1_minute',
    ],
    [
      'uploads of 0 MB',
      { chatkit_configuration: { file_upload: { max_file_size: 0 } } },
      'chatkit_configuration.file_upload.max_file_size',
    ],
    [
      'uploads of 513 MB',
      { chatkit_configuration: { file_upload: { max_file_size: 513 } } },
      'chatkit_configuration.file_upload.max_file_size',
    ],
    [
      '0 uploads',
      { chatkit_configuration: { file_upload: { max_files: 0 } } },
      'chatkit_configuration.file_upload.max_files',
    ],
    [
      '0 recent threads',
      { chatkit_configuration: { history: { recent_threads: 0 } } },
      'chatkit_configuration.history.recent_threads',
    ],
    [
      'a 65-character state key',
      { workflow: { id: 'echo', state_variables: { ['k'.repeat(65)]: 1 } } },
      'workflow.state_variables',
    ],
    [
      'an object as a state value',
      { workflow: { id: 'echo', state_variables: { k: { deep: 1 } } } },
      'workflow.state_variables.k',
    ],
    ['no workflow id', { workflow: { id: '' } }, 'workflow.id'],
    ['no user', { user: '' }, 'user'],
    ['metadata (not a parameter of sessions)', { metadata: { a: 'b' } }, 'metadata'],
  ])('refuses %s with a 400 naming %s', async (_, change, param) => {
    const response = await postSession(server, { user: 'u', workflow: { id: 'echo' }, ...change });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { param: string; code: string } };
    expect(error).toMatchObject({ param, code: 'invalid_session_params' });
  });

  it('accepts every bound at its edge', async () => {
    for (const change of [
      { expires_after: { anchor: 'created_at', seconds: 1 } },
      { expires_after: { anchor: 'created_at', seconds: 600 } },
      { rate_limits: { max_requests_per_1_minute: 1 } },
      { chatkit_configuration: { file_upload: { max_file_size: 1, max_files: 1 } } },
      { chatkit_configuration: { file_upload: { max_file_size: 512 } } },
      { chatkit_configuration: { history: { recent_threads: 1 } } },
      { workflow: { id: 'echo', state_variables: { ['k'.repeat(64)]: 'v' } } },
    ]) {
      const response = await postSession(server, {
        user: 'u',
        workflow: { id: 'echo' },
        ...change,
      });
      expect(response.status, JSON.stringify(change)).toBe(200);
    }
  });
});

describe('POST /v1/uikit/sessions/{id}/cancel', () => {
  it('cancels, answers the session as cancelled without its secret, and may be repeated', async () => {
    const { session, client } = await openSession(server);
    await client.threads.list();
    const first = await cancel(session.id);
    expect(first.status).toBe(200);
    const cancelled = v.parse(SessionSchema, await first.json());
    expect(cancelled).toMatchObject({ id: session.id, status: 'cancelled', user: session.user });
    expect(cancelled.client_secret).not.toBe(session.client_secret);
    const second = await cancel(session.id);
    expect(second.status).toBe(200);
    expect(((await second.json()) as Session).status).toBe('cancelled');
    const error = (await client.threads.list().catch((e: unknown) => e)) as UikitApiError;
    expect(error).toMatchObject({ status: 401, code: 'session_cancelled' });
  });

  it('takes the API key only', async () => {
    const { session } = await openSession(server);
    expect((await cancel(session.id, session.client_secret)).status).toBe(401);
  });
});

describe('GET /v1/uikit/sessions/current', () => {
  it("answers the secret's own session, configuration and expiry, without the secret", async () => {
    const { session } = await openSession(server, {
      chatkit_configuration: { file_upload: { enabled: true, max_files: 3 } },
    });
    const response = await rawRequest(server, session.client_secret, '/sessions/current');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('client_secret');
    const { client_secret: _secret, ...expected } = session;
    expect(body).toEqual(expected);
    expect(JSON.stringify(body)).not.toContain(session.client_secret);
  });

  it('refuses the API key, a wrong secret and a cancelled session', async () => {
    const { session } = await openSession(server);
    expect((await rawRequest(server, API_KEY, '/sessions/current')).status).toBe(401);
    expect((await rawRequest(server, 'uks_not-a-secret', '/sessions/current')).status).toBe(401);
    await cancel(session.id);
    expect((await rawRequest(server, session.client_secret, '/sessions/current')).status).toBe(401);
  });

  it("gives the kit's session manager the whole session from ChatKit's getClientSecret", async () => {
    const asked: (string | null)[] = [];
    const sessions = createSessionManager({
      getSession: sessionFromSecret({
        baseUrl: server.baseUrl,
        getClientSecret: async (current) => {
          asked.push(current);
          const response = await postSession(server, {
            user: 'hosted',
            workflow: { id: 'echo' },
            chatkit_configuration: { history: { recent_threads: 7 } },
          });
          return ((await response.json()) as Session).client_secret;
        },
      }),
    });
    const session = await sessions.get();
    expect(session).toMatchObject({
      user: 'hosted',
      workflow: { id: 'echo' },
      chatkit_configuration: { history: { enabled: true, recent_threads: 7 } },
    });
    await sessions.get({ force: true });
    expect(asked).toEqual([null, session.client_secret]);
  });

  it('falls back to the protocol defaults where a service has no such route, and rejects what is not a secret', async () => {
    const notFound = () =>
      Promise.resolve(
        new Response('{"error":{"type":"not_found_error","message":"no"}}', { status: 404 }),
      );
    const session = await sessionFromSecret({
      baseUrl: 'https://api.example.test',
      getClientSecret: () => Promise.resolve('cs_given'),
      fetch: notFound,
    })(null);
    expect(v.parse(SessionSchema, session)).toMatchObject({
      client_secret: 'cs_given',
      chatkit_configuration: {
        automatic_thread_titling: { enabled: true },
        file_upload: { enabled: false },
        history: { enabled: true, recent_threads: null },
      },
    });
    await expect(
      sessionFromSecret({
        baseUrl: 'https://api.example.test',
        getClientSecret: () => Promise.resolve({ client_secret: 'x' } as unknown as string),
        fetch: notFound,
      })(null),
    ).rejects.toThrow(/must resolve with the client secret/);
  });
});

describe('expiry', () => {
  it('refuses a secret once now >= expires_at, not a moment before', async () => {
    const { session } = await openSession(server, {
      expires_after: { anchor: 'created_at', seconds: 30 },
    });
    const until = session.expires_at * 1000 - server.clock.now();
    server.clock.advance(until - 1);
    expect((await rawRequest(server, session.client_secret, '/threads')).status).toBe(200);
    server.clock.advance(1);
    const response = await rawRequest(server, session.client_secret, '/threads');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'session_expired',
    );
  });

  it('lets the kit client swap in a fresh session and retry once', async () => {
    const minted: Session[] = [];
    const sessions = createSessionManager({
      getSession: async () => {
        const response = await postSession(server, {
          user: 'refresher',
          workflow: { id: 'echo' },
          expires_after: { anchor: 'created_at', seconds: 5 },
        });
        const session = (await response.json()) as Session;
        minted.push(session);
        return session;
      },
      // The manager would refresh early on its own; this test wants the server to say "expired".
      refreshMarginMs: 0,
      now: () => server.clock.now(),
    });
    const client = createUikitClient({
      baseUrl: server.baseUrl,
      clientSecret: (context) => sessions.getClientSecret(context),
    });
    await client.threads.list();
    server.clock.advance(5000);
    const { data } = await client.threads.list();
    expect(data.object).toBe('list');
    expect(minted).toHaveLength(2);
  });
});

describe('the session route POST /api/uikit/session', () => {
  it('mints a demo session for an anonymous browser through createSessionHandler', async () => {
    const response = await fetch(`${server.baseUrl}/api/uikit/session`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    const cookie = response.headers.get('set-cookie') ?? '';
    // The id and its signature (test/integration/limits.test.ts checks that it is verified).
    expect(cookie).toMatch(/^uikit_anonymous_id=anon_[0-9a-f]{32}\.[\w-]{43};.*HttpOnly/);
    const session = v.parse(SessionSchema, await response.json());
    expect(session.user).toBe(/anon_[0-9a-f]{32}/.exec(cookie)?.[0]);
    expect(session.workflow.id).toBe('demo');
    expect(session.chatkit_configuration.file_upload.enabled).toBe(true);
    expect(JSON.stringify(session)).not.toContain(API_KEY);

    const again = await fetch(`${server.baseUrl}/api/uikit/session`, {
      method: 'POST',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(((await again.json()) as Session).user).toBe(session.user);
    const client = createUikitClient({
      baseUrl: server.baseUrl,
      clientSecret: session.client_secret,
    });
    expect((await client.threads.list()).data.data).toEqual([]);
  });

  it('answers 405 to anything but POST', async () => {
    const response = await fetch(`${server.baseUrl}/api/uikit/session`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
