import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageTime } from './MessageTime';

// A message's time reads relative or as a short date at once; its full date, a tooltip, is
// formatted only when the message is first pointed at or focused.

const createdAt = Date.UTC(2026, 10, 20, 14, 5) / 1000;

function renderInMessage() {
  render(
    <article data-testid="message">
      <p>Hello</p>
      <MessageTime createdAt={createdAt} />
    </article>,
  );
  return {
    message: screen.getByTestId('message'),
    time: screen.getByText((_, element) => element?.tagName === 'TIME'),
  };
}

describe('MessageTime', () => {
  it('gives the full date as a tooltip once the message is pointed at', () => {
    const { message, time } = renderInMessage();
    expect(time).toHaveAttribute('datetime', '2026-11-20T14:05:00.000Z');
    expect(time.textContent).not.toBe('');
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerEnter(message);
    expect(time.getAttribute('title')).toContain('2026');
  });

  it('gives it when the message takes focus from the keyboard too', () => {
    const { message, time } = renderInMessage();
    fireEvent.focusIn(message);
    expect(time.getAttribute('title')).toContain('2026');
  });

  it('shows nothing for a time that is not a number', () => {
    const { container } = render(<MessageTime createdAt={Number.NaN} />);
    expect(container.querySelector('time')).toBeNull();
  });
});

describe('MessageTime on a fresh page', () => {
  it('renders its time without text at once, and the text in the next idle moment', async () => {
    // Fresh modules: no formatter made yet on this "page" (the tests' setup warms the shared one).
    vi.resetModules();
    const { MessageTime: FreshTime } = await import('./MessageTime');
    const { timeFormattingWarm } = await import('./messageTime');
    expect(timeFormattingWarm()).toBe(false);
    render(
      <article>
        <FreshTime createdAt={createdAt} />
        <FreshTime createdAt={createdAt + 60} />
      </article>,
    );
    const times = document.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('datetime', '2026-11-20T14:05:00.000Z');
    expect(times[0]?.textContent).toBe('');
    await waitFor(() => {
      expect(times[0]?.textContent).not.toBe('');
    });
    expect(times[1]?.textContent).not.toBe('');
    expect(timeFormattingWarm()).toBe(true);
  });
});
