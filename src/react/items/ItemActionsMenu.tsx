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
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import type { ThreadItemAction } from '../context/ItemActionsContext';
import { WidgetIconGlyph } from '../widgets/icons';

/** Props of `ItemActionsMenu`. */
export interface ItemActionsMenuProps {
  /** The "More actions" button: the menu is placed against it and focus goes back to it. */
  readonly anchor: HTMLElement;
  /** The menu's id, for the button's `aria-controls`. */
  readonly id: string;
  readonly actions: readonly Omit<ThreadItemAction, 'onClick'>[];
  /** The action focused when the menu opens. */
  readonly initialIndex: number;
  readonly onRun: (actionId: string) => void;
  readonly onClose: () => void;
}

/**
 * The host's further actions under an item, open: an ARIA menu below its button (flipped and
 * shifted to stay in view), with arrow keys, Home and End, Enter or Space to run one, and Escape,
 * Tab or a click elsewhere to close it, focus going back to the button (unless the click put it
 * somewhere else). Drawn in the chat's root rather than in its row: a row skips painting what lies
 * outside it (`content-visibility`), and in a long thread each row is a layer of its own, which
 * the next row would paint over. Still inside the kit's root (and a `<uikit-chat>`'s shadow root),
 * where the kit's styles apply.
 */
export function ItemActionsMenu({
  anchor,
  id,
  actions,
  initialIndex,
  onRun,
  onClose,
}: ItemActionsMenuProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(initialIndex);
  const items = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (open) return;
      onClose();
      // A press on nothing in particular leaves focus on the page's body, where Tab starts over
      // from the top of the page: it goes back to the button instead (Floating UI's own return
      // skips presses outside). A press on a control leaves focus there.
      if (reason === 'outside-press')
        setTimeout(() => {
          const active = anchor.ownerDocument.activeElement;
          if (anchor.isConnected && (active === null || active === anchor.ownerDocument.body))
            anchor.focus({ preventScroll: true });
        });
    },
    elements: { reference: anchor },
    // End is logical: Floating UI reads the menu's direction and mirrors it.
    placement: 'bottom-end',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: items,
      activeIndex,
      // Where focus lands on opening: the first action, or the last after ArrowUp.
      selectedIndex: initialIndex,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: true,
    }),
  ]);
  return (
    // No focus guards, the portal's nor the focus manager's: axe counts Floating UI's (focusable
    // and aria-hidden) as a violation. Tab leaves from the button instead, below.
    <FloatingPortal
      root={anchor.closest<HTMLElement>('[data-uikit-root]')}
      preserveTabOrder={false}
    >
      <FloatingFocusManager
        context={context}
        modal={false}
        initialFocus={-1}
        returnFocus
        guards={false}
      >
        <div
          ref={(node) => {
            refs.setFloating(node);
          }}
          {...getFloatingProps({
            onKeyDown: (event) => {
              // The menu's Escape is its own: the chat's root would stop a streaming answer.
              if (event.key === 'Escape') event.stopPropagation();
              // Drawn at the end of the chat's root, the menu would hand Tab to whatever follows
              // it there: from the button instead, Tab goes on to what follows the button (and
              // Shift+Tab to what precedes it), and the menu closes as focus leaves it.
              if (event.key === 'Tab') anchor.focus({ preventScroll: true });
            },
          })}
          // After Floating UI's props: its own ids would leave the button's aria-controls, and
          // the menu's name, dangling.
          id={id}
          aria-labelledby={anchor.id}
          data-slot="item-actions-menu"
          style={floatingStyles}
        >
          {actions.map((action, index) => (
            <button
              key={action.id}
              ref={(node) => {
                items.current[index] = node;
              }}
              type="button"
              role="menuitem"
              data-slot="item-actions-menu-item"
              data-action-id={action.id}
              tabIndex={index === activeIndex ? 0 : -1}
              {...getItemProps({
                onClick: () => {
                  // Run first, while the click still counts as the user's (a share sheet or the
                  // clipboard asks for that); closing returns focus to the button unless the
                  // action has moved it.
                  onRun(action.id);
                  onClose();
                },
              })}
            >
              {action.icon !== undefined && <WidgetIconGlyph name={action.icon} />}
              <span data-slot="item-actions-menu-label">{action.label}</span>
            </button>
          ))}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
