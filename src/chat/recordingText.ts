/**
 * What dictation does with a recording, loaded the first time the user dictates: its bytes as
 * base64, sent to `input.transcribe`; a service that answers 400 does not transcribe.
 */
import type { UikitClient } from '../client/UikitClient';
import { UikitApiError } from '../wire/errors';

/** The largest recording sent: larger ones are refused here with a clear error. */
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;

/** The bytes of a recording, base64-encoded, in pieces (a 10 MB string built at once is slow). */
export async function toBase64(recording: Blob): Promise<string> {
  const bytes = new Uint8Array(await recording.arrayBuffer());
  const pieces: string[] = [];
  const step = 0x8000;
  for (let start = 0; start < bytes.length; start += step)
    pieces.push(String.fromCharCode(...bytes.subarray(start, start + step)));
  return btoa(pieces.join(''));
}

/**
 * The recording's text, trimmed (empty when nothing was heard), or null when the service does
 * not transcribe (it answered 400). Any other failure rejects.
 */
export async function recordingText(client: UikitClient, recording: Blob): Promise<string | null> {
  if (recording.size > MAX_RECORDING_BYTES)
    throw new RangeError(
      `The recording is ${String(recording.size)} bytes; at most ${String(MAX_RECORDING_BYTES)} are sent`,
    );
  try {
    const { data } = await client.conversation.transcribe({
      audioBase64: await toBase64(recording),
      // As recorded, codecs included.
      mimeType: recording.type === '' ? 'application/octet-stream' : recording.type,
    });
    return data.text.trim();
  } catch (error) {
    if (error instanceof UikitApiError && error.status === 400) return null;
    throw error;
  }
}
