import {
  Suspense,
  useLayoutEffect,
  useRef,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import { lazyComponent } from '../../../primitives/lazyComponent';
import { useChat } from '../../ChatContext';
import { useComposerState } from '../../hooks/useChatState';

// Tags, the menus and their editing model load when a chat with entities or commands first
// renders its composer; the plain field stands in until then (typing into it is kept).
const taggingField = lazyComponent(() =>
  import('./TaggingField').then((module) => module.TaggingField),
);

/** Loads the tagging field ahead of need. */
export const preloadTaggingField = taggingField.preload;

/** Where the user was in the plain field when the tagging field replaced it (null: not in it). */
export type FieldHandoff = { start: number; end: number } | null;

export type FieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'ref' | 'children'
> & {
  ref: RefObject<HTMLTextAreaElement | null>;
  /** Opens the file picker: the `/` menu's "Attach files" (absent without uploads). */
  onAttach?: (() => void) | undefined;
  /** Set by the plain field as it goes, read by the tagging field as it comes. */
  handoffRef?: RefObject<FieldHandoff> | undefined;
};

/**
 * The composer's text field. Without entities or commands it is a plain textarea bound to the
 * draft. With them it keeps tags (entities chosen from the `@` menu) as atomic runs of the text:
 * highlighted by a mirror drawn under the textarea, deleted as a whole, carried through copy and
 * paste; `@` and `/` open their menu (a listbox the textarea drives with `aria-activedescendant`).
 * A textarea, not a contentEditable editor, so IME composition, right-to-left text, undo and every
 * existing composer behaviour stay the browser's own.
 */
export function ComposerField(props: FieldProps) {
  const { display } = useChat();
  const withMenus = display.entities?.search === true || display.commands?.enabled === true;
  // The user may be typing in the plain field when the tagging field arrives and replaces it: the
  // new field takes over focus, caret and any `@` or `/` already typed.
  const handoffRef = useRef<FieldHandoff>(null);
  const plain = <PlainField {...props} handoffRef={handoffRef} />;
  if (!withMenus) return plain;
  return (
    <Suspense fallback={plain}>
      <taggingField.Component {...props} handoffRef={handoffRef} />
    </Suspense>
  );
}

function PlainField({ ref, onAttach: _onAttach, handoffRef, ...rest }: FieldProps) {
  const { runtime } = useChat();
  const text = useComposerState((state) => state.text);
  useLayoutEffect(() => {
    const input = ref.current;
    return () => {
      if (!handoffRef || !input) return;
      if (input.ownerDocument.activeElement === input)
        handoffRef.current = { start: input.selectionStart, end: input.selectionEnd };
    };
  }, [ref, handoffRef]);
  return (
    <textarea
      ref={ref}
      {...rest}
      value={text}
      onChange={(event) => {
        runtime.setComposerValue({ text: event.target.value });
      }}
    />
  );
}
