import { invalidRequest, tooLarge } from '../api/errors';

// What `input.transcribe` accepts (protocol section 12): a recording as base64 and its type, as the
// browser's MediaRecorder made it (`audio/webm;codecs=opus`, `audio/mp4`, ...). Checked here, once,
// before anything is forwarded.

/**
 * The largest recording transcribed: well past any dictation (ten minutes of Opus are about 2 MiB)
 * and below the 25 MB OpenAI's transcription endpoint takes.
 */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
/** Characters of {@link MAX_AUDIO_BYTES} in padded base64. */
export const MAX_AUDIO_BASE64_LENGTH = Math.ceil(MAX_AUDIO_BYTES / 3) * 4;
/** A transcribe body: the recording plus room for its JSON envelope. */
export const MAX_TRANSCRIBE_BODY_BYTES = MAX_AUDIO_BASE64_LENGTH + 64 * 1024;

/**
 * Container types an OpenAI-compatible transcription endpoint reads, with the file extension it
 * goes by (those endpoints tell the format from the file name).
 */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

/** The types, for messages. */
export const ACCEPTED_AUDIO_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/flac',
];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A media type with optional parameters (`audio/webm;codecs=opus`), printable ASCII only. */
const MEDIA_TYPE_WITH_PARAMETERS = /^[\x20-\x7e]{1,255}$/;

/** A recording, checked and decoded. */
export interface Recording {
  bytes: Uint8Array<ArrayBuffer>;
  /** As the browser gave it, parameters included. */
  mimeType: string;
  /** The file extension its type goes by (`webm`). */
  extension: string;
}

/**
 * The recording of `input.transcribe`'s params (maybe empty), or a 400 (413 when too large) naming
 * what is wrong with it.
 */
export function readRecording(params: { audio_base64: string; mime_type: string }): Recording {
  const mimeType = params.mime_type.trim();
  if (!MEDIA_TYPE_WITH_PARAMETERS.test(mimeType))
    throw invalidRequest(
      'invalid_value',
      'params.mime_type must be a media type such as audio/webm;codecs=opus',
      'params.mime_type',
    );
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = EXTENSIONS[bare];
  if (extension === undefined)
    throw invalidRequest(
      'unsupported_audio_type',
      `${bare || 'This type'} is not a recording type this server transcribes; send one of ${ACCEPTED_AUDIO_TYPES.join(', ')}`,
      'params.mime_type',
    );

  // Empty is allowed: a recording stopped at once holds nothing, and its text is empty (a 400
  // would hide dictation for the rest of the chat, protocol section 12).
  const base64 = params.audio_base64;
  if (base64.length % 4 !== 0 || !BASE64.test(base64))
    throw invalidRequest(
      'invalid_audio',
      'params.audio_base64 is not base64 (standard alphabet, padded with =)',
      'params.audio_base64',
    );
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = (base64.length / 4) * 3 - padding;
  if (size > MAX_AUDIO_BYTES)
    throw tooLarge(
      'audio_too_large',
      `The recording is ${size} bytes; at most ${MAX_AUDIO_BYTES} bytes (10 MiB) are transcribed`,
      'params.audio_base64',
    );
  const decoded = Buffer.from(base64, 'base64');
  const bytes = new Uint8Array(decoded.byteLength);
  bytes.set(decoded);
  return { bytes, mimeType, extension };
}
