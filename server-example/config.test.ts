import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { DEMO_DEFAULTS } from './workflows/demo/demoWorkflow';

const read = (env: Record<string, string>) => readConfig(env, '/repo', DEMO_DEFAULTS);

describe('readConfig', () => {
  it('defaults to loopback, port search, the repo data folder and the demo', () => {
    expect(read({})).toEqual({
      port: null,
      host: '127.0.0.1',
      dataDir: '/repo/.uikit-data',
      apiKey: null,
      workflowId: 'demo',
      baseUrl: null,
      demoPage: 'static',
      transcription: null,
      demo: DEMO_DEFAULTS,
    });
  });

  it('reads every variable', () => {
    expect(
      read({
        PORT: '0',
        HOST: '0.0.0.0',
        UIKIT_DATA_DIR: '/data',
        UIKIT_API_KEY: 'sk-1',
        UIKIT_WORKFLOW: 'echo',
        UIKIT_BASE_URL: 'https://api.example.com/',
        UIKIT_DEMO_TOKEN_DELAY_MS: '0',
        UIKIT_DEMO_SLOW_TOKEN_DELAY_MS: '7',
        UIKIT_DEMO_STEP_DELAY_MS: '9',
        UIKIT_DEMO_PAGE: 'off',
        UIKIT_TRANSCRIBE_URL: 'https://speech.example.com/v1/audio/transcriptions',
        UIKIT_TRANSCRIBE_KEY: 'sk-speech',
        UIKIT_TRANSCRIBE_MODEL: 'gpt-4o-mini-transcribe',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/data',
      apiKey: 'sk-1',
      workflowId: 'echo',
      baseUrl: 'https://api.example.com',
      demoPage: 'off',
      transcription: {
        url: 'https://speech.example.com/v1/audio/transcriptions',
        apiKey: 'sk-speech',
        model: 'gpt-4o-mini-transcribe',
      },
      demo: { tokenDelayMs: 0, slowTokenDelayMs: 7, stepDelayMs: 9 },
    });
  });

  it('serves the page through the development server for npm run dev', () => {
    expect(readConfig({}, '/repo', DEMO_DEFAULTS, { dev: true }).demoPage).toBe('dev');
    expect(
      readConfig({ UIKIT_DEMO_PAGE: 'off' }, '/repo', DEMO_DEFAULTS, { dev: true }).demoPage,
    ).toBe('off');
  });

  it('reads the optional settings only when given', () => {
    expect(
      read({ UIKIT_API_KEY_RATE_LIMIT: '5000', UIKIT_PAGE_BUILD_DIR: '/builds' }),
    ).toMatchObject({
      apiKeyRateLimit: 5000,
      pageBuildDir: '/builds',
    });
    expect(read({})).not.toHaveProperty('apiKeyRateLimit');
  });

  it('transcribes with whisper-1 and no key unless told, and sends a key over http only to this machine', () => {
    expect(
      read({ UIKIT_TRANSCRIBE_URL: 'http://127.0.0.1:8000/v1/audio/transcriptions' }),
    ).toMatchObject({
      transcription: {
        url: 'http://127.0.0.1:8000/v1/audio/transcriptions',
        apiKey: null,
        model: 'whisper-1',
      },
    });
    expect(
      read({ UIKIT_TRANSCRIBE_URL: 'http://localhost:8000/t', UIKIT_TRANSCRIBE_KEY: 'k' })
        .transcription?.apiKey,
    ).toBe('k');
  });

  it.each([
    [{ UIKIT_API_KEY_RATE_LIMIT: '0' }, /UIKIT_API_KEY_RATE_LIMIT must be at least 1/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ UIKIT_BASE_URL: 'api.example.com', UIKIT_API_KEY: 'k' }, /must be an http\(s\) URL/],
    [{ UIKIT_BASE_URL: 'https://api.example.com' }, /UIKIT_API_KEY must be the key/],
    [{ UIKIT_DEMO_TOKEN_DELAY_MS: '-1' }, /UIKIT_DEMO_TOKEN_DELAY_MS must be a whole number/],
    [{ UIKIT_DEMO_PAGE: 'no' }, /UIKIT_DEMO_PAGE must be "on" or "off"/],
    [
      { UIKIT_TRANSCRIBE_URL: 'speech.example.com' },
      /UIKIT_TRANSCRIBE_URL must be the http\(s\) URL/,
    ],
    [
      { UIKIT_TRANSCRIBE_URL: 'ftp://speech.example.com/' },
      /UIKIT_TRANSCRIBE_URL must be the http\(s\) URL/,
    ],
    [{ UIKIT_TRANSCRIBE_URL: 'https://user:pw@speech.example.com/' }, /must not hold credentials/],
    [
      { UIKIT_TRANSCRIBE_URL: 'http://speech.example.com/', UIKIT_TRANSCRIBE_KEY: 'k' },
      /would travel unencrypted/,
    ],
    [{ UIKIT_TRANSCRIBE_KEY: 'k' }, /without UIKIT_TRANSCRIBE_URL/],
  ])('refuses %o', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});
