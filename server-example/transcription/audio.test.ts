import { describe, expect, it } from 'vitest';
import { UikitApiError } from '../../src/wire';
import { MAX_AUDIO_BASE64_LENGTH, MAX_AUDIO_BYTES, readRecording } from './audio';

const refusal = (params: { audio_base64: string; mime_type: string }) => {
  try {
    readRecording(params);
  } catch (error) {
    if (error instanceof UikitApiError) return error;
    throw error;
  }
  throw new Error('accepted');
};

const base64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');

describe('readRecording', () => {
  it('decodes the recording and keeps its type, telling the extension from it', () => {
    expect(
      readRecording({ audio_base64: base64([1, 2, 3, 4]), mime_type: 'audio/webm;codecs=opus' }),
    ).toEqual({
      bytes: new Uint8Array([1, 2, 3, 4]),
      mimeType: 'audio/webm;codecs=opus',
      extension: 'webm',
    });
    expect(readRecording({ audio_base64: 'AAAA', mime_type: ' Audio/MP4 ' })).toMatchObject({
      mimeType: 'Audio/MP4',
      extension: 'mp4',
    });
    expect(readRecording({ audio_base64: 'AA==', mime_type: 'audio/x-wav' }).extension).toBe('wav');
  });

  it.each([
    ['not base64 at all', 'hello world!', 'invalid_audio'],
    ['another alphabet', 'ab-_', 'invalid_audio'],
    ['unpadded', 'AAA', 'invalid_audio'],
    ['padding inside', 'AA==AAAA', 'invalid_audio'],
  ])('refuses a recording that is %s with a 400 naming it', (_, audio, code) => {
    const error = refusal({ audio_base64: audio, mime_type: 'audio/webm' });
    expect(error).toMatchObject({ status: 400, code, param: 'params.audio_base64' });
  });

  it('takes an empty recording (stopped at once), whose text is empty', () => {
    expect(readRecording({ audio_base64: '', mime_type: 'audio/webm' }).bytes.byteLength).toBe(0);
  });

  it.each([
    ['a type that is no recording', 'image/png', 'unsupported_audio_type'],
    ['a video', 'video/webm', 'unsupported_audio_type'],
    ['a bare word', 'webm', 'unsupported_audio_type'],
    ['nothing', '', 'invalid_value'],
    ['a line break inside', 'audio/\nwebm', 'invalid_value'],
    ['a very long type', `audio/webm;${'x'.repeat(300)}`, 'invalid_value'],
  ])('refuses %s with a 400 on params.mime_type', (_, mimeType, code) => {
    const error = refusal({ audio_base64: 'AAAA', mime_type: mimeType });
    expect(error).toMatchObject({ status: 400, code, param: 'params.mime_type' });
    // It says what would do.
    if (code === 'unsupported_audio_type') expect(error.message).toContain('audio/webm');
  });

  it('takes a recording of exactly the bound and refuses one byte more with a 413', () => {
    const largest = Buffer.alloc(MAX_AUDIO_BYTES).toString('base64');
    expect(largest.length).toBeLessThanOrEqual(MAX_AUDIO_BASE64_LENGTH);
    expect(readRecording({ audio_base64: largest, mime_type: 'audio/ogg' }).bytes.byteLength).toBe(
      MAX_AUDIO_BYTES,
    );

    const over = Buffer.alloc(MAX_AUDIO_BYTES + 1).toString('base64');
    const error = refusal({ audio_base64: over, mime_type: 'audio/ogg' });
    expect(error).toMatchObject({
      status: 413,
      type: 'invalid_request_error',
      code: 'audio_too_large',
      param: 'params.audio_base64',
    });
    expect(error.message).toContain(String(MAX_AUDIO_BYTES));
  });
});
