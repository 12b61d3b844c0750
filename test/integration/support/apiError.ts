import { expect } from 'vitest';

export interface ExpectedError {
  status: number;
  /** Default: the type protocol section 3 gives the status. */
  type?: string;
  code: string;
  /** Checked when given (null included). */
  param?: string | null;
}

const TYPE_OF_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'conflict_error',
  413: 'invalid_request_error',
  429: 'rate_limit_error',
};

/**
 * Checks an error answer as protocol section 3 gives it: the status, `{error: {message, type,
 * param, code}}` and nothing else, a message that says something, and no stack, file path or any
 * of `secrets` anywhere in the body. Resolves with the message.
 */
export async function expectApiError(
  response: Response,
  expected: ExpectedError,
  secrets: readonly string[] = [],
): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(expected.status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = JSON.parse(text) as { error: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
  expect(body.error.code).toBe(expected.code);
  expect(body.error.type).toBe(expected.type ?? TYPE_OF_STATUS[expected.status] ?? 'server_error');
  if (expected.param !== undefined) expect(body.error.param).toBe(expected.param);
  const message = body.error.message;
  expect(typeof message === 'string' && message.length > 10, text).toBe(true);
  expect(text).not.toMatch(/\n\s+at |\.ts:\d+|\/(?:work|home|tmp|usr)\/|node_modules/);
  for (const secret of secrets) expect(text).not.toContain(secret);
  return message as string;
}
