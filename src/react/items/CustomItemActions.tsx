import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import type { ReceivedAssistantMessageItem, ReceivedUserMessageItem } from '../../wire/received';
import { useItemActions, type ItemActions } from '../context/ItemActionsContext';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import { MoreIcon } from '../primitives/glyphs';
import { lazyComponent } from '../primitives/lazyComponent';
import { WidgetIconGlyph } from '../widgets/icons';

/** The items a host's actions stand under. */
type ActionItem = ReceivedAssistantMessageItem | ReceivedUserMessageItem;

/**
 * How many of the host's actions are buttons under an item: more would crowd out copy, feedback
 * and the time on a narrow chat, so the rest wait in a menu.
 */
export const INLINE_ITEM_ACTIONS = 2;

// The open menu (Floating UI's placement and list navigation) is a chunk of its own, loaded when the
// "More actions" button is first pointed at, focused or pressed: most chats give two actions or
// fewer, and never need it.
const itemActionsMenu = lazyComponent(() =>
  import('./ItemActionsMenu').then((module) => module.ItemActionsMenu),
);

/** The host's actions that stand under `item`, in the order given. */
export function customActionsFor(actions: ItemActions, item: ActionItem) {
  const target = item.type === 'uikit.user_message' ? 'user_message' : 'assistant_message';
  return (actions.custom ?? []).filter((action) =>
    (action.on ?? ['assistant_message']).includes(target),
  );
}

/**
 * The host's own actions under an answer or a user message (`threadItemActions.custom`): the first
 * two as buttons (an icon named by the label, or the label as text), any more in a "More actions"
 * menu. A handler's error, thrown or rejected, goes to the chat's `error` event and leaves the row
 * as it was. Shown under items that are done (the chat draws no action row under a streaming
 * answer), so they are never disabled, even while a later answer streams.
 */
export function CustomItemActions({ item }: { item: ActionItem }) {
  const actions = useItemActions();
  const { onRenderError } = useRenderOptions();
  const shown = customActionsFor(actions, item);
  if (shown.length === 0) return null;
  const run = (id: string) => {
    const report = (error: unknown) => {
      onRenderError?.(error, { itemId: item.id });
    };
    try {
      const handler = actions.customHandlers?.()?.find((action) => action.id === id);
      Promise.resolve(handler?.onClick(item)).catch(report);
    } catch (error) {
      report(error);
    }
  };
  return (
    <>
      {shown.slice(0, INLINE_ITEM_ACTIONS).map((action) => (
        <button
          key={action.id}
          type="button"
          data-slot="item-action"
          data-action-id={action.id}
          aria-label={action.icon === undefined ? undefined : action.label}
          title={action.label}
          onClick={() => {
            run(action.id);
          }}
        >
          {action.icon === undefined ? (
            <span data-slot="item-action-text">{action.label}</span>
          ) : (
            <WidgetIconGlyph name={action.icon} />
          )}
        </button>
      ))}
      {shown.length > INLINE_ITEM_ACTIONS && (
        <MoreItemActions actions={shown.slice(INLINE_ITEM_ACTIONS)} onRun={run} />
      )}
    </>
  );
}

/**
 * The "More actions" button, a menu button: Enter, Space or ArrowDown open its menu on the first
 * action, ArrowUp on the last.
 */
function MoreItemActions({
  actions,
  onRun,
}: {
  actions: ReturnType<typeof customActionsFor>;
  onRun: (id: string) => void;
}) {
  const labels = useLabels();
  const id = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // The index of the action focused when the menu opens, or null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const Menu = itemActionsMenu.Component;
  const preload = () => {
    // A failed load is tried again on the next open.
    itemActionsMenu.preload().catch(() => undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
  };
  return (
    <>
      <button
        ref={setButton}
        id={`${id}-button`}
        type="button"
        data-slot="more-item-actions"
        data-state={openAt === null ? 'closed' : 'open'}
        aria-label={labels.moreActions}
        title={labels.moreActions}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt === null ? undefined : `${id}-menu`}
        onPointerEnter={preload}
        onFocus={preload}
        onKeyDown={onKeyDown}
        onClick={() => {
          setOpenAt(openAt === null ? 0 : null);
        }}
      >
        <MoreIcon />
      </button>
      {openAt !== null && button !== null && (
        <Suspense fallback={null}>
          <Menu
            anchor={button}
            id={`${id}-menu`}
            actions={actions}
            initialIndex={openAt}
            onRun={onRun}
            onClose={() => {
              setOpenAt(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
