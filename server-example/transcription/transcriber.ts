import { UikitApiError } from '../../src/wire';
import { invalidRequest, tooLarge, upstreamError } from '../api/errors';
import type { Recording } from './audio';

// `input.transcribe` (protocol section 12) forwarded to an OpenAI-compatible transcription endpoint
// (`POST /v1/audio/transcriptions`: multipart with `file` and `model`, answering `{text}`). The
// server never makes text up: without an endpoint it answers 400 and the kit hides dictation.

/** Where recordings go (`UIKIT_TRANSCRIBE_URL`, `UIKIT_TRANSCRIBE_KEY`, `UIKIT_TRANSCRIBE_MODEL`). */
export interface TranscriptionSettings {
  /** The endpoint itself, e.g. `https://api.openai.com/v1/audio/transcriptions`. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set; never logged, never answered. */
  apiKey: string | null;
  model: string;
}

/** The model asked for when `UIKIT_TRANSCRIBE_MODEL` is not set: the one every such server has. */
export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';
/** How long the endpoint may take; a minute of speech takes a few seconds. */
export const TRANSCRIBE_TIMEOUT_MS = 60_000;
/** The endpoint's answer is read up to this size. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export type TranscriptionResult =
  | { ok: true; text: string }
  /** `detail` is for the log line (the endpoint's status, what failed), never for the client. */
  | { ok: false; error: UikitApiError; detail: string };

/** Turns a recording into text, or says why it could not. */
export type Transcriber = (
  recording: Recording,
  signal: AbortSignal,
) => Promise<TranscriptionResult>;

export interface HttpTranscriberOptions {
  timeoutMs?: number;
  /** Default: the global `fetch`. */
  fetch?: typeof fetch;
}

/** A {@link Transcriber} that posts recordings to an OpenAI-compatible endpoint. */
export function createHttpTranscriber(
  settings: TranscriptionSettings,
  options: HttpTranscriberOptions = {},
): Transcriber {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TRANSCRIBE_TIMEOUT_MS;
  return async (recording, signal) => {
    const form = new FormData();
    // The bare type: the endpoint tells the format from the file name, and some servers refuse
    // parameters (`;codecs=opus`) in a part's type.
    const type = recording.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
    form.set('file', new Blob([recording.bytes], { type }), `recording.${recording.extension}`);
    form.set('model', settings.model);
    form.set('response_format', 'json');
    const timeout = AbortSignal.timeout(timeoutMs);
    let reached = false;
    try {
      const response = await send(settings.url, {
        method: 'POST',
        body: form,
        headers: settings.apiKey === null ? {} : { authorization: `Bearer ${settings.apiKey}` },
        // The endpoint is configured as itself: a redirect would carry the key somewhere else.
        redirect: 'error',
        signal: AbortSignal.any([signal, timeout]),
      });
      reached = true;
      return await readAnswer(response, recording);
    } catch (error) {
      // The timeout covers the answer's body too: a service that trickles it is cut off as well.
      if (timeout.aborted)
        return failure(
          upstreamError(
            504,
            'transcription_timeout',
            `The transcription service did not answer within ${Math.round(timeoutMs / 1000)} s; try again`,
          ),
          'transcription endpoint timed out',
        );
      if (signal.aborted)
        return failure(
          invalidRequest('request_aborted', 'The request was aborted'),
          'the client went away',
        );
      return failure(
        upstreamError(
          502,
          'transcription_failed',
          reached
            ? 'The transcription service broke off its answer; try again'
            : 'The transcription service could not be reached; try again',
        ),
        `transcription endpoint ${reached ? 'broke off' : 'unreachable'}: ${causeOf(error)}`,
      );
    }
  };
}

async function readAnswer(response: Response, recording: Recording): Promise<TranscriptionResult> {
  const status = response.status;
  const detail = `transcription endpoint answered ${status}`;
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    // 422, not 400: the request was well formed, and the kit hides dictation for good after a
    // 400 (protocol section 12); another recording may well work.
    if (status === 400 || status === 415 || status === 422)
      return failure(
        new UikitApiError({
          status: 422,
          type: 'invalid_request_error',
          code: 'unreadable_audio',
          param: 'params.audio_base64',
          message: `The transcription service could not read this recording (${recording.mimeType}); try recording again`,
        }),
        detail,
      );
    if (status === 413)
      return failure(
        tooLarge(
          'audio_too_large',
          'The transcription service refused this recording as too large',
          'params.audio_base64',
        ),
        detail,
      );
    if (status === 429 || status === 503)
      return failure(
        upstreamError(
          503,
          'transcription_unavailable',
          'The transcription service is busy; try again shortly',
        ),
        detail,
      );
    if (status === 401 || status === 403)
      return failure(
        upstreamError(
          502,
          'transcription_failed',
          "The transcription service refused this server's credentials",
        ),
        detail,
      );
    return failure(
      upstreamError(502, 'transcription_failed', 'The transcription service failed; try again'),
      detail,
    );
  }
  const unreadable = (why: string) =>
    failure(
      upstreamError(
        502,
        'transcription_failed',
        'The transcription service answered something this server cannot read',
      ),
      `${detail}, ${why}`,
    );
  const bytes = await readUpTo(response, MAX_ANSWER_BYTES);
  if (bytes === null) return unreadable(`more than ${MAX_ANSWER_BYTES} bytes`);
  let answer: unknown;
  try {
    answer = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return unreadable('not JSON');
  }
  const text =
    typeof answer === 'object' && answer !== null && 'text' in answer ? answer.text : undefined;
  if (typeof text !== 'string') return unreadable('no text');
  return { ok: true, text: text.trim() };
}

/** The answer's body, or null (and the rest left unread) past `maxBytes`. */
async function readUpTo(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function failure(error: UikitApiError, detail: string): TranscriptionResult {
  return { ok: false, error, detail };
}

/**
 * What failed, in a few words and without a stack: the system's code (`ECONNREFUSED`), or what
 * fetch said (`unexpected redirect`).
 */
function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message.slice(0, 100) || cause.name : 'unknown';
}
