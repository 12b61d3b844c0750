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

/**
 * The JSON body of a request, read up to {@link MAX_JSON_BYTES} and checked against the bounds of
 * its kind of body (`bodyBounds.ts`) before anything else looks at it.
 */
export async function readJson(request: Request, kind: BodyKind): Promise<unknown> {
  const bytes = await readBodyUpTo(request, MAX_JSON_BYTES);
  if (bytes === null)
    throw tooLarge('request_too_large', `The body is larger than ${MAX_JSON_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw invalidRequest('invalid_json', 'The body is not valid JSON');
  }
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
