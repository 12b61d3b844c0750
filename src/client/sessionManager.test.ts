import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { UikitParseError } from '../wire/errors';
import { createSessionManager } from './sessionManager';

describe('createSessionManager', () => {
  it('fetches once and shares the session between concurrent callers', async () => {
    const getSession = vi.fn(() => Promise.resolve(sessionFixture({ expires_at: 10_000 })));
    const manager = createSessionManager({ getSession, now: () => 0 });
    const [a, b] = await Promise.all([
      manager.get(),
      manager.getClientSecret({ expiredSecret: null }),
    ]);
    expect(a.client_secret).toBe('cs_1');
    expect(b).toBe('cs_1');
    await manager.get();
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(manager.getState().status).toBe('ready');
  });

  it('refreshes shortly before expires_at, passing the current session', async () => {
    let now = 0;
    const getSession = vi
      .fn()
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_a', expires_at: 600 }))
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_b', expires_at: 1200 }));
    const manager = createSessionManager({ getSession, now: () => now, refreshMarginMs: 30_000 });
    expect((await manager.get()).client_secret).toBe('cs_a');
    now = 569_000;
    expect((await manager.get()).client_secret).toBe('cs_a');
    now = 571_000;
    expect((await manager.get()).client_secret).toBe('cs_b');
    expect(getSession).toHaveBeenLastCalledWith(expect.objectContaining({ client_secret: 'cs_a' }));
  });

  it('refreshes a short session at half its life', async () => {
    let now = 0;
    const getSession = vi
      .fn()
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_a', expires_at: 4 }))
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_b', expires_at: 8 }));
    const manager = createSessionManager({ getSession, now: () => now });
    await manager.get();
    now = 1900;
    expect((await manager.get()).client_secret).toBe('cs_a');
    now = 2100;
    expect((await manager.get()).client_secret).toBe('cs_b');
  });

  it('gets a fresh secret when the service said the current one expired, once for many callers', async () => {
    const getSession = vi
      .fn()
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_a', expires_at: 10_000 }))
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_b', expires_at: 10_000 }));
    const manager = createSessionManager({ getSession, now: () => 0 });
    await manager.get();
    const secrets = await Promise.all([
      manager.getClientSecret({ expiredSecret: 'cs_a' }),
      manager.getClientSecret({ expiredSecret: 'cs_a' }),
    ]);
    expect(secrets).toEqual(['cs_b', 'cs_b']);
    // A stale rejection of an older secret does not mint yet another session.
    expect(await manager.getClientSecret({ expiredSecret: 'cs_a' })).toBe('cs_b');
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('surfaces a bad session body and a failing route as errors, then recovers', async () => {
    const listener = vi.fn();
    const getSession = vi
      .fn()
      .mockResolvedValueOnce({ nope: true })
      .mockRejectedValueOnce(new Error('route down'))
      .mockResolvedValueOnce(sessionFixture({ expires_at: 10_000 }));
    const manager = createSessionManager({ getSession, now: () => 0 });
    manager.subscribe(listener);
    await expect(manager.get()).rejects.toBeInstanceOf(UikitParseError);
    await expect(manager.get()).rejects.toThrow('route down');
    expect(manager.getState()).toMatchObject({ status: 'error' });
    await expect(manager.get()).resolves.toMatchObject({ client_secret: 'cs_1' });
    expect(listener.mock.calls.map(([state]) => (state as { status: string }).status)).toEqual([
      'loading', 'error', 'loading', 'error', 'loading', 'ready',
    ]); // prettier-ignore
  });

  it('treats a cancelled or expired session as stale', async () => {
    const getSession = vi
      .fn()
      .mockResolvedValueOnce(sessionFixture({ status: 'cancelled', expires_at: 10_000 }))
      .mockResolvedValueOnce(sessionFixture({ client_secret: 'cs_b', expires_at: 10_000 }));
    const manager = createSessionManager({ getSession, now: () => 0 });
    await manager.get();
    expect((await manager.get()).client_secret).toBe('cs_b');
  });
});
