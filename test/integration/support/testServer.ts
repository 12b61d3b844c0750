import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answerMalformedRequests,
  nodeRequestListener,
} from '../../../server-example/api/nodeListener';
import { createApp, type AppOptions, type UikitApp } from '../../../server-example/app';
import type { Clock } from '../../../server-example/clock';
import type { Logger } from '../../../server-example/logger';
import { builtInWorkflows } from '../../../server-example/workflows/registry';
import { createUikitClient, type UikitClient } from '../../../src/client';
import type { CreateSessionParams, Session } from '../../../src/wire';

export const API_KEY = 'sk-test-integration-0123456789';

/** A clock the test moves by hand. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

/** A logger that keeps every line, so tests stay quiet and can check what was logged. */
export function recordingLogger() {
  const lines: string[] = [];
  const errors: { line: string; error: unknown }[] = [];
  const logger: Logger = {
    info(line) {
      lines.push(line);
    },
    error(line, error) {
      errors.push({ line, error });
    },
  };
  return { logger, lines, errors };
}

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  clock: ManualClock;
  uikit: UikitApp;
  log: ReturnType<typeof recordingLogger>;
  /** Stops listening and closes the database; the data folder stays (restart tests reuse it). */
  stop(): Promise<void>;
}

export type TestServerOptions = Partial<Omit<AppOptions, 'clock' | 'logger'>> & {
  clock?: ManualClock;
};

/**
 * The example app on a random loopback port, with a temp data folder, a manual clock, a
 * recording logger and the demo without delays.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'uikit-it-'));
  const clock = options.clock ?? manualClock();
  const log = recordingLogger();
  const uikit = createApp({
    apiKey: API_KEY,
    workflows: builtInWorkflows({ tokenDelayMs: 0, slowTokenDelayMs: 5, stepDelayMs: 0 }),
    ...options,
    dataDir,
    clock,
    logger: log.logger,
  });
  // The listener `npm start` uses, so requests the Fetch adapter cannot read are tested too.
  const listener = nodeRequestListener(uikit.app, log.logger);
  const server = createServer((request, response) => {
    void listener(request, response);
  });
  answerMalformedRequests(server, log.logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    clock,
    uikit,
    log,
    async stop() {
      uikit.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}

export function removeDataDir(server: TestServer): void {
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** `POST /v1/uikit/sessions` with the API key, as a server would. */
export async function postSession(server: TestServer, body: unknown, apiKey = API_KEY) {
  return fetch(`${server.baseUrl}/v1/uikit/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface TestSession {
  session: Session;
  client: UikitClient;
}

let users = 0;

/** A session (a fresh user unless one is given) and the kit's client holding its secret. */
export async function openSession(
  server: TestServer,
  params: Partial<CreateSessionParams> = {},
): Promise<TestSession> {
  users += 1;
  const response = await postSession(server, {
    user: `user_${users}`,
    workflow: { id: 'echo' },
    rate_limits: { max_requests_per_1_minute: 1000 },
    ...params,
  });
  if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Session;
  return {
    session,
    client: createUikitClient({ baseUrl: server.baseUrl, clientSecret: session.client_secret }),
  };
}

/** A request with the session's secret, for what the kit's client refuses to send itself. */
export function rawRequest(
  server: TestServer,
  secret: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${secret}`);
  return fetch(`${server.baseUrl}/v1/uikit${path}`, { ...init, headers });
}

/**
 * `threads.stop` (protocol section 11): ends the thread's running answer; answers the thread as
 * JSON. The kit sends it from its stop control; its client has no method of its own for it here.
 */
export function stopAnswer(
  server: TestServer,
  secret: string,
  threadId: string,
): Promise<Response> {
  return rawRequest(server, secret, '/conversation', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'threads.stop', params: { thread_id: threadId } }),
  });
}
