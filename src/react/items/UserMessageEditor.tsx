import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { placeTags, type PlacedTag } from '../../state/messageTags';
import type { InputTag } from '../../wire/inputTag';
import type { ReceivedUserMessageItem } from '../../wire/received';
import { useLabels } from '../context/RenderContext';

/** Props of the editor a sent message turns into (see `useMessageEditing`). */
export interface UserMessageEditorProps {
  item: ReceivedUserMessageItem;
  /** The text it opens on: the message's, or the user's edit that did not go through. */
  initialText: string;
  /** The edit is on its way: the text waits, read-only. */
  sending: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
  /**
   * What the edit keeps as it is, rendered by the message: its quote and its files. From there, so
   * the editor's own file holds the editor alone (with the message's renderers imported here, a
   * host's bundler split those off the thread's code into one more file of its first open).
   */
  kept: ReactNode;
}

/** The text as the mirror under the field draws it: each tag's run marked, as the composer's. */
function mirrorOf(text: string, placed: readonly PlacedTag[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let cursor = 0;
  // Not destructured, as in `textWithTags` (the API report's union order).
  for (const tag of placed) {
    nodes.push(text.slice(cursor, tag.start));
    nodes.push(
      <mark key={tag.start} data-slot="message-editor-tag">
        {text.slice(tag.start, tag.end)}
      </mark>,
    );
    cursor = tag.end;
  }
  // A trailing line break needs a character after it to take its line, as in the textarea.
  nodes.push(`${text.slice(cursor)}\u200b`);
  return nodes;
}

/**
 * A sent message as an editor, in its place: its quote and files as they are (they go with the
 * edit), and a field on its text whose tags stay marked while their text stands (what the edit
 * sends as tags). The field grows with the text (the mirror under it sizes it). Enter sends
 * (Shift+Enter is a new line; never while an input method composes), Escape cancels; Send and
 * Cancel say the same for a pointer.
 */
export function UserMessageEditor({
  item,
  initialText,
  sending,
  onSend,
  onCancel,
  kept,
}: UserMessageEditorProps) {
  const labels = useLabels();
  const tagsId = useId();
  const [text, setText] = useState(initialText);
  const field = useRef<HTMLTextAreaElement>(null);
  const mirror = useRef<HTMLDivElement>(null);
  const tags = useMemo(
    () => item.content.filter((part): part is InputTag => part.type === 'input_tag'),
    [item.content],
  );
  const placed = placeTags(text, tags);
  const blank = text.trim() === '';

  // Focus in the field, the caret after the text, the end in view: where the user goes on typing.
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
    input.scrollTop = input.scrollHeight;
  }, []);

  const submit = (event?: SubmitEvent) => {
    event?.preventDefault();
    if (!blank && !sending) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      // While the edit is on its way, Escape is the chat's again: it stops the answer.
      if (sending) return;
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // Safari reports the Enter that commits an IME composition with isComposing false; only its
    // legacy keyCode (229) tells it apart.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    if (event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      data-slot="message-editor"
      data-state={sending ? 'sending' : 'editing'}
      aria-busy={sending}
      onSubmit={submit}
    >
      {kept}
      <div data-slot="message-editor-field">
        <div ref={mirror} data-slot="message-editor-mirror" aria-hidden="true" dir="auto">
          {mirrorOf(text, placed)}
        </div>
        <textarea
          ref={field}
          value={text}
          rows={1}
          dir="auto"
          aria-label={labels.editMessageField}
          aria-describedby={placed.length > 0 ? tagsId : undefined}
          readOnly={sending}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onScroll={(event) => {
            if (mirror.current) mirror.current.scrollTop = event.currentTarget.scrollTop;
          }}
        />
        {placed.length > 0 && (
          <span id={tagsId} data-slot="visually-hidden">
            {labels.composerTags(placed.map(({ tag }) => tag.text).join(', '))}
          </span>
        )}
      </div>
      <div data-slot="message-editor-actions">
        <button
          type="button"
          data-slot="message-editor-cancel"
          disabled={sending}
          onClick={onCancel}
        >
          {labels.editMessageCancel}
        </button>
        <button type="submit" data-slot="message-editor-send" disabled={blank || sending}>
          {labels.editMessageSend}
        </button>
      </div>
    </form>
  );
}
