import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, ReceivedStreamEvent } from '../../src/wire';
import {
  API_KEY,
  manualClock,
  openSession,
  postSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  stopAnswer,
  type ManualClock,
  type TestServer,
  type TestSession,
} from './support/testServer';
import { collect, finishedItems, userInput } from './support/streams';

// Every error of protocol section 3, provoked for real, with its status, type, code and param.

interface Expected {
  status: number;
  type: string;
  code: string;
  param: string | null;
}

let server: TestServer;
let echo: TestSession;
let demo: TestSession;
let threadId: string;
let userMessageId: string;
let assistantMessageId: string;

const post = (session: Session, path: string, body: unknown) =>
  rawRequest(server, session.client_secret, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (session: Session, path: string) => rawRequest(server, session.client_secret, path);
const conversation = (session: Session, type: string, params: unknown) =>
  post(session, '/conversation', { type, params });
const upload = (session: Session, bytes: number, name = 'a.txt') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), name);
  return rawRequest(server, session.client_secret, '/files', { method: 'POST', body: form });
};

/** A demo thread whose last answer locked or closed it. */
async function demoThread(text: string): Promise<string> {
  const events = await collect(demo.client.conversation.createThread(userInput(text)));
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread');
  return created.thread.id;
}

beforeAll(async () => {
  server = await startTestServer();
  echo = await openSession(server);
  demo = await openSession(server, { workflow: { id: 'demo' } });
  const events = await collect(echo.client.conversation.createThread(userInput('hello')));
  const [user, assistant] = finishedItems(events);
  threadId = user?.thread_id ?? '';
  userMessageId = user?.id ?? '';
  assistantMessageId = assistant?.id ?? '';
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const cases: [string, Expected, () => Promise<Response>][] = [
  // 400: bad JSON, out-of-range fields, a bad X-Client-Request-Id, unknown ids where they are input
  [
    'bad JSON',
    { status: 400, type: 'invalid_request_error', code: 'invalid_json', param: null },
    () => post(echo.session, '/conversation', '{"type":'),
  ],
  [
    'session expiry above 600 s',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'invalid_session_params',
      param: 'expires_after.seconds',
    },
    () =>
      postSession(server, {
        user: 'u',
        workflow: { id: 'echo' },
        expires_after: { anchor: 'created_at', seconds: 601 },
      }),
  ],
  [
    'an unknown workflow',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'unknown_workflow',
      param: 'workflow.id',
    },
    () => postSession(server, { user: 'u', workflow: { id: 'nope' } }),
  ],
  [
    'an unknown workflow version',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'unknown_workflow_version',
      param: 'workflow.version',
    },
    () => postSession(server, { user: 'u', workflow: { id: 'echo', version: '9' } }),
  ],
  [
    'a non-ASCII X-Client-Request-Id',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'invalid_request_id',
      param: 'X-Client-Request-Id',
    },
    () =>
      rawRequest(server, echo.session.client_secret, '/threads', {
        headers: { 'x-client-request-id': 'caf\u00e9' },
      }),
  ],
  [
    'a 513-character X-Client-Request-Id',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'invalid_request_id',
      param: 'X-Client-Request-Id',
    },
    () =>
      rawRequest(server, echo.session.client_secret, '/threads', {
        headers: { 'x-client-request-id': 'x'.repeat(513) },
      }),
  ],
  [
    'a list limit of 101',
    { status: 400, type: 'invalid_request_error', code: 'invalid_value', param: 'limit' },
    () => get(echo.session, '/threads?limit=101'),
  ],
  [
    'an unknown order',
    { status: 400, type: 'invalid_request_error', code: 'invalid_value', param: 'order' },
    () => get(echo.session, `/threads/${threadId}/items?order=up`),
  ],
  [
    'a cursor outside the list',
    { status: 400, type: 'invalid_request_error', code: 'invalid_cursor', param: 'after' },
    () => get(echo.session, '/threads?after=thr_unknown'),
  ],
  [
    'a 257-character title',
    { status: 400, type: 'invalid_request_error', code: 'invalid_value', param: 'title' },
    () => post(echo.session, `/threads/${threadId}`, { title: 't'.repeat(257) }),
  ],
  [
    'an unknown body field',
    { status: 400, type: 'invalid_request_error', code: 'unknown_parameter', param: 'color' },
    () => post(echo.session, `/threads/${threadId}`, { title: 'ok', color: 'red' }),
  ],
  [
    'a missing operation param',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'missing_required_parameter',
      param: 'params.thread_id',
    },
    () => conversation(echo.session, 'threads.add_user_message', { input: userInput('x') }),
  ],
  [
    'an empty message',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'empty_message',
      param: 'params.input.content',
    },
    () => conversation(echo.session, 'threads.create', { input: userInput('  ') }),
  ],
  [
    'a retry after an item that is not a user message',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'not_a_user_message',
      param: 'params.item_id',
    },
    () =>
      conversation(echo.session, 'threads.retry_after_item', {
        thread_id: threadId,
        item_id: assistantMessageId,
      }),
  ],
  [
    'an action on an item that is not a widget',
    { status: 400, type: 'invalid_request_error', code: 'not_a_widget', param: 'params.item_id' },
    () =>
      conversation(echo.session, 'threads.custom_action', {
        thread_id: threadId,
        item_id: userMessageId,
        action: { type: 'x' },
      }),
  ],
  [
    'the API key acting without user',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'missing_required_parameter',
      param: 'user',
    },
    () => rawRequest(server, API_KEY, '/threads'),
  ],
  [
    'an upload that is not multipart',
    {
      status: 400,
      type: 'invalid_request_error',
      code: 'invalid_content_type',
      param: 'file',
    },
    async () => {
      const { session } = await openSession(server, {
        chatkit_configuration: { file_upload: { enabled: true } },
      });
      return post(session, '/files', { file: 'nope' });
    },
  ],
  [
    'an upload past max_files',
    { status: 400, type: 'invalid_request_error', code: 'too_many_files', param: 'file' },
    async () => {
      const { session } = await openSession(server, {
        chatkit_configuration: { file_upload: { enabled: true, max_files: 1 } },
      });
      expect((await upload(session, 10)).status).toBe(200);
      return upload(session, 10);
    },
  ],
  // 401
  [
    'no Authorization header',
    { status: 401, type: 'authentication_error', code: 'missing_authorization', param: null },
    () => fetch(`${server.baseUrl}/v1/uikit/threads`),
  ],
  [
    'a wrong API key',
    { status: 401, type: 'authentication_error', code: 'invalid_api_key', param: null },
    () => postSession(server, { user: 'u', workflow: { id: 'echo' } }, 'sk-wrong'),
  ],
  [
    'a client secret where the API key is needed',
    { status: 401, type: 'authentication_error', code: 'invalid_api_key', param: null },
    () => postSession(server, { user: 'u', workflow: { id: 'echo' } }, echo.session.client_secret),
  ],
  [
    'a wrong client secret',
    { status: 401, type: 'authentication_error', code: 'invalid_client_secret', param: null },
    () => rawRequest(server, 'uks_wrong', '/threads'),
  ],
  [
    'the API key where a session is needed',
    { status: 401, type: 'authentication_error', code: 'client_secret_required', param: null },
    () =>
      rawRequest(server, API_KEY, '/conversation', {
        method: 'POST',
        body: JSON.stringify({ type: 'threads.create', params: { input: userInput('x') } }),
      }),
  ],
  [
    'an expired session',
    { status: 401, type: 'authentication_error', code: 'session_expired', param: null },
    async () => {
      const { session } = await openSession(server, {
        expires_after: { anchor: 'created_at', seconds: 1 },
      });
      server.clock.advance(1000);
      return get(session, '/threads');
    },
  ],
  [
    'a cancelled session',
    { status: 401, type: 'authentication_error', code: 'session_cancelled', param: null },
    async () => {
      const { session } = await openSession(server);
      await fetch(`${server.baseUrl}/v1/uikit/sessions/${session.id}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}` },
      });
      return get(session, '/threads');
    },
  ],
  [
    'a file URL with a bad signature',
    { status: 401, type: 'authentication_error', code: 'invalid_signature', param: null },
    () => fetch(`${server.baseUrl}/v1/uikit/files/file_x/content?exp=9999999999&sig=abc`),
  ],
  [
    'an expired file URL',
    { status: 401, type: 'authentication_error', code: 'signature_expired', param: null },
    async () => {
      // Its own server: moving this clock hours ahead would expire every other session here.
      const other = await startTestServer();
      try {
        const { client } = await openSession(other, {
          chatkit_configuration: { file_upload: { enabled: true } },
        });
        const { data } = await client.files.upload(new Blob(['hi'], { type: 'text/plain' }));
        other.clock.advance(2 * 60 * 60 * 1000);
        const response = await fetch(data.preview_url ?? '');
        return new Response(await response.text(), response);
      } finally {
        await other.stop();
        removeDataDir(other);
      }
    },
  ],
  // 403
  [
    'an upload when uploads are off',
    { status: 403, type: 'permission_error', code: 'file_upload_disabled', param: null },
    () => upload(echo.session, 4),
  ],
  [
    'the thread list when history is off',
    { status: 403, type: 'permission_error', code: 'history_disabled', param: null },
    async () => {
      const { session } = await openSession(server, {
        chatkit_configuration: { history: { enabled: false } },
      });
      return get(session, '/threads');
    },
  ],
  // 404
  [
    'an unknown thread',
    { status: 404, type: 'not_found_error', code: 'not_found', param: null },
    () => get(echo.session, '/threads/thr_unknown'),
  ],
  [
    "another user's thread",
    { status: 404, type: 'not_found_error', code: 'not_found', param: null },
    () => get(demo.session, `/threads/${threadId}`),
  ],
  [
    "another user's thread, in a conversation operation",
    { status: 404, type: 'not_found_error', code: 'not_found', param: 'params.thread_id' },
    () =>
      conversation(demo.session, 'threads.add_user_message', {
        thread_id: threadId,
        input: userInput('mine now?'),
      }),
  ],
  [
    'feedback on an unknown item',
    { status: 404, type: 'not_found_error', code: 'not_found', param: 'item_ids[1]' },
    () =>
      post(echo.session, `/threads/${threadId}/feedback`, {
        item_ids: [userMessageId, 'msg_unknown'],
        kind: 'positive',
      }),
  ],
  [
    'an unknown attachment',
    {
      status: 404,
      type: 'not_found_error',
      code: 'not_found',
      param: 'params.input.attachments[0]',
    },
    () => conversation(echo.session, 'threads.create', { input: userInput('x', ['file_nope']) }),
  ],
  [
    'an unknown client tool call',
    { status: 404, type: 'not_found_error', code: 'not_found', param: 'params.call_id' },
    () =>
      conversation(echo.session, 'threads.add_client_tool_output', {
        thread_id: threadId,
        call_id: 'call_nope',
        output: null,
      }),
  ],
  [
    'cancelling an unknown session',
    { status: 404, type: 'not_found_error', code: 'not_found', param: null },
    () =>
      fetch(`${server.baseUrl}/v1/uikit/sessions/uksess_nope/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}` },
      }),
  ],
  [
    'an unknown route',
    { status: 404, type: 'not_found_error', code: 'not_found', param: null },
    () => fetch(`${server.baseUrl}/v1/uikit/nothing-here`),
  ],
  // 409
  [
    'a message to a locked thread',
    { status: 409, type: 'conflict_error', code: 'thread_locked', param: 'params.thread_id' },
    async () =>
      conversation(demo.session, 'threads.add_user_message', {
        thread_id: await demoThread('please lock'),
        input: userInput('still there?'),
      }),
  ],
  [
    'a message to a closed thread',
    { status: 409, type: 'conflict_error', code: 'thread_closed', param: 'params.thread_id' },
    async () =>
      conversation(demo.session, 'threads.add_user_message', {
        thread_id: await demoThread('please close'),
        input: userInput('still there?'),
      }),
  ],
  [
    'a second answer while one streams',
    { status: 409, type: 'conflict_error', code: 'response_in_progress', param: null },
    async () => {
      const stream = await demo.client.conversation.createThread(userInput('a slow one'));
      // Read up to thread.created and leave the answer streaming.
      const events = stream[Symbol.asyncIterator]() as AsyncIterator<ReceivedStreamEvent, void>;
      let id = '';
      while (id === '') {
        const next = await events.next();
        if (next.done === true) throw new Error('the answer ended early');
        if (next.value.type === 'thread.created') id = next.value.thread.id;
      }
      try {
        return await conversation(demo.session, 'threads.add_user_message', {
          thread_id: id,
          input: userInput('me too'),
        });
      } finally {
        // Closing the stream no longer stops the answer (protocol section 11): stop it.
        await stopAnswer(server, demo.session.client_secret, id);
        stream.abort();
      }
    },
  ],
  [
    'the output of a call that already has one',
    { status: 409, type: 'conflict_error', code: 'tool_call_completed', param: 'params.call_id' },
    async () => {
      const events = await collect(demo.client.conversation.createThread(userInput('tool')));
      const call = finishedItems(events).find((item) => item.type === 'uikit.client_tool_call');
      if (call?.type !== 'uikit.client_tool_call') throw new Error('no tool call');
      await collect(
        demo.client.conversation.addClientToolOutput(call.thread_id, call.call_id, { title: 'T' }),
      );
      return conversation(demo.session, 'threads.add_client_tool_output', {
        thread_id: call.thread_id,
        call_id: call.call_id,
        output: { title: 'again' },
      });
    },
  ],
  // 413
  [
    'an upload above max_file_size',
    { status: 413, type: 'invalid_request_error', code: 'file_too_large', param: 'file' },
    async () => {
      const { session } = await openSession(server, {
        chatkit_configuration: { file_upload: { enabled: true, max_file_size: 1 } },
      });
      return upload(session, 1024 * 1024 + 1);
    },
  ],
  [
    'a JSON body above 1 MiB',
    { status: 413, type: 'invalid_request_error', code: 'request_too_large', param: null },
    () => post(echo.session, `/threads/${threadId}`, { title: 'x'.repeat(1024 * 1024) }),
  ],
  // 429
  [
    'the request after the per-minute budget',
    { status: 429, type: 'rate_limit_error', code: 'rate_limit_exceeded', param: null },
    async () => {
      const { session } = await openSession(server, {
        rate_limits: { max_requests_per_1_minute: 1 },
      });
      expect((await get(session, '/threads')).status).toBe(200);
      return get(session, '/threads');
    },
  ],
];

