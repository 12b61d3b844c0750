import { memo, useMemo, type ComponentType } from 'react';
import type { ThreadItem } from '../../wire/items';
import { useRenderOptions } from '../context/RenderContext';
import type { ItemOfType, ItemRendererProps, ItemRenderers } from '../context/renderers';
import { AssistantMessage } from './AssistantMessage';
import { ClientToolCall } from './ClientToolCall';
import { ItemErrorBoundary } from './ItemErrorBoundary';
import { Task } from './Task';
import { TaskGroup } from './TaskGroup';
import { UnknownItem } from './UnknownItem';
import { UserMessage } from './UserMessage';
import { validateItem } from './validateItem';
import { WidgetItemView } from './WidgetItemView';

/** The kit's renderer of every item type. */
export const ITEM_RENDERERS: {
  [T in ThreadItem['type']]: ComponentType<ItemRendererProps<ItemOfType<T>>>;
} = {
  'uikit.user_message': UserMessage,
  'uikit.assistant_message': AssistantMessage,
  'uikit.widget': WidgetItemView,
  'uikit.client_tool_call': ClientToolCall,
  'uikit.task': Task,
  'uikit.task_group': TaskGroup,
  unknown: UnknownItem,
};

function ItemBody({
  item,
  streaming,
  overrides,
}: {
  item: ThreadItem;
  streaming: boolean;
  overrides: ItemRenderers;
}) {
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

export interface ThreadItemViewProps {
  /** A thread item; anything without the protocol's shape renders as a quiet note. */
  item: ThreadItem;
  /** True while the item streams (added, not yet done). */
  streaming?: boolean;
}

/**
 * One thread item, rendered by the host's renderer for its type or the kit's, inside an error
 * boundary so a bad item never takes down the thread.
 */
export const ThreadItemView = memo(function ThreadItemView({
  item,
  streaming = false,
}: ThreadItemViewProps) {
  const { renderers, labels, onRenderError } = useRenderOptions();
  const valid = useMemo(() => validateItem(item), [item]);
  return (
    <div
      data-slot="thread-item"
      data-item-type={valid?.type ?? 'invalid'}
      data-state={streaming ? 'streaming' : 'complete'}
    >
      {valid === null ? (
        <div data-slot="item-error" role="note">
          {labels.itemError}
        </div>
      ) : (
        <ItemErrorBoundary itemId={valid.id} item={valid} labels={labels} onError={onRenderError}>
          <ItemBody item={valid} streaming={streaming} overrides={renderers.items ?? {}} />
        </ItemErrorBoundary>
      )}
    </div>
  );
});
