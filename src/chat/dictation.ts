/**
 * Dictation: a recording becomes text for the composer (`input.transcribe`, protocol section 12).
 * The part knows whether the service transcribes: until a service refuses with a 400 it is
 * offered, and after that it is hidden for the rest of the chat. The recording itself is the
 * binding's (a browser's `MediaRecorder`); this part only sends what was recorded.
 */
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

export function createDictation(options: Pick<ChatCore, 'client'>): Dictation {
  const state = createReadable<DictationState>({ available: true, transcribing: false });
  const set = (change: Partial<DictationState>) => {
    state.set({ ...state.getState(), ...change });
  };

  return {
    state,
    transcribe: async (recording) => {
      set({ transcribing: true });
      try {
        const { recordingText } = await import('./recordingText');
        const text = await recordingText(options.client, recording);
        if (text === null) set({ available: false });
        return text;
      } finally {
        set({ transcribing: false });
      }
    },
  };
}
