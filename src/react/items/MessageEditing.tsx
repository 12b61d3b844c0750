import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { ReceivedUserMessageItem } from '../../wire/received';
import { useItemActions } from '../context/ItemActionsContext';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import { EditIcon } from '../primitives/glyphs';
import { lazyComponent } from '../primitives/lazyComponent';
import { PartErrorBoundary } from '../primitives/PartErrorBoundary';
import { userMessageText } from './UserTags';

// Editing a sent message in place (protocol section 11, `edit`): the Edit button under it, and
// the state of its editor, which loads the first time a message is edited (or the button is
// pointed at), so a chat whose user never edits never downloads it.

const messageEditor = lazyComponent(() =>
  import('./UserMessageEditor').then((module) => module.UserMessageEditor),
);

/**
 * The Edit button under a message the user sent: a pencil, labelled, disabled while an answer is
 * being produced. Pointing at it or focusing it loads the editor, so a click opens it at once.
 */
export function EditMessageButton({
  ref,
  disabled,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  disabled: boolean;
  onClick: () => void;
}) {
  const labels = useLabels();
  const preload = () => {
    // A failure shows where the editor renders (its error boundary).
    messageEditor.preload().catch(() => undefined);
  };
  return (
    <button
      ref={ref}
      type="button"
      data-slot="edit-message"
      aria-label={labels.editMessage}
      title={labels.editMessage}
      disabled={disabled}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      <EditIcon />
    </button>
  );
}

/** The editor's state: closed, open on a text, or sending it (the text waits, read-only). */
type Editing = { readonly text: string; readonly sending: boolean } | null;

export interface MessageEditing {
  /** The editor in the message's place, or null while it is closed. */
  readonly editor: ReactNode;
  /** The Edit button for the message's actions, or null where the chat cannot edit. */
  readonly button: ReactNode;
  /**
   * The message's `tabIndex` once an edit of it went: -1, focusable from code only, so the
   * thread's Tab order stays as it was.
   */
  readonly messageTabIndex: -1 | undefined;
}

/**
 * Editing `item` in place, where the chat can edit (`ItemActions.onEditUserMessage`): the button
 * opens the editor on the message's text; Send sends it and keeps the editor, read-only, until
 * the message says the new text (the service replaced it) or the edit failed, when the editor
 * opens again on the text the user wrote. Cancel and Escape close it and give focus back to the
 * button; a sent edit gives it to the message (`message`), as the button is disabled while the
 * new answer is produced.
 */
export function useMessageEditing(
  item: ReceivedUserMessageItem,
  message: RefObject<HTMLElement | null>,
  /** What the editor shows as it is, above its field: the message's quote and files. */
  kept: () => ReactNode,
): MessageEditing {
  const actions = useItemActions();
  const { onRenderError } = useRenderOptions();
  const [editing, setEditing] = useState<Editing>(null);
  const [edited, setEdited] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** The message as it was when the edit went: another version of it means the edit was taken. */
  const sentFrom = useRef<ReceivedUserMessageItem | null>(null);
  /** Where focus goes once the editor closes. */
  const focusAfter = useRef<'button' | 'message' | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const close = (focus: 'button' | 'message') => {
    focusAfter.current = focus;
    sentFrom.current = null;
    setEditing(null);
  };
  useEffect(() => {
    // The service replaced the message: the editor gives way to it as it now reads.
    if (editing?.sending === true && sentFrom.current !== null && sentFrom.current !== item)
      close('message');
  }, [editing, item]);

  useEffect(() => {
    const focus = focusAfter.current;
    if (editing !== null || focus === null) return;
    focusAfter.current = null;
    const edit = button.current;
    if (focus === 'button' && edit && !edit.disabled) {
      edit.focus();
      return;
    }
    message.current?.focus({ preventScroll: true });
  }, [editing, message]);

  const edit = actions.onEditUserMessage;
  const messageTabIndex = edited ? -1 : undefined;
  if (!edit) return { editor: null, button: null, messageTabIndex };

  const send = (text: string) => {
    sentFrom.current = item;
    setEdited(true);
    setEditing({ text, sending: true });
    void edit(item.id, text).then((took) => {
      if (!mounted.current) return;
      if (!took) {
        // Whatever showed meanwhile (a re-read thread), the user's text comes back to edit.
        sentFrom.current = null;
        setEditing({ text, sending: false });
      } else if (sentFrom.current !== null) {
        // Taken, but the message reads as it did (the same text sent again): nothing replaced it.
        close('message');
      }
    });
  };

  return {
    messageTabIndex,
    editor:
      editing === null ? null : (
        <PartErrorBoundary
          failed={null}
          onError={(error) => {
            onRenderError?.(error, { itemId: item.id });
            close('button');
          }}
        >
          <Suspense fallback={null}>
            <messageEditor.Component
              item={item}
              initialText={editing.text}
              sending={editing.sending}
              onSend={send}
              onCancel={() => {
                close('button');
              }}
              kept={kept()}
            />
          </Suspense>
        </PartErrorBoundary>
      ),
    button: (
      <EditMessageButton
        ref={button}
        disabled={actions.busy === true || editing !== null}
        onClick={() => {
          setEditing({ text: userMessageText(item.content), sending: false });
        }}
      />
    ),
  };
}
