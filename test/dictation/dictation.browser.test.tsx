import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../src/styles/index.css';
import { renderChat, sse } from '../support/chat';
import { jsonResponse, type RecordedRequest } from '../support/fakeFetch';

// Dictation in Chromium with its fake audio device (vitest.config.ts starts Chromium with
// --use-fake-device-for-media-stream and --use-fake-ui-for-media-stream): a real MediaRecorder
// records a real stream, and what it recorded is what goes to input.transcribe.

afterEach(() => {
  cleanup();
});

const isTranscribe = (request: RecordedRequest) =>
  (request.body as { type?: string } | null)?.type === 'input.transcribe';

describe('dictation in Chromium', () => {
  it('records the microphone, shows the time, sends the audio and puts the text in the field', async () => {
    const chat = renderChat(
      {
        conversation: (request) =>
          isTranscribe(request) ? jsonResponse(200, { text: 'what is on the menu' }) : sse(),
      },
      { composer: { dictation: { enabled: true } } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Dictate' }));
    const stop = await screen.findByRole(
      'button',
      { name: 'Stop and transcribe' },
      { timeout: 5000 },
    );
    // A second of audio: the timer shows it.
    await waitFor(
      () => {
        expect(screen.getByRole('timer')).toHaveTextContent('Listening 0:01');
      },
      { timeout: 5000 },
    );
    await userEvent.click(stop);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => {
      expect(field).toHaveValue('what is on the menu');
    });
    const sent = chat.requests.find(isTranscribe);
    const params = (sent?.body as { params: { audio_base64: string; mime_type: string } }).params;
    expect(params.mime_type).toMatch(/^audio\//);
    // About a second of Opus: more than a header's worth of bytes.
    expect(atob(params.audio_base64).length).toBeGreaterThan(1000);
    // The microphone is released: Chromium shows no recording indicator after this.
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
