export {
  ChatHeader,
  Composer,
  ProblemBanner,
  StartScreen,
  ThreadHistory,
  ThreadView,
  UikitChat,
  UikitRoot,
  themeStyle,
  useChat,
  useChatState,
  useComposerState,
  useConfiguration,
  useIsItemStreaming,
  useRateLimit,
  useSend,
  useSession,
  useThreadItem,
  useThreadItems,
  useThreadState,
  useThreadTitle,
  useThreads,
  useUikit,
  useUploads,
  type ChatContextValue,
  type ComposerModel,
  type ComposerTool,
  type DisclaimerOption,
  type HeaderAction,
  type HeaderIconAction,
  type HeaderIconName,
  type HeaderTitleOption,
  type PartProps,
  type StartPrompt,
  type UikitChatHandle,
  type UikitChatProps,
  type UikitCommands,
  type UikitControl,
  type UikitDisplayOptions,
  type UikitOptions,
  type UikitServiceApi,
  type UikitHostedApi,
  type UikitPart,
  type UikitRootProps,
  type UikitTheme,
  type UikitThemeColor,
  type UikitTypography,
  type UikitSchemeColor,
  type UikitFontSource,
  type UikitGrayscale,
} from './chat/index';
export type {
  ItemActions,
  ThreadItemAction,
  ThreadItemActionTarget,
} from './context/ItemActionsContext';
export { defaultLabels, type HistoryGroup, type UikitLabels } from './context/labels';
export type { ModelName, UikitAvatar, UikitAvatars } from './context/RenderContext';
export {
  RenderProvider,
  useLabels,
  useRenderOptions,
  type RenderOptions,
  type RenderProviderProps,
  type StructuredInputHandler,
  type WidgetActionContext,
  type WidgetActionHandler,
} from './context/RenderContext';
export type {
  AnnotationRendererProps,
  AnnotationRenderers,
  ContentRendererProps,
  ContentRenderers,
  CustomWidgetComponent,
  ItemOfType,
  ItemRendererProps,
  ItemRenderers,
  OutputTextRendererProps,
  UikitRenderers,
  WidgetComponentProps,
  WidgetRenderers,
  WithDefault,
} from './context/renderers';
export { AssistantMessage } from './items/AssistantMessage';
export { ClientToolCall } from './items/ClientToolCall';
export { GeneratedImageView, type GeneratedImageState } from './items/GeneratedImageView';
export { InvalidItem } from './items/InvalidItem';
export { StructuredInputView } from './items/StructuredInputView';
export { Task } from './items/Task';
export { TaskGroup } from './items/TaskGroup';
export { ReceivedItemView, ThreadItemView, type ThreadItemViewProps } from './items/ThreadItemView';
export { UnknownItem } from './items/UnknownItem';
export { UserMessage } from './items/UserMessage';
export { WidgetItemView } from './items/WidgetItemView';
export type { CitationPlacement } from './markdown/citations';
export { CodeBlock, type CodeBlockProps } from './markdown/CodeBlock';
export { StreamingMarkdown, type StreamingMarkdownProps } from './markdown/StreamingMarkdown';
export { SafeImage, type SafeImageProps } from './primitives/SafeImage';
export { SafeLink, type SafeLinkProps } from './primitives/SafeLink';
export { WidgetIconGlyph } from './widgets/icons';
export { WidgetNodeView } from './widgets/WidgetNodeView';
export { useWidgetAction, type FormScope } from './widgets/WidgetScope';
export { WidgetView, type WidgetViewProps } from './widgets/WidgetView';
