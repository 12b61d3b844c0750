import * as v from 'valibot';

/** The error body every non-2xx response carries (protocol section 3). */
export const ErrorBodySchema = v.object({
  error: v.object({
    message: v.string(),
    type: v.string(),
    param: v.optional(v.nullable(v.string()), null),
    code: v.optional(v.nullable(v.string()), null),
  }),
});
/** The JSON body of an API error response: `{ error: { message, type, param, code } }`. */
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** The `type` values of protocol section 3. Unknown values are kept as strings. */
export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'rate_limit_error'
  | 'server_error'
  | (string & {});

/** Base class of every error this package throws, so hosts can tell them apart with one check. */
export class UikitError extends Error {
  override name = 'UikitError';
}

/** Fields of an API error; `requestId` is the service's `x-request-id`. */
export interface UikitApiErrorInit {
  status: number;
  type: ErrorType;
  message: string;
  code?: string | null;
  param?: string | null;
  requestId?: string | null;
  /** Milliseconds until a rate-limited request may be sent again (429 only). */
  retryAfterMs?: number | null;
}

/**
 * An error answered by the API (or, for a request the client refused to send, one it would have
 * answered). One class for every status: switch on `status`, `type` and `code`.
 *
 * @example
 * try { await client.threads.rename(id, title) }
 * catch (error) {
 *   if (error instanceof UikitApiError && error.status === 429) wait(error.retryAfterMs)
 * }
 */
export class UikitApiError extends UikitError {
  override name = 'UikitApiError';
  readonly status: number;
  readonly type: ErrorType;
  readonly code: string | null;
  readonly param: string | null;
  readonly requestId: string | null;
  readonly retryAfterMs: number | null;

  constructor(init: UikitApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.type = init.type;
    this.code = init.code ?? null;
    this.param = init.param ?? null;
    this.requestId = init.requestId ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** The protocol's error body for this error (what a server route answers with). */
  toBody(): ErrorBody {
    return {
      error: { message: this.message, type: this.type, param: this.param, code: this.code },
    };
  }
}

/** Data from the service did not have the shape of the protocol. `path` names where. */
export class UikitParseError extends UikitError {
  override name = 'UikitParseError';
  /** What was being parsed, e.g. `thread item list` or `stream event`. */
  readonly subject: string;
  /** Where the first problem is, e.g. `data[3].content[0].text`; empty at the top level. */
  readonly path: string;
  readonly issues: readonly { path: string; message: string }[];

  constructor(subject: string, issues: readonly { path: string; message: string }[]) {
    const first = issues[0] ?? { path: '', message: 'invalid value' };
    super(`Invalid ${subject}${first.path ? ` at ${first.path}` : ''}: ${first.message}`);
    this.subject = subject;
    this.path = first.path;
    this.issues = issues;
  }
}

/** The request never got an HTTP answer (offline, DNS, reset connection, dropped stream). */
export class UikitConnectionError extends UikitError {
  override name = 'UikitConnectionError';
}

/**
 * A caller's value was refused before anything was sent, naming the same `param` the service
 * would have named (e.g. `expires_after.seconds`, `X-Client-Request-Id`).
 */
export class UikitValidationError extends UikitError {
  override name = 'UikitValidationError';
  readonly type = 'invalid_request_error';
  readonly param: string;
  constructor(param: string, message: string) {
    super(message);
    this.param = param;
  }
}
