import type { HistoryAccess } from '../../../chat/threadHistory';
import { useChat } from '../ChatContext';
import { useRuntimeState } from './useChatState';

const allowed = (access: HistoryAccess) => access.enabled;

/**
 * Whether the chat shows history (the session's configuration and the host's options allow it),
 * without listing the threads: for the parts that only show or hide themselves by it (the header's
 * toggle, the panel's place), so that a chat whose panel is closed fetches no list.
 */
export function useHistoryEnabled(): boolean {
  const { runtime, display } = useChat();
  return useRuntimeState(runtime.history.access, allowed) && display.history?.enabled !== false;
}
