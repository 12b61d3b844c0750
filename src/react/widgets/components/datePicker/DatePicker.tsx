import { Suspense, useId, useMemo, useState } from 'react';
import type { WidgetNodeOf } from '../../../../wire/widgets';
import { useRenderOptions } from '../../../context/RenderContext';
import type { WidgetComponentProps } from '../../../context/renderers';
import { CalendarIcon, CloseIcon } from '../../../primitives/glyphs';
import { lazyComponent } from '../../../primitives/lazyComponent';
import { fieldId, humanize, useWidgetAction, useWidgetScope } from '../../WidgetScope';
import { dateOnly, parseIsoDate } from './dates';

// The open calendar (react-day-picker and Floating UI) is a chunk of its own: it loads when a date
// field is first pointed at, focused or opened, never with the widget.
const dateCalendar = lazyComponent(() =>
  import('./DateCalendar').then((module) => module.DateCalendar),
);

const preload = () => {
  dateCalendar.preload().catch(() => undefined);
};

/**
 * A date field: a button showing the chosen date (in the kit's locale) or the placeholder, which
 * opens the kit's calendar in a popover placed by `side` and `align`; `clearable` adds a button
 * emptying it. The value rides in a visually hidden text input under the button, so the form sends
 * `name` → `YYYY-MM-DD` and `required` blocks its submission (focusing the button), as a native
 * field does.
 */
export function DatePicker({ node }: WidgetComponentProps<WidgetNodeOf<'DatePicker'>>) {
  const { labels, locale } = useRenderOptions();
  const scope = useWidgetScope();
  const { fire, pending } = useWidgetAction(node);
  const [value, setValue] = useState(() => {
    const initial = dateOnly(node.defaultValue);
    return parseIsoDate(initial) === undefined ? '' : (initial ?? '');
  });
  // Pure UI state: whether the calendar is open.
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const calendarId = useId();
  const nameId = useId();
  const shownId = useId();
  const labelled = scope.labelledFields.has(node.name);
  const formatted = useMemo(() => {
    const date = parseIsoDate(value);
    if (date === undefined) return undefined;
    try {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
    } catch {
      return value;
    }
  }, [value, locale]);

  const change = (next: string) => {
    setValue(next);
    if (node.onChangeAction) fire(node.onChangeAction, { [node.name]: next === '' ? null : next });
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) anchor?.focus();
  };
  const disabled = node.disabled === true;
  const shown = formatted ?? node.placeholder ?? labels.chooseDate;
  // Unlabelled, the field is named by its placeholder or its name; not twice by the placeholder.
  const fieldName =
    node.placeholder !== undefined && shown !== node.placeholder
      ? node.placeholder
      : humanize(node.name);

  return (
    <span
      data-slot="widget-date-field"
      data-size={node.size ?? 'md'}
      data-pill={node.pill || undefined}
      data-block={node.block || undefined}
      data-side={node.side ?? 'bottom'}
      data-align={node.align ?? 'start'}
      data-empty={value === '' || undefined}
      data-state={open ? 'open' : 'closed'}
    >
      {/* The value the form sends and validates: a text input, not `hidden` (which is never
          validated), not read-only (neither is that), out of reach and out of the tree. */}
      <input
        type="text"
        data-slot="widget-date-value-input"
        name={node.name}
        value={value}
        onChange={(event) => {
          setValue(dateOnly(event.target.value) ?? '');
        }}
        required={node.required}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        autoComplete="off"
        // The browser focuses the first invalid field: this one hands focus to the button.
        onInvalid={() => {
          anchor?.focus();
        }}
        onFocus={() => {
          anchor?.focus();
        }}
      />
      <button
        ref={setAnchor}
        type="button"
        data-slot="widget-date-picker"
        data-variant={node.variant ?? 'outline'}
        data-size={node.size ?? 'md'}
        data-pill={node.pill || undefined}
        data-state={pending ? 'loading' : open ? 'open' : 'closed'}
        data-clearable={(node.clearable && value !== '' && !disabled) || undefined}
        aria-busy={pending || undefined}
        id={fieldId(scope, node.name)}
        // Its name is the field's name then what it shows (the date, or the placeholder), so the
        // date is read out and the visible text is part of the name.
        aria-labelledby={`${labelled ? `${fieldId(scope, node.name)}-label` : nameId} ${shownId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          // Escape closes the calendar (and stays here: in the chat it would stop the answer).
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
            return;
          }
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span data-slot="widget-date-icon">
          <CalendarIcon />
        </span>
        <span
          id={shownId}
          data-slot="widget-date-value"
          data-placeholder={formatted === undefined || undefined}
        >
          {shown}
        </span>
      </button>
      {!labelled && (
        <span id={nameId} hidden>
          {fieldName}
        </span>
      )}
      {node.clearable && value !== '' && !disabled && (
        <button
          type="button"
          data-slot="widget-date-clear"
          aria-label={labels.clearDate}
          onClick={() => {
            change('');
            anchor?.focus();
          }}
        >
          <CloseIcon />
        </button>
      )}
      {open && anchor !== null && (
        <Suspense fallback={null}>
          <dateCalendar.Component
            anchor={anchor}
            id={calendarId}
            value={value}
            min={dateOnly(node.min)}
            max={dateOnly(node.max)}
            side={node.side ?? 'bottom'}
            align={node.align ?? 'start'}
            onPick={(picked) => {
              if (picked !== value) change(picked);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </span>
  );
}
