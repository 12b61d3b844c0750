import type { IconNode } from 'lucide';
import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import type { WidgetNodeOf } from '../../../../wire/widgets';
import { useLabels } from '../../../context/RenderContext';
import type { WidgetComponentProps } from '../../../context/renderers';
import { IconSvg } from '../../../primitives/icons/IconSvg';
import { lazyComponent } from '../../../primitives/lazyComponent';
import { fieldId, humanize, useWidgetAction, useWidgetScope } from '../../WidgetScope';
import type { SelectOption } from './filterOptions';

// The open list (Floating UI) is a chunk of its own: it loads when the field is first pointed at,
// focused or opened, never with the widget.
const selectOptions = lazyComponent(() =>
  import('./SelectOptions').then((module) => module.SelectOptions),
);

/** Lucide's chevron-down, drawn here: importing it would share one tiny module with other chunks. */
const CHEVRON_DOWN: IconNode = [['path', { d: 'm6 9 6 6 6-6' }]];

const preload = () => {
  selectOptions.preload().catch(() => undefined);
};

/**
 * A `Select` with `searchable`: a button showing the chosen option (or the placeholder) that opens
 * its options in a list with a search field atop it, which narrows them as the user types (every
 * word, in any order, ignoring case and accents). The button opens with a click, Enter, Space, the
 * arrow keys or by typing (the typed text starts the search); in the list the arrow keys move,
 * Enter picks, Escape closes (focus back on the button) and Tab closes and moves on. `clearable`
 * puts the placeholder first in the list, as the native select does, to empty the field. As in a
 * date field, the value rides in a visually hidden text input, so the form sends `name` → value
 * and `required` blocks its submission.
 */
export function SearchableSelect({ node }: WidgetComponentProps<WidgetNodeOf<'Select'>>) {
  const labels = useLabels();
  const scope = useWidgetScope();
  const { fire, pending } = useWidgetAction(node);
  const [value, setValue] = useState(() =>
    node.options.some((option) => option.value === node.defaultValue)
      ? (node.defaultValue ?? '')
      : '',
  );
  // Pure UI state: whether the list is open, and the search it opens with.
  const [open, setOpen] = useState<{ query: string } | null>(null);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const listId = useId();
  const nameId = useId();
  const shownId = useId();
  const labelled = scope.labelledFields.has(node.name);
  const disabled = node.disabled === true;
  const placeholder = node.placeholder ?? labels.selectPlaceholder;
  const chosen = node.options.find((option) => option.value === value);
  const fieldName = node.placeholder ?? humanize(node.name);

  const pick = (next: string) => {
    setOpen(null);
    anchor?.focus();
    if (next === value) return;
    setValue(next);
    if (node.onChangeAction) fire(node.onChangeAction, { [node.name]: next });
  };
  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) anchor?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open) {
      // Escape closes the list (and stays here: in the chat it would stop the answer).
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(null);
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen({ query: '' });
    } else if (
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Typing on the closed field starts a search with what was typed.
      event.preventDefault();
      setOpen({ query: event.key });
    }
  };
  const clearOption: SelectOption | undefined = node.clearable
    ? { value: '', label: placeholder }
    : undefined;

  return (
    <span
      data-slot="widget-select-field"
      data-block={node.block || undefined}
      data-state={open ? 'open' : 'closed'}
    >
      {/* The value the form sends and validates (see DatePicker): out of reach and of the tree. */}
      <input
        type="text"
        data-slot="widget-select-value-input"
        name={node.name}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        required={node.required}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        autoComplete="off"
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
        data-slot="widget-select"
        data-searchable=""
        data-variant={node.variant ?? 'outline'}
        data-size={node.size ?? 'md'}
        data-pill={node.pill || undefined}
        data-block={node.block || undefined}
        data-state={pending ? 'loading' : open ? 'open' : 'closed'}
        aria-busy={pending || undefined}
        id={fieldId(scope, node.name)}
        // Named by the field's name, then what it shows (the option, or the placeholder).
        aria-labelledby={`${labelled ? `${fieldId(scope, node.name)}-label` : nameId} ${shownId}`}
        aria-haspopup="listbox"
        aria-expanded={open !== null}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(open ? null : { query: '' });
        }}
        onKeyDown={onKeyDown}
      >
        <span
          id={shownId}
          data-slot="widget-select-value"
          data-placeholder={chosen === undefined || undefined}
        >
          {chosen?.label ?? placeholder}
        </span>
        <span data-slot="widget-select-chevron">
          <IconSvg node={CHEVRON_DOWN} />
        </span>
      </button>
      {!labelled && (
        <span id={nameId} hidden>
          {fieldName === placeholder && chosen === undefined ? humanize(node.name) : fieldName}
        </span>
      )}
      {open && anchor !== null && (
        <Suspense fallback={null}>
          <selectOptions.Component
            anchor={anchor}
            id={listId}
            labelledBy={labelled ? `${fieldId(scope, node.name)}-label` : nameId}
            options={node.options}
            clearOption={clearOption}
            value={value}
            initialQuery={open.query}
            onPick={pick}
            onClose={close}
          />
        </Suspense>
      )}
    </span>
  );
}
