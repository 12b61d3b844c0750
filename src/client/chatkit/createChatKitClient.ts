/**
 * The client for self-hosted ChatKit servers (chatkit-python, chatkit-node-backend-sdk): the same
 * object as the uikit client, so the chat above it never knows which dialect it talks to. It
 * converts at the wire boundary, both ways, and says what ChatKit leaves unsaid (answerStream.ts).
 */
import type { DataProblem } from '../../wire/receivePage';
import { createRateLimitTracker } from '../rateLimit';
import type { ResponseMeta } from '../responseMeta';
import type { FetchLike } from '../transport';
import type { UikitClient } from '../UikitClient';
import { createAnswerStreams } from './answerStream';
import { createChatKitConversation } from './chatkitConversation';
import { createChatKitThreads } from './chatkitThreads';
import { createChatKitTransport } from './chatkitTransport';
import { createChatKitUploads, type ChatKitUploadStrategy } from './chatkitUploads';
import { createToolCallMemory } from './toolCallMemory';

/**
 * What `createChatKitClient` takes: ChatKit's `api` options for a custom backend (`url`,
 * `domainKey`, `fetch`, `uploadStrategy`) and the uikit client's hooks.
 */
export interface ChatKitClientOptions {
  /** The ChatKit endpoint every request is POSTed to; a relative URL resolves against the page. */
  url: string;
  /**
   * Your domain key, as ChatKit's `api.domainKey`. ChatKit checks it with OpenAI when it loads; a
   * custom backend never receives it (no ChatKit source names a header for it), and neither does
   * this client send it anywhere.
   */
  domainKey: string;
  /**
   * Sends every request (defaults to the global `fetch`): add your authentication here. It is used
   * for the ChatKit endpoint, a `direct` upload URL, and upload URLs on the endpoint's origin;
   * never for a storage URL elsewhere.
   */
  fetch?: FetchLike;
  /** How files are uploaded; without it, uploads are refused. */
  uploadStrategy?: ChatKitUploadStrategy;
  /**
   * Hears of every item, entry or event the client repaired or set aside (protocol section 10):
   * one bad value never fails a page or ends an answer, and this is where the host learns of it.
   */
  onProblem?: (problem: DataProblem) => void;
  /** Sees the meta of every answer, successful or not (status, any `x-request-id`). */
  onResponse?: (meta: ResponseMeta) => void;
  /** The `Accept-Language` of every request, read as each is sent. None when it gives nothing. */
  acceptLanguage?: () => string | undefined;
  /** Clock for rate-limit waits (a proxy's 429 `retry-after`); tests inject one. */
  now?: () => number;
}

/**
 * Creates a client for a self-hosted ChatKit server: the uikit client's `threads`, `files`,
 * `conversation` and `rateLimit`, speaking ChatKit's one POST endpoint (`{type, params}`, answers
 * in JSON or server-sent events). Items, threads, pages and events come back in the uikit shapes,
 * each checked and repaired on its own; hidden items never surface. ChatKit's gaps are filled in:
 * a retry removes the items after its message, a client tool's output completes its call, an
 * answer without `stream_options` may be stopped, and a refusal without a body still says what
 * failed. Request ids (`RequestOptions.clientRequestId`) stay in `meta`: ChatKit has no header for
 * them.
 *
 * @example
 * const client = createChatKitClient({
 *   url: '/chatkit',
 *   domainKey: 'domain_pk_…',
 *   fetch: (input, init) => fetch(input, { ...init, headers: withAuth(init.headers) }),
 *   uploadStrategy: { type: 'two_phase' },
 * });
 * const stream = await client.conversation.createThread({ content: [{ type: 'input_text', text: 'Hi' }] });
 * for await (const event of stream) console.log(event.type);
 */
export function createChatKitClient(options: ChatKitClientOptions) {
  const rateLimit = createRateLimitTracker(options.now);
  const report = (problem: DataProblem) => {
    try {
      options.onProblem?.(problem);
    } catch {
      // A failing report must not fail the read it reports on.
    }
  };
  const transport = createChatKitTransport(
    {
      url: options.url,
      fetch: options.fetch,
      acceptLanguage: options.acceptLanguage,
      onResponse: options.onResponse,
    },
    rateLimit,
  );
  const toolCalls = createToolCallMemory();
  const { itemsAfter, ...threads } = createChatKitThreads(transport, report, toolCalls);
  const openStream = createAnswerStreams({ transport, report, toolCalls, itemsAfter });

  const client = {
    /** The request budget, as a proxy's 429 `retry-after` set it (ChatKit sends no budget). */
    rateLimit: { get: rateLimit.get, waitMs: rateLimit.waitMs, subscribe: rateLimit.subscribe },
    threads,
    files: createChatKitUploads({
      transport,
      endpoint: options.url,
      strategy: options.uploadStrategy,
      fetch: options.fetch,
    }),
    conversation: createChatKitConversation(openStream, transport, report, toolCalls),
  };
  // The seam: the chat takes this wherever it takes a uikit client.
  return client satisfies UikitClient;
}

/** The ChatKit client, as `createChatKitClient` returns it: a `UikitClient` and a little more. */
export type ChatKitClient = ReturnType<typeof createChatKitClient>;
