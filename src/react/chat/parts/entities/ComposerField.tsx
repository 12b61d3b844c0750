import { Suspense, type RefObject, type TextareaHTMLAttributes } from 'react';
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

export type FieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'ref' | 'children'
> & {
  ref: RefObject<HTMLTextAreaElement | null>;
  /** Opens the file picker: the `/` menu's "Attach files" (absent without uploads). */
  onAttach?: (() => void) | undefined;
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
  const plain = <PlainField {...props} />;
  if (!withMenus) return plain;
  return (
    <Suspense fallback={plain}>
      <taggingField.Component {...props} />
    </Suspense>
  );
}

function PlainField({ ref, onAttach: _onAttach, ...rest }: FieldProps) {
  const { runtime } = useChat();
  const text = useComposerState((state) => state.text);
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
