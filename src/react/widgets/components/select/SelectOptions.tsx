import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRenderOptions } from '../../../context/RenderContext';
import { filterOptions, type SelectOption } from './filterOptions';

/** Props of `SelectOptions`. */
export interface SelectOptionsProps {
  /** The field's button: the list is placed against it and focus goes back to it. */
  readonly anchor: HTMLElement;
  /** The listbox's id, for the button's `aria-controls`. */
  readonly id: string;
  /** The id of the element naming the field: it names the listbox too. */
  readonly labelledBy: string;
  readonly options: readonly SelectOption[];
  /** The entry that empties the field (a clearable select's placeholder), shown first. */
  readonly clearOption: SelectOption | undefined;
  /** The chosen value, or `''`. */
  readonly value: string;
  /** What the search field starts with (the key typed on the closed field). */
  readonly initialQuery: string;
  readonly onPick: (value: string) => void;
  /** Closes the list; `refocus` when focus goes back to the field's button. */
  readonly onClose: (refocus: boolean) => void;
}

/** What a search lists: the options its words match, after the clearing entry while it is empty. */
function listed(
  options: readonly SelectOption[],
  clearOption: SelectOption | undefined,
  query: string,
  locale: string | undefined,
): readonly SelectOption[] {
  const matches = filterOptions(options, query, locale);
  return clearOption && query.trim() === '' ? [clearOption, ...matches] : matches;
}

/** The next entry from `from` in `step`'s direction that can be picked, else `from`. */
function nextEnabled(entries: readonly SelectOption[], from: number, step: 1 | -1): number {
  for (let index = from + step; index >= 0 && index < entries.length; index += step)
    if (entries[index]?.disabled !== true) return index;
  return from;
}

/** The chosen entry if it is listed, else the first that can be picked, else none (-1). */
function initialActive(entries: readonly SelectOption[], value: string): number {
  const chosen = entries.findIndex((entry) => entry.value === value && entry.disabled !== true);
  return chosen >= 0 ? chosen : nextEnabled(entries, -1, 1);
}

/**
 * A searchable select's open list: a search field (a combobox: it holds the focus, and the entry
 * the arrow keys reach is its active descendant) atop a listbox of the options its words match,
 * in a non-modal popup placed under the field (flipped and shifted to stay in view), at least as
 * wide as the field. "No matches" is announced when nothing is left. Loaded on demand with
 * Floating UI.
 */
export function SelectOptions({
  anchor,
  id,
  labelledBy,
  options,
  clearOption,
  value,
  initialQuery,
  onPick,
  onClose,
}: SelectOptionsProps) {
  const { labels, locale } = useRenderOptions();
  const [query, setQuery] = useState(initialQuery);
  const entriesFor = (text: string) => listed(options, clearOption, text, locale);
  const entries = useMemo(
    () => listed(options, clearOption, query, locale),
    [options, clearOption, query, locale],
  );
  const [active, setActive] = useState(() => initialActive(entries, value));
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const direction = getComputedStyle(anchor).direction === 'rtl' ? 'rtl' : 'ltr';
  // At the kit's root, as the date field's calendar (see DateCalendar).
  const portalRoot = anchor.closest<HTMLElement>('[data-uikit-root]') ?? anchor.parentElement;
  const boundary =
    portalRoot?.getAttribute('data-slot') === 'root' ? portalRoot : 'clippingAncestors';

  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (!open) onClose(reason === 'escape-key');
    },
    elements: { reference: anchor },
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8, boundary }),
      shift({ padding: 8, boundary }),
      size({
        padding: 8,
        boundary,
        apply: ({ rects, availableHeight, elements }) => {
          elements.floating.style.minInlineSize = `${String(Math.round(rects.reference.width))}px`;
          elements.floating.style.maxBlockSize = `${String(Math.max(160, Math.floor(availableHeight)))}px`;
        },
      }),
    ],
  });
  const { getFloatingProps } = useInteractions([
    // Escape is handled below: it must not reach the chat, where it stops the answer.
    useDismiss(context, { escapeKey: false }),
  ]);

  // The entry the keys reach stays in view.
  useEffect(() => {
    list.current
      ?.querySelector(`[data-index="${String(active)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => nextEnabled(entries, current, step));
        break;
      }
      case 'Enter': {
        // Never the form's submit: Enter here picks.
        event.preventDefault();
        const entry = entries[active];
        if (entry && entry.disabled !== true) onPick(entry.value);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
        break;
      case 'Tab':
        // Back on the field, whence the browser's Tab moves on to the next control.
        onClose(true);
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${String(index)}`;
  const activeEntry = entries[active];

  return (
    // No focus guards (focusable, hidden spans axe rightly flags): Tab in the search field is
    // handled above, back to the field and on from there.
    <FloatingPortal root={portalRoot} preserveTabOrder={false}>
      <FloatingFocusManager
        context={context}
        modal={false}
        guards={false}
        initialFocus={search}
        returnFocus={false}
      >
        <div
          ref={(node) => {
            refs.setFloating(node);
          }}
          {...getFloatingProps()}
          data-slot="widget-select-menu"
          dir={direction}
          style={floatingStyles}
        >
          <input
            ref={search}
            type="text"
            role="combobox"
            data-slot="widget-select-search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(initialActive(entriesFor(event.target.value), value));
            }}
            onKeyDown={onKeyDown}
            placeholder={labels.selectSearch}
            aria-label={labels.selectSearch}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={id}
            aria-activedescendant={activeEntry ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <div
            ref={list}
            role="listbox"
            id={id}
            data-slot="widget-select-options"
            aria-labelledby={labelledBy}
          >
            {entries.map((entry, index) => (
              <div
                key={`${String(index)}:${entry.value}`}
                role="option"
                id={optionId(index)}
                data-slot="widget-select-option"
                data-index={index}
                data-active={index === active || undefined}
                data-clear={(clearOption !== undefined && entry === clearOption) || undefined}
                aria-selected={entry.value === value}
                aria-disabled={entry.disabled === true || undefined}
                // The search field keeps the focus; the pointer only moves the active entry.
                onPointerDown={(event) => {
                  event.preventDefault();
                }}
                onPointerMove={() => {
                  if (entry.disabled !== true && index !== active) setActive(index);
                }}
                onClick={() => {
                  if (entry.disabled !== true) onPick(entry.value);
                }}
              >
                {entry.label}
              </div>
            ))}
          </div>
          <p role="status" data-slot="widget-select-empty" hidden={entries.length > 0}>
            {entries.length === 0 ? labels.menuNoResults : ''}
          </p>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
