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
