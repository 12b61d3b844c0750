import { describe, expect, it } from 'vitest';
import { UikitValidationError } from './errors';
import { parseWire } from './parse';
import {
  SessionSchema,
  resolveConfiguration,
  validateCreateSessionParams,
  type CreateSessionParams,
} from './session';

const valid: CreateSessionParams = {
  user: 'user_1',
  workflow: {
    id: 'demo',
    state_variables: { plan: 'pro', seats: 3, beta: true },
    tracing: { enabled: false },
    version: '2',
  },
  chatkit_configuration: {
    automatic_thread_titling: { enabled: false },
    file_upload: { enabled: true, max_file_size: 512, max_files: 1 },
    history: { enabled: true, recent_threads: 1 },
  },
  expires_after: { anchor: 'created_at', seconds: 600 },
  rate_limits: { max_requests_per_1_minute: 1 },
};

function rejection(params: unknown): UikitValidationError {
  try {
    validateCreateSessionParams(params);
  } catch (error) {
    expect(error).toBeInstanceOf(UikitValidationError);
    return error as UikitValidationError;
  }
  throw new Error('accepted');
}

const withConfig = (config: Record<string, unknown>) => ({
  ...valid,
  chatkit_configuration: config,
});

describe('validateCreateSessionParams', () => {
  it('accepts every bound at its edge', () => {
    expect(validateCreateSessionParams(valid)).toEqual(valid);
    expect(
      validateCreateSessionParams({
        user: 'u',
        workflow: { id: 'w' },
        expires_after: { anchor: 'created_at', seconds: 1 },
        chatkit_configuration: { file_upload: { max_file_size: 1 } },
        rate_limits: { max_requests_per_1_minute: 100_000 },
      }),
    ).toBeTruthy();
    expect(
      validateCreateSessionParams({
        user: 'u',
        workflow: { id: 'w', state_variables: { ['k'.repeat(64)]: 1 } },
      }),
    ).toBeTruthy();
  });

  it.each<[string, unknown, string, RegExp]>([
    [
      'expiry below 1 s',
      { ...valid, expires_after: { anchor: 'created_at', seconds: 0 } },
      'expires_after.seconds',
      /at least 1/,
    ],
    [
      'expiry above 600 s',
      { ...valid, expires_after: { anchor: 'created_at', seconds: 601 } },
      'expires_after.seconds',
      /at most 600/,
    ],
    [
      'fractional expiry',
      { ...valid, expires_after: { anchor: 'created_at', seconds: 1.5 } },
      'expires_after.seconds',
      /integer/,
    ],
    [
      'another anchor',
      { ...valid, expires_after: { anchor: 'last_active_at', seconds: 60 } },
      'expires_after.anchor',
      /created_at/,
    ],
    [
      'expiry without seconds',
      { ...valid, expires_after: { anchor: 'created_at' } },
      'expires_after.seconds',
      /.+/,
    ],
    [
      '0 requests per minute',
      { ...valid, rate_limits: { max_requests_per_1_minute: 0 } },
      'rate_limits.max_requests_per_1_minute',
      /at least 1/,
    ],
    [
      'upload size 0 MB',
      withConfig({ file_upload: { max_file_size: 0 } }),
      'chatkit_configuration.file_upload.max_file_size',
      /at least 1 MB/,
    ],
    [
      'upload size 513 MB',
      withConfig({ file_upload: { max_file_size: 513 } }),
      'chatkit_configuration.file_upload.max_file_size',
      /at most 512 MB/,
    ],
    [
      'upload count 0',
      withConfig({ file_upload: { max_files: 0 } }),
      'chatkit_configuration.file_upload.max_files',
      /at least 1/,
    ],
    [
      'recent threads 0',
      withConfig({ history: { recent_threads: 0 } }),
      'chatkit_configuration.history.recent_threads',
      /at least 1/,
    ],
    [
      'a state variable key of 65 characters',
      { ...valid, workflow: { id: 'w', state_variables: { ['k'.repeat(65)]: 1 } } },
      'workflow.state_variables',
      /1 to 64 characters/,
    ],
    [
      'an empty state variable key',
      { ...valid, workflow: { id: 'w', state_variables: { '': 1 } } },
      'workflow.state_variables',
      /1 to 64 characters/,
    ],
    [
      'an object state variable',
      { ...valid, workflow: { id: 'w', state_variables: { k: { nested: 1 } } } },
      'workflow.state_variables.k',
      /strings, booleans or numbers/,
    ],
    ['a missing workflow id', { ...valid, workflow: {} }, 'workflow.id', /.+/],
    ['an empty workflow id', { ...valid, workflow: { id: '' } }, 'workflow.id', /required/],
    ['a missing workflow', { user: 'u' }, 'workflow', /required/],
    ['a missing user', { workflow: { id: 'w' } }, 'user', /.+/],
    ['an empty user', { ...valid, user: '' }, 'user', /user is required/],
    ['an unknown parameter', { ...valid, colour: 'red' }, 'colour', /Unknown parameter/],
    [
      'an unknown configuration group',
      withConfig({ voice: { enabled: true } }),
      'chatkit_configuration.voice',
      /Unknown parameter/,
    ],
    [
      'a string for a boolean',
      withConfig({ history: { enabled: 'yes' } }),
      'chatkit_configuration.history.enabled',
      /.+/,
    ],
  ])('rejects %s naming %s', (_, params, param, message) => {
    const error = rejection(params);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it('rejects a body that is not an object', () => {
    expect(rejection('nope').param).toBe('body');
  });
});

describe('resolveConfiguration', () => {
  it('fills the spec defaults', () => {
    expect(resolveConfiguration(undefined)).toEqual({
      automatic_thread_titling: { enabled: true },
      file_upload: { enabled: false, max_file_size: 512, max_files: 10 },
      history: { enabled: true, recent_threads: null },
    });
  });

  it('keeps what was given', () => {
    expect(resolveConfiguration(valid.chatkit_configuration)).toEqual({
      automatic_thread_titling: { enabled: false },
      file_upload: { enabled: true, max_file_size: 512, max_files: 1 },
      history: { enabled: true, recent_threads: 1 },
    });
  });
});

describe('a session with capabilities (protocol section 11)', () => {
  const session = {
    id: 'cksess_1',
    object: 'uikit.session',
    client_secret: 'secret',
    expires_at: 1_700_000_600,
    max_requests_per_1_minute: 10,
    rate_limits: { max_requests_per_1_minute: 10 },
    status: 'active',
    user: 'user_1',
    workflow: { id: 'demo' },
    chatkit_configuration: resolveConfiguration(undefined),
  };
  const parse = (capabilities: unknown) =>
    parseWire(SessionSchema, { ...session, capabilities }, 'session').capabilities;

  it('keeps the strings, unknown ones included, and drops what is not a string', () => {
    expect(parse(['resume', 'stop', 'edit', 'teleport'])).toEqual([
      'resume',
      'stop',
      'edit',
      'teleport',
    ]);
    expect(parse(['resume', 4, null])).toEqual(['resume']);
  });

  it('reads a value that is not a list as none, and an absent one as absent', () => {
    expect(parse('resume')).toEqual([]);
    expect(parse(undefined)).toBeUndefined();
  });
});
