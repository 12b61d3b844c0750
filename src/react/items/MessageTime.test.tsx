import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageClockContext } from './messageClock';
import { MessageTime } from './MessageTime';

// A message's time on its own (a renderer outside a chat) reads relative or as a short date at
// once, with its full date as a tooltip. In a chat's thread it reads the thread's clock (see the
// chat's useMessageClock.test.tsx for the tooltip and the clock).

const createdAt = Date.UTC(2026, 10, 20, 14, 5) / 1000;

describe('MessageTime on its own', () => {
  it('gives its text, its machine-readable time and the full date as a tooltip', () => {
    const { container } = render(<MessageTime createdAt={createdAt} />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-20T14:05:00.000Z');
    expect(time?.textContent).not.toBe('');
    expect(time?.getAttribute('title')).toContain('2026');
  });

  it('shows nothing for a time that is not a number', () => {
    const { container } = render(<MessageTime createdAt={Number.NaN} />);
    expect(container.querySelector('time')).toBeNull();
  });
});

describe('MessageTime in a thread', () => {
  it('reads relative to the thread clock, and leaves its tooltip to the thread', () => {
    const now = createdAt * 1000 + 5 * 60_000;
    const { container, rerender } = render(
      <MessageClockContext.Provider value={{ now }}>
        <MessageTime createdAt={createdAt} />
      </MessageClockContext.Provider>,
    );
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-20T14:05:00.000Z');
    expect(time?.textContent).toBe('5 minutes ago');
    // The thread sets the tooltip when the message is pointed at, not each time as it renders.
    expect(time).not.toHaveAttribute('title');
    rerender(
      <MessageClockContext.Provider value={{ now: now + 60 * 60_000 }}>
        <MessageTime createdAt={createdAt} />
      </MessageClockContext.Provider>,
    );
    expect(time?.textContent).toBe('1 hour ago');
  });
});
