import { createContext, useContext, useState, type RefObject } from 'react';
import type { WidgetAction } from '../../wire/conversation';
import type { WidgetNode } from '../../wire/widgets';
import { useRenderOptions } from '../context/RenderContext';
import { nestFieldNames } from './nestFieldNames';

/** What every node of one widget shares. */
export interface WidgetScope {
  itemId: string;
  /** Prefix of the DOM ids of this widget's fields. */
  idPrefix: string;
  /** Field names a `Label` names, so their controls need no fallback label. */
  labelledFields: ReadonlySet<string>;
}

export const WidgetScopeContext = createContext<WidgetScope>({
  itemId: '',
  idPrefix: 'widget',
  labelledFields: new Set(),
});

export function useWidgetScope(): WidgetScope {
  return useContext(WidgetScopeContext);
}

/** The DOM id of a named field: what a `Label` points at. */
export function fieldId(scope: WidgetScope, name: string): string {
  return `${scope.idPrefix}-field-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** A readable fallback name for a field no `Label` names ("guest_name" → "guest name"). */
export function humanize(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
}

/** The form a node sits in (a `Form` or a `Card` with `asForm`), if any. */
export interface FormScope {
  form: RefObject<HTMLFormElement | null>;
  /** The form's own action (`onSubmitAction`, a card's `confirm`), used by submit buttons without one. */
  submitAction: WidgetAction | undefined;
}

export const FormScopeContext = createContext<FormScope | null>(null);

/**
 * Counts the actions in flight that show their loading state on the whole widget
 * (`loadingBehavior: 'container'`): `+1` as one starts, `-1` as it settles.
 */
export const WidgetBusyContext = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * The form's field values by name: checkboxes as booleans, a radio group as its checked value
 * (null when none is), everything else as the text the control holds.
 */
export function collectFormValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      element.name === '' ||
      element.disabled
    )
      continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value;
      else if (!(element.name in values)) values[element.name] = null;
    } else values[element.name] = element.value;
  }
  return values;
}

/**
 * Fires widget actions for one control. Inside a form, the form's field values are merged into the
 * payload by name, dotted names nested into objects. `pending` stays true until the host's handler settles (an action fired while an
 * answer streams waits for it: the control stays busy meanwhile), for this control alone: the
 * others stay usable. The action's `loadingBehavior` moves that state to the whole widget
 * (`container`) or drops it (`none`).
 *
 * @example
 * const Rating: CustomWidgetComponent = ({ node }) => {
 *   const { fire, pending } = useWidgetAction(node);
 *   return (
 *     <button aria-busy={pending} onClick={() => { fire({ type: 'rate', payload: { stars: 5 } }); }}>
 *       Rate
 *     </button>
 *   );
 * };
 */
export function useWidgetAction(node: WidgetNode) {
  const { onWidgetAction, onRenderError } = useRenderOptions();
  const scope = useWidgetScope();
  const formScope = useContext(FormScopeContext);
  const widgetBusy = useContext(WidgetBusyContext);
  // Pure UI state, one per control: a transition would tie every control's state to all actions in
  // flight (React batches pending async transitions together).
  const [pending, setPending] = useState(false);

  const fire = (action: WidgetAction | undefined, extra: Record<string, unknown> = {}) => {
    if (action === undefined || pending) return;
    const form = formScope?.form.current;
    const values = form ? collectFormValues(form) : {};
    // Dotted field names nest (`todo.title` → `{ todo: { title } }`), as ChatKit sends them.
    const payload = { ...action.payload, ...nestFieldNames({ ...values, ...extra }) };
    const behavior = action.loadingBehavior ?? 'auto';
    const self = behavior === 'auto' || behavior === 'self';
    if (self) setPending(true);
    if (behavior === 'container') widgetBusy(1);
    Promise.resolve()
      .then(() => onWidgetAction?.({ ...action, payload }, { itemId: scope.itemId, node }))
      .catch((error: unknown) => {
        onRenderError?.(error, { itemId: scope.itemId });
      })
      .finally(() => {
        if (self) setPending(false);
        if (behavior === 'container') widgetBusy(-1);
      });
  };

  return { fire, pending, formScope };
}
