/**
 * Dictation: a recording becomes text for the composer (`input.transcribe`, protocol section 12).
 * The part knows whether the service transcribes: until a service refuses with a 400 it is
 * offered, and after that it is hidden for the rest of the chat. The recording itself is the
 * binding's (a browser's `MediaRecorder`); this part only sends what was recorded.
 */
import { UikitApiError } from '../wire/errors';
import type { ChatCore } from './chatCore';
import { createReadable, type Readable } from './readable';

/** Whether the chat offers dictation, and what it is doing. */
export interface DictationState {
  /** False once the service said it does not transcribe (a 400): the microphone is hidden. */
  readonly available: boolean;
  /** A recording is being turned into text. */
  readonly transcribing: boolean;
}

export interface Dictation {
  readonly state: Readable<DictationState>;
  /**
   * Sends a recording to be transcribed and resolves with its text (trimmed; empty when nothing
   * was heard), or null when the service does not transcribe (dictation is then unavailable).
   * Any other failure rejects, and dictation stays available.
   */
  readonly transcribe: (recording: Blob) => Promise<string | null>;
}

/** The largest recording sent: larger ones are refused here with a clear error. */
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;

/** A recording's MIME type as the service wants it: as recorded, codecs included. */
function mimeTypeOf(recording: Blob): string {
  return recording.type === '' ? 'application/octet-stream' : recording.type;
}

/** The bytes of a recording, base64-encoded, in pieces (a 10 MB string built at once is slow). */
export async function toBase64(recording: Blob): Promise<string> {
  const bytes = new Uint8Array(await recording.arrayBuffer());
  const pieces: string[] = [];
  const step = 0x8000;
  for (let start = 0; start < bytes.length; start += step)
    pieces.push(String.fromCharCode(...bytes.subarray(start, start + step)));
  return btoa(pieces.join(''));
}

export function createDictation(options: Pick<ChatCore, 'client'>): Dictation {
  const state = createReadable<DictationState>({ available: true, transcribing: false });
  const set = (change: Partial<DictationState>) => {
    state.set({ ...state.getState(), ...change });
  };

  return {
    state,
    transcribe: async (recording) => {
      if (recording.size > MAX_RECORDING_BYTES)
        throw new RangeError(
          `The recording is ${String(recording.size)} bytes; at most ${String(MAX_RECORDING_BYTES)} are sent`,
        );
      set({ transcribing: true });
      try {
        const { data } = await options.client.conversation.transcribe({
          audioBase64: await toBase64(recording),
          mimeType: mimeTypeOf(recording),
        });
        return data.text.trim();
      } catch (error) {
        if (error instanceof UikitApiError && error.status === 400) {
          set({ available: false });
          return null;
        }
        throw error;
      } finally {
        set({ transcribing: false });
      }
    },
  };
}
