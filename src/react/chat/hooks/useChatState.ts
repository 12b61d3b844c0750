import { useStore } from 'zustand';
import type { ChatState } from '../../../chat/createChatRuntime';
import type { ComposerState } from '../../../chat/composerStore';
import type { ThreadStoreState } from '../../../state/createThreadStore';
import type { ReceivedThreadItem } from '../../../wire/received';
import { selectItem } from '../../../state/threadState';
import { useChat } from '../ChatContext';

/**
 * A slice of the chat's own state (open thread, history panel, last problem).
 *
 * @example
 * const historyOpen = useChatState((state) => state.historyOpen);
 */
export function useChatState<T>(selector: (state: ChatState) => T): T {
  return useStore(useChat().runtime.chat, selector);
}

/**
 * A slice of the thread state; re-renders only when the slice changes.
 *
 * @example
 * const count = useThreadState((state) => state.items.length);
 * return <span>{count} messages</span>;
 */
export function useThreadState<T>(selector: (state: ThreadStoreState) => T): T {
  return useStore(useChat().runtime.store, selector);
}

/**
 * One item, by id: the per-item selector, so a token re-renders only its own item.
 *
 * @example
 * const item = useThreadItem(itemId);
 * return item ? <ThreadItemView item={item} /> : null;
 */
export function useThreadItem(id: string): ReceivedThreadItem | undefined {
  return useThreadState((state) => selectItem(state, id));
}

/**
 * Whether an item is still streaming (added, not yet done); re-renders only when that changes.
 *
 * @example
 * const streaming = useIsItemStreaming(itemId);
 * return <div aria-busy={streaming}>…</div>;
 */
export function useIsItemStreaming(id: string): boolean {
  return useThreadState((state) => Object.hasOwn(state.streaming, id));
}

/**
 * A slice of the composer's state (draft text, attachments, picked tool and model).
 *
 * @example
 * const draft = useComposerState((state) => state.text);
 * return <span>{draft.length} characters</span>;
 */
export function useComposerState<T>(selector: (state: ComposerState) => T): T {
  return useStore(useChat().runtime.composer, selector);
}
