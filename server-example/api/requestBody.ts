import * as v from 'valibot';
import { formatIssuePath } from '../../src/wire';
import { checkBodyBounds, type BodyKind } from './bodyBounds';
import { invalidRequest, tooLarge } from './errors';

/** JSON bodies of this API are small; anything larger is refused before it is parsed. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** A body this much past its limit is cut off instead of drained. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * The request body, or null when it is longer than `maxBytes`. An over-long body is still read to
 * its end (without keeping it, up to a bound) so the client gets the answer instead of a reset
 * connection while it is still sending.
 */
export async function readBodyUpTo(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length <= maxBytes) chunks.push(value);
    else if (length > maxBytes + DRAIN_LIMIT) {
      await reader.cancel();
      return null;
    }
  }
  if (length > maxBytes) return null;
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A body kind that may be larger than {@link MAX_JSON_BYTES}: how large, and which bodies. */
export interface LargeBody {
  maxBytes: number;
  /** Which bodies, for the message of a 413 (`a recording to transcribe`). */
  what: string;
  /** Whether this (parsed) body may be that large; any other is held to {@link MAX_JSON_BYTES}. */
  allows(body: unknown): boolean;
}

/**
 * The JSON body of a request, read up to {@link MAX_JSON_BYTES} (or `large.maxBytes` for the
 * bodies `large` allows) and checked against the bounds of its kind of body (`bodyBounds.ts`)
 * before anything else looks at it.
 */
export async function readJson(
  request: Request,
  kind: BodyKind,
  large?: LargeBody,
): Promise<unknown> {
  const maxBytes = Math.max(MAX_JSON_BYTES, large?.maxBytes ?? 0);
  const bytes = await readBodyUpTo(request, maxBytes);
  if (bytes === null)
    throw tooLarge(
      'request_too_large',
      large === undefined || maxBytes === MAX_JSON_BYTES
        ? `The body is larger than ${MAX_JSON_BYTES} bytes`
        : `The body is larger than ${maxBytes} bytes: at most ${MAX_JSON_BYTES}, or ${maxBytes} for ${large.what}`,
    );
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw invalidRequest('invalid_json', 'The body is not valid JSON');
  }
  if (bytes.byteLength > MAX_JSON_BYTES && !large?.allows(body))
    throw tooLarge('request_too_large', `The body is larger than ${MAX_JSON_BYTES} bytes`);
  checkBodyBounds(body, kind);
  return body;
}

/** The `code` of a failed check: what kind of mistake, the `param` says where. */
function issueCode(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return 'missing_required_parameter';
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'unknown_parameter';
  return 'invalid_value';
}

/** Parses a body with a wire schema; a failure is a 400 naming the offending `param`. */
export function parseParams<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  // The deepest issue names the field (a union's own issue only says "no option matched").
  let issue: v.BaseIssue<unknown> = result.issues[0];
  while (issue.issues?.[0]) issue = issue.issues[0];
  const param = formatIssuePath(issue) || null;
  const message =
    issue.received === 'undefined'
      ? `${param ?? 'A value'} is required`
      : `${param ?? 'The body'}: ${issue.message}`;
  throw invalidRequest(issueCode(issue), message, param);
}
