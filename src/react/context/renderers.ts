import type { ComponentType, ReactNode } from 'react';
import type { UserContent } from '../../wire/items';
import type {
  InvalidVariant,
  ReceivedAnnotation,
  ReceivedAssistantContent,
  ReceivedOutputText,
  ReceivedThreadItem,
} from '../../wire/received';
import type { CitationPlacement } from '../markdown/citations';
import type {
  KnownWidgetNode,
  UnknownWidgetNode,
  WidgetComponentType,
  WidgetNodeOf,
} from '../../wire/widgets';

/** Props of a thread item renderer. */
export interface ItemRendererProps<TItem extends ReceivedThreadItem = ReceivedThreadItem> {
  item: TItem;
  /** True while the item streams (added, not yet done). */
  streaming: boolean;
}

/** An override receives the kit's own renderer as `Default`, to wrap or fall back to. */
export type WithDefault<TProps> = TProps & { Default: ComponentType<TProps> };

/** The received item of one `type`, e.g. `ItemOfType<'uikit.task'>`. */
export type ItemOfType<T extends ReceivedThreadItem['type']> = Extract<
  ReceivedThreadItem,
  { type: T }
>;

/** By item type; `unknown` is a type this version does not know, `invalid` one it could not read. */
export type ItemRenderers = {
  [T in ReceivedThreadItem['type']]?: ComponentType<WithDefault<ItemRendererProps<ItemOfType<T>>>>;
};

/** Props of a content part renderer (one part of a user or assistant message). */
export interface ContentRendererProps<TPart> {
  part: TPart;
  item: ReceivedThreadItem;
  index: number;
  streaming: boolean;
}

/** Props of an `output_text` renderer: also where its citation markers go. */
export type OutputTextRendererProps = ContentRendererProps<ReceivedOutputText> & {
  citations: readonly CitationPlacement[];
};

/** Overrides of content part renderers, by part type. */
export interface ContentRenderers {
  input_text?: ComponentType<
    WithDefault<ContentRendererProps<Extract<UserContent, { type: 'input_text' }>>>
  >;
  quoted_text?: ComponentType<
    WithDefault<ContentRendererProps<Extract<UserContent, { type: 'quoted_text' }>>>
  >;
  output_text?: ComponentType<WithDefault<OutputTextRendererProps>>;
  unknown?: ComponentType<
    WithDefault<
      ContentRendererProps<Extract<UserContent | ReceivedAssistantContent, { type: 'unknown' }>>
    >
  >;
  /** A part that could not be read (protocol section 10). */
  invalid?: ComponentType<WithDefault<ContentRendererProps<InvalidVariant>>>;
}

/** Props of a source in a message's source list. `number` is the citation number shown inline. */
export interface AnnotationRendererProps<
  TAnnotation extends ReceivedAnnotation = ReceivedAnnotation,
> {
  annotation: TAnnotation;
  number: number;
}

/** Overrides of the source list's renderers, by annotation type. */
export interface AnnotationRenderers {
  url?: ComponentType<
    WithDefault<AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'url' }>>>
  >;
  file?: ComponentType<
    WithDefault<AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'file' }>>>
  >;
  entity?: ComponentType<
    WithDefault<AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'entity' }>>>
  >;
  unknown?: ComponentType<
    WithDefault<AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'unknown' }>>>
  >;
  invalid?: ComponentType<WithDefault<AnnotationRendererProps<InvalidVariant>>>;
}

/** Props of a widget component renderer: the parsed node and its children, already rendered. */
export interface WidgetComponentProps<TNode = KnownWidgetNode> {
  node: TNode;
  children?: ReactNode;
}

/** Overrides of the built-in widget components, by name. */
export type WidgetRenderers = {
  [T in WidgetComponentType]?: ComponentType<WithDefault<WidgetComponentProps<WidgetNodeOf<T>>>>;
};

/**
 * A host's own widget component, registered by the name the widget JSON uses. It receives the node
 * with its raw, unvalidated `props`: pass any URL through `safeHref` / `safeSrc` before using it.
 */
export type CustomWidgetComponent = ComponentType<WidgetComponentProps<UnknownWidgetNode>>;

/** Replace the kit's renderer of any item type, content part, annotation or widget component. */
export interface UikitRenderers {
  items?: ItemRenderers;
  content?: ContentRenderers;
  annotations?: AnnotationRenderers;
  widgets?: WidgetRenderers;
}
