import { Mic, Square } from 'lucide';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLabels } from '../../context/RenderContext';
import { glyph } from '../../primitives/icons/IconSvg';
import { Spinner } from '../../primitives/Spinner';
import { useChat } from '../ChatContext';

const MicIcon = glyph(Mic);
const StopIcon = glyph(Square);

/** A recording stops by itself after this long (its audio stays well under the size sent). */
export const MAX_DICTATION_MS = 120_000;

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'recording'; readonly startedAt: number }
  | { readonly kind: 'transcribing' };

/** `m:ss` for a number of whole seconds. */
export function elapsedText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Puts `text` at the caret as typing would, so the field's own handler keeps its tags. */
function insertAtCaret(input: HTMLTextAreaElement | null, text: string): void {
  if (!input || text === '') return;
  input.focus();
  const start = input.selectionStart;
  const before = input.value.slice(0, start);
  const spaced = before === '' || /\s$/.test(before) ? text : ` ${text}`;
  input.setRangeText(spaced, start, input.selectionEnd, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Recording {
  readonly recorder: MediaRecorder;
  readonly stream: MediaStream;
  readonly chunks: Blob[];
  /** Escape or unmount: the audio is dropped, not sent. */
  discard: boolean;
}

/** Ends a recording: its audio goes on to be transcribed, or is dropped (`discard`). */
function stopRecording(current: Recording | null, discard: boolean): void {
  if (!current) return;
  current.discard = discard;
  if (current.recorder.state !== 'inactive') current.recorder.stop();
  for (const track of current.stream.getTracks()) track.stop();
}

/**
 * The composer's microphone (ChatKit's `composer.dictation`): press to record, press again (or
 * wait two minutes) to stop; the recording goes to `input.transcribe` and its text lands at the
 * caret for the user to edit. Escape while recording drops it. Beside it, how long it has
 * listened (a timer, not read out every second); a failure goes to `onFailure` for the composer
 * to show. A service that does not transcribe hides it (the runtime's `dictation` state).
 */
export function DictationButton({
  composerInput,
  disabled,
  onFailure,
}: {
  composerInput: RefObject<HTMLTextAreaElement | null>;
  disabled: boolean;
  /** A message for the user (null: clear the last one). */
  onFailure: (message: string | null) => void;
}) {
  const { runtime } = useChat();
  const labels = useLabels();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [seconds, setSeconds] = useState(0);
  const recording = useRef<Recording | null>(null);

  // Ticks while recording, and stops at the limit.
  const startedAt = phase.kind === 'recording' ? phase.startedAt : null;
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setSeconds(Math.floor(elapsed / 1000));
      if (elapsed >= MAX_DICTATION_MS) stopRecording(recording.current, false);
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, [startedAt]);

  // Leaving the chat never leaves the microphone on.
  useEffect(
    () => () => {
      stopRecording(recording.current, true);
    },
    [],
  );

  const transcribe = async (audio: Blob) => {
    setPhase({ kind: 'transcribing' });
    try {
      const text = await runtime.transcribe(audio);
      // null: the service does not transcribe, and the runtime hides the microphone.
      if (text === '') onFailure(labels.dictationFailed);
      else if (text !== null) insertAtCaret(composerInput.current, text);
    } catch {
      onFailure(labels.dictationFailed);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const start = async () => {
    onFailure(null);
    setPhase({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onFailure(labels.microphoneDenied);
      setPhase({ kind: 'idle' });
      return;
    }
    const recorder = new MediaRecorder(stream);
    const current: Recording = { recorder, stream, chunks: [], discard: false };
    recording.current = current;
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      if (recording.current === current) recording.current = null;
      if (current.discard) {
        setPhase({ kind: 'idle' });
        return;
      }
      const type =
        recorder.mimeType !== '' ? recorder.mimeType : (current.chunks[0]?.type ?? 'audio/webm');
      void transcribe(new Blob(current.chunks, { type }));
    });
    recorder.start();
    setSeconds(0);
    setPhase({ kind: 'recording', startedAt: Date.now() });
  };

  const recordingNow = phase.kind === 'recording';
  const label = recordingNow ? labels.stopDictation : labels.dictate;
  return (
    <>
      {recordingNow && (
        <span data-slot="dictation-status" role="timer">
          {labels.listening(elapsedText(seconds))}
        </span>
      )}
      {phase.kind === 'transcribing' && (
        <span data-slot="dictation-status" role="status">
          {labels.transcribing}
        </span>
      )}
      <button
        type="button"
        data-slot="dictate"
        data-state={phase.kind}
        aria-label={label}
        title={label}
        aria-pressed={recordingNow}
        disabled={disabled || phase.kind === 'starting' || phase.kind === 'transcribing'}
        onClick={() => {
          if (recordingNow) stopRecording(recording.current, false);
          else void start();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && recordingNow) {
            event.preventDefault();
            stopRecording(recording.current, true);
          }
        }}
      >
        {phase.kind === 'transcribing' ? <Spinner /> : recordingNow ? <StopIcon /> : <MicIcon />}
      </button>
    </>
  );
}
