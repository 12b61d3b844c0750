import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { Trash } from 'lucide';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Thread } from '../../../wire/thread';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { CloseIcon, EditIcon as RenameIcon, MoreIcon } from '../../primitives/glyphs';
import { glyph } from '../../primitives/icons/IconSvg';
import { useChat } from '../ChatContext';
import { useThreads } from '../hooks/useThreads';
import type { PartProps } from './ChatHeader';
import { groupThreadsByDate } from './historyGroups';

const DeleteIcon = glyph(Trash);

type Mode = 'view' | 'menu' | 'rename' | 'delete';

/** Moves focus among the elements `selector` finds in `container`, as arrow keys, Home, End do. */
function moveFocus(event: KeyboardEvent, container: HTMLElement | null, selector: string) {
  const items = [...(container?.querySelectorAll<HTMLElement>(selector) ?? [])];
  const index = items.indexOf(event.target as HTMLElement);
  if (index === -1 || items.length === 0) return;
  const next =
    event.key === 'ArrowDown'
      ? items[(index + 1) % items.length]
      : event.key === 'ArrowUp'
        ? items[(index - 1 + items.length) % items.length]
        : event.key === 'Home'
          ? items[0]
          : event.key === 'End'
            ? items[items.length - 1]
            : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The chat's element of `slot` holding `element` (the chat's own, where a page has two). */
function chatSlot(element: Element, slot: string): HTMLElement | null {
  return (
    element.closest('[data-uikit-root]')?.querySelector<HTMLElement>(`[data-slot="${slot}"]`) ??
    null
  );
}

/**
 * Whether the panel holding `element` is drawn over the conversation: its scrim covers the chat
 * (phones, chat.css). Elsewhere the scrim is not displayed, and it is an empty box where the kit's
 * styles are not there.
 */
function drawnOver(element: Element): boolean {
  const box = chatSlot(element, 'history-scrim')?.getBoundingClientRect();
  return box !== undefined && box.width > 0 && box.height > 0;
}

/**
 * A row's menu (rename, delete): an ARIA menu beside the row's "more" button, positioned by
 * Floating UI so that the panel's scrolling never clips it. Arrow keys move between its items,
 * Escape and Tab close it, and focus goes back to the button.
 */
function RowMenu({
  anchor,
  onRename,
  onDelete,
  onClose,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  onRename: (() => void) | undefined;
  onDelete: (() => void) | undefined;
  onClose: (returnFocus: boolean) => void;
}) {
  const labels = useLabels();
  const menu = useRef<HTMLDivElement>(null);
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor.current },
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    // A press outside the menu and its button closes it, leaving focus where the press put it.
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
    };
  }, [anchor, onClose]);
  return (
    <div
      ref={(element) => {
        menu.current = element;
        refs.setFloating(element);
      }}
      role="menu"
      data-slot="history-menu"
      aria-labelledby={anchor.current?.id}
      style={floatingStyles}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose(true);
        } else if (event.key === 'Tab') {
          onClose(false);
        } else {
          moveFocus(event, menu.current, '[role="menuitem"]');
        }
      }}
    >
      {onRename && (
        <button type="button" role="menuitem" tabIndex={-1} onClick={onRename}>
          <RenameIcon />
          {labels.rename}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-slot="history-menu-delete"
          onClick={onDelete}
        >
          <DeleteIcon />
          {labels.delete}
        </button>
      )}
    </div>
  );
}

/**
 * The title as an input: Enter saves, Escape cancels, and leaving the field saves (as a chat app's
 * sidebar does: what was typed is not thrown away by a click elsewhere). An empty or unchanged
 * title changes nothing.
 */
