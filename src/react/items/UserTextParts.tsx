import type { UserContent } from '../../wire/items';
import { useLabels } from '../context/RenderContext';
import type { ContentRendererProps } from '../context/renderers';

/**
 * User text is plain text, never markdown: line breaks kept, nothing interpreted; in the direction
 * its first letters are written in, whatever the chat's (as an answer's).
 */
export function InputTextPart({
  part,
}: ContentRendererProps<Extract<UserContent, { type: 'input_text' }>>) {
  return (
    <p data-slot="user-text" dir="auto">
      {part.text}
    </p>
  );
}

export function QuotedTextPart({
  part,
}: ContentRendererProps<Extract<UserContent, { type: 'quoted_text' }>>) {
  const labels = useLabels();
  return (
    <blockquote data-slot="user-quote">
      <span data-slot="visually-hidden">{labels.quoted}: </span>
      {part.text}
    </blockquote>
  );
}
