import { useMemo } from 'react';
import type { OutgoingMessage } from '../../../chat/createChatRuntime';
import { useChat } from '../ChatContext';
import { useThreadState } from './useChatState';

/**
 * Send, stop and retry, with the response's state. Stop is an abort; the service keeps what it
 * made.
 *
 * @example
 * const { send, stop, responding } = useSend();
 * return responding ? (
 *   <button onClick={stop}>Stop</button>
 * ) : (
 *   <button onClick={() => void send({ text: 'Hello!' })}>Say hello</button>
 * );
 */
export function useSend() {
  const { runtime } = useChat();
  const responding = useThreadState((state) => state.response.status === 'streaming');
  const allowCancel = useThreadState((state) => state.response.allowCancel);
  const error = useThreadState((state) => state.response.error);
  const actions = useMemo(
    () => ({
      send: (message?: OutgoingMessage) => runtime.sendUserMessage(message),
      stop: () => {
        runtime.stop();
      },
      retry: (itemId?: string) => runtime.retry(itemId),
    }),
    [runtime],
  );
  return { ...actions, responding, allowCancel, error };
}
