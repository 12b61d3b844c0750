import { describe, expect, it } from 'vitest';
import { errorResponse, fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import type { Responder } from '../../test/support/fakeFetch';
import { createUikitClient } from '../client/UikitClient';
import { createDictation } from './dictation';
import { MAX_RECORDING_BYTES, toBase64 } from './recordingText';

function dictationWith(...answers: Responder[]) {
  const { fetch, requests } = fakeFetch(...answers);
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs',
    fetch,
  });
  const dictation = createDictation({ client });
  const states: unknown[] = [];
  dictation.state.subscribe(() => states.push(dictation.state.getState()));
  return { dictation, requests, states };
}

const recording = (text = 'hello', type = 'audio/webm;codecs=opus') => new Blob([text], { type });

describe('dictation', () => {
  it('sends the recording base64-encoded with its MIME type as recorded, and answers its text trimmed', async () => {
    const { dictation, requests, states } = dictationWith(() =>
      jsonResponse(200, { text: '  book a table for two \n' }),
    );
    await expect(dictation.transcribe(recording())).resolves.toBe('book a table for two');
    expect(requests[0]?.body).toEqual({
      type: 'input.transcribe',
      params: { audio_base64: btoa('hello'), mime_type: 'audio/webm;codecs=opus' },
    });
    expect(states).toEqual([
      { available: true, transcribing: true },
      { available: true, transcribing: false },
    ]);
  });

  it('becomes unavailable when the service refuses with a 400, and answers null', async () => {
    const { dictation } = dictationWith(() =>
      errorResponse(400, { type: 'invalid_request_error', message: 'no transcription here' }),
    );
    await expect(dictation.transcribe(recording())).resolves.toBeNull();
    expect(dictation.state.getState()).toEqual({ available: false, transcribing: false });
  });

  it('stays available after any other failure, which the caller sees', async () => {
    const { dictation } = dictationWith(() =>
      errorResponse(503, { type: 'server_error', message: 'busy' }),
    );
    await expect(dictation.transcribe(recording())).rejects.toMatchObject({ status: 503 });
    expect(dictation.state.getState()).toEqual({ available: true, transcribing: false });
  });

  it('refuses a recording over the limit before sending anything', async () => {
    const { dictation, requests } = dictationWith(() => jsonResponse(200, { text: 'x' }));
    const huge = new Blob([new Uint8Array(MAX_RECORDING_BYTES + 1)], { type: 'audio/webm' });
    await expect(dictation.transcribe(huge)).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
    expect(dictation.state.getState()).toEqual({ available: true, transcribing: false });
  });

  it('encodes any bytes, in pieces, as base64', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => (index * 7) % 256);
    const expected = Buffer.from(bytes).toString('base64');
    await expect(toBase64(new Blob([bytes]))).resolves.toBe(expected);
  });
});
