import { createContext, useContext, type RefObject } from 'react';
import type { ChatRuntime } from '../../chat/createChatRuntime';
import type { UikitDisplayOptions, UikitOptions } from './options';

/** What every part of one chat shares. */
export interface ChatContextValue {
  runtime: ChatRuntime;
  /** The latest options, for callbacks (read when they run). */
  latest: RefObject<UikitOptions>;
  /** Display options, stable while their content is unchanged. */
  display: UikitDisplayOptions;
  /** The composer's text field, for `focusComposer`. */
  composerInput: RefObject<HTMLTextAreaElement | null>;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

/**
 * The chat around this component (its runtime, display options and query key). Throws outside
 * `<UikitRoot>` or `<UikitChat>`.
 *
 * @example
 * // inside <UikitRoot>: the chat's runtime, for commands no other hook offers
 * const { runtime } = useChat();
 * return <button onClick={() => { runtime.showHistory(); }}>History</button>;
 */
export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (value === null)
    throw new Error('uikit-react: chat parts must be rendered inside <UikitChat> or <UikitRoot>');
  return value;
}
