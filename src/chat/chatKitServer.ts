/**
 * A chat on a self-hosted ChatKit server (ChatKit's custom backend, `api: { url, domainKey }`),
 * loaded the first time the chat talks to one (the first load stays the uikit API's): the client
 * that speaks its dialect, and the session such a server never has, made up from what the host
 * gave.
 */
import {
  createChatKitClient,
  type ChatKitClientOptions,
} from '../client/chatkit/createChatKitClient';
import type { UikitClient } from '../client/UikitClient';
import { SESSION_LIMITS, type Session } from '../wire/session';
import type { ChatKitServerApi } from './chatKitApi';

/** A session lasts this long; renewing it only makes another (a ChatKit server has none). */
const SESSION_SECONDS = 600;

/**
 * The session of a chat on a ChatKit server: the user and workflow are the server's business, so
 * they are named after the endpoint; history is on, uploads are on when an upload strategy is
 * given, and the limits are the protocol's defaults (the server enforces its own).
 */
export function chatKitSession(api: ChatKitServerApi, now: number = Date.now()): Session {
  return {
    id: 'chatkit',
    object: 'uikit.session',
    client_secret: '',
    expires_at: Math.floor(now / 1000) + SESSION_SECONDS,
    max_requests_per_1_minute: SESSION_LIMITS.maxRequestsPerMinute.default,
    rate_limits: { max_requests_per_1_minute: SESSION_LIMITS.maxRequestsPerMinute.default },
    status: 'active',
    user: 'chatkit',
    workflow: { id: api.url, state_variables: null, tracing: { enabled: false }, version: null },
    chatkit_configuration: {
      automatic_thread_titling: { enabled: true },
      file_upload: {
        enabled: api.uploadStrategy !== undefined,
        max_file_size: SESSION_LIMITS.maxFileSizeMb.default,
        max_files: SESSION_LIMITS.maxFiles.default,
      },
      history: { enabled: true, recent_threads: null },
    },
  };
}

/** The ChatKit client of a chat: the host's endpoint, fetch and uploads, the chat's hooks. */
export function chatKitServerClient(
  api: ChatKitServerApi,
  hooks: Pick<ChatKitClientOptions, 'onProblem' | 'onResponse' | 'acceptLanguage'>,
): UikitClient {
  return createChatKitClient({
    url: api.url,
    domainKey: api.domainKey,
    ...(api.fetch ? { fetch: api.fetch } : {}),
    ...(api.uploadStrategy ? { uploadStrategy: api.uploadStrategy } : {}),
    ...hooks,
  });
}
