import type { SessionRecord } from '../db/sessions';
import type { RateLimitDecision } from './rateLimiter';

/** Who is calling: a browser holding a session, or a server holding the API key. */
export type Caller = { kind: 'session'; session: SessionRecord } | { kind: 'api_key' };

export interface AppVariables {
  /** This request's `x-request-id`. */
  requestId: string;
  caller: Caller;
  /** Set on session-authenticated requests; becomes the `x-ratelimit-*` headers. */
  rateLimit: RateLimitDecision | undefined;
  /** Set by streaming routes: the request is logged when the stream ends, not when it starts. */
  streamDone: Promise<string> | undefined;
  /** The `code` of an error answer, for its log line. */
  errorCode: string | undefined;
  /** Why a 5xx happened when a stack would say nothing more (a full disk), for the log line. */
  logDetail: string | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
