import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageClockContext } from '../../items/messageClock';
import { MessageTime } from '../../items/MessageTime';
import { CLOCK_REFRESH_MS, useMessageClock } from './useMessageClock';

// The times of a thread read one clock, held by the thread: the tooltip of a message's time is
// set when the message is first pointed at or focused, and the clock is read again as the thread
// is used and as rows come.

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 20, 14, 5);

function Thread({ times }: { times: readonly number[] }) {
  const { clock, handlers } = useMessageClock(times.length, 'en');
  return (
    <div data-testid="log" {...handlers}>
      <MessageClockContext.Provider value={clock}>
        {times.map((time) => (
          <article key={time} data-testid={`message-${String(time)}`}>
            <p>Hello</p>
            <a href="#x">a link</a>
            <MessageTime createdAt={time / 1000} />
          </article>
        ))}
      </MessageClockContext.Provider>
    </div>
  );
}

const timeOf = (container: HTMLElement, index: number) =>
  container.querySelectorAll('time')[index] as HTMLTimeElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useMessageClock', () => {
  it('sets the full date as a tooltip once a message is pointed at, and only that one', () => {
    vi.spyOn(Date, 'now').mockReturnValue(start + 2 * MINUTE);
    const { container, getByTestId } = render(<Thread times={[start - MINUTE, start]} />);
    expect(timeOf(container, 0)).not.toHaveAttribute('title');
    fireEvent.pointerOver(getByTestId(`message-${String(start)}`).querySelector('p') as Element);
    expect(timeOf(container, 1).getAttribute('title')).toContain('2026');
    expect(timeOf(container, 0)).not.toHaveAttribute('title');
  });

  it('sets it when the keyboard focuses something in the message', () => {
    vi.spyOn(Date, 'now').mockReturnValue(start + 2 * MINUTE);
    const { container, getByTestId } = render(<Thread times={[start]} />);
    fireEvent.focus(getByTestId(`message-${String(start)}`).querySelector('a') as Element);
    expect(timeOf(container, 0).getAttribute('title')).toContain('2026');
  });

  it('reads the clock again when a message is pointed at after a while, not before', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(start + 2 * MINUTE);
    const { container, getByTestId } = render(<Thread times={[start]} />);
    const message = getByTestId(`message-${String(start)}`);
    expect(timeOf(container, 0).textContent).toBe('2 minutes ago');
    now.mockReturnValue(start + 2 * MINUTE + CLOCK_REFRESH_MS - 1);
    fireEvent.pointerOver(message);
    expect(timeOf(container, 0).textContent).toBe('2 minutes ago');
    now.mockReturnValue(start + 7 * MINUTE);
    fireEvent.pointerOver(message);
    expect(timeOf(container, 0).textContent).toBe('7 minutes ago');
  });

  it('reads it again as rows come: a new message reads "now" however long the thread sat', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(start + MINUTE);
    const { container, rerender } = render(<Thread times={[start]} />);
    now.mockReturnValue(start + 3 * 60 * MINUTE);
    rerender(<Thread times={[start, start + 3 * 60 * MINUTE]} />);
    expect(timeOf(container, 1).textContent).toBe('now');
    expect(timeOf(container, 0).textContent).toBe('3 hours ago');
  });

  it('ignores pointing outside a message, and a message outside the thread', () => {
    vi.spyOn(Date, 'now').mockReturnValue(start + MINUTE);
    const { container, getByTestId } = render(
      <article>
        <Thread times={[start]} />
      </article>,
    );
    expect(() => fireEvent.pointerOver(getByTestId('log'))).not.toThrow();
    expect(timeOf(container, 0)).not.toHaveAttribute('title');
  });
});

describe('a thread on a fresh page', () => {
  it('renders times without text at once, and all their text once the formatter is made', async () => {
    // Fresh modules: no formatter made yet on this "page" (the tests' setup warms the shared one).
    vi.resetModules();
    const fresh = {
      clock: await import('./useMessageClock'),
      context: await import('../../items/messageClock'),
      time: await import('../../items/MessageTime'),
      format: await import('../../items/messageTime'),
    };
    expect(fresh.format.timeFormattingWarm()).toBe(false);
    function FreshThread({ count }: { count: number }) {
      const { clock } = fresh.clock.useMessageClock(count, undefined);
      return (
        <fresh.context.MessageClockContext.Provider value={clock}>
          {Array.from({ length: count }, (_, index) => (
            <fresh.time.MessageTime key={index} createdAt={start / 1000 + 60 * index} />
          ))}
        </fresh.context.MessageClockContext.Provider>
      );
    }
    const { container, rerender } = render(<FreshThread count={3} />);
    expect(timeOf(container, 0)).toHaveAttribute('datetime', '2026-11-20T14:05:00.000Z');
    expect(timeOf(container, 0).textContent).toBe('');
    // One gone before the formatter is made: the others still get their text.
    rerender(<FreshThread count={2} />);
    await waitFor(() => {
      expect(timeOf(container, 0).textContent).not.toBe('');
    });
    expect(timeOf(container, 1).textContent).not.toBe('');
    expect(fresh.format.timeFormattingWarm()).toBe(true);
    // Rendered again, a time writes the same text React now knows.
    const label = timeOf(container, 1).textContent;
    rerender(<FreshThread count={2} />);
    expect(timeOf(container, 1).textContent).toBe(label);
  });
});
