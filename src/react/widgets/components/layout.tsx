import {
  Children,
  isValidElement,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import type { WidgetAction } from '../../../wire/conversation';
import type { WidgetNode, WidgetNodeOf } from '../../../wire/widgets';
import { safeSrc } from '../../../security/urlPolicy';
import { useRenderOptions } from '../../context/RenderContext';
import type { WidgetComponentProps } from '../../context/renderers';
import { ShowMoreButton, useShownCount } from '../../primitives/ShowMore';
import { Spinner } from '../../primitives/Spinner';
import { WidgetIconGlyph } from '../icons';
import { borders, boxStyle, color, size, space, spacing } from '../style';
import {
  collectFormValues,
  FormScopeContext,
  useWidgetAction,
  type FormScope,
} from '../WidgetScope';

/**
 * A `<form>` that widget actions inside read their values from. A form nested in another renders as
 * a group of the outer one (HTML forms do not nest).
 */
export function WidgetForm({
  node,
  submitAction,
  slot,
  style,
  children,
}: {
  node: WidgetNode;
  submitAction: WidgetAction | undefined;
  slot: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const outer = useContext(FormScopeContext);
  const ref = useRef<HTMLFormElement>(null);
  const { fire } = useWidgetAction(node);
  if (outer) {
    return (
      <div role="group" data-slot={slot} style={style}>
        {children}
      </div>
    );
  }
  const scope: FormScope = { form: ref, submitAction };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // Enter in a field of a form without a submit button: the form's own action.
    event.preventDefault();
    // This hook sits above the scope it provides: read the values from the form itself.
    fire(submitAction, collectFormValues(event.currentTarget));
  };
  return (
    <FormScopeContext.Provider value={scope}>
      <form ref={ref} data-slot={slot} style={style} onSubmit={onSubmit} noValidate={false}>
        {children}
      </form>
    </FormScopeContext.Provider>
  );
}

/**
 * A card's or list's status line: its icon, or its favicon (a site's image, loaded only when the
 * URL policy allows it; `frame` draws it in a small rounded frame), then its text.
 */
function Status({ status }: { status: NonNullable<WidgetNodeOf<'Card'>['status']> }) {
  const { urlPolicy } = useRenderOptions();
  const favicon = status.favicon === undefined ? null : safeSrc(status.favicon, urlPolicy);
  return (
    <p data-slot="widget-status">
      {status.icon !== undefined ? (
        <WidgetIconGlyph name={status.icon} />
      ) : (
        favicon !== null && (
          <img
            data-slot="widget-status-favicon"
            data-frame={status.frame || undefined}
            src={favicon}
            alt=""
            width={16}
            height={16}
            loading="lazy"
            decoding="async"
          />
        )
      )}
      <span>{status.text}</span>
    </p>
  );
}

/** A card's confirm or cancel button. */
function CardButton({
  node,
  label,
  action,
  submit,
}: {
  node: WidgetNode;
  label: string;
  action: WidgetAction;
  submit: boolean;
}) {
  const { fire, pending, formScope } = useWidgetAction(node);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (submit && formScope) {
      event.preventDefault();
      const form = formScope.form.current;
      if (form && !form.reportValidity()) return;
    }
    fire(action);
  };
  return (
    <button
      type={submit ? 'submit' : 'button'}
      data-slot="widget-button"
      data-variant={submit ? 'solid' : 'outline'}
      data-state={pending ? 'loading' : 'idle'}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onClick}
    >
      {pending && <Spinner />}
      {label}
    </button>
  );
}

