/**
 * The uikit API client: its options, and `createUikitClient` wiring the request pipeline, the
 * answer stream and the endpoints into one object, with the rate-limit tracker they share.
 */
import type { DataProblem } from '../wire/receivePage';
import { createConversationEndpoints } from './conversationEndpoints';
import { createFilesEndpoints } from './filesEndpoints';
import { createRateLimitTracker, type RateLimitTracker } from './rateLimit';
import { createRequestPipeline, type RequestPipelineOptions } from './request';
import { createStreamOpener } from './stream';
import { createThreadsEndpoints } from './threadsEndpoints';

export type { ClientSecretSource, RequestOptions, UikitResult } from './request';
export type { UikitEventStream } from './stream';
export type { UploadOptions } from './filesEndpoints';
export type { DictatedAudio, SyncActionResult } from './conversationEndpoints';

/** What `createUikitClient` takes: the API origin, the client secret and optional hooks. */
export interface UikitClientOptions extends RequestPipelineOptions {
  /** Clock for rate-limit waits; tests inject one. */
  now?: () => number;
  /**
   * Hears of every item, entry or event the client repaired or set aside (protocol section 10):
   * one bad value never fails a page or ends an answer, and this is where the host learns of it.
   */
  onProblem?: (problem: DataProblem) => void;
}

/**
 * Creates a client for the uikit API, authenticated by a session's client secret. It runs wherever
 * `fetch` does (browsers, Node 20, edge runtimes), validates every answer, refreshes an expired
 * secret once per request and never retries a rate-limited request blindly.
 *
 * @example
 * const sessions = createSessionManager({ getSession: () => fetch('/api/uikit/session', { method: 'POST' }).then(r => r.json()) });
 * const client = createUikitClient({ baseUrl: 'https://api.example.com', clientSecret: sessions.getClientSecret });
 * const stream = await client.conversation.createThread({ content: [{ type: 'input_text', text: 'Hi' }] });
 * for await (const event of stream) console.log(event.type);
 */
export function createUikitClient(options: UikitClientOptions) {
  const rateLimit: RateLimitTracker = createRateLimitTracker(options.now);
  const report = (problem: DataProblem) => {
    try {
      options.onProblem?.(problem);
    } catch {
      // A failing report must not fail the read it reports on.
    }
  };
  const pipeline = createRequestPipeline(options, rateLimit, report);

  return {
    /** The request budget as the last answers reported it; subscribe to show a countdown. */
    rateLimit: { get: rateLimit.get, waitMs: rateLimit.waitMs, subscribe: rateLimit.subscribe },
    threads: createThreadsEndpoints(pipeline),
    files: createFilesEndpoints(pipeline),
    conversation: createConversationEndpoints(
      createStreamOpener(pipeline.send, report),
      pipeline.requestJson,
      report,
    ),
  };
}

/**
 * The uikit API client, as `createUikitClient` returns it: `threads`, `files`, `conversation` and
 * the `rateLimit` budget.
 */
export type UikitClient = ReturnType<typeof createUikitClient>;
