import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { errorResponse, fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import { UikitApiError, UikitConnectionError, UikitValidationError } from '../wire/errors';
import { createSession } from './createSession';

const API_KEY = 'sk-test-0123456789abcdef';
const params = { user: 'user_1', workflow: { id: 'demo' } };

describe('createSession', () => {
  it('posts the body with the API key and the organization and project headers', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const { session, requestId } = await createSession({
      apiKey: API_KEY,
      baseUrl: 'https://api.example.test/',
      organization: 'org_1',
      project: 'proj_1',
      fetch,
      params: { ...params, expires_after: { anchor: 'created_at', seconds: 60 } },
    });
    expect(session.client_secret).toBe('cs_1');
    expect(requestId).toBe('req_200');
    const [request] = requests;
    expect(request?.url.href).toBe('https://api.example.test/v1/uikit/sessions');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers.get('service-organization')).toBe('org_1');
    expect(request?.headers.get('service-project')).toBe('proj_1');
    expect(request?.body).toEqual({
      ...params,
      expires_after: { anchor: 'created_at', seconds: 60 },
    });
  });

  it('omits the organization and project headers when not given', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    await createSession({ apiKey: API_KEY, baseUrl: 'https://a', fetch, params });
    expect(requests[0]?.headers.has('service-organization')).toBe(false);
    expect(requests[0]?.headers.has('service-project')).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'expiry 0 s',
      { expires_after: { anchor: 'created_at', seconds: 0 } },
      'expires_after.seconds',
    ],
    [
      'expiry 601 s',
      { expires_after: { anchor: 'created_at', seconds: 601 } },
      'expires_after.seconds',
    ],
    [
      '0 requests per minute',
      { rate_limits: { max_requests_per_1_minute: 0 } },
      'rate_limits.max_requests_per_1_minute',
    ],
    [
      '0 MB uploads',
      { chatkit_configuration: { file_upload: { max_file_size: 0 } } },
      'chatkit_configuration.file_upload.max_file_size',
    ],
    [
      '513 MB uploads',
      { chatkit_configuration: { file_upload: { max_file_size: 513 } } },
      'chatkit_configuration.file_upload.max_file_size',
    ],
    [
      '0 uploads',
      { chatkit_configuration: { file_upload: { max_files: 0 } } },
      'chatkit_configuration.file_upload.max_files',
    ],
    [
      '0 recent threads',
      { chatkit_configuration: { history: { recent_threads: 0 } } },
      'chatkit_configuration.history.recent_threads',
    ],
    [
      'a 65-character state key',
      { workflow: { id: 'demo', state_variables: { ['k'.repeat(65)]: 'v' } } },
      'workflow.state_variables',
    ],
    [
      'an array state value',
      { workflow: { id: 'demo', state_variables: { k: [1] } } },
      'workflow.state_variables.k',
    ],
    ['no workflow id', { workflow: { id: '' } }, 'workflow.id'],
    ['no user', { user: '' }, 'user'],
  ])('refuses %s before sending, naming %s', async (_, change, param) => {
    const { fetch } = fakeFetch(() => jsonResponse(200, sessionFixture()));
    const error = await createSession({
      apiKey: API_KEY,
      baseUrl: 'https://a',
      fetch,
      params: { ...params, ...change },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UikitValidationError);
    expect((error as UikitValidationError).param).toBe(param);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps an API error to UikitApiError and redacts the key from its message', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(400, {
        type: 'invalid_request_error',
        code: 'unknown_workflow',
        param: 'workflow.id',
        message: `No workflow "x" for key ${API_KEY}`,
      }),
    );
    const error = (await createSession({
      apiKey: API_KEY,
      baseUrl: 'https://a',
      fetch,
      params,
    }).catch((e: unknown) => e)) as UikitApiError;
    expect(error).toBeInstanceOf(UikitApiError);
    expect(error).toMatchObject({ status: 400, code: 'unknown_workflow', param: 'workflow.id' });
    expect(error.message).not.toContain(API_KEY);
  });

  it('reports an unreachable API as a connection error', async () => {
    const fetch = () => Promise.reject(new TypeError('getaddrinfo ENOTFOUND'));
    await expect(
      createSession({ apiKey: API_KEY, baseUrl: 'https://a', fetch, params }),
    ).rejects.toBeInstanceOf(UikitConnectionError);
  });
});