describe('every error of protocol section 3', () => {
  it.each(cases)('%s', async (_, expected, provoke) => {
    const response = await provoke();
    const text = await response.text();
    expect(response.status, text).toBe(expected.status);
    const body = JSON.parse(text) as { error: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toEqual({
      message: expect.any(String) as unknown,
      type: expected.type,
      code: expected.code,
      param: expected.param,
    });
    expect(body.error.message).not.toMatch(/\n\s+at |\.ts:\d+/);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(response.headers.get('service-version')).toBe('2020-10-01');
    expect(response.headers.get('service-processing-ms')).toMatch(/^\d+$/);
  });

  it('answers 500 server_error for anything unexpected, logs it, and shows no details', async () => {
    const clock: ManualClock & { broken: boolean } = {
      ...manualClock(),
      broken: false,
    };
    const base = manualClock();
    clock.now = () => {
      if (clock.broken) throw new Error('disk on fire at /srv/secret/path.ts:12');
      return base.now();
    };
    const broken = await startTestServer({ clock });
    try {
      const { session } = await openSession(broken);
      clock.broken = true;
      const response = await rawRequest(broken, session.client_secret, '/threads');
      clock.broken = false;
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: {
          type: 'server_error',
          code: 'server_error',
          param: null,
          message: expect.any(String) as unknown,
        },
      });
      expect(text).not.toMatch(/fire|secret|\.ts/);
      expect(response.headers.get('x-request-id')).toMatch(/^req_/);
      expect(broken.log.errors).toHaveLength(1);
      expect(String(broken.log.errors[0]?.error)).toContain('disk on fire');
    } finally {
      await broken.stop();
      removeDataDir(broken);
    }
  });
});
