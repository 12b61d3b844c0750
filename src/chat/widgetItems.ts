/**
 * ChatKit's ways of naming a widget item, loaded with their first use: the item a custom action
 * given no id is for, and the widget item a client action's handler gets.
 */
import type { ThreadState } from '../state/threadState';
import type { WidgetActionContext, WidgetItemRef } from '../wire/widgetActions';
import type { parseWidget } from '../wire/widgets';

/**
 * The item a custom action is for: `itemId`, or the open thread's latest widget (ChatKit's
 * `sendCustomAction(action)`). Throws, saying what to do, when no thread is open or the thread
 * has no widget.
 */
export function actionTarget(
  threadId: string | null,
  thread: ThreadState,
  itemId: string | undefined,
): string {
  if (threadId === null)
    throw new Error(
      'sendCustomAction needs an open thread: open one (setThreadId) or send a message',
    );
  if (itemId !== undefined) return itemId;
  for (let index = thread.items.length - 1; index >= 0; index -= 1) {
    const item = thread.items[index];
    if (item?.type === 'uikit.widget') return item.id;
  }
  throw new Error(
    'sendCustomAction was given no itemId and the open thread has no widget: pass the id of the widget item the action is for',
  );
}

/**
 * The widget item an action came from, as ChatKit's `onAction` gets it: its id and its tree (the
 * firing node when the item is gone or its tree cannot be read, which never happens for a widget
 * the user could click). The widget's schemas come with the loaded readers of conversation data
 * (`loadReaders`), not from the wire: the thread's code shares them, and a host's bundler put a
 * module both used in one more file of the thread's first open.
 */
export function widgetItemRef(
  thread: ThreadState,
  context: WidgetActionContext,
  readers: { parseWidget: typeof parseWidget },
): WidgetItemRef {
  const index = thread.itemIndex.get(context.itemId);
  const item = index === undefined ? undefined : thread.items[index];
  const parsed = item?.type === 'uikit.widget' ? readers.parseWidget(item.widget) : null;
  return { id: context.itemId, widget: parsed?.ok ? parsed.root : context.node };
}
