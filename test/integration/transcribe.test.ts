import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES } from '../../server-example/api/requestBody';
import {
  MAX_AUDIO_BYTES,
  MAX_TRANSCRIBE_BODY_BYTES,
} from '../../server-example/transcription/audio';
import { expectApiError } from './support/apiError';
import { userInput } from './support/streams';
import {
  openSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './support/testServer';

// `input.transcribe` (protocol section 12) through the local API: refused with a 400 without a
// transcription endpoint (the kit then hides dictation), forwarded to one when configured.

const SPEECH_KEY = 'sk-speech-integration-secret';

/** The transcription endpoint: answers what the recording's first byte asks for. */
let endpoint: Server;
let endpointUrl: string;
const heard: { authorization: string | undefined; bytes: number }[] = [];

let withEndpoint: TestServer;
let without: TestServer;

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      })
        .formData()
        .then(async (form) => {
          const file = form.get('file') as File;
          const bytes = new Uint8Array(await file.arrayBuffer());
          heard.push({ authorization: request.headers.authorization, bytes: bytes.byteLength });
          response.setHeader('connection', 'close');
          if (bytes[0] === 0xff) {
            response.writeHead(500, { 'content-type': 'application/json' });
            response.end(
              `{"error": {"message": "crashed at /srv/whisper/app.py:3 with ${SPEECH_KEY}"}}`,
            );
            return;
          }
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ text: ` I heard ${bytes.byteLength} bytes of ${file.name}. ` }),
          );
        });
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1/audio/transcriptions`;
  withEndpoint = await startTestServer({
    transcription: { url: endpointUrl, apiKey: SPEECH_KEY, model: 'whisper-1' },
  });
  without = await startTestServer();
});

afterAll(async () => {
  await withEndpoint.stop();
  await without.stop();
  removeDataDir(withEndpoint);
  removeDataDir(without);
  endpoint.closeAllConnections();
  await new Promise<void>((resolve) =>
    endpoint.close(() => {
      resolve();
    }),
  );
});

const transcribeBody = (audioBase64: string, mimeType = 'audio/webm;codecs=opus') =>
  JSON.stringify({
    type: 'input.transcribe',
    params: { audio_base64: audioBase64, mime_type: mimeType },
  });

async function post(server: TestServer, body: string) {
  const { session } = await openSession(server);
  return rawRequest(server, session.client_secret, '/conversation', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

describe('input.transcribe without a transcription endpoint', () => {
  it("answers 400 transcription_not_configured, which the kit's client reads as such", async () => {
    const response = await post(without, transcribeBody('AAAA'));
    const message = await expectApiError(response, {
      status: 400,
      code: 'transcription_not_configured',
      param: 'type',
    });
    expect(message).toContain('UIKIT_TRANSCRIBE_URL');

    const { client } = await openSession(without);
    await expect(
      client.conversation.transcribe({ audioBase64: 'AAAA', mimeType: 'audio/webm' }),
    ).rejects.toMatchObject({ status: 400, code: 'transcription_not_configured' });
  });
});

describe('input.transcribe with a transcription endpoint', () => {
  it('answers the text the endpoint heard, sending it the recording and the key', async () => {
    const { client } = await openSession(withEndpoint);
    heard.length = 0;
    const audio = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 9, 8, 7]).toString('base64');
    const { data } = await client.conversation.transcribe({
      audioBase64: audio,
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(data).toEqual({ text: 'I heard 7 bytes of recording.webm.' });
    expect(heard).toEqual([{ authorization: `Bearer ${SPEECH_KEY}`, bytes: 7 }]);
  });

  it('answers an empty recording with empty text, without asking the endpoint', async () => {
    heard.length = 0;
    const response = await post(withEndpoint, transcribeBody(''));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: '' });
    expect(heard).toEqual([]);
  });

  it('takes a recording of nearly 10 MiB, larger than any other body', async () => {
    const audio = Buffer.alloc(MAX_AUDIO_BYTES - 10, 1).toString('base64');
    const response = await post(withEndpoint, transcribeBody(audio, 'audio/mp4'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      text: `I heard ${MAX_AUDIO_BYTES - 10} bytes of recording.mp4.`,
    });
  });

  it('answers 413 audio_too_large for a recording past 10 MiB, naming the bound', async () => {
    const audio = Buffer.alloc(MAX_AUDIO_BYTES + 1).toString('base64');
    const message = await expectApiError(await post(withEndpoint, transcribeBody(audio)), {
      status: 413,
      code: 'audio_too_large',
      param: 'params.audio_base64',
    });
    expect(message).toContain(String(MAX_AUDIO_BYTES));
  });

  it('answers 413 request_too_large for a body past even a recording’s bound', async () => {
    const audio = 'A'.repeat(MAX_TRANSCRIBE_BODY_BYTES + 16);
    await expectApiError(await post(withEndpoint, transcribeBody(audio)), {
      status: 413,
      code: 'request_too_large',
    });
  });

  it.each([
    [
      'a type that is no recording',
      transcribeBody('AAAA', 'image/png'),
      'unsupported_audio_type',
      'params.mime_type',
    ],
    [
      'audio that is not base64',
      transcribeBody('not base64!'),
      'invalid_audio',
      'params.audio_base64',
    ],
    [
      'no audio',
      JSON.stringify({ type: 'input.transcribe', params: { mime_type: 'audio/webm' } }),
      'missing_required_parameter',
      'params.audio_base64',
    ],
  ])('answers 400 to %s, naming the param', async (_, body, code, param) => {
    await expectApiError(await post(withEndpoint, body), { status: 400, code, param });
  });

  it('answers 502 when the endpoint fails, passing on nothing of its answer nor the key', async () => {
    const audio = Buffer.from([0xff, 1, 2]).toString('base64');
    const logged = withEndpoint.log.lines.length;
    await expectApiError(
      await post(withEndpoint, transcribeBody(audio)),
      { status: 502, code: 'transcription_failed' },
      [SPEECH_KEY, '/srv/whisper', 'crashed'],
    );
    // The log line says what the endpoint answered, and never the key.
    const lines = withEndpoint.log.lines.slice(logged).join('\n');
    expect(lines).toContain('transcription endpoint answered 500');
    expect(lines).not.toContain(SPEECH_KEY);
  });
});

describe('the larger bound is for recordings only', () => {
  it('still refuses any other conversation body above 1 MiB with a 413', async () => {
    const text = 'x'.repeat(MAX_JSON_BYTES);
    const body = JSON.stringify({ type: 'threads.create', params: { input: userInput(text) } });
    const message = await expectApiError(await post(withEndpoint, body), {
      status: 413,
      code: 'request_too_large',
    });
    expect(message).toContain(String(MAX_JSON_BYTES));
  });

  it('refuses a body above 1 MiB whose type is not input.transcribe, recording or not', async () => {
    const audio = Buffer.alloc(2 * 1024 * 1024).toString('base64');
    const body = JSON.stringify({
      type: 'threads.custom_action',
      params: { audio_base64: audio, mime_type: 'audio/webm' },
    });
    await expectApiError(await post(withEndpoint, body), {
      status: 413,
      code: 'request_too_large',
    });
  });
});
