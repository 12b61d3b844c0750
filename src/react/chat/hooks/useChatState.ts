import { useSyncExternalStore } from 'react';
import type { ChatState } from '../../../chat/createChatRuntime';
import type { ComposerState } from '../../../chat/composerStore';
import type { Readable } from '../../../chat/readable';
import type { ReceivedThreadItem } from '../../../wire/received';
import { selectItem, type ThreadState } from '../../../state/threadState';
import { useChat } from '../ChatContext';

/**
 * Binds to one part of the runtime's state: re-renders only when the selected slice changes. The
 * selector must return the same value for the same state (a field, not a new object).
 */
export function useRuntimeState<S, T>(part: Readable<S>, selector: (state: S) => T): T {
  const read = () => selector(part.getState());
  return useSyncExternalStore(part.subscribe, read, read);
}

/**
 * A slice of the chat's own state (open thread, history panel, last problem).
 *
 * @example
 * const historyOpen = useChatState((state) => state.historyOpen);
 */
export function useChatState<T>(selector: (state: ChatState) => T): T {
  return useRuntimeState(useChat().runtime.state.chat, selector);
}

/**
 * A slice of the thread state; re-renders only when the slice changes.
 *
 * @example
 * const responding = useThreadState((state) => state.response.status === 'streaming');
 */
export function useThreadState<T>(selector: (state: ThreadState) => T): T {
  return useRuntimeState(useChat().runtime.state.thread, selector);
}

/**
 * One item, by id: the per-item selector, so a token re-renders only its own item.
 *
 * @example
 * const item = useThreadItem(id);
 * return item?.type === 'uikit.user_message' ? <p>{item.id}</p> : null;
 */
export function useThreadItem(id: string): ReceivedThreadItem | undefined {
  return useThreadState((state) => selectItem(state, id));
}

/**
 * Whether an item is still streaming (added, not yet done).
 *
 * @example
 * const streaming = useIsItemStreaming(id);
 * return <article aria-busy={streaming}>…</article>;
 */
export function useIsItemStreaming(id: string): boolean {
  return useThreadState((state) => Object.hasOwn(state.streaming, id));
}

/**
 * A slice of the composer's state (draft, attachments, tool, model).
 *
 * @example
 * const draft = useComposerState((state) => state.text);
 */
export function useComposerState<T>(selector: (state: ComposerState) => T): T {
  return useRuntimeState(useChat().runtime.state.composer, selector);
}
