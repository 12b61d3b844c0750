import type { WidgetAction } from './conversation';
import type { WidgetNode } from './widgets';

/** Where a widget action was fired from, for the handler to route it. */
export interface WidgetActionContext {
  /** The `uikit.widget` item the widget belongs to. */
  itemId: string;
  /** The node whose control fired the action. */
  node: WidgetNode;
}

/**
 * Handles a widget action (form values already merged into `payload`). The firing control shows a
 * loading state until the returned promise settles.
 */
export type WidgetActionHandler = (
  action: WidgetAction,
  context: WidgetActionContext,
) => void | Promise<void>;

/** The widget item an action came from, as ChatKit's `widgets.onAction` gets it. */
export interface WidgetItemRef {
  /** The `uikit.widget` item's id. */
  id: string;
  /** Its widget tree, parsed (and checked) as the kit renders it. */
  widget: WidgetNode;
}

/**
 * The host's handler of client widget actions (`widgets.onAction`), called as ChatKit calls it:
 * the action, then the widget item; `context` (third) says which node fired it. The firing control
 * shows a loading state until the returned promise settles.
 *
 * @example
 * widgets: {
 *   onAction: async (action, widgetItem) => {
 *     if (action.type === 'open') openPanel(action.payload);
 *     else await chat.sendCustomAction(action, widgetItem.id);
 *   },
 * }
 */
export type ClientWidgetActionHandler = (
  action: WidgetAction,
  widgetItem: WidgetItemRef,
  context: WidgetActionContext,
) => void | Promise<void>;