function RenameField({
  thread,
  title,
  onDone,
}: {
  thread: Thread;
  title: string;
  onDone: () => void;
}) {
  const labels = useLabels();
  const history = useThreads();
  const [draft, setDraft] = useState(thread.title ?? '');
  // Enter and Escape end the field; the blur that follows as it goes must not save again.
  const ended = useRef(false);
  const end = (save: boolean) => {
    if (ended.current) return;
    ended.current = true;
    const next = draft.trim().slice(0, 256);
    // A refusal is rolled back and reported (onError) by the hook; it is not an uncaught error.
    if (save && next !== '' && next !== thread.title)
      history.rename(thread.id, next).catch(() => undefined);
    onDone();
  };
  return (
    <input
      data-slot="history-rename"
      aria-label={labels.renameThread(title)}
      value={draft}
      maxLength={256}
      // The field appears because the user chose Rename: focus follows their intent.
      autoFocus
      onFocus={(event) => {
        event.currentTarget.select();
      }}
      onChange={(event) => {
        setDraft(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          end(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          end(false);
        }
      }}
      onBlur={() => {
        end(true);
      }}
    />
  );
}

function ThreadRow({ thread, current }: { thread: Thread; current: boolean }) {
  const labels = useLabels();
  const { display, runtime } = useChat();
  const history = useThreads();
  const [mode, setMode] = useState<Mode>('view');
  const more = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLDivElement>(null);
  // Where focus goes when the row is back to its title: set by the way the user left a mode.
  const focusAfter = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  const moreId = useId();
  const messageId = useId();
  const title = thread.title ?? labels.untitled;
  const canRename = display.history?.showRename !== false;
  const canDelete = display.history?.showDelete !== false;

  const back = (focus: RefObject<HTMLButtonElement | null> | null) => {
    focusAfter.current = focus;
    setMode('view');
  };
  useEffect(() => {
    if (mode === 'delete')
      confirm.current?.querySelector<HTMLElement>('[data-slot="history-cancel"]')?.focus();
    if (mode !== 'view' && mode !== 'menu') return;
    focusAfter.current?.current?.focus();
    focusAfter.current = null;
  }, [mode]);

  if (mode === 'delete') {
    return (
      <li data-slot="history-item" data-state="confirming">
        <div
          ref={confirm}
          role="group"
          aria-labelledby={messageId}
          data-slot="history-confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              back(more);
            }
          }}
        >
          <p id={messageId}>{labels.confirmDelete(title)}</p>
          <div data-slot="history-confirm-actions">
            <button
              type="button"
              data-slot="history-cancel"
              onClick={() => {
                back(more);
              }}
            >
              {labels.cancel}
            </button>
            <button
              type="button"
              data-slot="history-confirm-delete"
              onClick={() => {
                // The row goes at once: focus moves to the thread after it (or before, at the end)
                // rather than falling to the page.
                const row = confirm.current?.closest('li');
                const rows = [
                  ...(row
                    ?.closest('nav')
                    ?.querySelectorAll<HTMLElement>('[data-slot="history-open"]') ?? []),
                ];
                const after = rows.find(
                  (open) =>
                    row && row.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING,
                );
                (after ?? rows.at(-1))?.focus();
                setMode('view');
                history.remove(thread.id).catch(() => undefined);
              }}
            >
              {labels.delete}
            </button>
          </div>
        </div>
      </li>
    );
  }
  return (
    <li
      data-slot="history-item"
      data-state={mode === 'rename' ? 'renaming' : current ? 'current' : 'idle'}
      data-menu={mode === 'menu' ? 'open' : undefined}
    >
      {mode === 'rename' ? (
        <RenameField
          thread={thread}
          title={title}
          onDone={() => {
            back(openButton);
          }}
        />
      ) : (
        <button
          ref={openButton}
          type="button"
          data-slot="history-open"
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            history.open(thread.id);
            // Drawn over the conversation, the panel gives way to the thread chosen, as a
            // phone's drawer does.
            if (drawnOver(event.currentTarget)) runtime.hideHistory();
          }}
        >
          <span data-slot="history-title" dir="auto">
            {title}
          </span>
        </button>
      )}
      {(canRename || canDelete) && mode !== 'rename' && (
        <button
          ref={more}
          id={moreId}
          type="button"
          data-slot="history-more-button"
          aria-label={labels.threadOptions(title)}
          title={labels.threadOptions(title)}
          aria-haspopup="menu"
          aria-expanded={mode === 'menu'}
          onClick={() => {
            setMode(mode === 'menu' ? 'view' : 'menu');
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && mode !== 'menu') {
              event.preventDefault();
              event.stopPropagation();
              setMode('menu');
            }
          }}
        >
          <MoreIcon />
        </button>
      )}
      {mode === 'menu' && (
        <RowMenu
          anchor={more}
          onRename={
            canRename
              ? () => {
                  setMode('rename');
                }
              : undefined
          }
          onDelete={
            canDelete
              ? () => {
                  setMode('delete');
                }
              : undefined
          }
          onClose={(returnFocus) => {
            back(returnFocus ? more : null);
          }}
        />
      )}
    </li>
  );
}

