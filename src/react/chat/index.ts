export { useChat, type ChatContextValue } from './ChatContext';
export type { HeaderIconName } from '../primitives/icons/iconNames';
export {
  useChatState,
  useComposerState,
  useIsItemStreaming,
  useThreadItem,
  useThreadState,
} from './hooks/useChatState';
export { useRateLimit } from './hooks/useRateLimit';
export { useSend } from './hooks/useSend';
export { useConfiguration, useSession } from './hooks/useSession';
export { useThreadItems } from './hooks/useThreadItems';
export { useThreads } from './hooks/useThreads';
export { useThreadTitle } from './hooks/useThreadTitle';
export { useUploads } from './hooks/useUploads';
export type {
  ComposerModel,
  ComposerTool,
  DisclaimerOption,
  HeaderAction,
  HeaderIconAction,
  HeaderTitleOption,
  StartPrompt,
  UikitDisplayOptions,
  UikitOptions,
  UikitServiceApi,
  UikitHostedApi,
} from './options';
export { ChatHeader, type PartProps } from './parts/ChatHeader';
export { Composer } from './parts/Composer';
export { ProblemBanner } from './parts/ProblemBanner';
export { StartScreen } from './parts/StartScreen';
export { ThreadHistory } from './parts/ThreadHistory';
export { ThreadView } from './parts/ThreadView';
export { UikitRoot, type UikitRootProps } from './parts/UikitRoot';
export {
  themeStyle,
  type UikitSchemeColor,
  type UikitTheme,
  type UikitThemeColor,
  type UikitTypography,
} from './theme';
export type { UikitFontSource } from './fontSources';
export type { UikitGrayscale } from './themeColors';
export { UikitChat, type UikitChatProps, type UikitPart } from './UikitChat';
export { useUikit, type UikitChatHandle, type UikitCommands, type UikitControl } from './useUikit';
