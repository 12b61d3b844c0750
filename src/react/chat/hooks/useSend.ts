import { useMemo } from 'react';
import type { OutgoingMessage } from '../../../chat/createChatRuntime';
import { useChat } from '../ChatContext';
import { useChatState, useThreadState } from './useChatState';

/**
 * Send, stop and retry, with the response's state. Stop asks the service to stop where it can
 * (protocol section 11, `stop`), else aborts; the service keeps what it made. `reconnecting`: the
 * answer's stream dropped and is being resumed.
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
  const graceOver = useChatState((state) => state.stopGraceOver);
  // The answer's stream dropped and is being resumed: say so quietly, it is not an error.
  const reconnecting = useChatState((state) => state.reconnecting);
  // The service said whether it can be stopped; one that has not, after a moment, can be anyway.
  const canStop = allowCancel === true || (responding && allowCancel === null && graceOver);
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
  return { ...actions, responding, allowCancel, canStop, error, reconnecting };
}
