import { memo, useMemo, type ComponentType } from 'react';
import type { ReceivedThreadItem } from '../../wire/received';
import { useRenderOptions } from '../context/RenderContext';
import type { ItemOfType, ItemRendererProps, ItemRenderers } from '../context/renderers';
import { AssistantMessage } from './AssistantMessage';
import { ClientToolCall } from './ClientToolCall';
import { GeneratedImageView } from './GeneratedImageView';
import { InvalidItem } from './InvalidItem';
import { itemErrorBoundary } from './ItemErrorBoundary';
import { StructuredInputView } from './StructuredInputView';
import { Task } from './Task';
import { TaskGroup } from './TaskGroup';
import { UnknownItem } from './UnknownItem';
import { UserMessage } from './UserMessage';
import { guardItem } from './guardItem';
import { WidgetItemView } from './WidgetItemView';

/** The kit's renderer of every item type. */
export const ITEM_RENDERERS: {
  [T in ReceivedThreadItem['type']]: ComponentType<ItemRendererProps<ItemOfType<T>>>;
} = {
  'uikit.user_message': UserMessage,
  'uikit.assistant_message': AssistantMessage,
  'uikit.widget': WidgetItemView,
  'uikit.client_tool_call': ClientToolCall,
  'uikit.task': Task,
  'uikit.task_group': TaskGroup,
  'uikit.generated_image': GeneratedImageView,
  'uikit.structured_input': StructuredInputView,
  unknown: UnknownItem,
  invalid: InvalidItem,
};

/**
 * The element of the item's renderer: the host's for its type, given the kit's as `Default`, or
 * the kit's. A function, not a component: one fiber fewer in every row.
 */
function itemBody(item: ReceivedThreadItem, streaming: boolean, overrides: ItemRenderers) {
  // Keyed by `item.type`, so the renderer matches its item; the casts widen past a union
  // TypeScript cannot correlate.
  const Default = ITEM_RENDERERS[item.type] as ComponentType<ItemRendererProps>;
  const Override = overrides[item.type] as
    ComponentType<ItemRendererProps & { Default: typeof Default }> | undefined;
  return Override ? (
    <Override item={item} streaming={streaming} Default={Default} />
  ) : (
    <Default item={item} streaming={streaming} />
  );
}

/** Props of `ThreadItemView` and `ReceivedItemView`. */
export interface ThreadItemViewProps {
  /**
   * A thread item. Items from the kit's client are ready as they are; anything else is read the
   * same way first (protocol section 10), and what cannot be an item renders as a quiet note.
   */
  item: ReceivedThreadItem;
  /** True while the item streams (added, not yet done). */
  streaming?: boolean;
}

/**
 * An item the kit read itself (the thread store's): rendered by the host's renderer for its type
 * or the kit's, inside an error boundary so a bad renderer never takes down the thread. No check
 * on the way: the client checked it once, at the boundary.
 *
 * @example
 * const item = useThreadItem(itemId);
 * const streaming = useIsItemStreaming(itemId);
 * return item ? <ReceivedItemView item={item} streaming={streaming} /> : null;
 */
export const ReceivedItemView = memo(function ReceivedItemView({
  item,
  streaming = false,
}: ThreadItemViewProps) {
  const { renderers, labels, onRenderError } = useRenderOptions();
  return (
    <div
      data-slot="thread-item"
      data-item-type={item.type}
      data-state={streaming ? 'streaming' : 'complete'}
    >
      {itemErrorBoundary({
        itemId: item.id,
        item,
        labels,
        onError: onRenderError,
        children: itemBody(item, streaming, renderers.items ?? {}),
      })}
    </div>
  );
});

/**
 * One thread item as a host hands it in (an initial thread, a store of its own): read once per
 * object like the client reads the service's, then rendered as {@link ReceivedItemView} does.
 *
 * @example
 * <RenderProvider renderers={renderers}>
 *   {items.map((item) => <ThreadItemView key={item.id} item={item} />)}
 * </RenderProvider>
 */
export const ThreadItemView = memo(function ThreadItemView({
  item,
  streaming = false,
}: ThreadItemViewProps) {
  const { labels } = useRenderOptions();
  const received = useMemo(() => guardItem(item), [item]);
  if (received === null) {
    return (
      <div data-slot="thread-item" data-item-type="invalid" data-state="complete">
        <div data-slot="item-error" role="note">
          {labels.itemError}
        </div>
      </div>
    );
  }
  return <ReceivedItemView item={received} streaming={streaming} />;
});
