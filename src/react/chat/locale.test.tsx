import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat } from '../../../test/support/chat';
import { RenderProvider, useLabels } from '../context/RenderContext';

function Send() {
  const labels = useLabels();
  return (
    <button type="button">
      {labels.send} · {labels.tooManyFiles(3)}
    </button>
  );
}

const root = (container: HTMLElement) => container.querySelector('[data-slot="root"]');

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the locale option', () => {
  it('shows English at once and the locale’s labels when its catalogue arrives', async () => {
    render(
      <RenderProvider locale="de">
        <Send />
      </RenderProvider>,
    );
    // Never a blank: English until the German chunk is here.
    expect(screen.getByRole('button')).toHaveTextContent('Send · You can attach at most 3 files');
    await waitFor(() => {
      expect(screen.getByRole('button')).toHaveTextContent(
        'Senden · In diesem Chat können höchstens 3 Dateien angehängt werden.',
      );
    });
  });

  it('renders a locale already loaded at once, in a second chat', async () => {
    const first = render(
      <RenderProvider locale="ja">
        <Send />
      </RenderProvider>,
    );
    await screen.findByText(/送信/);
    first.unmount();
    render(
      <RenderProvider locale="ja-JP">
        <Send />
      </RenderProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('送信');
  });

  it('lets `labels` override any key over the locale’s', async () => {
    render(
      <RenderProvider locale="de-DE" labels={{ send: 'Abschicken' }}>
        <Send />
      </RenderProvider>,
    );
    // Over English until the catalogue is here, over German after.
    expect(screen.getByRole('button')).toHaveTextContent(/^Abschicken · /);
    await waitFor(() => {
      expect(screen.getByRole('button')).toHaveTextContent('Abschicken · In diesem Chat');
    });
  });

  it('stays English for a locale without a catalogue', async () => {
    render(
      <RenderProvider locale="eo">
        <Send />
      </RenderProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button')).toHaveTextContent('Send');
  });

  it('follows the browser’s languages when no locale is given', async () => {
    setBrowserLanguages(['eo', 'de-AT', 'en']);
    const { container } = renderChat();
    expect(root(container)).toHaveAttribute('lang', 'de-AT');
    expect(await screen.findByRole('button', { name: 'Neuer Chat' })).toBeInTheDocument();
  });

  it('sends the locale as Accept-Language, on every request', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderChat({}, { locale: 'ja-JP' });
    await screen.findByRole('button', { name: '新しいチャット' });
    // Opening the history lists the threads.
    const toggle = container.querySelector('[data-slot="history-toggle"]');
    if (toggle === null) throw new Error('no history toggle');
    await user.click(toggle);
    await waitFor(() => {
      expect(requests.length).toBeGreaterThan(0);
    });
    for (const request of requests) expect(request.headers.get('accept-language')).toBe('ja-JP');
  });
});

describe('direction', () => {
  it('is right to left for Arabic, with Arabic labels', async () => {
    const { container } = renderChat({}, { locale: 'ar' });
    expect(root(container)).toHaveAttribute('dir', 'rtl');
    expect(root(container)).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('button', { name: 'دردشة جديدة' })).toBeInTheDocument();
  });

  it('is the page’s for a left-to-right locale, and an explicit dir wins', () => {
    const german = renderChat({}, { locale: 'de' });
    expect(root(german.container)).not.toHaveAttribute('dir');
    german.unmount();
    const arabic = renderChat({}, { locale: 'ar-EG', dir: 'ltr' });
    expect(root(arabic.container)).toHaveAttribute('dir', 'ltr');
    arabic.rerenderWith({ dir: 'rtl', locale: 'de' });
    expect(root(arabic.container)).toHaveAttribute('dir', 'rtl');
  });
});
