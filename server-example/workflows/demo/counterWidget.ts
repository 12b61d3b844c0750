import type { WidgetAction, WidgetItem } from '../../../src/wire';
import { RefusedAction, type WidgetTreeNode } from '../workflow';

// The `counter` answer (protocol section 12's `threads.sync_custom_action`): a card whose buttons
// say `streaming: false`, so the kit sends their action at once, even while an answer streams,
// and puts the card the server answers with in its place. The count lives in the stored card
// itself: the server reads it from there, never from what the client says it is.

export const COUNTER = {
  cardId: 'demo-counter',
  valueId: 'demo-counter-value',
  action: 'demo.count',
  /** The count stays within these (a card to try, not a ledger). */
  min: 0,
  max: 99,
} as const;

const LABEL = 'Glasses of water today';

const countButton = (label: string, by: number, disabled: boolean): WidgetTreeNode => ({
  type: 'Button',
  label,
  variant: 'outline',
  uniform: true,
  disabled,
  onClickAction: { type: COUNTER.action, payload: { by }, streaming: false },
});

/** The card at `count`. */
export function counterCard(count: number): WidgetTreeNode {
  return {
    type: 'Card',
    id: COUNTER.cardId,
    size: 'sm',
    children: [
      { type: 'Caption', value: LABEL },
      {
        type: 'Row',
        gap: 12,
        align: 'center',
        children: [
          countButton('−', -1, count <= COUNTER.min),
          { type: 'Title', id: COUNTER.valueId, value: String(count), size: 'xl' },
          countButton('+', 1, count >= COUNTER.max),
        ],
      },
      {
        type: 'Text',
        value:
          'These buttons answer at once (threads.sync_custom_action), even while an answer streams.',
        color: 'secondary',
        size: 'sm',
      },
    ],
  };
}

/** What the copy button copies (`copy_text`). */
export const counterCopyText = (count: number) => `${LABEL}: ${count}`;

/** The count a stored card shows, or null when the card is not the counter. */
export function readCount(widget: string): number | null {
  let root: unknown;
  try {
    root = JSON.parse(widget);
  } catch {
    return null;
  }
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node !== 'object' || node === null) continue;
    const record = node as Record<string, unknown>;
    if (record.id === COUNTER.valueId && typeof record.value === 'string') {
      const count = Number(record.value);
      return Number.isInteger(count) ? count : null;
    }
    const children = record.children;
    if (Array.isArray(children)) stack.push(...(children as unknown[]));
    else if (children !== undefined) stack.push(children);
  }
  return null;
}

/**
 * The counter after `action`: the stored card with its count moved by `payload.by` (1 or -1),
 * kept within bounds. A bad action is refused with a 400 that names it.
 */
export function countAction(item: WidgetItem, action: WidgetAction): WidgetItem {
  if (action.type !== COUNTER.action)
    throw new RefusedAction(`The demo has no action "${action.type}" that answers at once`);
  const count = readCount(item.widget);
  if (count === null)
    throw new RefusedAction('This widget is not the demo’s counter', 'params.item_id');
  const by = action.payload?.by;
  if (by !== 1 && by !== -1)
    throw new RefusedAction('params.action.payload.by must be 1 or -1', 'params.action.payload.by');
  const next = Math.min(COUNTER.max, Math.max(COUNTER.min, count + by));
  return { ...item, widget: JSON.stringify(counterCard(next)), copy_text: counterCopyText(next) };
}
