export type {
  ChatEventHandlerName,
  ChatEventHandlers,
  ChatEventListener,
  ChatEventMap,
  ChatEventName,
} from './chatEvents';
export type { ComposerChoices, ComposerModelRule, ComposerToolRule } from './composerChoices';
export type { ComposerAttachment, ComposerState, ComposerStore } from './composerStore';
export {
  createChatRuntime,
  type ChatProblem,
  type ChatRuntime,
  type ChatRuntimeOptions,
  type ChatRuntimeCommonOptions,
  type ChatKitServerConnection,
  type UikitServiceConnection,
  type ChatSnapshot,
  type ChatState,
  type OutgoingMessage,
} from './createChatRuntime';
export { canEditMessages } from './capabilities';
export type { ThreadMemoryStorage } from './lastThread';
export {
  UikitCommandError,
  type AttachmentReference,
  type ComposerValue,
  type EditUserMessageParams,
  type SendUserMessageParams,
  type UserMessageContent,
  type UserMessageTag,
  type UserMessageText,
} from './messageCommands';
export type {
  ClientToolFunction,
  ClientToolHandler,
  ClientToolResult,
  ClientTools,
  FlushScheduler,
} from './runResponse';
export type { AttachmentLimits } from './attachmentLimits';
export type { UploadMessages } from './uploadQueue';
export type { Readable } from './readable';
export type { RateLimitState } from './rateLimitState';
export type { ChatQueryOptions } from './chatQueries';
export type {
  HistoryAccess,
  HistoryState,
  ThreadListQueryOptions,
  ThreadPages,
} from './threadHistory';
export type {
  ItemPages,
  ItemsPage,
  ItemsQueryOptions,
  ThreadLoadState,
  ThreadQueryOptions,
} from './threadLoader';
export type { DictationState } from './dictation';
export type { ChatKitServerApi } from './chatKitApi';
