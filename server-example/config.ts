import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_TRANSCRIBE_MODEL, type TranscriptionSettings } from './transcription/transcriber';
import type { DemoOptions } from './workflows/demo/demoWorkflow';

/** The example's settings, from the environment (documented in server-example/README.md). */
export interface ServerConfig {
  /** Null: 3000, or the next free port after it. */
  port: number | null;
  host: string;
  dataDir: string;
  /** Null: generated once and kept in the data folder (embedded API only). */
  apiKey: string | null;
  workflowId: string;
  /** A real uikit API for the session route; null for the embedded one. */
  baseUrl: string | null;
  /**
   * How `/` serves the demo page: `static`, a production build (`npm start`); `dev`, Vite with hot
   * reloading (`npm run dev`); `off` (`UIKIT_DEMO_PAGE=off`), the API and session route only.
   */
  demoPage: 'static' | 'dev' | 'off';
  /** Where builds of the page are kept (`UIKIT_PAGE_BUILD_DIR`); default server-example/web-build. */
  pageBuildDir?: string;
  /** Requests a minute with the API key per client address (`UIKIT_API_KEY_RATE_LIMIT`). */
  apiKeyRateLimit?: number;
  /**
   * Where `input.transcribe` forwards recordings (`UIKIT_TRANSCRIBE_URL`, `UIKIT_TRANSCRIBE_KEY`,
   * `UIKIT_TRANSCRIBE_MODEL`); null: it answers 400 and the kit hides dictation.
   */
  transcription?: TranscriptionSettings | null;
  demo: DemoOptions;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, not "${raw}"`);
  return Number(raw);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number {
  const value = nonNegativeInteger(env, name, 0);
  if (value === 0) throw new ConfigError(`${name} must be at least 1`);
  return value;
}

/** Hosts a key may travel to over plain http: this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function readTranscription(env: NodeJS.ProcessEnv): TranscriptionSettings | null {
  const raw = env.UIKIT_TRANSCRIBE_URL ?? '';
  const apiKey = env.UIKIT_TRANSCRIBE_KEY ?? '';
  const model = env.UIKIT_TRANSCRIBE_MODEL ?? '';
  if (raw === '') {
    if (apiKey !== '' || model !== '')
      throw new ConfigError(
        'UIKIT_TRANSCRIBE_KEY or UIKIT_TRANSCRIBE_MODEL is set without UIKIT_TRANSCRIBE_URL, the transcription endpoint they are for',
      );
    return null;
  }
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new ConfigError(
      'UIKIT_TRANSCRIBE_URL must be the http(s) URL of a transcription endpoint, e.g. https://api.openai.com/v1/audio/transcriptions',
    );
  if (url.username !== '' || url.password !== '')
    throw new ConfigError(
      'UIKIT_TRANSCRIBE_URL must not hold credentials: put the key in UIKIT_TRANSCRIBE_KEY',
    );
  if (apiKey !== '' && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    throw new ConfigError(
      'UIKIT_TRANSCRIBE_URL is plain http to another machine, so UIKIT_TRANSCRIBE_KEY would travel unencrypted: use https',
    );
  return {
    url: url.href,
    apiKey: apiKey === '' ? null : apiKey,
    model: model === '' ? DEFAULT_TRANSCRIBE_MODEL : model,
  };
}

export function readConfig(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  demoDefaults: DemoOptions,
  /** `dev`: `npm run dev` (`main.ts --dev`), the page through Vite's development server. */
  { dev = false }: { dev?: boolean } = {},
): ServerConfig {
  const port =
    env.PORT === undefined || env.PORT === '' ? null : nonNegativeInteger(env, 'PORT', 0);
  if (port !== null && port > 65_535) throw new ConfigError(`PORT must be at most 65535`);
  const dataDir = env.UIKIT_DATA_DIR ?? '';
  const baseUrl = env.UIKIT_BASE_URL ?? '';
  if (baseUrl !== '' && !/^https?:\/\//.test(baseUrl))
    throw new ConfigError('UIKIT_BASE_URL must be an http(s) URL, e.g. https://api.example.com');
  const apiKey = env.UIKIT_API_KEY ?? '';
  const demoPage = env.UIKIT_DEMO_PAGE ?? 'on';
  if (demoPage !== 'on' && demoPage !== 'off')
    throw new ConfigError(`UIKIT_DEMO_PAGE must be "on" or "off", not "${demoPage}"`);
  if (baseUrl !== '' && apiKey === '')
    throw new ConfigError(
      'UIKIT_BASE_URL is set, so UIKIT_API_KEY must be the key of that service',
    );
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir:
      dataDir === ''
        ? resolve(repoRoot, '.uikit-data')
        : isAbsolute(dataDir)
          ? dataDir
          : resolve(dataDir),
    apiKey: apiKey === '' ? null : apiKey,
    workflowId: env.UIKIT_WORKFLOW ?? 'demo',
    baseUrl: baseUrl === '' ? null : baseUrl.replace(/\/+$/, ''),
    demoPage: demoPage === 'off' ? 'off' : dev ? 'dev' : 'static',
    ...(env.UIKIT_PAGE_BUILD_DIR ? { pageBuildDir: resolve(env.UIKIT_PAGE_BUILD_DIR) } : {}),
    ...(env.UIKIT_API_KEY_RATE_LIMIT
      ? { apiKeyRateLimit: positiveInteger(env, 'UIKIT_API_KEY_RATE_LIMIT') }
      : {}),
    transcription: readTranscription(env),
    demo: {
      tokenDelayMs: nonNegativeInteger(env, 'UIKIT_DEMO_TOKEN_DELAY_MS', demoDefaults.tokenDelayMs),
      slowTokenDelayMs: nonNegativeInteger(
        env,
        'UIKIT_DEMO_SLOW_TOKEN_DELAY_MS',
        demoDefaults.slowTokenDelayMs,
      ),
      stepDelayMs: nonNegativeInteger(env, 'UIKIT_DEMO_STEP_DELAY_MS', demoDefaults.stepDelayMs),
    },
  };
}