export function Card({ node, children }: WidgetComponentProps<WidgetNodeOf<'Card'>>) {
  const style = {
    background: color(node.background),
    ...spacing(node.padding, 'padding'),
  };
  // The border is the card's own (the form inside only lays out its body).
  const border = borders(node.border);
  const footer =
    node.confirm || node.cancel ? (
      <div data-slot="widget-card-actions">
        {node.cancel && (
          <CardButton
            node={node}
            label={node.cancel.label}
            action={node.cancel.action}
            submit={false}
          />
        )}
        {node.confirm && (
          <CardButton
            node={node}
            label={node.confirm.label}
            action={node.confirm.action}
            submit={node.asForm === true}
          />
        )}
      </div>
    ) : null;
  const body = (
    <>
      {node.status && <Status status={node.status} />}
      <div data-slot="widget-card-body">{children}</div>
      {footer}
    </>
  );
  const common = {
    'data-slot': 'widget-card',
    'data-size': node.size ?? 'md',
    'data-state': node.collapsed ? 'collapsed' : 'open',
    'data-color-scheme': node.theme,
  };
  if (node.asForm) {
    return (
      <section {...common} style={border}>
        <WidgetForm
          node={node}
          submitAction={node.confirm?.action}
          slot="widget-card-form"
          style={style}
        >
          {body}
        </WidgetForm>
      </section>
    );
  }
  return (
    <section {...common} style={{ ...style, ...border }}>
      {body}
    </section>
  );
}

export function Basic({ node, children }: WidgetComponentProps<WidgetNodeOf<'Basic'>>) {
  return (
    <div
      data-slot="widget-basic"
      data-color-scheme={node.theme}
      style={boxStyle(node, node.direction ?? 'col')}
    >
      {children}
    </div>
  );
}

/**
 * Rows a list shows before its "Show more" when the widget sets no `limit`, and how many more each
 * press adds (with a limit too): a list of thousands costs the page what it shows.
 */
const LIST_ROWS_SHOWN = 100;
const LIST_ROWS_STEP = 100;

/** The share of the visible height (its scrolling frame's, else the window's) an `auto` list fills. */
const AUTO_SHARE = 0.5;
/** An `auto` list shows at least this many rows, however tall, and never hides only one. */
const AUTO_MIN_ROWS = 3;

/** The height a list's rows are seen in: its nearest scrolling frame's, else the window's. */
function visibleHeight(element: HTMLElement): number {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.clientHeight > 0)
      return parent.clientHeight;
  }
  return window.innerHeight;
}

/**
 * How many of a list's rendered rows fit in half of what is visible of the chat (at least
 * {@link AUTO_MIN_ROWS}); all of them when only one more would be left out.
 */
function rowsThatFit(list: HTMLElement): number {
  const rows = [...list.children];
  const top = list.getBoundingClientRect().top;
  const budget = visibleHeight(list) * AUTO_SHARE;
  let fit = 0;
  for (const row of rows) {
    if (fit >= AUTO_MIN_ROWS && row.getBoundingClientRect().bottom - top > budget) break;
    fit += 1;
  }
  return rows.length - fit <= 1 ? rows.length : fit;
}

/**
 * A list of rows: up to `limit` of them, then a "Show more" for the rest. ChatKit's `limit: 'auto'`
 * ("max number of items to show before a Show more control", its number chosen for it) shows the
 * rows that fit in half of the visible height of the chat, measured once before the first paint
 * that has more rows than that (a list still streaming in keeps showing every row until then), so
 * the answer around a long list stays in view; a press shows 100 more.
 */
export function ListView({ node, children }: WidgetComponentProps<WidgetNodeOf<'ListView'>>) {
  const items = Children.toArray(children);
  const list = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState<number | undefined>(undefined);
  const auto = node.limit === 'auto';
  useLayoutEffect(() => {
    if (!auto || fit !== undefined || !list.current) return;
    const rows = list.current.children.length;
    const fitting = rowsThatFit(list.current);
    if (fitting < rows) setFit(fitting);
  }, [auto, fit, items.length]);
  const first =
    typeof node.limit === 'number'
      ? Math.max(0, node.limit)
      : auto && fit !== undefined
        ? fit
        : LIST_ROWS_SHOWN;
  const { count, next, more } = useShownCount(items.length, first, LIST_ROWS_STEP);
  return (
    <section data-slot="widget-list-view" data-color-scheme={node.theme}>
      {node.status && <Status status={node.status} />}
      <ul ref={list} data-slot="widget-list">
        {items.slice(0, count)}
      </ul>
      <ShowMoreButton count={next} onClick={more} slot="widget-show-more" />
    </section>
  );
}

