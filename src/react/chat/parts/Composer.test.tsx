import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat, sse } from '../../../../test/support/chat';
import { jsonResponse } from '../../../../test/support/fakeFetch';

describe('disclaimer', () => {
  it('renders inline markdown, links through the URL policy, and never HTML', async () => {
    renderChat(
      {},
      {
        disclaimer:
          'Answers **may be wrong**. See [our terms](https://example.com/terms) and [this](javascript:alert(1)) <img src=x onerror=alert(1)>',
      },
    );
    const disclaimer = await waitFor(() => {
      const found = document.querySelector('[data-slot="disclaimer"]');
      if (!found) throw new Error('no disclaimer');
      return found as HTMLElement;
    });
    expect(within(disclaimer).getByText('may be wrong').tagName).toBe('STRONG');
    const link = within(disclaimer).getByRole('link', { name: /our terms/ });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The unsafe link stays text; the HTML is shown as written, never parsed.
    expect(within(disclaimer).queryByRole('link', { name: /this/ })).toBeNull();
    expect(disclaimer.querySelector('img')).toBeNull();
    expect(disclaimer).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(disclaimer).not.toHaveAttribute('data-contrast');
  });

  it('takes ChatKit’s object form with highContrast', async () => {
    renderChat({}, { disclaimer: { text: 'Checked by *people*.', highContrast: true } });
    await waitFor(() => {
      expect(document.querySelector('[data-slot="disclaimer"]')).toHaveAttribute(
        'data-contrast',
        'high',
      );
    });
    expect(screen.getByText('people').tagName).toBe('EM');
  });
});

describe('start screen', () => {
  it('greets with the default greeting when none is configured, and none when it is empty', () => {
    const chat = renderChat({}, {});
    const start = screen.getByRole('region', { name: 'New chat' });
    expect(within(start).getByText('What can I help with today?')).toBeInTheDocument();
    chat.rerenderWith({ startScreen: { greeting: '' } });
    expect(within(start).queryByText('What can I help with today?')).toBeNull();
  });
});

describe('attachment thumbnails', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    created.length = 0;
    revoked.length = 0;
  });

  it('shows the user’s own image before it is sent, and lets its URL go with the chip', async () => {
    // jsdom has no object URLs: count what the chip makes and lets go.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => {
          const url = `blob:test/${String(created.length)}`;
          created.push(url);
          return url;
        },
        revokeObjectURL: (url: string) => {
          revoked.push(url);
        },
      }),
    );
    const user = userEvent.setup();
    renderChat({
      session: {
        chatkit_configuration: {
          automatic_thread_titling: { enabled: true },
          file_upload: { enabled: true, max_file_size: 1, max_files: 3 },
          history: { enabled: true, recent_threads: null },
        },
      },
      route: (request) =>
        request.url.pathname === '/v1/uikit/files'
          ? jsonResponse(200, {
              id: 'file_1',
              object: 'uikit.attachment',
              type: 'image',
              name: 'cat.png',
              mime_type: 'image/png',
              bytes: 4,
              created_at: 1,
              preview_url: null,
            })
          : undefined,
    });
    const attach = await screen.findByRole('button', { name: 'Attach files' });
    const input = attach.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['png!'], 'cat.png', { type: 'image/png' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    ]);
    const chips = await screen.findByRole('list', { name: 'Attachments' });
    const [image, svg] = within(chips).getAllByRole('listitem');
    const thumbnail = image?.querySelector('img[data-slot="attachment-thumbnail"]');
    expect(thumbnail).toHaveAttribute('src', 'blob:test/0');
    expect(thumbnail).toHaveAttribute('alt', '');
    // SVG is a document, not a picture: an icon, never a thumbnail.
    expect(svg?.querySelector('img')).toBeNull();
    expect(created).toEqual(['blob:test/0']);
    await user.click(within(chips).getByRole('button', { name: /cat\.png/ }));
    await waitFor(() => {
      expect(revoked).toEqual(['blob:test/0']);
    });
  });
});

