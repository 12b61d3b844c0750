import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from './audio';
import { createHttpTranscriber, type TranscriptionSettings } from './transcriber';

// `createHttpTranscriber` against a transcription endpoint played by a local http server: what it
// sends, and how each of the endpoint's answers becomes this API's.

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  form: FormData;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const received: Received[] = [];
/** Requests that reached `/elsewhere`, where the endpoint redirects. */
let redirected = 0;

async function readForm(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
}

const json = (status: number, body: unknown): Handler => {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
};

beforeAll(async () => {
  server = createServer((request, response) => {
    // One connection per request: no test meets a socket an earlier one left behind.
    response.setHeader('connection', 'close');
    if (request.url === '/elsewhere') {
      redirected += 1;
      json(200, { text: 'should never be asked' })(request, response);
      return;
    }
    void readForm(request).then((form) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form,
      });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  received.length = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

const recording: Recording = {
  bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
  mimeType: 'audio/webm;codecs=opus',
  extension: 'webm',
};

const settings = (overrides: Partial<TranscriptionSettings> = {}): TranscriptionSettings => ({
  url: `${baseUrl}/v1/audio/transcriptions`,
  apiKey: null,
  model: 'whisper-1',
  ...overrides,
});

const never = new AbortController().signal;

describe('createHttpTranscriber', () => {
  it('posts the recording as multipart with its file name, the model and no key when none is set', async () => {
    handler = json(200, { text: '  Hello there.\n' });
    const result = await createHttpTranscriber(settings())(recording, never);
    expect(result).toEqual({ ok: true, text: 'Hello there.' });

    const [request] = received;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/audio/transcriptions',
      authorization: undefined,
    });
    const file = request?.form.get('file');
    if (!(file instanceof File)) throw new Error('no file part');
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(recording.bytes);
    expect(request?.form.get('model')).toBe('whisper-1');
    expect(request?.form.get('response_format')).toBe('json');
  });

  it('sends the key as a bearer token, and the model asked for', async () => {
    handler = json(200, { text: 'Hi' });
    await createHttpTranscriber(settings({ apiKey: 'sk-speech-123', model: 'gpt-4o-transcribe' }))(
      { ...recording, mimeType: 'audio/mp4', extension: 'mp4' },
      never,
    );
    expect(received[0]?.authorization).toBe('Bearer sk-speech-123');
    expect(received[0]?.form.get('model')).toBe('gpt-4o-transcribe');
    expect((received[0]?.form.get('file') as File).name).toBe('recording.mp4');
  });

  it.each([
    [400, 422, 'unreadable_audio'],
    [415, 422, 'unreadable_audio'],
    [422, 422, 'unreadable_audio'],
    [413, 413, 'audio_too_large'],
    [429, 503, 'transcription_unavailable'],
    [503, 503, 'transcription_unavailable'],
    [401, 502, 'transcription_failed'],
    [403, 502, 'transcription_failed'],
    [500, 502, 'transcription_failed'],
    [404, 502, 'transcription_failed'],
  ])(
    'answers the endpoint’s %i with its own %i %s, passing nothing of it on',
    async (upstream, status, code) => {
      handler = json(upstream, {
        error: { message: 'secret-upstream-detail at /srv/app/model.py:12' },
      });
      const result = await createHttpTranscriber(settings({ apiKey: 'sk-hidden' }))(
        recording,
        never,
      );
      if (result.ok) throw new Error('transcribed');
      expect(result.error).toMatchObject({ status, code });
      expect(result.error.message).not.toMatch(/secret-upstream|srv|sk-hidden/);
      // The log line says what the endpoint answered; the client never sees it.
      expect(result.detail).toContain(String(upstream));
      expect(result.detail).not.toContain('sk-hidden');
    },
  );

  it('gives up on an endpoint that does not answer in time with a 504', async () => {
    handler = () => undefined;
    const result = await createHttpTranscriber(settings(), { timeoutMs: 100 })(recording, never);
    expect(result).toMatchObject({
      ok: false,
      error: { status: 504, code: 'transcription_timeout' },
    });
  });

  it('gives up on an answer that trickles past the time allowed', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"text": "Hel');
    };
    const result = await createHttpTranscriber(settings(), { timeoutMs: 150 })(recording, never);
    expect(result).toMatchObject({ ok: false, error: { status: 504 } });
  });

  it.each([
    ['not JSON', 'application/json', '<html>Bad gateway</html>'],
    ['JSON without text', 'application/json', '{"transcript": "hi"}'],
    ['text that is no string', 'application/json', '{"text": 42}'],
  ])('answers 502 to an answer that is %s', async (_, type, body) => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    const result = await createHttpTranscriber(settings())(recording, never);
    expect(result).toMatchObject({
      ok: false,
      error: { status: 502, code: 'transcription_failed' },
    });
    if (!result.ok) expect(result.error.message).not.toContain('Bad gateway');
  });

  it('reads no more than 1 MiB of an answer', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    };
    const result = await createHttpTranscriber(settings())(recording, never);
    expect(result).toMatchObject({ ok: false, error: { status: 502 } });
    if (!result.ok) expect(result.detail).toContain('more than');
  });

  it('refuses to follow a redirect, which would carry the key elsewhere', async () => {
    handler = (_request, response) => {
      response.writeHead(307, { location: `${baseUrl}/elsewhere` });
      response.end();
    };
    redirected = 0;
    const result = await createHttpTranscriber(settings({ apiKey: 'sk-stay-here' }))(
      recording,
      never,
    );
    expect(result).toMatchObject({
      ok: false,
      error: { status: 502, code: 'transcription_failed' },
    });
    expect(redirected).toBe(0);
  });

  it('answers 502 when the endpoint cannot be reached, saying why in the log only', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) =>
      closed.close(() => {
        resolve();
      }),
    );
    const result = await createHttpTranscriber(settings({ url: `http://127.0.0.1:${port}/t` }))(
      recording,
      never,
    );
    expect(result).toMatchObject({
      ok: false,
      error: { status: 502, code: 'transcription_failed' },
      detail: expect.stringContaining('ECONNREFUSED') as unknown,
    });
  });

  it('stops when the client goes away', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = createHttpTranscriber(settings())(recording, controller.signal);
    setTimeout(() => {
      controller.abort();
    }, 50);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'request_aborted' } });
  });

  it('takes an injected fetch', async () => {
    const calls: RequestInit[] = [];
    const transcribe = createHttpTranscriber(settings({ url: 'https://speech.example/t' }), {
      fetch: (_url, init) => {
        calls.push(init ?? {});
        return Promise.resolve(Response.json({ text: 'injected' }));
      },
    });
    expect(await transcribe(recording, never)).toEqual({ ok: true, text: 'injected' });
    expect(calls[0]).toMatchObject({ method: 'POST', redirect: 'error' });
  });
});
