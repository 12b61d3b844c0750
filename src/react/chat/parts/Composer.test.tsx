import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat } from '../../../../test/support/chat';
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