/**
 * The history panel's content: the user's recent threads under date headings (today, yesterday,
 * the previous 7 days, older), to open, rename and delete through each row's menu. Arrow keys,
 * Home and End move between the threads. Loaded on demand by `ThreadHistory`, the first time the
 * panel opens (or before, once the chat is idle).
 */
export function HistoryPanel({ className, style }: PartProps) {
  const labels = useLabels();
  const { locale } = useRenderOptions();
  const { runtime } = useChat();
  const history = useThreads();
  const list = useRef<HTMLDivElement>(null);
  const groupId = useId();
  const groups = groupThreadsByDate(history.threads, new Date());
  const nav = useRef<HTMLElement>(null);
  // Closed with focus inside (its close button, a thread chosen on a phone), the panel hands focus
  // to the button that opens it, not to the page's body. Cleaned up before the panel leaves the
  // page, while focus is still inside.
  useLayoutEffect(() => {
    const panel = nav.current;
    return () => {
      if (panel === null) return;
      const active = (panel.getRootNode() as Document | ShadowRoot).activeElement;
      if (panel.contains(active)) chatSlot(panel, 'history-toggle')?.focus();
    };
  }, []);
  return (
    <nav
      ref={nav}
      data-slot="history"
      part="history"
      aria-label={labels.history}
      className={className}
      style={style}
    >
      <div data-slot="history-header">
        {/* Not a heading: the nav is named already, and the header's title is the chat's h2. */}
        <span data-slot="history-heading">{labels.history}</span>
        <button
          type="button"
          data-slot="history-close"
          aria-label={labels.hideHistory}
          title={labels.hideHistory}
          onClick={() => {
            runtime.hideHistory();
          }}
        >
          <CloseIcon />
        </button>
      </div>
      {history.isLoading ? (
        <p data-slot="history-status">{labels.loadingThread}</p>
      ) : history.threads.length === 0 ? (
        <p data-slot="history-status">{labels.noThreads}</p>
      ) : (
        <div
          ref={list}
          data-slot="history-groups"
          onKeyDown={(event) => {
            moveFocus(event, list.current, '[data-slot="history-open"]');
          }}
        >
          {groups.map(({ group, threads }) => (
            // Named lists rather than headings: the panel comes before the chat's h2 title.
            <div key={group} data-slot="history-group">
              <span id={`${groupId}-${group}`} data-slot="history-group-heading">
                {labels.historyGroup(group, locale)}
              </span>
              <ul data-slot="history-list" aria-labelledby={`${groupId}-${group}`}>
                {threads.map((thread) => (
                  <ThreadRow
                    key={thread.id}
                    thread={thread}
                    current={thread.id === history.openThreadId}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {history.hasMore && (
        <button
          type="button"
          data-slot="history-more"
          disabled={history.isLoadingMore}
          onClick={() => void history.loadMore()}
        >
          {labels.loadMoreThreads}
        </button>
      )}
    </nav>
  );
}
