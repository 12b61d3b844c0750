export { defaultLabels, type UikitLabels } from './context/labels';
export {
  RenderProvider,
  useLabels,
  useRenderOptions,
  type RenderOptions,
  type RenderProviderProps,
  type WidgetActionContext,
  type WidgetActionHandler,
} from './context/RenderContext';
export type * from './context/renderers';
export {
  ITEM_RENDERERS,
  ReceivedItemView,
  ThreadItemView,
  type ThreadItemViewProps,
} from './items/ThreadItemView';
export { AssistantMessage } from './items/AssistantMessage';
export { ClientToolCall } from './items/ClientToolCall';
export { Task } from './items/Task';
export { TaskGroup } from './items/TaskGroup';
export { UnknownItem } from './items/UnknownItem';
export { UserMessage } from './items/UserMessage';
export { WidgetItemView } from './items/WidgetItemView';
export { CodeBlock, type CodeBlockProps } from './markdown/CodeBlock';
export {
  preloadMarkdown,
  StreamingMarkdown,
  type StreamingMarkdownProps,
} from './markdown/StreamingMarkdown';
export { boundMarkdown, MARKDOWN_LIMITS, type BoundedMarkdown } from './markdown/markdownBounds';
export { InvalidItem } from './items/InvalidItem';
export { SafeImage } from './primitives/SafeImage';
export { SafeLink } from './primitives/SafeLink';
export { WidgetIconGlyph } from './widgets/icons';
export { WIDGET_COMPONENTS, WidgetNodeView } from './widgets/WidgetNodeView';
export { WidgetView, type WidgetViewProps } from './widgets/WidgetView';
export { collectFormValues, useWidgetAction } from './widgets/WidgetScope';
export { ItemActionsContext, type ItemActions } from './context/ItemActionsContext';
export * from './chat/index';
