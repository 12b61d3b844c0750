import { jsonNestsDeeperThan } from '../wire/jsonDepth';
import { WIDGET_LIMITS } from '../wire/widgetLimits';

/**
 * Appends streamed text to the widget node whose `id` is `componentId` (a Text or Markdown with
 * `streaming: true`), in the JSON string a widget item carries. Returns the input unchanged when
 * the JSON is unusable, nested deeper than a widget may be (it is written back with the recursive
 * `JSON.stringify`), or no node has that id.
 */
export function appendWidgetText(
  widgetJson: string,
  componentId: string,
  delta: string,
  done: boolean,
): string {
  if (jsonNestsDeeperThan(widgetJson, 2 * WIDGET_LIMITS.maxDepth + 2)) return widgetJson;
  let root: unknown;
  try {
    root = JSON.parse(widgetJson);
  } catch {
    return widgetJson;
  }
  const node = findNode(root, componentId, 0);
  if (!node) return widgetJson;
  const value = typeof node.value === 'string' ? node.value : '';
  node.value = value + delta;
  if (done) node.streaming = false;
  return JSON.stringify(root);
}

/**
 * Puts `componentJson` (one component, JSON-encoded) in place of the widget node whose `id` is
 * `componentId`, in the JSON string a widget item carries. The new component keeps the node's id
 * (it answers to the same id afterwards). Returns the input unchanged when either JSON is unusable
 * or too deep, the component is not an object with a `type`, or no node has that id.
 */
export function replaceWidgetComponent(
  widgetJson: string,
  componentId: string,
  componentJson: string,
): string {
  const depthLimit = 2 * WIDGET_LIMITS.maxDepth + 2;
  if (jsonNestsDeeperThan(widgetJson, depthLimit) || jsonNestsDeeperThan(componentJson, depthLimit))
    return widgetJson;
  let root: unknown;
  let component: unknown;
  try {
    root = JSON.parse(widgetJson);
    component = JSON.parse(componentJson);
  } catch {
    return widgetJson;
  }
  if (typeof component !== 'object' || component === null || Array.isArray(component))
    return widgetJson;
  if (typeof (component as Record<string, unknown>).type !== 'string') return widgetJson;
  const node = findNode(root, componentId, 0);
  if (!node) return widgetJson;
  for (const key of Object.keys(node)) Reflect.deleteProperty(node, key);
  Object.assign(node, component, { id: componentId });
  return JSON.stringify(root);
}

function findNode(value: unknown, id: string, depth: number): Record<string, unknown> | null {
  if (depth > 2 * WIDGET_LIMITS.maxDepth || typeof value !== 'object' || value === null)
    return null;
  if (Array.isArray(value)) {
    for (const child of value) {
      const found = findNode(child, id, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if (record.id === id) return record;
  return findNode(record.children, id, depth + 1);
}
