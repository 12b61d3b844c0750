import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useMemo } from 'react';
import { DayPicker, UI, type Formatters, type Matcher } from 'react-day-picker';
import { useRenderOptions } from '../../../context/RenderContext';
import { parseIsoDate, toIsoDate, weekStartOf } from './dates';

/** Props of `DateCalendar`. */
export interface DateCalendarProps {
  /** The field's button: the calendar is placed against it and focus goes back to it. */
  readonly anchor: HTMLElement;
  /** The dialog's id, for the button's `aria-controls`. */
  readonly id: string;
  /** The chosen date as `YYYY-MM-DD`, or `''`. */
  readonly value: string;
  readonly min: string | undefined;
  readonly max: string | undefined;
  readonly side: 'top' | 'right' | 'bottom' | 'left';
  readonly align: 'start' | 'center' | 'end';
  readonly onPick: (date: string) => void;
  /** Closes the calendar; `refocus` when focus goes back to the field's button. */
  readonly onClose: (refocus: boolean) => void;
}

// DayPicker's own class names (`rdp-…`) would be open to a host sheet styling them: ours carry the
// kit's prefix, and the rules in widgets.css reach them only under the kit's root.
const CLASS_NAMES = Object.fromEntries(
  Object.values(UI).map((part) => [part, `uikit-calendar-${part}`]),
) as Record<UI, string>;

/**
 * A date field's open calendar: a month of days (react-day-picker) in a non-modal dialog placed by
 * the field's `side` and `align` (flipped and shifted to stay in view), its months, weekdays and
 * days written by `Intl` in the kit's locale, its week starting where the locale's does. Opening
 * focuses the chosen day (else today, else the first day that can be chosen); the arrow keys,
 * Page Up and Down, Home and End move through days, Enter or Space picks; Escape, Tab or a click
 * elsewhere close. Loaded on demand with Floating UI.
 */
export function DateCalendar({
  anchor,
  id,
  value,
  min,
  max,
  side,
  align,
  onPick,
  onClose,
}: DateCalendarProps) {
  const { labels, locale } = useRenderOptions();
  // The field's own direction: the host may set `dir` on the kit's root apart from the locale.
  const direction = getComputedStyle(anchor).direction === 'rtl' ? 'rtl' : 'ltr';
  const placement: Placement = align === 'center' ? side : `${side}-${align}`;
  // Drawn at the kit's root, where its styles and theme apply: a thread row contains its paint
  // (`content-visibility`), which would clip the calendar and leave it under the composer. In a
  // chat it stays inside the chat's box, as in an embedded frame; a widget rendered alone on a
  // page (its root as small as the widget) keeps to the viewport.
  const portalRoot = anchor.closest<HTMLElement>('[data-uikit-root]') ?? anchor.parentElement;
  const boundary =
    portalRoot?.getAttribute('data-slot') === 'root' ? portalRoot : 'clippingAncestors';
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (open) return;
      if (reason !== 'outside-press') {
        onClose(reason === 'escape-key');
        return;
      }
      onClose(false);
      // A click on nothing focusable leaves focus nowhere: it goes back to the field, while a
      // click on another control keeps it there.
      requestAnimationFrame(() => {
        const root = anchor.getRootNode() as Document | ShadowRoot;
        const active = root.activeElement;
        if (active === null || active === anchor.ownerDocument.body) anchor.focus();
      });
    },
    elements: { reference: anchor },
    // Start and end are logical: Floating UI reads the calendar's direction and mirrors them.
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8, boundary }), shift({ padding: 8, boundary })],
  });
  const { getFloatingProps } = useInteractions([
    useRole(context, { role: 'dialog' }),
    // Escape is handled below: it must not reach the chat, where it stops the answer.
    useDismiss(context, { escapeKey: false }),
  ]);

  const selected = parseIsoDate(value);
  const first = parseIsoDate(min);
  const last = parseIsoDate(max);
  // A range that ends before it starts allows no day: every day shows, disabled.
  const bounded = !(first && last && first > last);
  const disabled: Matcher[] = [];
  if (first) disabled.push({ before: first });
  if (last) disabled.push({ after: last });
  const today = new Date();
  const shownMonth =
    selected ?? (first && today < first ? first : last && today > last ? last : today);

  const { formatters, dayLabels } = useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat(locale, options);
      } catch {
        return new Intl.DateTimeFormat(undefined, options);
      }
    };
    const caption = format({ month: 'long', year: 'numeric' });
    // Short names where they are short (Mon, Di, 月); single letters where even those are words
    // (Arabic's short names are the full ones), so seven fit in the calendar's width.
    const short = format({ weekday: 'short' });
    // The week of Sunday 7 January 2024.
    const long = Array.from({ length: 7 }, (_, offset) =>
      short.format(new Date(2024, 0, 7 + offset)),
    ).some((name) => name.length > 4);
    const weekday = long ? format({ weekday: 'narrow' }) : short;
    const weekdayLong = format({ weekday: 'long' });
    const day = format({ day: 'numeric' });
    const full = format({ dateStyle: 'full' });
    const formatters: Partial<Formatters> = {
      formatCaption: (month: Date) => caption.format(month),
      formatWeekdayName: (date: Date) => weekday.format(date),
      formatDay: (date: Date) => day.format(date),
    };
    return {
      formatters,
      dayLabels: {
        labelGrid: (month: Date) => caption.format(month),
        labelWeekday: (date: Date) => weekdayLong.format(date),
        labelDayButton: (date: Date) => full.format(date),
        labelGridcell: (date: Date) => full.format(date),
      },
    };
  }, [locale]);

  return (
    <FloatingPortal root={portalRoot}>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
        <div
          ref={(node) => {
            refs.setFloating(node);
          }}
          {...getFloatingProps({
            onKeyDown: (event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              onClose(true);
            },
          })}
          id={id}
          data-slot="widget-date-calendar"
          data-side={side}
          data-align={align}
          aria-label={labels.calendar}
          dir={direction}
          style={floatingStyles}
        >
          <DayPicker
            mode="single"
            required
            selected={selected}
            onSelect={(date) => {
              onPick(toIsoDate(date));
            }}
            defaultMonth={shownMonth}
            {...(first && bounded ? { startMonth: first } : {})}
            {...(last && bounded ? { endMonth: last } : {})}
            disabled={disabled}
            weekStartsOn={weekStartOf(locale)}
            dir={direction}
            {...(locale === undefined ? {} : { lang: locale })}
            autoFocus
            showOutsideDays
            classNames={CLASS_NAMES}
            formatters={formatters}
            labels={{
              ...dayLabels,
              labelNav: () => labels.calendar,
              labelPrevious: () => labels.previousMonth,
              labelNext: () => labels.nextMonth,
            }}
          />
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
