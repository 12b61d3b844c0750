export type {
  ChatEventHandlerName,
  ChatEventHandlers,
  ChatEventListener,
  ChatEventMap,
  ChatEventName,
} from './chatEvents';
export type { ComposerAttachment, ComposerState, ComposerStore } from './composerStore';
export {
  createChatRuntime,
  type ChatProblem,
  type ChatRuntime,
  type ChatRuntimeOptions,
  type ChatState,
  type ItemsPage,
  type OutgoingMessage,
} from './createChatRuntime';
export type { ClientToolHandler, FlushScheduler } from './runResponse';
export type { UploadMessages } from './uploadQueue';
