import { useStore } from 'zustand';
import type { ChatState } from '../../../chat/createChatRuntime';
import type { ComposerState } from '../../../chat/composerStore';
import type { ThreadStoreState } from '../../../state/createThreadStore';
import type { ReceivedThreadItem } from '../../../wire/received';
import { selectItem } from '../../../state/threadState';
import { useChat } from '../ChatContext';

/** A slice of the chat's own state (open thread, history panel, last problem). */
export function useChatState<T>(selector: (state: ChatState) => T): T {
  return useStore(useChat().runtime.chat, selector);
}

/** A slice of the thread state; re-renders only when the slice changes. */
export function useThreadState<T>(selector: (state: ThreadStoreState) => T): T {
  return useStore(useChat().runtime.store, selector);
}

/** One item, by id: the per-item selector, so a token re-renders only its own item. */
export function useThreadItem(id: string): ReceivedThreadItem | undefined {
  return useThreadState((state) => selectItem(state, id));
}

export function useIsItemStreaming(id: string): boolean {
  return useThreadState((state) => Object.hasOwn(state.streaming, id));
}

export function useComposerState<T>(selector: (state: ComposerState) => T): T {
  return useStore(useChat().runtime.composer, selector);
}
