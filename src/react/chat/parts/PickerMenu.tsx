import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import { WidgetIconGlyph } from '../../widgets/icons';

/** One entry of a composer picker. */
export interface PickerOption {
  readonly id: string;
  readonly label: string;
  readonly description?: string | undefined;
  readonly icon?: string | undefined;
  /** Shown and reachable (so a screen reader announces it), never picked. */
  readonly disabled?: boolean | undefined;
}

/** Props of `PickerMenu`. */
export interface PickerMenuProps {
  /** The button the menu opens from: it is placed against it and focus goes back to it. */
  readonly anchor: HTMLElement;
  /** The listbox's id, for the button's `aria-controls`. */
  readonly id: string;
  /** The listbox's accessible name. */
  readonly label: string;
  readonly options: readonly PickerOption[];
  readonly selectedId: string | null;
  readonly onPick: (id: string) => void;
  readonly onClose: () => void;
  /** The button edge the menu lines up with, in the text's direction. Default `start`. */
  readonly align?: 'start' | 'end';
}

/**
 * A composer picker's open menu: an ARIA listbox placed beside its button (flipped and shifted to
 * stay in view), with arrow keys, Home and End, typeahead, Enter or Space to pick, and Escape, Tab
 * or a click elsewhere to close, focus going back to the button. Rendered in place, inside the
 * kit's root (and a `<uikit-chat>`'s shadow root), where the kit's styles apply. Loaded on demand:
 * Floating UI stays out of the first load.
 */
export function PickerMenu({
  anchor,
  id,
  label,
  options,
  selectedId,
  onPick,
  onClose,
  align = 'start',
}: PickerMenuProps) {
  const selectedIndex = options.findIndex((option) => option.id === selectedId);
  const [activeIndex, setActiveIndex] = useState<number | null>(
    selectedIndex >= 0 ? selectedIndex : firstEnabled(options),
  );
  const items = useRef<(HTMLElement | null)[]>([]);
  // A menu lives while it is open: its entries are the ones it opened with.
  const labels = useRef(options.map((option) => option.label));

  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    // Start and end are logical: Floating UI reads the menu's direction and mirrors them.
    placement: align === 'start' ? 'top-start' : 'top-end',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply: ({ availableHeight, elements }) => {
          elements.floating.style.maxBlockSize = `${String(Math.max(120, availableHeight))}px`;
        },
      }),
    ],
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useRole(context, { role: 'listbox' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: items,
      activeIndex,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: true,
      // Disabled options stay reachable, so they are announced; picking them does nothing.
      disabledIndices: [],
    }),
    useTypeahead(context, {
      listRef: labels,
      activeIndex,
      onMatch: setActiveIndex,
    }),
  ]);

  const pick = (option: PickerOption) => {
    if (option.disabled === true) return;
    onPick(option.id);
    onClose();
  };

  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus>
      <div
        ref={(node) => {
          refs.setFloating(node);
        }}
        {...getFloatingProps()}
        // After Floating UI's props: its own id would leave the button's aria-controls dangling.
        id={id}
        data-slot="picker-menu"
        aria-label={label}
        style={floatingStyles}
      >
        {options.map((option, index) => {
          const selected = option.id === selectedId;
          return (
            <div
              key={option.id}
              ref={(node) => {
                items.current[index] = node;
              }}
              role="option"
              data-slot="picker-option"
              data-state={selected ? 'selected' : undefined}
              aria-selected={selected}
              aria-disabled={option.disabled === true ? true : undefined}
              tabIndex={index === activeIndex ? 0 : -1}
              {...getItemProps({
                onClick: () => {
                  pick(option);
                },
                onKeyDown: (event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  pick(option);
                },
              })}
            >
              {option.icon !== undefined && <WidgetIconGlyph name={option.icon} />}
              <span data-slot="picker-option-text">
                <span data-slot="picker-option-label">{option.label}</span>
                {option.description !== undefined && (
                  <span data-slot="picker-option-description">{option.description}</span>
                )}
              </span>
              <span data-slot="picker-option-check" aria-hidden="true">
                {selected && <WidgetIconGlyph name="check" />}
              </span>
            </div>
          );
        })}
      </div>
    </FloatingFocusManager>
  );
}

function firstEnabled(options: readonly PickerOption[]): number | null {
  const index = options.findIndex((option) => option.disabled !== true);
  return index === -1 ? null : index;
}
