import type { SessionState } from '../client/sessionManager';

/**
 * Whether the chat's session says the service can edit a sent message and answer it anew
 * (protocol section 11, `edit`): the chat offers "Edit message" only then. A ChatKit server's
 * session has no capabilities, so never.
 *
 * @example
 * const canEdit = canEditMessages(runtime.state.session.getState());
 */
export function canEditMessages(state: SessionState): boolean {
  return state.session?.capabilities?.includes('edit') === true;
}