/** Whether rendered children hold something interactive (which a clickable row must not wrap). */
function hasInteractive(nodes: readonly WidgetNode[]): boolean {
  return nodes.some(
    (child) =>
      [
        'Button',
        'Input',
        'Textarea',
        'Select',
        'DatePicker',
        'Checkbox',
        'RadioGroup',
        'Form',
        'Markdown',
      ].includes(child.type) ||
      ('children' in child && hasInteractive(child.children)),
  );
}

export function ListViewItem({
  node,
  children,
}: WidgetComponentProps<WidgetNodeOf<'ListViewItem'>>) {
  const { fire, pending } = useWidgetAction(node);
  const style = { gap: space(node.gap), alignItems: node.align };
  if (node.onClickAction && !hasInteractive(node.children)) {
    const action = node.onClickAction;
    return (
      <li data-slot="widget-list-item">
        <button
          type="button"
          data-slot="widget-list-item-action"
          data-state={pending ? 'loading' : 'idle'}
          aria-busy={pending || undefined}
          disabled={pending}
          style={style}
          onClick={() => {
            fire(action);
          }}
        >
          {children}
          {pending && <Spinner />}
        </button>
      </li>
    );
  }
  return (
    <li data-slot="widget-list-item" style={style}>
      {children}
    </li>
  );
}

export function Box({ node, children }: WidgetComponentProps<WidgetNodeOf<'Box'>>) {
  return (
    <div data-slot="widget-box" style={boxStyle(node, node.direction ?? 'col')}>
      {children}
    </div>
  );
}

export function Row({ node, children }: WidgetComponentProps<WidgetNodeOf<'Row'>>) {
  return (
    <div data-slot="widget-row" style={boxStyle({ align: 'center', ...node }, 'row')}>
      {children}
    </div>
  );
}

export function Col({ node, children }: WidgetComponentProps<WidgetNodeOf<'Col'>>) {
  return (
    <div data-slot="widget-col" style={boxStyle(node, 'col')}>
      {children}
    </div>
  );
}

export function Form({ node, children }: WidgetComponentProps<WidgetNodeOf<'Form'>>) {
  return (
    <WidgetForm
      node={node}
      submitAction={node.onSubmitAction}
      slot="widget-form"
      style={boxStyle(node, node.direction ?? 'col')}
    >
      {children}
    </WidgetForm>
  );
}

export function Spacer({ node }: WidgetComponentProps<WidgetNodeOf<'Spacer'>>) {
  return (
    <div
      data-slot="widget-spacer"
      aria-hidden="true"
      style={{ flex: '1 1 auto', minWidth: space(node.minSize), minHeight: space(node.minSize) }}
    />
  );
}

/** The thickest a divider draws: a wrong `size` must not paint a block over the card. */
const DIVIDER_MAX = 64;

/**
 * A line between sections. Its `size` (thickness) is pixels as a number, or ChatKit's CSS string
 * (`"2px"`, `"0.125rem"`, `"2"`), capped at {@link DIVIDER_MAX} pixels either way.
 */
export function Divider({ node }: WidgetComponentProps<WidgetNodeOf<'Divider'>>) {
  const length =
    typeof node.size === 'number'
      ? Number.isFinite(node.size) && node.size >= 0
        ? `${String(Math.min(node.size, DIVIDER_MAX))}px`
        : undefined
      : size(node.size);
  const width =
    length === undefined || length === 'auto' || length.startsWith('-')
      ? undefined
      : typeof node.size === 'number'
        ? length
        : `min(${length}, ${String(DIVIDER_MAX)}px)`;
  return (
    <hr
      data-slot="widget-divider"
      data-flush={node.flush || undefined}
      style={{
        marginBlock: space(node.spacing),
        borderColor: color(node.color),
        borderBlockStartWidth: width,
      }}
    />
  );
}

/** Its child fades in whenever it is swapped for another (a widget update). */
export function Transition({ node, children }: WidgetComponentProps<WidgetNodeOf<'Transition'>>) {
  const child = node.children[0];
  const key = child ? `${child.type}:${child.key ?? child.id ?? ''}` : 'empty';
  const first = Children.toArray(children).find(isValidElement);
  return (
    <div data-slot="widget-transition" key={key}>
      {first ?? null}
    </div>
  );
}