describe('dictation', () => {
  /** A recorder that hands over `audio` when stopped, as a browser's does. */
  class FakeRecorder extends EventTarget {
    static last: FakeRecorder | null = null;
    state: 'inactive' | 'recording' = 'inactive';
    mimeType = 'audio/webm;codecs=opus';
    constructor(readonly stream: MediaStream) {
      super();
      FakeRecorder.last = this;
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      const data = Object.assign(new Event('dataavailable'), {
        data: new Blob(['spoken'], { type: this.mimeType }),
      });
      this.dispatchEvent(data);
      this.dispatchEvent(new Event('stop'));
    }
  }
  const trackStopped = vi.fn();
  const stream = { getTracks: () => [{ stop: trackStopped }] } as unknown as MediaStream;

  function withMicrophone(
    getUserMedia: () => Promise<MediaStream> = () => Promise.resolve(stream),
  ) {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(getUserMedia) },
    });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    trackStopped.mockClear();
    FakeRecorder.last = null;
  });

  const transcribing = (answer: () => Response) => ({
    conversation: (request: { body: unknown }) =>
      (request.body as { type: string }).type === 'input.transcribe' ? answer() : sse(),
  });

  it('is off unless the host turns it on', () => {
    withMicrophone();
    renderChat({}, {});
    expect(screen.queryByRole('button', { name: 'Dictate' })).toBeNull();
  });

  it('records, shows how long it listens, and puts the text at the caret for the user to edit', async () => {
    withMicrophone();
    const user = userEvent.setup();
    const chat = renderChat(
      transcribing(() => jsonResponse(200, { text: 'a table for two' })),
      { composer: { dictation: { enabled: true } } },
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Book');
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    const stopButton = await screen.findByRole('button', { name: 'Stop and transcribe' });
    expect(stopButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent('Listening 0:00');
    await user.click(stopButton);
    await waitFor(() => {
      expect(field).toHaveValue('Book a table for two');
    });
    expect(trackStopped).toHaveBeenCalled();
    const sent = chat.requests.find(
      (request) => (request.body as { type?: string } | null)?.type === 'input.transcribe',
    );
    expect(sent?.body).toEqual({
      type: 'input.transcribe',
      params: { audio_base64: btoa('spoken'), mime_type: 'audio/webm;codecs=opus' },
    });
    // Nothing was sent as a message: the user edits the text first.
    expect(
      chat.requests.some(
        (request) => (request.body as { type?: string } | null)?.type === 'threads.create',
      ),
    ).toBe(false);
    // The text is for the user to edit: the caret is after it.
    expect(field).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Dictate' })).toBeEnabled();
  });

  it('drops the recording on Escape, sending nothing', async () => {
    withMicrophone();
    const user = userEvent.setup();
    const chat = renderChat(
      transcribing(() => jsonResponse(200, { text: 'never' })),
      {
        composer: { dictation: { enabled: true } },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    await screen.findByRole('button', { name: 'Stop and transcribe' });
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Dictate' });
    expect(trackStopped).toHaveBeenCalled();
    expect(
      chat.requests.some(
        (request) => (request.body as { type?: string } | null)?.type === 'input.transcribe',
      ),
    ).toBe(false);
  });

  it('hides the microphone once the service answers that it does not transcribe', async () => {
    withMicrophone();
    const user = userEvent.setup();
    renderChat(
      transcribing(() =>
        jsonResponse(400, {
          error: { type: 'invalid_request_error', message: 'not here', code: null, param: null },
        }),
      ),
      { composer: { dictation: { enabled: true } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    await user.click(await screen.findByRole('button', { name: 'Stop and transcribe' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /Dictate|Stop and transcribe/ })).toBeNull();
    });
  });

  it('says why when the microphone is refused', async () => {
    withMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const user = userEvent.setup();
    renderChat({}, { composer: { dictation: { enabled: true } } });
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/microphone is not available/);
  });

  it('says so when the recording could not be turned into text, and stays offered', async () => {
    withMicrophone();
    const user = userEvent.setup();
    renderChat(
      transcribing(() =>
        jsonResponse(503, {
          error: { type: 'server_error', message: 'busy', code: null, param: null },
        }),
      ),
      { composer: { dictation: { enabled: true } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    await user.click(await screen.findByRole('button', { name: 'Stop and transcribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be turned into text/);
    expect(await screen.findByRole('button', { name: 'Dictate' })).toBeEnabled();
  });
});
