import type { SessionState } from '../../../client/sessionManager';
import { useChat } from '../ChatContext';
import { useRuntimeState } from './useChatState';

const whole = (state: SessionState) => state;

/**
 * The chat's session and its resolved configuration. Only binds: the runtime owns the one renewal
 * timer per chat (`runtime.start()` / `dispose()`), so however many components read the session,
 * it is renewed once.
 *
 * @example
 * const { status, configuration } = useSession();
 */
export function useSession() {
  const state = useRuntimeState(useChat().runtime.state.session, whole);
  return {
    status: state.status,
    session: state.session,
    configuration: state.session?.chatkit_configuration ?? null,
    error: state.error,
  };
}

/**
 * The session's resolved configuration (null until there is a session).
 *
 * @example
 * const configuration = useConfiguration();
 * const uploads = configuration?.file_upload.enabled === true;
 */
export function useConfiguration() {
  return useSession().configuration;
}
