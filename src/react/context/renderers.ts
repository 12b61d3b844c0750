import type { ComponentType, ReactNode } from 'react';
import type { Annotation, AssistantContent, ThreadItem, UserContent } from '../../wire/items';
import type { CitationPlacement } from '../markdown/citations';
import type {
  KnownWidgetNode,
  UnknownWidgetNode,
  WidgetComponentType,
  WidgetNodeOf,
} from '../../wire/widgets';

/** Props of a thread item renderer. */
export interface ItemRendererProps<TItem extends ThreadItem = ThreadItem> {
  item: TItem;
  /** True while the item streams (added, not yet done). */
  streaming: boolean;
}

/** An override receives the kit's own renderer as `Default`, to wrap or fall back to. */
export type WithDefault<TProps> = TProps & { Default: ComponentType<TProps> };

export type ItemOfType<T extends ThreadItem['type']> = Extract<ThreadItem, { type: T }>;

export type ItemRenderers = {
  [T in ThreadItem['type']]?: ComponentType<WithDefault<ItemRendererProps<ItemOfType<T>>>>;
};

/** Props of a content part renderer (one part of a user or assistant message). */
export interface ContentRendererProps<TPart> {
  part: TPart;
  item: ThreadItem;
  index: number;
  streaming: boolean;
}

/** Props of an `output_text` renderer: also where its citation markers go. */
export type OutputTextRendererProps = ContentRendererProps<
  Extract<AssistantContent, { type: 'output_text' }>
> & {
  citations: readonly CitationPlacement[];
};

export interface ContentRenderers {
  input_text?: ComponentType<
    WithDefault<ContentRendererProps<Extract<UserContent, { type: 'input_text' }>>>
  >;
  quoted_text?: ComponentType<
    WithDefault<ContentRendererProps<Extract<UserContent, { type: 'quoted_text' }>>>
  >;
  output_text?: ComponentType<WithDefault<OutputTextRendererProps>>;
  unknown?: ComponentType<
    WithDefault<ContentRendererProps<Extract<UserContent | AssistantContent, { type: 'unknown' }>>>
  >;
}

/** Props of a source in a message's source list. `number` is the citation number shown inline. */
export interface AnnotationRendererProps<TAnnotation extends Annotation = Annotation> {
  annotation: TAnnotation;
  number: number;
}

export interface AnnotationRenderers {
  url?: ComponentType<WithDefault<AnnotationRendererProps<Extract<Annotation, { type: 'url' }>>>>;
  file?: ComponentType<WithDefault<AnnotationRendererProps<Extract<Annotation, { type: 'file' }>>>>;
  unknown?: ComponentType<
    WithDefault<AnnotationRendererProps<Extract<Annotation, { type: 'unknown' }>>>
  >;
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
