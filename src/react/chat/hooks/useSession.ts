import { useSyncExternalStore } from 'react';
import { useChat } from '../ChatContext';

/**
 * The chat's session and its resolved configuration. Only binds: the runtime owns the one renewal
 * timer per chat (`runtime.start()` / `dispose()`), so however many components read the session,
 * it is renewed once.
 *
 * @example
 * const { status, error } = useSession();
 * if (status === 'error') return <p role="alert">Could not connect: {String(error)}</p>;
 */
export function useSession() {
  const { runtime } = useChat();
  const { sessions } = runtime;
  const state = useSyncExternalStore(sessions.subscribe, sessions.getState, sessions.getState);

  return {
    status: state.status,
    session: state.session,
    configuration: state.session?.chatkit_configuration ?? null,
    error: state.error,
  };
}

/**
 * The session's resolved configuration (titling, uploads, history); null until the session is
 * ready.
 *
 * @example
 * const configuration = useConfiguration();
 * const canUpload = configuration?.file_upload.enabled ?? false;
 */
export function useConfiguration() {
  return useSession().configuration;
}
