import { useEffect, useSyncExternalStore } from 'react';
import { useChat } from '../ChatContext';

/** Refresh this long before `expires_at` (the runtime also refreshes lazily and on 401). */
const REFRESH_BEFORE_MS = 30_000;

/**
 * The chat's session and its resolved configuration. While mounted, it renews the session shortly
 * before it expires, so an open chat never meets an expired secret.
 */
export function useSession() {
  const { runtime } = useChat();
  const { sessions } = runtime;
  const state = useSyncExternalStore(sessions.subscribe, sessions.getState, sessions.getState);
  const expiresAt = state.session?.expires_at ?? null;

  useEffect(() => {
    if (expiresAt === null) return;
    const life = expiresAt * 1000 - Date.now();
    const delay = Math.max(1000, Math.min(life - REFRESH_BEFORE_MS, life / 2));
    const timer = setTimeout(() => {
      sessions.get().catch(() => undefined);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [sessions, expiresAt]);

  return {
    status: state.status,
    session: state.session,
    configuration: state.session?.chatkit_configuration ?? null,
    error: state.error,
  };
}

export function useConfiguration() {
  return useSession().configuration;
}
