export { useUikit, type UikitCommands, type UikitControl } from './useUikit';
export { UikitChat, type UikitChatProps, type UikitPart } from './UikitChat';
export { UikitRoot, type UikitRootProps } from './parts/UikitRoot';
export { ChatHeader, type PartProps } from './parts/ChatHeader';
export { ThreadHistory } from './parts/ThreadHistory';
export { ThreadView, VIRTUALIZE_AFTER } from './parts/ThreadView';
export { Composer } from './parts/Composer';
export { StartScreen } from './parts/StartScreen';
export { ProblemBanner } from './parts/ProblemBanner';
export { useChat } from './ChatContext';
export {
  useChatState,
  useComposerState,
  useIsItemStreaming,
  useThreadItem,
  useThreadState,
} from './hooks/useChatState';
export { useConfiguration, useSession } from './hooks/useSession';
export { useThreads } from './hooks/useThreads';
export { useThreadItems } from './hooks/useThreadItems';
export { useSend } from './hooks/useSend';
export { useUploads } from './hooks/useUploads';
export { useThreadTitle } from './hooks/useThreadTitle';
export { useRateLimit } from './hooks/useRateLimit';
export { themeStyle, type UikitTheme } from './theme';
export type * from './options';
