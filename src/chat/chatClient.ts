/**
 * The chat's API client: authenticated by the chat's session, speaking the chat's language, and
 * telling the host (through the chat's events) what each answer was and what data it had to repair.
 */
import type { SessionManager } from '../client/sessionManager';
import type { FetchLike } from '../client/transport';
import {
  createUikitClient,
  type UikitClient,
  type UikitClientOptions,
} from '../client/UikitClient';
import { UikitParseError } from '../wire/errors';
import { browserLanguages, resolveLocale } from '../wire/locale';
import type { ChatCore } from './chatCore';
import type { ChatKitServerApi } from './chatKitApi';
import { deferredClient } from './deferredClient';

export interface ChatClientOptions extends Pick<ChatCore, 'events'> {
  baseUrl: string;
  /** A ChatKit server to talk to instead of the uikit API at `baseUrl` (its dialect's client). */
  chatkit?: ChatKitServerApi | undefined;
  sessions: Pick<SessionManager, 'getClientSecret'>;
  fetch?: FetchLike | undefined;
  /** The host's locale, read at each request; without one, the browser's languages. */
  locale?: (() => string | undefined) | undefined;
}

/**
 * Creates the client a chat talks through. Every answer is logged (`log` event `response`, with
 * its request ids); data the client repaired is logged as `data.repaired`, and data it left out as
 * `data.skipped` and an `error` naming where (protocol section 10).
 */
export function createChatClient(options: ChatClientOptions): UikitClient {
  const { sessions } = options;
  const hooks = chatHooks(options);
  const { chatkit } = options;
  // The ChatKit dialect's client loads with the chat's first request, apart from the first load.
  if (chatkit)
    return deferredClient(() =>
      import('./chatKitServer').then((module) => module.chatKitServerClient(chatkit, hooks)),
    );
  return createUikitClient({
    baseUrl: options.baseUrl,
    clientSecret: (context) => sessions.getClientSecret(context),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...hooks,
  });
}

/** What either client tells the chat: the language to ask in, repaired data, every answer. */
function chatHooks(options: Pick<ChatClientOptions, 'events' | 'locale'>) {
  const { events } = options;
  return {
    acceptLanguage: () => resolveLocale(options.locale?.(), browserLanguages()).tag,
    onProblem: (problem) => {
      events.emit('log', {
        name: `data.${problem.outcome}`,
        data: {
          subject: problem.subject,
          path: problem.path,
          message: problem.message,
          ...(problem.itemId === undefined ? {} : { itemId: problem.itemId }),
        },
      });
      // What was left out is missing from what the user sees: an error, not only a log line.
      if (problem.outcome === 'skipped') {
        events.emit('error', {
          error: new UikitParseError(problem.subject, [
            { path: problem.path, message: problem.message },
          ]),
        });
      }
    },
    onResponse: (meta) => {
      events.emit('log', {
        name: 'response',
        data: {
          status: meta.status,
          requestId: meta.requestId,
          clientRequestId: meta.clientRequestId,
        },
      });
    },
  } satisfies Pick<UikitClientOptions, 'acceptLanguage' | 'onProblem' | 'onResponse'>;
}
