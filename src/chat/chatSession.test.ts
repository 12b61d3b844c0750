import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { createSessionManager } from '../client/sessionManager';
import { createChatEvents } from './chatEvents';
import { createChatSession, renewalDelay, RENEW_BEFORE_MS } from './chatSession';
import { createChatState } from './chatState';

afterEach(() => {
  vi.useRealTimers();
});

/** A session route minting `cksess_1`, `cksess_2`, … each living `lifeSeconds`. */
function sessionWith(lifeSeconds = 120, getSession?: () => Promise<unknown>) {
  let minted = 0;
  const route = vi.fn(
    getSession ??
      (() => {
        minted += 1;
        return Promise.resolve(
          sessionFixture({
            id: `cksess_${String(minted)}`,
            expires_at: Math.floor(Date.now() / 1000) + lifeSeconds,
          }),
        );
      }),
  );
  const sessions = createSessionManager({ getSession: route });
  const events = createChatEvents();
  const state = createChatState({ events, threadId: null, reopening: false });
  const uploads = { resetSession: vi.fn() };
  const session = createChatSession({ sessions, events, problems: state, uploads });
  return { route, sessions, events, state, uploads, session };
}

describe('when the session is renewed', () => {
  it('is 30 s before it expires, at half-life for a short one, and never within a second', () => {
    const now = 1_000_000_000;
    expect(renewalDelay(now / 1000 + 600, now)).toBe(600_000 - RENEW_BEFORE_MS);
    expect(renewalDelay(now / 1000 + 20, now)).toBe(10_000);
    expect(renewalDelay(now / 1000, now)).toBe(1000);
  });
});

describe('the chat’s session', () => {
  it('renews before each expiry with one timer, however often it is started, until stopped', async () => {
    vi.useFakeTimers();
    const { route, session, sessions } = sessionWith(120);
    session.keepRenewed();
    session.keepRenewed();
    await session.connect(() => Promise.resolve());
    expect(route).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(89_000);
    expect(route).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(route).toHaveBeenCalledTimes(2);
    expect(sessions.getState().session?.id).toBe('cksess_2');
    // The renewed session is followed: its own expiry is scheduled in turn.
    await vi.advanceTimersByTimeAsync(91_000);
    expect(route).toHaveBeenCalledTimes(3);

    session.stopRenewing();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(route).toHaveBeenCalledTimes(3);
  });

  it('is ready with the session, then does what waits for it', async () => {
    const { session, events } = sessionWith();
    const seen: string[] = [];
    events.on('ready', ({ sessionId }) => seen.push(`ready:${sessionId}`));
    await session.connect((current) => {
      seen.push(`then:${current.id}`);
      return Promise.resolve();
    });
    expect(seen).toEqual(['ready:cksess_1', 'then:cksess_1']);
  });

  it('shows a failing route, or a failure of what waited for it, as the session’s problem', async () => {
    const failing = sessionWith(120, () => Promise.reject(new Error('route down')));
    const errors = vi.fn();
    failing.events.on('error', errors);
    const then = vi.fn(() => Promise.resolve());
    await failing.session.connect(then);
    expect(then).not.toHaveBeenCalled();
    expect(failing.state.chat.getState().problem).toMatchObject({
      during: 'session',
      error: { message: 'route down' },
    });
    expect(errors).toHaveBeenCalledTimes(1);

    const { session, state } = sessionWith();
    await session.connect(() => Promise.reject(new Error('reopen failed')));
    expect(state.chat.getState().problem).toMatchObject({
      during: 'session',
      error: { message: 'reopen failed' },
    });
  });

  it('starts over with a fresh session: the problem cleared, uploads counted anew', async () => {
    const { session, state, uploads, sessions, route } = sessionWith();
    await session.connect(() => Promise.resolve());
    state.report({ during: 'send', error: new Error('expired') });
    await session.restart();
    expect(route).toHaveBeenCalledTimes(2);
    expect(sessions.getState().session?.id).toBe('cksess_2');
    expect(state.chat.getState().problem).toBeNull();
    expect(uploads.resetSession).toHaveBeenCalledTimes(1);
  });

  it('shows a restart the route refuses as the session’s problem', async () => {
    const { session, state } = sessionWith(120, () => Promise.reject(new Error('signed out')));
    await session.restart();
    expect(state.chat.getState().problem).toMatchObject({
      during: 'session',
      error: { message: 'signed out' },
    });
  });
});
